// Finding words on a PDF page: a search term anywhere in the page's text, or the passage a
// citation quotes (as the longest runs of its words, so a quote joined across a page break or
// led by a list's intro still lights up what is on this page). Pure functions over the page's
// text pieces, as pdf.js gives them.

/** A page's text: its pieces joined by spaces, and where each piece starts in it. */
interface PageText {
  text: string;
  starts: number[];
}

/** A stretch of a page's text. */
export interface TextRange {
  start: number;
  end: number;
}

export function pageText(strings: string[]): PageText {
  const starts: number[] = [];
  let text = '';
  for (const s of strings) {
    if (text) text += ' ';
    starts.push(text.length);
    text += s;
  }
  return { text, starts };
}

const FOLD: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '\u00ad': '' };

/** One character folded for comparing: lower case, straight quotes and dashes, any space a space. */
function fold(ch: string): string {
  if (/\s/.test(ch)) return ' ';
  const mapped = FOLD[ch] ?? ch.toLowerCase();
  return mapped.length === 1 ? mapped : ch;
}

/** The text folded, runs of spaces as one, with where each folded character came from. */
function folded(text: string): { text: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = fold(text[i]!);
    if (ch === ' ' && (out.endsWith(' ') || out === '')) continue;
    if (ch === '') continue;
    out += ch;
    from.push(i);
  }
  return { text: out, from };
}

/** Every place `query` is on the page (case, quotes, dashes and spacing ignored). */
export function findAll(page: PageText, query: string): TextRange[] {
  const q = folded(query.trim()).text.trim();
  if (!q) return [];
  const hay = folded(page.text);
  const out: TextRange[] = [];
  for (let at = hay.text.indexOf(q); at >= 0; at = hay.text.indexOf(q, at + q.length)) {
    out.push({ start: hay.from[at]!, end: hay.from[at + q.length - 1]! + 1 });
  }
  return out;
}

interface Word extends TextRange {
  word: string;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}$%]+(?:['’.,\-–][\p{L}\p{N}%]+)*/gu)) {
    out.push({ word: folded(m[0]).text, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

const MIN_RUN = 4;
const MAX_RUNS = 6;

/**
 * Where a quoted passage is on the page: its longest runs of consecutive words (at least four,
 * or the whole quote when shorter), best first.
 */
export function findQuote(page: PageText, quote: string): TextRange[] {
  const words = wordsOf(page.text);
  const q = wordsOf(quote).map((w) => w.word);
  const used = new Array<boolean>(q.length).fill(false);
  const taken = new Array<boolean>(words.length).fill(false);
  const out: TextRange[] = [];
  for (let round = 0; round < MAX_RUNS; round++) {
    const left = used.filter((u) => !u).length;
    let best = { length: 0, i: -1 };
    let prev = new Uint16Array(q.length + 1);
    for (let i = 0; i < words.length; i++) {
      const cur = new Uint16Array(q.length + 1);
      if (!taken[i]) {
        for (let j = 0; j < q.length; j++) {
          if (used[j] || words[i]!.word !== q[j]) continue;
          cur[j + 1] = prev[j]! + 1;
          if (cur[j + 1]! > best.length) best = { length: cur[j + 1]!, i };
        }
      }
      prev = cur;
    }
    if (best.length === 0 || best.length < Math.min(MIN_RUN, left)) break;
    const first = best.i - best.length + 1;
    const run = words.slice(first, best.i + 1).map((w) => w.word);
    // Mark the quote's words the run used (the first place they appear in order).
    for (let j = 0; j + run.length <= q.length; j++) {
      if (run.every((w, k) => !used[j + k] && q[j + k] === w)) {
        for (let k = 0; k < run.length; k++) used[j + k] = true;
        break;
      }
    }
    for (let k = first; k <= best.i; k++) taken[k] = true;
    out.push({ start: words[first]!.start, end: words[best.i]!.end });
  }
  return out;
}

export type Mark = 'quote' | 'match' | 'active';

/** A stretch of the page's text to light up. */
export interface Highlight extends TextRange {
  mark: Mark;
}

/** A piece's text cut where highlights start and end. */
export function segmentsOf(str: string, at: number, highlights: Highlight[]): { text: string; mark: Mark | null }[] {
  const end = at + str.length;
  const cuts = highlights
    .filter((h) => h.start < end && h.end > at)
    .map((h) => ({ mark: h.mark, from: Math.max(0, h.start - at), to: Math.min(str.length, h.end - at) }))
    .sort((a, b) => a.from - b.from);
  const out: { text: string; mark: Mark | null }[] = [];
  let pos = 0;
  for (const c of cuts) {
    if (c.to <= pos) continue;
    const from = Math.max(pos, c.from);
    if (from > pos) out.push({ text: str.slice(pos, from), mark: null });
    out.push({ text: str.slice(from, c.to), mark: c.mark });
    pos = c.to;
  }
  if (pos < str.length || out.length === 0) out.push({ text: str.slice(pos), mark: null });
  return out;
}
