// Finding the passages that answer a question. Each passage (a sentence, list item or table row)
// is scored by how much of the question it covers (every concept of the question, through its
// synonyms and shorthand, weighted by how rare it is in the carrier's documents) and by BM25 on
// its words (MiniSearch); a word the documents never use is looked for by prefix and edit
// distance ("elig", "sprinklerd"). The agent's figures pull up the rules about the same thing
// (a threshold or a table row), most of all the one the case falls in; a definition ranks below
// the rule that uses the term. MiniSearch replaced our own BM25 loop: on the eval, with everything
// else the same, it answered 80.1% of the covered questions against 76.7% (declines 98.3% both,
// median answer under 10 ms both), and it brings prefix and typo matching we need not keep.
import MiniSearch from 'minisearch';
import { EVERYDAY, GROUPS, groupIndexOf, PEOPLE_STEMS, PERSON_WORD, SHORTHAND } from './glossary';
import {
  agesOf,
  conditionsOf,
  isInside,
  isMeasureWord,
  measured,
  namesWhatItCounts,
  nouns,
  quantitiesOf,
  sameUnit,
  type Condition,
  type Quantity,
} from './numbers';
import type { Unit } from './passages';

import { asAsked, readQuestion, type Concept, type Question } from './question';
import { fold, stem, tokens, topicality } from './text';

/** Generic words (eligible, policy, required) weigh this much of a topic word. */
const WEAK = 0.3;
/** In coverage: a concept met through a synonym counts this much; by prefix or a typo, this much; through the document's title, this much. */
const BY_SYNONYM = 0.85;
const BY_LOOSE = 0.75;
const BY_ABOUT = 0.6;
/** A concept met through a term the documents define with it ("DUI" → a Major Violation) counts this much. */
const BY_DEFINITION = 0.8;
const BM25_SHARE = 0.35;
/** A passage that puts two of the question's neighbouring concepts side by side gains this much per pair (two at most). */
const SIDE_BY_SIDE = 0.08;
/** The share of the question a passage must cover to answer it (with no figure of the case deciding it). */
export const ANSWERS = 0.5;
/** The last word of a coverage's name. */
const COVERAGE_WORDS = new Set(['liabil', 'coverag', 'insur', 'endors', 'polici', 'protect']);
/** A rule that rules out what passes its threshold. */
const NEGATIVE =
  /\b(?:ineligible|not eligible|excluded|prohibited|not (?:be )?(?:written|accepted|allowed|permitted|covered|quoted)|declined?|unacceptable)\b/i;
/**
 * A sentence that sends the reader elsewhere ("are set out in the current memo"), or says what the
 * document does ("This memo raises the binding limit from $600,000"), answers nothing itself.
 */
const POINTER =
  /\b(?:are|is) (?:set out|described|listed|shown|found|explained) in\b|\bsee (?:section|the|also)\b|^this (?:memo|guide|manual|bulletin|document|section|chapter|notice|update)\b/i;
/** Where a rule weighs the case's figures, a word that tells the rest of the case counts this much. */
const SITUATION = 0.5;
/** What a table row no figure of the case picks out loses to a sentence or list item. */
const ROW_HEADERS = 0.15;
/** In BM25, a synonym counts this much of the question's own word. */
const SYNONYM_BM25 = 0.4;

export interface Ranked {
  unit: Unit;
  /** Share of the question's weight the passage (with its heading and list) covers, 0–1. */
  coverage: number;
  score: number;
  /** Which of the question's concepts it covers (by index). */
  covers: boolean[];
  /** Which it covers in its own words (its sentence, an item's intro, a list intro's items), not only through its heading. */
  shown: boolean[];
  /** The passage's rules on what the question's figures count, and which side of each the case is on. */
  facts: Fact[];
}

export interface Fact {
  condition: Condition;
  quantity: Quantity;
  inside: boolean;
}

/** The label a line is keyed by, before its colon ("HO-3" of "HO-3: $650,000"; "36 months" of "36 months: 200% …"). */
const labelOf = (text: string): string | undefined => /^([^:;.]{1,40}):\s/.exec(text)?.[1];

/**
 * The facts that place the case: not two of its figures on either side of one bound ("built 1968,
 * redone 2012" and "before 1975"; "24 mo … 36 mo" and "at least three years"), where which one
 * the bound is of is not said.
 */
export const placing = (facts: Fact[]): Fact[] =>
  facts.filter((f) => !facts.some((g) => g.condition === f.condition && g.inside !== f.inside));

export interface Search {
  question: Question;
  /** Each concept's weight (0 for filler the documents never use). */
  weights: number[];
  /** Share of the question's weight that no document of the carrier mentions at all, 0–1. */
  absent: number;
  /** The question's words no document mentions. */
  missing: string[];
  /** Some topic of the question (not a generic word) is in the documents. */
  core: boolean;
  /** Best first. */
  ranked: Ranked[];
}

/** A concept's wording resolved against the documents: each stem, with the document words it stands for. */
interface Resolved {
  phrase: Set<string>[];
  own: boolean;
  loose: boolean;
  /** Through a defined term. */
  defined?: boolean;
}

