// Judging a reply the way an agent would read it: a direct answer (the reply's first paragraph)
// that says what the documents say, cited to the right document at a page that holds it, with a
// yes/no verdict (when it gives one) that matches; or, for what the documents do not cover, a
// plain decline that quotes and cites nothing. Page text is read here with pdfjs-dist, on its
// own, so the judge does not depend on the assistant's reader.
import type { Expect } from './questions';

export interface Doc {
  doc_id: string;
  title?: string;
  source_filename: string;
  url?: string;
}

interface Outcome {
  ok: boolean;
  why: string;
  /** The verdict the reply opens with, if any. */
  verdict?: 'yes' | 'no';
}

const norm = (text: string): string =>
  text
    .replace(/\\([\\`*_[\]<>|#])/g, '$1')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const pageText = new Map<string, Promise<string[]>>();

async function readPages(bytes: Uint8Array): Promise<string[]> {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = lib.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(norm(content.items.map((i) => ('str' in i ? `${i.str}${i.hasEOL ? ' ' : ''}` : '')).join(' ')));
  }
  void task.destroy();
  return pages;
}

/** The text of each page of the PDF at `url` (as served over HTTP). */
function pagesOf(url: string): Promise<string[]> {
  let found = pageText.get(url);
  if (!found) {
    found = fetch(url).then(async (res) => readPages(new Uint8Array(await res.arrayBuffer())));
    pageText.set(url, found);
  }
  return found;
}

/** A document's name as a set names it: a file's underscores are its spaces ("Vacant_Dwelling_Program_Guide.pdf"). */
const docName = (name: string): string => norm(name.replace(/_/g, ' ')).replace(/\.pdf$/, '');

const sameDoc = (doc: Doc, name: string): boolean => {
  const want = docName(name);
  return [doc.title, doc.source_filename].some((t) => t && (docName(t).includes(want) || want.includes(docName(t))));
};

/** Words on the page, spaces ignored (a PDF's text may split or join words). */
const squeeze = (text: string): string => norm(text).replace(/[^a-z0-9$%]/g, '');

interface Judged {
  expect: Expect;
  page?: number;
  verdict?: 'yes' | 'no';
}

export async function judge(api: string, docs: Doc[], reply: string, q: Judged): Promise<Outcome> {
  const cited = /#page=\d+/.test(reply);
  if (q.expect === 'not covered') {
    const declined = /don’t cover that|don't cover that/.test(reply) && !cited && !/^>/m.test(reply);
    return { ok: declined, why: declined ? 'declined' : `answered: ${reply.split('\n')[0]!.slice(0, 100)}` };
  }
  const expect = q.expect;
  const direct = reply.split('\n\n')[0]!;
  const links = [...direct.matchAll(/\]\(([^)\s]+)#page=(\d+)\)/g)].map((m) => ({ url: m[1]!, page: Number(m[2]) }));
  if (!links.length) return { ok: false, why: `no direct answer with a citation: ${direct.slice(0, 100)}` };
  // The answer's words, without its citations.
  const answer = direct
    .replace(/\s*\(\[[^\]]*\]\([^)]*\)\)/g, '')
    .replace(/\[[^\]]*\]\([^)]*\)/g, '')
    .trim();
  const opening = /^\**\s*(yes|no)\b/i.exec(answer)?.[1]?.toLowerCase() as 'yes' | 'no' | undefined;
  if (q.verdict && opening && opening !== q.verdict) {
    return { ok: false, why: `says "${opening}", the documents say "${q.verdict}": ${answer.slice(0, 90)}`, verdict: opening };
  }
  // A table row is quoted with its column headers ("Construction class: Joisted masonry; Maximum
  // completed value: $10,000,000"); a set may give it as the page prints it, cells only
  // ("joisted masonry $10,000,000").
  // (Each passage of the answer apart: a row's last cell is not the next row's first.)
  const cells = direct
    .replace(/\s*\(\[[^\]]*\]\([^)]*\)\)/g, ';')
    .split(/;\s*/)
    .map((cell) => cell.replace(/^.*:\s/, ''))
    .join(' ');
  if (!norm(answer).includes(norm(expect.says)) && !norm(cells).includes(norm(expect.says)))
    return { ok: false, why: `does not say "${expect.says}": ${answer.slice(0, 100)}`, verdict: opening };
  const says = squeeze(expect.says);
  const reasons: string[] = [];
  for (const link of links) {
    const url = new URL(link.url, api).toString();
    const doc = docs.find((d) => d.url && new URL(d.url, api).pathname === new URL(url).pathname);
    const title = doc?.title ?? doc?.source_filename ?? '?';
    if (!doc || !sameDoc(doc, expect.doc)) {
      reasons.push(`cites "${title}", expected "${expect.doc}"`);
      continue;
    }
    const pages = await pagesOf(url);
    const text = squeeze(pages[link.page - 1] ?? '');
    // The page cited is the set's page, or it holds what the answer must say, or (with no page
    // given) it holds the start of the answer's sentence.
    const starts = norm(answer)
      .split(/: |\. /)
      .map((part) => squeeze(part.split(' ').slice(0, 5).join(' ')))
      .filter((s) => s.length > 8);
    if (link.page === q.page || text.includes(says) || (!q.page && starts.some((s) => text.includes(s)))) {
      return { ok: true, why: `${title}, page ${link.page}`, verdict: opening };
    }
    reasons.push(`page ${link.page} of "${title}" does not hold it${q.page ? ` (expected page ${q.page})` : ''}`);
  }
  return { ok: false, why: reasons.join('; '), verdict: opening };
}
