// The grounded mock assistant: answers from the selected carrier's PDFs. Seeded and uploaded
// documents go through the same pipeline: blocks of text with their pages → whole sentences →
// the sentences that cover the question → a direct answer and supporting quotes, each cited to
// its document and page; or "not covered" when the documents do not answer.
import { carrierDocument } from '../db/carriers';
import { pdfSegments } from '../db/pdf';
import { docUrl } from '../db/seed';
import { db } from '../db/store';
import type { CompanyRow, DocumentRow } from '../db/types';
import { answerFrom, mdEscape, type Source } from './answer';
import { extractPdfLines } from './extract';
import { blocksFromLines, blocksFromSegments, unitsOf, type Unit } from './passages';
import { UnitIndex } from './search';

const unitCache = new Map<string, Promise<Unit[]>>();
const indexCache = new Map<string, Promise<UnitIndex>>();

function docKey(doc: DocumentRow): string {
  return doc.source.kind === 'generated'
    ? `gen:${doc.doc_id}:${doc.source.template}:${doc.source.variant}:${doc.title}`
    : `up:${doc.doc_id}:${doc.source.fileKey}`;
}

/** Seeded PDFs are generated here, so their blocks and pages are known without reading the file. */
function generatedUnits(doc: DocumentRow & { source: { kind: 'generated' } }): Unit[] {
  const pdf = carrierDocument(doc.source.template, doc.source.variant, doc.title);
  return unitsOf(doc.doc_id, doc.title, blocksFromSegments(pdfSegments(pdf)));
}

async function uploadedUnits(doc: DocumentRow & { source: { kind: 'uploaded' } }): Promise<Unit[]> {
  const file = db.files.get(doc.source.fileKey);
  if (!file) return [];
  return unitsOf(doc.doc_id, doc.title, blocksFromLines(await extractPdfLines(file.bytes)));
}

function unitsOfDoc(doc: DocumentRow): Promise<Unit[]> {
  const key = docKey(doc);
  let found = unitCache.get(key);
  if (!found) {
    found =
      doc.source.kind === 'generated'
        ? Promise.resolve(generatedUnits(doc as DocumentRow & { source: { kind: 'generated' } }))
        : uploadedUnits(doc as DocumentRow & { source: { kind: 'uploaded' } });
    found.catch(() => unitCache.delete(key));
    unitCache.set(key, found);
  }
  return found;
}

let prefetch = false;

/** In the browser: read an uploaded PDF's text right away, so the first question does not wait for it. */
export function enableTextPrefetch(): void {
  prefetch = true;
}

export function prefetchText(doc: DocumentRow): void {
  if (prefetch) void unitsOfDoc(doc).catch(() => undefined);
}

/** The index of a company's current documents (rebuilt when they change). */
export function indexFor(docs: DocumentRow[]): Promise<UnitIndex> {
  const key = docs.map(docKey).join('|');
  let found = indexCache.get(key);
  if (!found) {
    found = Promise.all(docs.map(unitsOfDoc)).then((lists) => new UnitIndex(lists.flat()));
    found.catch(() => indexCache.delete(key));
    indexCache.set(key, found);
    if (indexCache.size > 50) indexCache.delete(indexCache.keys().next().value as string);
  }
  return found;
}

/** The Markdown answer for `question` about `company`, from its documents. */
export async function answerQuestion(company: CompanyRow, docs: DocumentRow[], question: string): Promise<string> {
  if (!docs.length) {
    return `**${mdEscape(company.company_display)}** has no documents yet, so I can’t answer from them. Ask an admin to upload the carrier’s PDFs.`;
  }
  const index = await indexFor(docs);
  const sources = new Map<string, Source>(
    docs.map((d) => [d.doc_id, { title: d.title, url: docUrl(db.basePath, d.company_id, d.doc_id) }]),
  );
  return answerFrom(index, company.company_display, docs.length, question, sources);
}