/** The phrase stands in the words at `i`. */
const phraseAt = (words: readonly string[], phrase: Set<string>[], i: number): boolean => phrase.every((s, k) => s.has(words[i + k]!));

function hasResolved(words: readonly string[], phrase: Set<string>[]): boolean {
  if (phrase.length === 1) return words.some((w) => phrase[0]!.has(w));
  for (let i = 0; i + phrase.length <= words.length; i++) if (phraseAt(words, phrase, i)) return true;
  return false;
}

const hasResolvedAny = (words: readonly string[], resolved: Resolved[]): boolean => resolved.some((r) => hasResolved(words, r.phrase));

/** Where each of the resolved phrases starts and ends in the words. */
function spans(words: readonly string[], resolved: Resolved[]): [number, number][] {
  const out: [number, number][] = [];
  for (const { phrase } of resolved)
    for (let i = 0; i + phrase.length <= words.length; i++) if (phraseAt(words, phrase, i)) out.push([i, i + phrase.length - 1]);
  return out;
}

/**
 * How many pairs of the question's neighbouring concepts stand side by side, in the same order,
 * in the passage's own words ("min prem": "the minimum premium is"; one word between at most).
 */
function sideBySide(words: readonly string[], info: { resolved: Resolved[]; weight: number }[]): number {
  let pairs = 0;
  for (let k = 0; k + 1 < info.length; k++) {
    if (!info[k]!.weight || !info[k + 1]!.weight) continue;
    const ends = spans(words, info[k]!.resolved).map(([, end]) => end);
    if (!ends.length) continue;
    const starts = spans(words, info[k + 1]!.resolved).map(([start]) => start);
    if (ends.some((e) => starts.some((s) => s - e >= 1 && s - e <= 2))) pairs++;
  }
  return pairs;
}

/** A unit that counts people ("drivers", or the drivers' group). */
const isPerson = (u: string): boolean =>
  PEOPLE_STEMS.has(u) ||
  (/^g\d+$/.test(u) && !!GROUPS[Number(u.slice(1))]?.variants.some((v) => v.length === 1 && PEOPLE_STEMS.has(v[0]!)));
/** A clause about people, up to a figure: "Drivers of vehicles that require a CDL must be at least …". */
const PERSON_RULE = new RegExp(`(?:^|[.;:]\\s*)(?:(?:all|every|each|any|the)\\s+)?${PERSON_WORD}\\b[^.;:]*$`);

