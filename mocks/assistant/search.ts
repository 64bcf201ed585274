// Finding the sentences that answer a question: each sentence is scored by how much of the
// question it covers (every concept of the question, through its synonyms, weighted by how rare
// it is in the carrier's documents) and by BM25 on its words; the question's kind adds a little
// (a figure for "how much", a list for "which … are excluded").
import type { Unit } from './passages';
import { conceptsOf, hasPhrase, type Concept } from './synonyms';
import { tokens } from './text';

const K1 = 1.2;
const B = 0.75;
/** Generic words (eligible, policy, required) weigh this much of a topic word. */
const WEAK = 0.3;
/** Synonyms count this much of the question's own word in BM25. */
const SYNONYM = 0.7;
/** In coverage, a concept met through a synonym counts this much; through the document's title, this much. */
const BY_SYNONYM = 0.85;
const BY_ABOUT = 0.6;

export interface Ranked {
  unit: Unit;
  /** Share of the question's weight the sentence (with its heading and list) covers, 0–1. */
  coverage: number;
  score: number;
}

export interface Search {
  concepts: Concept[];
  /** Share of the question's weight that no document of the carrier mentions at all, 0–1. */
  absent: number;
  /** The question's words no document mentions. */
  missing: string[];
  /** Best first. */
  ranked: Ranked[];
}

const QUANTITY = /\b(how (much|many|old|long|soon|fast|far|high|large|big|quickly)|limit|maximum|minimum|max|min|deductible|premium|percent(age)?|age|radius|within|at least|up to|amount|value|tiv|how)\b/i;
const LIST = /\b(which|what|list)\b.*\b(excluded|ineligible|prohibited|eligible|acceptable|allowed|not allowed|classes|risks|operations|occupancies|documents)\b/i;

export class UnitIndex {
  private readonly df = new Map<string, number>();
  private readonly words: string[][];
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly maxIdf: number;

  constructor(readonly units: Unit[]) {
    this.words = units.map((u) => (u.introducesList ? [...u.tokens, ...u.context, ...tokens(u.items.join(' '))] : [...u.tokens, ...u.context]));
    for (const [i, w] of this.words.entries()) for (const t of new Set([...w, ...units[i]!.about])) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.lengths = units.map((u) => u.tokens.length + u.context.length * 0.5);
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, units.length);
    this.maxIdf = this.idfOf(0);
  }

  private idfOf(df: number): number {
    const n = this.units.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The rarest stem of the phrase decides how telling the phrase is (0 when absent). */
  private phraseDf(phrase: string[]): number {
    let df = Infinity;
    for (const t of phrase) df = Math.min(df, this.df.get(t) ?? 0);
    return df === Infinity ? 0 : df;
  }

  /** True when some document of the set uses some word of the concept. */
  private present(c: Concept): boolean {
    return c.variants.some(
      (v) => this.phraseDf(v) > 0 && (v.length === 1 || this.words.some((w, i) => hasPhrase(w, v) || hasPhrase(this.units[i]!.about, v))),
    );
  }

  /** How much the concept weighs: its rarest present wording's idf, the highest idf when absent. */
  private weight(c: Concept, present: boolean): number {
    let df = 0;
    if (present) for (const v of c.variants) df = Math.max(df, this.phraseDf(v));
    const idf = present ? this.idfOf(df) : this.maxIdf;
    return idf * (c.weak ? WEAK : 1);
  }

  termCount(): number {
    return this.df.size;
  }

  search(question: string, limit = 12): Search {
    const concepts = conceptsOf(question);
    const info = concepts.map((c) => {
      const present = this.present(c);
      return { c, present, weight: this.weight(c, present) };
    });
    const total = info.reduce((s, i) => s + i.weight, 0);
    const unknown = info.filter((i) => !i.present && !i.c.weak);
    const absent = total ? unknown.reduce((s, i) => s + i.weight, 0) / total : 1;

    // BM25 terms: the question's own stems, and its synonyms at a discount.
    const asked = new Set(tokens(question));
    const own = (v: string[]) => v.every((t) => asked.has(t));
    const terms = new Map<string, number>();
    for (const { c } of info) {
      for (const v of c.variants) {
        for (const t of v) {
          const boost = (asked.has(t) ? 1 : SYNONYM) * (c.weak ? WEAK : 1);
          terms.set(t, Math.max(terms.get(t) ?? 0, boost));
        }
      }
    }
    const quantity = QUANTITY.test(question);
    const list = LIST.test(question);

    const scored = this.units.map((unit, id) => {
      const words = this.words[id]!;
      let matched = 0;
      for (const i of info) {
        if (!i.present) continue;
        const hits = i.c.variants.filter((v) => hasPhrase(words, v));
        if (hits.length) matched += i.weight * (hits.some(own) ? 1 : BY_SYNONYM);
        else if (i.c.variants.some((v) => hasPhrase(unit.about, v))) matched += i.weight * BY_ABOUT;
      }
      let bm25 = 0;
      for (const [t, boost] of terms) {
        const tf = unit.tokens.filter((x) => x === t).length + 0.5 * unit.context.filter((x) => x === t).length;
        if (!tf) continue;
        const norm = tf + K1 * (1 - B + (B * this.lengths[id]!) / this.avgLength);
        bm25 += boost * this.idfOf(this.df.get(t) ?? 0) * ((tf * (K1 + 1)) / norm);
      }
      return { id, unit, coverage: total ? matched / total : 0, bm25 };
    });
    const maxBm25 = Math.max(1e-9, ...scored.map((s) => s.bm25));
    const ranked = scored
      // Titles name documents; they answer nothing.
      .filter((s) => s.coverage > 0 && s.unit.blockType !== 'title' && s.unit.blockType !== 'subtitle')
      .map(({ id, unit, coverage, bm25 }) => {
        let score = coverage + 0.35 * (bm25 / maxBm25);
        if (quantity && /\d/.test(unit.text)) score += 0.12;
        if (list && unit.introducesList) score += 0.25;
        return { id, unit, coverage, score };
      })
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, limit)
      .map(({ unit, coverage, score }) => ({ unit, coverage, score }));
    return { concepts, absent, missing: unknown.map((i) => i.c.asked), ranked };
  }
}
