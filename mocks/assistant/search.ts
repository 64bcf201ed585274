// BM25 over passages: small, deterministic, no dependencies.

const STOP = new Set(
  ('a an and are as at be been but by can could do does did for from has have how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this to too us was we were what when where which who whom why will ' +
    'with would you your about any all also am may might must per please tell know need want give say does doing done get got ' +
    'up out not no yes just only more most other some such same very s t ok hi hello thanks thank').split(' '),
);

/** Lower-case words with a light stemmer (plural and -ing/-ed endings), stop words removed. */
function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().normalize('NFKD').matchAll(/[a-z0-9]+(?:[.,][0-9]+)*/g)) {
    let w = match[0].replace(/,/g, '');
    if (STOP.has(w)) continue;
    if (w.length > 4 && /[a-z]$/.test(w)) {
      if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
      else if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
      else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
      else if (w.endsWith('es') && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
      else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
    }
    out.push(w);
  }
  return out;
}

export interface Passage {
  docId: string;
  page: number;
  /** The words quoted. */
  text: string;
  /** Extra words that count for matching but are not quoted (the section heading). */
  context: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  matched: string[];
}

const K1 = 1.2;
const B = 0.75;

export class Bm25Index {
  private readonly postings = new Map<string, { id: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private readonly avgLength: number;

  constructor(readonly passages: Passage[]) {
    passages.forEach((p, id) => {
      const tokens = tokenize(`${p.context} ${p.text}`);
      this.lengths.push(tokens.length);
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [term, count] of tf) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push({ id, tf: count });
      }
    });
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  /** The best passages, best first, ties in document order (deterministic). */
  search(query: string, limit = 3): Hit[] {
    const terms = [...new Set(tokenize(query))];
    const n = this.passages.length;
    const scores = new Map<number, { score: number; matched: string[] }>();
    for (const term of terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { id, tf } of list) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[id]) / this.avgLength);
        const entry = scores.get(id) ?? { score: 0, matched: [] };
        entry.score += (idf * tf * (K1 + 1)) / norm;
        entry.matched.push(term);
        scores.set(id, entry);
      }
    }
    return [...scores]
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .slice(0, limit)
      .map(([id, { score, matched }]) => ({ passage: this.passages[id], score, matched }));
  }

  termCount(): number {
    return this.postings.size;
  }
}

/** Splits free text (an extracted page) into passages of whole sentences, about `words` long. */
export function splitPassages(text: string, words = 60): string[] {
  const sentences = text
    .replace(/\s*\n\s*(?=[•\-*]|\d+\.\s)/g, '\n')
    .split(/(?<=[.!?])\s+|\n(?=[•\-*])|\n{2,}/)
    .map((s) => s.replace(/\s+/g, ' ').replace(/^[•\-*]\s*/, '').trim())
    .filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const s of sentences) {
    const count = (current ? `${current} ${s}` : s).split(' ').length;
    if (current && count > words) {
      out.push(current);
      current = s;
    } else {
      current = current ? `${current} ${s}` : s;
    }
  }
  if (current) out.push(current);
  return out;
}