/** A question that asks whether the agent may bind ("can i bind it myself?", "ok to bind w/o UW?"). */
export const BIND_ASKED = /\b(?:can|could|may|ok to|okay to|able to)\s+(?:i|we|u|you)?\s*(?:just\s+|still\s+)?bind\b/i;
/** A rule on what agents may bind themselves. */
export const AGENT_BINDS = /\b(?:may|can) (?:bind|be bound)\b|\bbinding authority\b|\bauthority to bind\b/i;
/** A rule on what agents or brokers may bind, or may not ("may bind", "cannot bind"; not "may be bound", which is said of a policy). */
const AUTHORITY = /\b(?:binding authority|authority to bind|(?:may|can|cannot|may not|can't|do not|does not)\s+bind)\b/i;
/** A rule that agents or brokers may bind nothing. */
export const NO_AUTHORITY = /\bno (?:binding )?authority\b|\b(?:may not|cannot|can't|do not|does not) bind\b/i;

/** How recent a paper or a visit must be, up to its figure: "dated within", "completed in the last". */
const RECENT =
  /\b(?:dated|issued|performed|completed|conducted|signed|done|taken|updated|renewed)\s+(?:within|in)\s+(?:the\s+(?:last|past)\s+)?$/;

export class UnitIndex {
  private readonly df = new Map<string, number>();
  /** Each passage's stems with its heading's and intro's; a list intro's with its items' too. */
  private readonly words: string[][];
  private readonly listWords: string[][];
  private readonly mini: MiniSearch<{ id: number; text: string; context: string; about: string }>;
  private readonly maxIdf: number;
  private readonly conditions = new Map<number, Condition[]>();
  /** The terms the documents define, each with the words of its definition. */
  private readonly definitions: { term: string[]; body: string[]; counts: string[] }[];

  /** Each document's title, as stems. */
  private readonly titles = new Map<string, string[]>();
  /** The documents' year: the latest year in their titles and the lines under them (their edition), else this year. */
  private readonly year: number;

  constructor(readonly units: Unit[]) {
    // (A defined term is a word of its definition however common it is: "Call: one deceased person …".)
    this.words = units.map((u) => [...u.tokens, ...u.context, ...(u.term ? (fold(u.term).match(/[a-z]+/g) ?? []).map(stem) : [])]);
    for (const u of units) this.titles.set(u.docId, u.title);
    const years = units.flatMap((u) => u.about.filter((t) => /^(?:19|20)\d\d$/.test(t)).map(Number));
    this.year = years.length ? Math.max(...years) : new Date().getFullYear();
    this.listWords = units.map((u, i) => (u.introducesList ? [...this.words[i]!, ...tokens(u.items.join(' '))] : this.words[i]!));
    for (const [i, w] of this.listWords.entries())
      for (const t of new Set([...w, ...units[i]!.about])) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.maxIdf = this.idfOf(0);
    this.definitions = units.flatMap((u) => {
      if (!u.term) return [];
      const term = tokens(u.term);
      // (What a figure of the term counts: "boarding units".)
      const counts = nouns(quantitiesOf(`2 ${u.term}`)[0]?.units ?? []);
      return term.length ? [{ term, body: u.tokens.filter((t) => !term.includes(t)), counts }] : [];
    });
    this.mini = new MiniSearch({
      fields: ['text', 'context', 'about'],
      // Passages come in already tokenized and stemmed, as questions do.
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
      searchOptions: { boost: { text: 1, context: 0.5, about: 0.15 } },
    });
    this.mini.addAll(
      units.map((u, id) => ({
        id,
        text: (u.introducesList ? [...u.tokens, ...tokens(u.items.join(' '))] : u.tokens).join(' '),
        context: u.context.join(' '),
        about: u.about.join(' '),
      })),
    );
  }

  private idfOf(df: number): number {
    const n = this.units.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The document words a stem the documents never use stands for: by prefix (4+ letters) or a typo (6+ letters). */
  private loose(term: string): string[] {
    // Who does a thing, for the thing ("roofers" for roofing, "landscapers" for landscape gardening).
    const doer = /^(.{3,}?)(?:er|or|ist|ian)$/.exec(term)?.[1];
    if (doer && this.df.has(doer)) return [doer];
    if (term.length < 4 || /\d/.test(term)) return [];
    const found = this.mini.search(term, {
      prefix: true,
      fuzzy: term.length >= 9 ? 2 : term.length >= 6 ? 1 : false,
      fields: ['text', 'context'],
      tokenize: (t) => [t],
      boost: {},
    });
    return [...new Set(found.flatMap((r) => r.terms))].filter((t) => t !== term);
  }

  private resolve(c: Concept): Resolved[] {
    const out: Resolved[] = [];
    for (const v of c.variants) {
      const own = c.own.includes(v.join(' '));
      let loose = false;
      const phrase = v.map((t) => {
        if (this.df.has(t)) return new Set([t]);
        // Only the agent's own words are looked for loosely (a synonym the documents lack is simply absent).
        const alt = own ? this.loose(t) : [];
        if (alt.length) loose = true;
        return new Set(alt);
      });
      if (phrase.every((s) => s.size)) out.push({ phrase, own, loose });
      // The place that makes a thing, for the thing ("cider": cideries, "brew": breweries, "bake": bakeries).
      if (own && v.length === 1)
        for (const place of ['i', 'ri', 'eri'].map((end) => v[0] + end).filter((t) => this.df.has(t)))
          out.push({ phrase: [new Set([place])], own, loose: true });
    }
    // A phrase the documents never use stands for its head word when the rest is everyday English
    // ("general contractor": contractors; never "cyber liability": liability).
    // (Not a thing with a one-word name of its own: "pay in full" is an installment plan, not "full".)
    if (
      !out.length &&
      !c.variants.some((v) => v.length === 1 && !c.own.includes(v[0]!)) &&
      c.asked
        .split(' ')
        .slice(0, -1)
        .every((w) => topicality(w) === 0)
    ) {
      for (const v of c.variants) {
        const head = v.length > 1 && c.own.includes(v.join(' ')) ? v[v.length - 1]! : null;
        // A named coverage ("employment practices liability") is never just liability.
        if (head && this.df.has(head) && !(c.shorthand && COVERAGE_WORDS.has(head)))
          out.push({ phrase: [new Set([head])], own: false, loose: true });
      }
    }
    // A term the documents define with one of these words stands for it too ("DUI": a Major Violation).
    if (!c.weak) {
      for (const d of this.definitions) {
        if (
          out.some((r) => !r.defined && hasResolved(d.body, r.phrase)) &&
          !out.some((r) => r.phrase.length === d.term.length && r.phrase.every((s, i) => s.has(d.term[i]!)))
        ) {
          out.push({ phrase: d.term.map((t) => new Set([t])), own: false, loose: false, defined: true });
        }
      }
    }
    return out;
  }

  private conditionsAt(id: number): Condition[] {
    let found = this.conditions.get(id);
    if (!found) {
      const unit = this.units[id]!;
      // A list's intro states no figure of its items: each item answers for its own; but an item's
      // plain figure is a bound when its intro says so ("up to these Coverage A limits:" → "HO-3: $650,000").
      found = conditionsOf(unit.text);
      const intro = unit.blockType === 'bullet' ? (unit.intro ?? '') : '';
      const kind = /\b(?:minimum|minimums|at least)\b/i.test(intro)
        ? 'floor'
        : /\b(?:up to|maximum|maximums|limits|not (?:to )?exceed)\b/i.test(intro)
          ? 'ceiling'
          : null;
      if (kind) found = found.map((c) => (c.kind !== 'value' ? c : kind === 'floor' ? { ...c, hi: null, kind } : { ...c, lo: null, kind }));
      this.conditions.set(id, found);
    }
    return found;
  }

  private readonly shownWords = new Map<number, string[]>();

  /** The words an answer from the passage shows, less its heading: its sentence, an item's intro, a list intro's items. */
  private shownWordsAt(id: number): string[] {
    let found = this.shownWords.get(id);
    if (!found) {
      const u = this.units[id]!;
      const item = u.blockType === 'bullet' || u.blockType === 'row';
      found = [...u.tokens, ...(item && u.intro ? tokens(u.intro) : []), ...(u.introducesList ? tokens(u.items.join(' ')) : [])];
      this.shownWords.set(id, found);
    }
    return found;
  }

  private measured: Set<string> | null = null;

  /** The units the documents' figures measure in (days, dollars…): what a "how long" question can be answered in. */
  private unitsMeasured(): Set<string> {
    this.measured ??= new Set(this.units.flatMap((_, id) => this.conditionsAt(id).flatMap((c) => c.units)));
    return this.measured;
  }

  /** The row or item the question names by its key ("HO-3") is the one; one keyed by another of its kind ("HO-5") is not. */
  private keyed(key: string[], info: { c: Concept; weight: number; resolved: Resolved[] }[]): number {
    const named = info.filter((i) => !i.c.weak && i.weight > 0);
    if (named.some((i) => i.resolved.some((r) => r.own && !r.loose && hasResolved(key, r.phrase)))) return 0.3;
    if (named.some((i) => i.resolved.some((r) => hasResolved(key, r.phrase)))) return -0.2;
    return 0;
  }

  private readonly keyConditions = new Map<number, Condition[]>();

  /** The conditions of a table row's first cell, its key (or of the figure that labels a line: "36 months: 200% …"). */
  private keyConditionsAt(id: number): Condition[] {
    let found = this.keyConditions.get(id);
    if (!found) {
      const { text, blockType } = this.units[id]!;
      const label = labelOf(text);
      found =
        blockType === 'row'
          ? conditionsOf(text.split(/;\s/)[0]!)
          : label && /\d/.test(label) && blockType !== 'heading'
            ? conditionsOf(label)
            : [];
      this.keyConditions.set(id, found);
    }
    return found;
  }

  /** The passage's conditions on the same thing as the question's figures, and whether the case is inside each. */
  private situation(id: number, question: Question): Fact[] {
    // (An age and a span of years in one case, "driver is 22 … licensed 4 yrs": a rule on years
    // that is no age takes the span, not the age.)
    const span = (c: Condition) => question.quantities.some((q) => !q.units.includes('age') && sameUnit(q, c));
    // (A person's age is a bare number: "driver is 22"; "8 months old" of a business is a span.)
    const personAge = (q: Quantity) => q.units.includes('age') && !/[a-z]/i.test(q.text);
    // (Nor is an adult's age weighed against a few years, which are experience: "driver is 72" and "at least three years".)
    const adultVsFewYears = (q: Quantity, c: Condition) => q.value >= 16 && Math.max(c.lo ?? 0, c.hi ?? 0) <= 12;
    // The passage's text before and after a bound's figure.
    let text: string | undefined;
    const around = (c: Condition): [string, string] | null => {
      text ??= fold(this.units[id]!.text);
      const figure = fold(c.text);
      const at = text.indexOf(figure);
      return at >= 0 ? [text.slice(0, at), text.slice(at + figure.length)] : null;
    };
    // (Nor is anything's age weighed against years of experience: "box trucks are 18 yrs old" and
    // "at least five years of interstate experience".)
    const experience = (c: Condition) => /^\s+(?:of\s+)?(?:[a-z-]+\s+){0,2}experience\b/.test(around(c)?.[1] ?? '');
    // (Nor a thing's age against a person's: "box trucks are 18 yrs old" and "Drivers … must be at least 25 years old".)
    const thingAge = (q: Quantity) => q.units.includes('age') && nouns(q.units).some((u) => !isPerson(u));
    const personRule = (c: Condition) => PERSON_RULE.test(around(c)?.[0] ?? '');
    // (Nor the age a year makes against how recent a paper or a visit must be: "built in 1968" and
    // "an electrical inspection … dated within three years".)
    const recency = (c: Condition) => RECENT.test(around(c)?.[0] ?? '');
    return question.quantities.flatMap((q) =>
      this.conditionsAt(id)
        .filter(
          (c) =>
            sameUnit(q, c) &&
            // (A person's age is in years: "driver is 22" is no "held more than 45 days".)
            !(personAge(q) && !c.units.includes('age') && (span(c) || adultVsFewYears(q, c) || !c.units.includes('year'))) &&
            !(q.units.includes('age') && experience(c)) &&
            !(thingAge(q) && personRule(c)) &&
            // (A look-back, "in the last 5 years", weighs only how long ago the case says: "2 tix in 3 yrs",
            // "4 yrs ago", not "in biz 4 yrs" nor "built 1962".)
            !(c.window && !(q.lookBack ?? q.origin?.lookBack)) &&
            // (Nor the age a year makes against a span of months or days: "a 1987 single-wide" and
            // "a written lease of at least six months".)
            !(q.origin && (!c.units.some((u) => u === 'age' || u === 'year' || u === 'calendar') || recency(c))),
        )
        .map((c) => ({ condition: c, inside: isInside(q, c), quantity: q })),
    );
  }

  /**
   * The agent's everyday words the documents never use, for the guide's term they stand for
   * ("doctor bills": medical payments, "roughs somebody up": assault and battery), when the
   * documents use that term. Words the documents use keep their own meaning.
   */
  private inEveryday(concepts: Concept[]): Concept[] {
    const used = (c: Concept) => c.variants.some((v) => v.every((t) => this.df.has(t)));
    const out = [...concepts];
    // (Only the phrases that start with a word the question has: this runs for every question.)
    const firsts = new Set(concepts.map((c) => c.own[0]?.split(' ')[0]));
    for (const e of EVERYDAY) {
      if (!firsts.has(e.phrase[0])) continue;
      for (let k = 0; k < out.length; k++) {
        // The concepts, in a row, whose words are the phrase's.
        let n = 0;
        let words: string[] = [];
        while (k + n < out.length && words.length < e.phrase.length) {
          words = [...words, ...(out[k + n]!.own[0]?.split(' ') ?? [''])];
          n++;
        }
        if (words.join(' ') !== e.phrase.join(' ')) continue;
        const span = out.slice(k, k + n);
        const unused = span.flatMap((c, j) => (used(c) ? [] : [k + j]));
        // (The term as the documents write it: "roofing operations", not "roofing" and "operations" apart.)
        if (!unused.length || span.some((c) => !c.variants.length) || !e.guide.some((v) => this.usesPhrase(v))) continue;
        // The words the documents lack become the term; those they use stay ("pipes" of "pipes bursting").
        // (The rest stays in place, as nothing, so what refers to a concept by its place still does.)
        for (const [j, at] of unused.entries())
          out[at] = j
            ? { asked: '', variants: [], weak: true, own: [], situation: out[at]!.situation }
            : { asked: span.map((c) => c.asked).join(' '), variants: e.guide, weak: false, own: [], situation: out[at]!.situation };
      }
    }
    return out;
  }

  /**
   * A shorthand phrase the documents never write as one ("liab limits" for a liability limit)
   * stands for its words when one passage has them all ("Veterinary professional liability;
   * Standard limit: …").
   */
  private asWords(concepts: Concept[]): Concept[] {
    return concepts.flatMap((c) => {
      const asked = c.asked.split(' ');
      if (asked.length < 2 || !asked.some((w) => SHORTHAND.has(w)) || c.weak || c.measure || c.variants.some((v) => this.usesPhrase(v)))
        return [c];
      const parts = asked.map((w) => readQuestion(w).concepts);
      if (parts.some((p) => p.length !== 1)) return [c];
      const used = parts.map((p) => p[0]!.variants.filter((v) => v.length === 1 && this.df.has(v[0]!)).map((v) => v[0]!));
      if (used.some((u) => !u.length) || !this.listWords.some((w) => used.every((u) => u.some((t) => w.includes(t))))) return [c];
      return parts.map((p) => ({ ...p[0]!, situation: c.situation }));
    });
  }

  /** Whether the documents use these stems as a phrase. */
  private usesPhrase(stems: string[]): boolean {
    return stems.every((t) => this.df.has(t)) && this.usedAsPhrase(stems.map((t) => new Set([t])));
  }

  /** A phrase of words the documents use stands in one passage, its context or its document's top lines. */
  private usedAsPhrase(phrase: Set<string>[]): boolean {
    return phrase.length === 1 || this.listWords.some((w, i) => hasResolved(w, phrase) || hasResolved(this.units[i]!.about, phrase));
  }

  /** The passages that answer `text`, asked of the carrier named `carrier`. */
  search(text: string, carrier = '', limit = 12): Search {
    const question = readQuestion(asAsked(text, carrier));
    // A year of the calendar is an age too, in the documents' year ("a 2011 F-250", "built 1968").
    question.quantities.push(...agesOf(question.quantities, this.year));
    // A figure of things the documents define a term with counts that term too: "55 kennel runs"
    // are boarding units where "Boarding unit means one kennel run, cage or enclosure".
    for (const q of question.quantities)
      for (const d of this.definitions)
        if (nouns(q.units).some((u) => d.body.includes(u))) q.units.push(...d.counts.filter((u) => !q.units.includes(u)));
    question.concepts = this.inEveryday(this.asWords(question.concepts));
    const info = question.concepts.map((c) => {
      const resolved = this.resolve(c);
      const present =
        (!!c.measure && c.measure.some((u) => this.unitsMeasured().has(u))) || resolved.some((r) => this.usedAsPhrase(r.phrase));
      let df = 0;
      if (present)
        for (const r of resolved) df = Math.max(df, Math.min(...r.phrase.map((s) => Math.max(...[...s].map((t) => this.df.get(t) ?? 0)))));
      // A word the documents never use: filler when generic or everyday English, else a topic
      // of its own that they do not cover (a glossary phrase always is one).
      // (An everyday word the glossary reads as a term, "unit" for a vehicle, is half a topic when
      // the documents use none of its readings: they may mean it otherwise, a dwelling unit.)
      const topic =
        c.asked.includes(' ') || c.shorthand ? 1 : c.variants.length > 1 ? Math.max(0.5, topicality(c.asked)) : topicality(c.asked);
      // An everyday word the documents happen to use ("good", "add") says less than an underwriting term.
      const everyday = c.variants.length > 1 ? 1 : Math.max(...c.asked.split(' ').map((w) => 0.35 + 0.65 * topicality(w)));
      const weight =
        c.measure && !resolved.length
          ? present
            ? WEAK * this.maxIdf * 0.5
            : 0
          : present
            ? this.idfOf(df) * (c.weak ? WEAK : 1) * everyday
            : c.weak || c.qualifier
              ? 0
              : this.maxIdf * topic;
      const bound = c.variants.some((v) => v.join(' ') === 'limit')
        ? ('ceiling' as const)
        : c.variants.some((v) => v.join(' ') === 'minimum')
          ? ('floor' as const)
          : null;
      // The unit of one of the case's figures ("four months"): met by a rule on that measure ("longer than 90 days").
      const figure =
        c.asked && c.asked.split(' ').every(isMeasureWord)
          ? question.quantities.find((q) => c.asked.split(' ').every((w) => q.text.split(' ').includes(w)))
          : undefined;
      // The things one of the case's figures counts ("6 vans", not "2 hail claims" for hail): met by
      // a rule that counts them in its own words, broader or not ("five or more power units").
      const counted =
        !figure && !c.weak && c.asked
          ? question.quantities.find((q) => q.value > 1 && nouns(q.units).length > 0 && q.text.endsWith(` ${c.asked}`))
          : undefined;
      return { c, resolved, present, weight, bound, figure, counted };
    });
    const weights = info.map((i) => i.weight);
    const total = weights.reduce((s, w) => s + w, 0);
    let unknown = info.filter((i) => !i.present && i.weight > 0);
    let absent = total ? unknown.reduce((s, i) => s + i.weight, 0) / total : 1;

    // BM25 over every word of the question's concepts: its own words in full, synonyms less.
    const boosts = new Map<string, number>();
    for (const { c, resolved } of info) {
      for (const r of resolved) {
        for (const s of r.phrase) {
          for (const t of s) {
            const boost = (r.own && !r.loose ? 1 : r.loose ? BY_LOOSE : SYNONYM_BM25) * (c.weak ? WEAK : 1);
            boosts.set(t, Math.max(boosts.get(t) ?? 0, boost));
          }
        }
      }
    }
    const bm25 = new Map<number, number>();
    if (boosts.size) {
      for (const r of this.mini.search([...boosts.keys()].join(' '), {
        boostTerm: (t) => boosts.get(t) ?? 1,
        tokenize: (q) => q.split(' '),
      })) {
        bm25.set(r.id as number, r.score);
      }
    }
    const maxBm25 = Math.max(1e-9, ...bm25.values());

    // What is asked names some of the carrier's documents by their titles, not all of them.
    const namesDoc =
      this.titles.size < 2
        ? []
        : info.flatMap(({ c, resolved, present }, k) => {
            if (c.weak || !present || c.situation >= 0) return [];
            const named = [...this.titles.values()].filter((title) => hasResolvedAny(title, resolved)).length;
            return named > 0 && named < this.titles.size ? [k] : [];
          });
    const bindAsked = BIND_ASKED.test(question.text);
    const ranked: (Omit<Ranked, 'facts'> & { id: number; gains: number[] })[] = [];
    this.units.forEach((unit, id) => {
      // Titles name documents; they answer nothing.
      if (unit.blockType === 'title' || unit.blockType === 'subtitle') return;
      // A list's intro answers with its items (less than an item answers alone, unless a list is asked for).
      const words = this.listWords[id]!;
      // What each of the question's concepts gains here (its weight, times how well it is met).
      const gains = info.map(() => 0);
      const covers = info.map((i, k) => {
        // "Limit" and "minimum" are met by a rule that sets a ceiling or a floor, in whatever words ("up to", "at least").
        // ("Vehicles over 60,000 lbs are ineligible" sets the maximum too.)
        const turned = i.bound && NEGATIVE.test(unit.text) ? (i.bound === 'ceiling' ? 'floor' : 'ceiling') : null;
        if (i.bound && this.conditionsAt(id).some((c) => !c.window && (c.kind === i.bound || c.kind === turned || c.kind === 'range'))) {
          gains[k] = i.weight;
          return true;
        }
        // "How old can the MVR be" is met by a figure of time: "dated within 45 days".
        if (
          // (An age is no span: "aged 14 to 17" does not say how long waivers are kept.)
          (i.c.measure &&
            this.conditionsAt(id).some(
              (c) => c.units.some((u) => i.c.measure!.includes(u)) && (!c.units.includes('age') || i.c.measure!.includes('age')),
            )) ||
          (i.figure && this.conditionsAt(id).some((c) => c.kind !== 'value' && sameUnit(i.figure!, c)))
        ) {
          gains[k] = i.weight;
          return true;
        }
        if (!i.present) return false;
        const hits = i.resolved.filter((r) => hasResolved(words, r.phrase));
        if (hits.length) {
          const quality = hits.some((h) => h.own && !h.loose)
            ? 1
            : hits.some((h) => !h.loose && !h.defined)
              ? BY_SYNONYM
              : hits.some((h) => h.defined)
                ? BY_DEFINITION
                : BY_LOOSE;
          gains[k] = i.weight * quality;
          return true;
        }
        if (
          i.counted &&
          this.conditionsAt(id).some(
            (c) => c.kind !== 'value' && nouns(c.units).length > 0 && sameUnit(i.counted!, c) && namesWhatItCounts(i.counted!, c),
          )
        ) {
          gains[k] = i.weight * BY_SYNONYM;
          return true;
        }
        if (i.resolved.some((r) => hasResolved(unit.about, r.phrase))) {
          gains[k] = i.weight * BY_ABOUT;
          return true;
        }
        return false;
      });
      const matched = gains.reduce((sum, g) => sum + g, 0);
      if (!matched) return;
      const shownWords = this.shownWordsAt(id);
      const shown = info.map(
        (i, k) => covers[k]! && ((!!i.bound && !i.present) || (i.present && i.resolved.some((r) => hasResolved(shownWords, r.phrase)))),
      );
      let coverage = total ? matched / total : 0;
      // A question that names one of the carrier's documents by its title ("the equipment
      // floater") is answered from that document, or from a passage that speaks of it, not from
      // another product's guide.
      if (namesDoc.some((k) => !covers[k] && !hasResolvedAny(this.titles.get(unit.docId)!, info[k]!.resolved))) coverage *= 0.6;
      if (unit.introducesList && !question.wantsList) coverage *= 0.75;
      let score = coverage + BM25_SHARE * ((bm25.get(id) ?? 0) / maxBm25);
      // "What is the limit?" wants the figure, not a pointer to where it is set out.
      if (question.wantsFigure)
        score += this.conditionsAt(id).some((c) => c.kind !== 'value') ? 0.2 : this.conditionsAt(id).length ? 0.1 : 0;
      if (POINTER.test(unit.text)) score -= 0.15;
      // (Not a definition: it names the term in the agent's words, "trucks over 20,000 pounds", and decides nothing.)
      if (!unit.definition) score += SIDE_BY_SIDE * Math.min(2, sideBySide(unit.tokens, info));
      if (unit.leads) score += 0.03;
      if (
        question.wantsList &&
        unit.introducesList &&
        info.every((i, k) => i.c.weak || !i.weight || !covers[k] || i.resolved.some((r) => hasResolved(this.words[id]!, r.phrase)))
      )
        score += 0.25;
      // "Can I bind it?" asks what agents may bind: the rule on their binding authority answers it
      // (when it weighs the case's figures, if the case has any, or introduces the list of items that do).
      const facts = question.quantities.length ? this.situation(id, question).filter((f) => f.condition.kind !== 'value' || f.inside) : [];
      if (bindAsked && AUTHORITY.test(unit.text) && (!question.quantities.length || facts.length || unit.introducesList)) score += 0.2;
      if (question.quantities.length) {
        // The rule the case falls in comes first; a rule on the same thing next.
        // (Outside a one-sided bound, the rule still decides the case: "at least 21" for a 19-year-old.)
        const placed = placing(facts);
        if (placed.length)
          score += placed.some((f) => f.inside && !f.condition.window)
            ? 0.35
            : placed.some((f) => (f.condition.kind === 'floor' || f.condition.kind === 'ceiling') && !f.condition.window)
              ? 0.15
              : 0.05;
      }
      // The row whose key the case's figure falls in ("AOP deductible: $10,000", "Building age:
      // 76 to 100 years") is the one; a row keyed by another figure of the same kind is not. So is
      // a line keyed by a figure, when a figure is asked ("what does a 36 mo ERP cost": "36 months: 200% of annual premium").
      // (Each of the case's figures in the key: "1M/2M" is the "$1,000,000 / $2,000,000" row more than the "$1,000,000 / $1,000,000" one.)
      const sides = (unit.blockType === 'row' || question.wantsFigure ? question.quantities : []).flatMap((q) => {
        const keys = this.keyConditionsAt(id).filter((c) => sameUnit(q, c));
        return keys.length ? [keys.some((c) => isInside(q, c))] : [];
      });
      if (sides.includes(true)) score += sides.every(Boolean) ? 0.25 : 0.2;
      else if (sides.length) score -= 0.15;
      // (Any other row says its column headers, which every row of the table shares: they cover
      // the question's words as well as a rule's own words would, so a row no figure of the case
      // picks out ranks a little below the sentence that scores the same.)
      else if (unit.blockType === 'row') score -= ROW_HEADERS;
      // A table is keyed by its first column: the row whose key the question names ("HO-3") is the
      // one, and a row keyed by another of its kind ("HO-5") is not.
      // (A list item keyed the same way: "HO-3: $650,000", "DP-1 and DP-3: $400,000 per dwelling".)
      const key =
        unit.blockType === 'row'
          ? unit.text.split(/;\s/)[0]!.replace(/^[^:]*:\s*/, '')
          : unit.blockType === 'bullet'
            ? labelOf(unit.text)
            : undefined;
      if (key) score += this.keyed(tokens(key), info);
      // A definition answers "what is a Lost-Time Claim?"; otherwise the rule that uses the term comes first.
      if (unit.definition)
        score += question.wantsDefinition && unit.term && covers.every((c, k) => c || info[k]!.c.weak || !info[k]!.weight) ? 0.3 : -0.2;
      ranked.push({ id, unit, coverage, score, covers, shown, gains });
    });
    ranked.sort((a, b) => b.score - a.score || a.id - b.id);

    // The agent's case told in words the documents never use ("a taqueria doing 7.2M in sales",
    // before "can they write it?"): when a passage weighs the case's figures against a threshold,
    // or the best one covers the rest of that clause and only one of its words is unknown, those
    // words describe the case, not what is asked, and no longer sink the question.
    const weighs =
      question.quantities.length > 0 &&
      ranked.slice(0, 3).some((r) =>
        this.situation(r.id, question).some(
          // (A bare number against a bare number weighs nothing: "50 kW" is no "three employees".)
          (f) => f.condition.kind !== 'value' && measured(f.quantity, f.condition),
        ),
      );
    const relaxed = new Set<number>();
    for (const k of new Set(info.map((i) => i.c.situation).filter((k) => k >= 0))) {
      const missing = info.flatMap((i, n) => (i.c.situation === k && !i.present && i.weight > 0 ? [n] : []));
      // (Without figures, an underwriting term the glossary knows is what the agent asks about, not
      // their case: "pay the premium in quarterly installments, is that allowed?".)
      const unknownWords = missing.filter((n) => info[n]!.c.variants.length === 1);
      const known = info.flatMap((i, n) => (i.c.situation === k && i.present && !i.c.weak && i.weight > 0 ? [n] : []));
      if (missing.length && weighs) for (const n of missing) relaxed.add(n);
      else if (unknownWords.length === 1 && missing.length === 1 && known.some((n) => ranked[0]?.covers[n])) relaxed.add(unknownWords[0]!);
      // A word that only describes what the best passage names ("local" credit union, "dental" office).
      for (const n of missing) {
        const head = info[n]!.c.describes;
        if (head !== undefined && known.includes(head) && ranked[0]?.covers[head]) relaxed.add(n);
      }
    }
    // When a rule weighs the case's figures, the words that tell the rest of the case ("non
    // combustible office bldg", before "$4.1M completed value … ok to bind?") count for less than
    // what is asked: the rule need not repeat them.
    // (Not the thing a figure counts: "mod" in "mod is 1.35", "liquor" in "55% liquor sales".)
    const counted = new Set(question.quantities.flatMap((q) => q.units));
    const names = (c: Concept) => c.variants.some((v) => counted.has(v.join(' ')) || counted.has(`g${groupIndexOf(v.join(' '))}`));
    const factor = info.map((i, n) => (relaxed.has(n) ? 0 : weighs && i.c.situation >= 0 && !i.c.weak && !names(i.c) ? SITUATION : 1));
    if (factor.some((f) => f !== 1)) {
      const kept = weights.reduce((sum, w, n) => sum + w * factor[n]!, 0);
      for (const r of ranked) {
        // (The same share of the reweighted question, with the passage's own discounts kept: a
        // list's intro, another product's document.)
        const matched = r.gains.reduce((sum, g) => sum + g, 0);
        const reweighted = r.gains.reduce((sum, g, n) => sum + g * factor[n]!, 0);
        const coverage = kept > 0 ? (r.coverage * (reweighted / kept)) / (matched / total) : 0;
        r.score += coverage - r.coverage;
        r.coverage = coverage;
      }
      for (const [n, f] of factor.entries()) weights[n]! *= f;
      unknown = unknown.filter((i) => !relaxed.has(info.indexOf(i)));
      absent = kept > 0 ? unknown.reduce((sum, i) => sum + i.weight * factor[info.indexOf(i)]!, 0) / kept : 1;
      ranked.sort((a, b) => b.score - a.score || a.id - b.id);
    }
    // A passage that covers enough of the question to answer it comes before one scored a little
    // higher that does not (a table row keyed by the agent's word, "rent", over the rule on "copper").
    const answering = ranked.slice(0, 4).findIndex((r) => r.coverage >= ANSWERS && r.score >= ranked[0]!.score * 0.9);
    if (answering > 0 && ranked[0]!.coverage < ANSWERS) ranked.unshift(...ranked.splice(answering, 1));
    return {
      question,
      weights,
      absent,
      missing: unknown.map((i) => i.c.asked),
      // (A figure asked of something the documents name is a topic too: "how long are quotes good for".)
      core:
        info.some((i) => i.present && !i.c.weak) ||
        (info.some((i) => i.present && i.c.measure) && info.filter((i) => i.present).length > 1),
      ranked: ranked.slice(0, limit).map(({ id, unit, coverage, score, covers, shown }) => ({
        unit,
        coverage,
        score,
        covers,
        shown,
        facts: this.situation(id, question),
      })),
    };
  }
}
