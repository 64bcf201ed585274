// The underwriting glossary (glossary.json) made ready to match: every word and phrase stemmed as
// passages are, each shorthand with its readings, and each synonym group with the shorthand that
// stands for one of its words ("AOP" joins the deductible group through "all other perils").
import everyday from './everyday.json';
import glossary from './glossary.json';
import { tokens } from './text';

export interface Group {
  /** The group's words and phrases, as stems. */
  variants: string[][];
  /** Generic (eligible, policy, required): it helps rank, it is no topic of its own. */
  generic: boolean;
  /** It names the standard case ("all other perils"): a guide that never uses it means it anyway. */
  qualifier: boolean;
}

const key = (v: string[]) => v.join(' ');

export const GROUPS: Group[] = glossary.synonyms.map((g) => ({
  variants: g.words.map((w) => tokens(w)).filter((v) => v.length > 0),
  generic: !!(g as { generic?: boolean }).generic,
  qualifier: !!(g as { qualifier?: boolean }).qualifier,
}));

/** What a shorthand stands for: its readings, each as stems (one reading for most). */
export const SHORTHAND = new Map<string, string[][]>();
for (const [abbr, readings] of [
  ...Object.entries(glossary.shorthand),
  ...Object.entries(glossary.forms),
  ...Object.entries(glossary.states),
]) {
  if (!Array.isArray(readings)) continue;
  SHORTHAND.set(
    abbr,
    readings.map((r) => tokens(r)),
  );
}

/** Truncations that only spell a word out ("loc"): the word itself, no synonym group of their own. */
export const SPELLED = new Map(Object.entries(glossary.spelled).filter(([abbr]) => abbr !== '_'));

/** The groups a phrase (as stems) belongs to. */
export function groupsOf(phrase: string[]): Group[] {
  return GROUPS.filter((g) => g.variants.some((v) => key(v) === key(phrase)));
}

// Shorthand joins the groups of its readings, or makes a group of its own with them: so a
// passage that writes "AOP" or "MVR" is found by a question that spells it out, and the reverse.
// A reading of several words with no group of its own ("directors and officers") makes one, so
// the shorthand reads as one concept, not as each of its words.
for (const [abbr, readings] of SHORTHAND) {
  const own = tokens(abbr);
  if (own.length > 1) continue;
  for (const reading of readings) {
    if (!reading.length || key(reading) === key(own)) continue;
    const groups = groupsOf(reading);
    if (groups.length) for (const g of groups) if (own.length) g.variants.push(own);
    if (!groups.length && (own.length || reading.length > 1))
      GROUPS.push({ variants: own.length ? [reading, own] : [reading], generic: false, qualifier: false });
  }
}

/**
 * The group of a stem or a phrase of stems ("ticket", "insur valu" for total insured value): what
 * a figure counts, so "tickets" and "violations" count alike.
 */
export function groupIndexOf(stemmed: string): number {
  return GROUPS.findIndex((g) => !g.generic && g.variants.some((v) => key(v) === stemmed));
}

/**
 * Everyday words for underwriting terms (everyday.json), each phrase as stems with the guide's
 * words it stands for: "doctor bills" for medical payments.
 */
export const EVERYDAY = everyday.groups.flatMap((g) => {
  const guide = [g.term, ...g.also].map((w) => tokens(w)).filter((v) => v.length > 0);
  // (A phrase whose other words are stop words says only what its one word says: "most it pays" is no "pays".)
  return g.everyday
    .map((p) => ({ phrase: tokens(p), guide, words: p.split(/\s+/).length }))
    .filter((e) => e.phrase.length === e.words || e.phrase.length > 1)
    .map(({ phrase, guide }) => ({ phrase, guide }));
});

/**
 * A counted thing's general kind, by group or stem (trucks are vehicles, so "7 trucks" meet "five or
 * more power units"): for what a figure counts, never for what a question is about.
 */
export const BROADER = new Map<string, string>();
for (const [kind, things] of Object.entries(glossary.broader)) {
  const group = groupIndexOf(tokens(kind).join(' '));
  const of = group >= 0 ? `g${group}` : tokens(kind).join(' ');
  for (const thing of things) {
    const stemmed = tokens(thing).join(' ');
    const own = groupIndexOf(stemmed);
    BROADER.set(own >= 0 ? `g${own}` : stemmed, of);
  }
}

/** People a rule, an age or a count may be about (drivers, owners, a son, staff), as stems. */
export const PEOPLE_STEMS = new Set(tokens(glossary.people.join(' ')));

/** A people noun, singular or plural ("drivers?", "children"), as a regular-expression alternation. */
export const PERSON_WORD = `(?:${glossary.people.map((w) => `${w}s?`).join('|')})`;
