// The grounded mock assistant: answers from the selected carrier's PDFs by quoting the passages
// that best match the question (BM25), each quote linked to its document at its page.
import { carrierDocument } from '../db/carriers';
import { pdfSegments } from '../db/pdf';
import { docUrl } from '../db/seed';
import { db } from '../db/store';
import type { CompanyRow, DocumentRow } from '../db/types';
import { extractPdfPages } from './extract';
import { Bm25Index, splitPassages, type Hit, type Passage } from './search';

const passageCache = new Map<string, Promise<Passage[]>>();
const indexCache = new Map<string, Promise<Bm25Index>>();
const QUOTE_MAX = 420;

function docKey(doc: DocumentRow): string {
  return doc.source.kind === 'generated'
    ? `gen:${doc.doc_id}:${doc.source.template}:${doc.source.variant}:${doc.title}`
    : `up:${doc.doc_id}:${doc.source.fileKey}`;
}

/** Seeded PDFs are generated here, so their text (and its pages) is known without parsing. */
function generatedPassages(doc: DocumentRow & { source: { kind: 'generated' } }): Passage[] {
  const out: Passage[] = [];
  let heading = '';
  for (const seg of pdfSegments(carrierDocument(doc.source.template, doc.source.variant, doc.title))) {
    if (seg.type === 'heading') heading = seg.text.replace(/^\d+\.\s*/, '');
    else out.push({ docId: doc.doc_id, page: seg.page, text: seg.text, context: seg.type === 'title' ? '' : heading });
  }
  return out;
}

async function uploadedPassages(doc: DocumentRow & { source: { kind: 'uploaded' } }): Promise<Passage[]> {
  const file = db.files.get(doc.source.fileKey);
  if (!file) return [];
  const pages = await extractPdfPages(file.bytes);
  return pages.flatMap((text, i) => splitPassages(text).map((p) => ({ docId: doc.doc_id, page: i + 1, text: p, context: doc.title })));
}

function passagesOf(doc: DocumentRow): Promise<Passage[]> {
  const key = docKey(doc);
  let found = passageCache.get(key);
  if (!found) {
    found = doc.source.kind === 'generated'
      ? Promise.resolve(generatedPassages(doc as DocumentRow & { source: { kind: 'generated' } }))
      : uploadedPassages(doc as DocumentRow & { source: { kind: 'uploaded' } });
    found.catch(() => passageCache.delete(key));
    passageCache.set(key, found);
  }
  return found;
}

let prefetch = false;

/** In the browser: read an uploaded PDF's text right away, so the first question does not wait for it. */
export function enableTextPrefetch(): void {
  prefetch = true;
}

export function prefetchText(doc: DocumentRow): void {
  if (prefetch) void passagesOf(doc).catch(() => undefined);
}

/** The index of a company's current documents (rebuilt when they change). */
export function indexFor(docs: DocumentRow[]): Promise<Bm25Index> {
  const key = docs.map(docKey).join('|');
  let found = indexCache.get(key);
  if (!found) {
    found = Promise.all(docs.map(passagesOf)).then((lists) => new Bm25Index(lists.flat()));
    found.catch(() => indexCache.delete(key));
    indexCache.set(key, found);
    if (indexCache.size > 50) indexCache.delete(indexCache.keys().next().value as string);
  }
  return found;
}

function clip(text: string): string {
  if (text.length <= QUOTE_MAX) return text;
  const cut = text.slice(0, QUOTE_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

const mdEscape = (text: string): string => text.replace(/([\\`*_[\]<>])/g, '\\$1');

/** Relevant hits: a real score, and not far below the best one. */
function relevant(hits: Hit[]): Hit[] {
  if (!hits.length || hits[0].score < 1) return [];
  return hits.filter((h) => h.score >= hits[0].score * 0.4);
}

/** The Markdown answer for `question` about `company`, from its documents. */
export async function answerQuestion(company: CompanyRow, docs: DocumentRow[], question: string): Promise<string> {
  const name = mdEscape(company.company_display);
  if (!docs.length) {
    return `**${name}** has no documents yet, so I can’t answer from them. Ask an admin to upload the carrier’s PDFs.`;
  }
  const index = await indexFor(docs);
  // The same passage often appears in several editions of a carrier's guide: quote it once.
  const seen = new Set<string>();
  const hits = relevant(index.search(question, 12)).filter((h) => {
    const key = h.passage.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, 3);
  if (!hits.length) {
    return (
      `I couldn’t find anything about that in **${name}**’s documents (${docs.length} ` +
      `${docs.length === 1 ? 'file' : 'files'}). Try other words, for example eligibility, deductibles, ` +
      'binding authority or required documents.'
    );
  }
  const byId = new Map(docs.map((d) => [d.doc_id, d]));
  const quotes = hits.map(({ passage }) => {
    const doc = byId.get(passage.docId)!;
    const url = `${docUrl(db.basePath, doc.company_id, doc.doc_id)}#page=${passage.page}`;
    const label = mdEscape(`${doc.title}, page ${passage.page}`);
    return `> ${mdEscape(clip(passage.text))}\n>\n> — [${label}](${url})`;
  });
  return [`Here is what **${name}**’s documents say:`, ...quotes, '_Quoted from the carrier’s documents. Check the full text before you bind._'].join('\n\n');
}
