// Reading a question as an agent means it: shorthand spelled out from the glossary ("min AOP
// ded" → minimum, all other perils, deductible), filler dropped by the stop-word list, the
// agent's own figures set aside as the case (numbers.ts), and the question's concepts: its words,
// longest glossary phrases first, each with the words that mean the same. A yes/no question is
// told apart, with what it asks: whether something is allowed, excluded, or required.
import { GROUPS, PERSON_WORD, SHORTHAND, SPELLED, groupsOf, type Group } from './glossary';
import { quantitiesOf, type Quantity } from './numbers';
import { fold, isStop, stem } from './text';

/** One thing the question asks about: the words that mean it (each a phrase of stems). */
export interface Concept {
  /** The question's own words, as typed (for "found nothing about …"). */
  asked: string;
  variants: string[][];
  /** Generic (eligible, policy, required): it helps rank, it is no topic of its own. */
  weak: boolean;
  /** It names the standard case: no topic when the documents never use it. */
  qualifier?: boolean;
  /** Typed as a shorthand ("EPLI"): a name of its own, never just its last word. */
  shorthand?: boolean;
  /** The stems as the agent wrote them (a shorthand's own letters count as its own word). */
  own: string[];
  /**
   * The clause of the question it is in, when that clause tells the agent's case ("taqueria
   * doing about 7.2M in sales", before "can ironbridge write it?"), not what is asked; else -1.
   */
  situation: number;
  /**
   * The concept it stands right before, as a word that describes it ("local" in "local credit
   * union", "dental" in "dental office"), by index; undefined when a word, a figure or a mark is between.
   */
  describes?: number;
  /**
   * What a "how old / how long / how much" question measures: the units of the figure that
   * answers it ("dated within 45 days" answers "how old can the MVR be").
   */
  measure?: string[];
}

/** What a yes/no question asks of its subject. */
export type Asks = 'allowed' | 'excluded' | 'required';

export interface Question {
  text: string;
  concepts: Concept[];
  quantities: Quantity[];
  /** For a yes/no question: what it asks; null for any other question. */
  asks: Asks | null;
  /** "How much", "what is the limit": a figure answers it. */
  wantsFigure: boolean;
  /** "Which classes are excluded": a list answers it. */
  wantsList: boolean;
  /** "What is a Lost-Time Claim?": a definition answers it. */
  wantsDefinition: boolean;
}

/** Negations are no topic ("not", "without"): they only turn what the question asks. */
const NOT_A_TOPIC = new Set(['not', 'no', 'nor', 'without', 'non', 'never', 'none']);

/** A token of the question: a word's stem, or a shorthand with its readings. */
interface Slot {
  surface: string;
  stems: string[];
  /** A shorthand of several readings ("comp": comprehensive, or workers compensation). */
  readings?: string[][];
  /** A shorthand's own letters ("aop"), a variant of whatever the reading becomes. */
  abbr?: string;
  /** Its situation clause (see Concept), or -1. */
  situation: number;
  /** The unit of a figure right before it ("8 months", "24 yrs old"): the figure says it, it is no topic. */
  unit?: boolean;
  /** Where its word starts and ends in the folded question. */
  at: number;
  end: number;
}

/** Words that name a figure's unit. */
const UNIT_WORD =
  /^(?:years?|yrs?|yo|old|months?|mos?|days?|hours?|hrs?|weeks?|wks?|mths?|persons?|people|ppl|lbs?|pounds?|miles?|mi|percent|sq|ft|feet|foot|square)$/;

/** Where a question's clauses end: punctuation, a dash between words, or a question starting mid-sentence. */
const CLAUSE_END =
  /[.?!;]+(?=\s|$)|\s[-–—]+\s|,(?=\s)|:\s|\s(?=(?:can|could|do|does|did|is|are|will|would|should|may|must)\s+(?:i|we|they|you|u|he|she|it)\b)|\s(?=(?:what|whats|what's|how|hows|which|when)\b)/g;
/** A clause that asks: a question word or an auxiliary first, a question mark after, or a verdict asked for ("ok?", "still eligible anyway?"). */
const ASKING =
  /^(?:what|whats|what's|which|how|hows|how's|when|where|who|why|is|are|can|could|do|does|did|will|would|should|may|must|has|have|any|isn't|aren't|can't|don't|doesn't)\b|\b(?:ok|okay|eligible|allowed|acceptable|doable|possible|fine|good|covered|required|needed)(?:\s+\w+)?$/;

/**
 * The clauses of a question that tell the agent's case rather than ask: "taqueria doing about
 * 7.2M in sales at one location" in "…, can ironbridge write it?". A question of one clause, or
 * of clauses that all ask, tells no case apart.
 */
function situationClauses(folded: string): { start: number; end: number }[] {
  const clauses: { start: number; end: number; asks: boolean }[] = [];
  let start = 0;
  const close = (end: number, mark: string) => {
    const text = folded.slice(start, end).trim().replace(LEAD, '');
    // ("When a customer's car gets scratched, how fast …": a clause opened by "when" before a comma tells the case.)
    const when = /^when\b/.test(text) && mark.startsWith(',');
    if (/[a-z]/.test(text)) clauses.push({ start, end, asks: mark.includes('?') || (ASKING.test(text) && !when) });
  };
  for (const m of folded.matchAll(CLAUSE_END)) {
    close(m.index, m[0]);
    start = m.index + m[0].length;
  }
  close(folded.length, '');
  // In the clause that asks, a phrase after "for a", "in", "with" tells the case too: "min retention
  // for a manufacturer w/ $14M revenue", "wind/hail ded for a project in galveston county".
  const phrases = clauses
    .filter((c) => c.asks)
    .flatMap((c) =>
      [...folded.slice(c.start, c.end).matchAll(CASE_PHRASE)].map((m) => ({
        start: c.start + m.index + m[0].length - m[1]!.length,
        end: c.start + m.index + m[0].length,
      })),
    );
  if (!clauses.some((c) => c.asks) || clauses.every((c) => c.asks)) return phrases;
  return [...clauses.filter((c) => !c.asks).map(({ start: s, end }) => ({ start: s, end })), ...phrases];
}

/** A phrase that tells the case: after "for a", "in", "at", "near", "with" or "w/", to the next such word or the clause's end. */
const CASE_PHRASE =
  /\b(?:for|in|at|near|with|w\/)\s+(?:(?:a|an|the|my|our|their|his|her|this|that)\s+)?((?:(?!(?:for|in|at|near|with|w|can|could|do|does|is|are|will|would|should|may|must|and|or|but|that|which|who|what|how)\b)[a-z0-9$.,%'-]+\s*)+)/g;

const RAW_WORD = /[a-z]+\d*(?:[/&'-][a-z]+)*\/?|\d+(?:[.,]\d+)*(?:k\b)?|\$/g;

function slotsOf(folded: string): Slot[] {
  const out: Slot[] = [];
  const clauses = situationClauses(folded);
  let situation = -1;
  const push = (surface: string, keep = false) => {
    for (const w of surface
      .replace(/n't\b/g, ' not')
      .replace(/'s\b/g, '')
      .split(/[\s/&'-]+/)) {
      if (!w || (isStop(w) && !keep)) continue;
      out.push({ surface: w, stems: [stem(w)], situation, at, end });
    }
  };
  let at = 0;
  let end = 0;
  let afterFigure = false;
  for (const match of folded.matchAll(RAW_WORD)) {
    const raw = SPELLED.get(match[0]) ?? match[0];
    // Numbers and money are the case (quantitiesOf), not words to find.
    if (/^[\d$]/.test(raw)) {
      afterFigure = true;
      continue;
    }
    const isUnit: boolean = afterFigure && UNIT_WORD.test(raw);
    afterFigure = isUnit;
    const from = out.length;
    at = match.index;
    end = match.index + raw.length;
    situation = clauses.findIndex((c) => match.index >= c.start && match.index < c.end);
    const readings = SHORTHAND.get(raw) ?? SHORTHAND.get(raw.replace(/[/&'-]/g, ''));
    if (readings && readings.length > 1) {
      out.push({ surface: raw, stems: [], readings, abbr: stem(raw.replace(/[/&'-]/g, '')), situation, at, end });
    } else if (readings) {
      const abbr = /^(?:[a-z]+\d?|[a-z]&[a-z])$/.test(raw) && raw.length <= 5 && !isStop(raw) ? stem(raw) : undefined;
      const before = out.length;
      for (const s of readings[0]!) out.push({ surface: raw, stems: [s], abbr, situation, at, end });
      // A reading made only of filler ("rn": right now) leaves nothing.
      if (out.length === before) continue;
    } else {
      // The word a definition is asked of is the term, however common: "how do they define a call".
      push(raw, !/^(?:a|an|the)$/.test(raw) && DEFINED.test(folded.slice(0, match.index)));
    }
    if (isUnit) for (const slot of out.slice(from)) slot.unit = true;
  }
  return out;
}

/** What comes right before the term a definition is asked of. */
const DEFINED = /\b(?:define|defines|defined|definition of|meaning of|counts as)\s+(?:an?\s+|the\s+)?$/;

const same = (a: string[], b: string[], at: number): boolean => b.every((t, i) => a[at + i] === t);

/** The concepts of a question's words: longest glossary phrases first; what is left, a concept of its own. */
const PERSON_HOW_OLD = new RegExp(`\\bhow old\\b.*\\b${PERSON_WORD}\\b|\\b${PERSON_WORD}\\b.*\\bhow old\\b`);

/** "how old", "how long", "how much": the units of the figure that answers. */
const MEASURES: [RegExp, string, string[]][] = [
  [/\bhow (?:old|recent)\b/, 'old', ['year', 'month', 'day', 'age']],
  // ("When can I bind again?" asks how long until, too.)
  [/\bhow (?:long|soon|quickly|fast)\b|\bwhen\b.*\b(?:again|resume|resumes|back)\b/, 'long', ['year', 'month', 'day', 'hour']],
  [/\bhow (?:often|frequently)\b/, 'often', ['year', 'month', 'day', 'hour']],
  [/\bhow far\b/, 'far', ['mile']],
  [/\bhow (?:tall|deep|wide)\b/, 'tall', ['foot']],
  [/\bhow heavy\b/, 'heavy', ['pound']],
  [/\bhow (?:much|high|low)\b/, 'much', ['usd', 'percent']],
  [/\bhow (?:big|large)\b/, 'big', ['sqft', 'usd']],
  // (How old a person must be is an age in years, not a record's age in days.)
  [PERSON_HOW_OLD, 'old', ['year', 'age']],
  // ("max bid bond %?", "what percent of sales": a share answers.)
  [/(?<![\d.]\s?)%|\bwhat (?:percent|percentage)\b/, 'percent', ['percent']],
];

export function conceptsOf(text: string): Concept[] {
  const out = wordConcepts(text);
  const folded = fold(text);
  for (const [re, word, units] of MEASURES) {
    if (!re.test(folded)) continue;
    // The word that asks ("old") measures now: a rule that states such a figure meets it.
    const asked = out.find((c) => c.own.includes(stem(word)));
    if (asked) asked.measure = units;
    else out.push({ asked: `how ${word}`, variants: [], weak: true, own: [], situation: -1, measure: units });
  }
  return out;
}

function wordConcepts(text: string): Concept[] {
  const folded = fold(text);
  const slots = slotsOf(folded);
  const out: Concept[] = [];
  const seen = new Set<string>();
  /** Each concept's first and last slot, by its index in `out`. */
  const spans: { first: number; last: number; concept: number }[] = [];
  let first = 0;
  const add = (c: Concept, key: string) => {
    if (seen.has(key)) {
      // The same group again ("deductible" after "ded"): the shorthand's letters join it, and
      // asked anywhere, it is asked.
      const known = out.find((o) => o.asked && key === `${o.variants.map((v) => v.join(' ')).join('|')}`);
      known?.own.push(...c.own);
      if (known && known.situation !== c.situation) known.situation = -1;
      if (known) spans.push({ first, last: i - 1, concept: out.indexOf(known) });
      return;
    }
    seen.add(key);
    out.push(c);
    spans.push({ first, last: i - 1, concept: out.length - 1 });
  };
  let i = 0;
  while (i < slots.length) {
    const slot = slots[i]!;
    first = i;
    // The longest phrase of a group that starts here; a shorthand in it by its own letters ("med pay": medical payments).
    const spelled = slots.slice(i).map((s) => (s.readings ? s.abbr! : s.stems[0]!));
    const typed = slots.slice(i).map((s) => s.abbr ?? s.stems[0]!);
    let best: { group: Group; length: number } | null = null;
    for (const group of GROUPS) {
      for (const variant of group.variants) {
        if (variant.length > (best?.length ?? 0) && (same(spelled, variant, 0) || (variant.length > 1 && same(typed, variant, 0))))
          best = { group, length: variant.length };
      }
    }
    if (best && best.length < 2 && slot.readings) best = null;
    if (slot.readings && !best) {
      // Each reading with the words of its group; the documents tell which one is meant.
      const variants = slot.readings.flatMap((r) => {
        const groups = groupsOf(r).filter((g) => !g.generic);
        return groups.length ? groups.flatMap((g) => g.variants) : [r];
      });
      const all = [...variants, [slot.abbr!]];
      const weak = slot.readings.every((r) => groupsOf(r).some((g) => g.generic));
      i++;
      add(
        { asked: slot.surface, variants: all, weak, own: [slot.abbr!], situation: slot.situation },
        all.map((v) => v.join(' ')).join('|'),
      );
      continue;
    }
    const span = slots.slice(i, i + (best?.length ?? 1));
    i += span.length;
    const surface = [...new Set(span.map((s) => s.surface))].join(' ');
    const stems = span.map((s) => s.stems[0]!);
    if (!best && NOT_A_TOPIC.has(stems[0]!)) continue;
    const own = [stems.join(' '), ...span.flatMap((s) => (s.abbr ? [s.abbr] : []))];
    const shorthand = span.some((s) => s.abbr);
    // "8 months", "24 yrs old": the unit of a figure is said by the figure.
    const unitOnly = span.every((s) => s.unit);
    const situation = span.every((s) => s.situation === span[0]!.situation) ? span[0]!.situation : -1;
    if (best) {
      const variants = best.group.variants;
      add(
        { asked: surface, variants, weak: best.group.generic || unitOnly, qualifier: best.group.qualifier, own, shorthand, situation },
        variants.map((v) => v.join(' ')).join('|'),
      );
    } else {
      const variants = [stems, ...span.flatMap((s) => (s.abbr && s.abbr !== stems[0] ? [[s.abbr]] : []))];
      add({ asked: surface, variants, weak: unitOnly, own, shorthand, situation }, variants.map((v) => v.join(' ')).join('|'));
    }
  }
  // A word right before the next one, nothing between: "local credit union", not "finance the premium".
  for (const [k, span] of spans.entries()) {
    const next = spans[k + 1];
    const [a, b] = [slots[span.last]!, next ? slots[next.first]! : undefined];
    if (next && b && next.concept !== span.concept && a.situation === b.situation && /^ +$/.test(folded.slice(a.end, b.at)))
      out[span.concept]!.describes ??= next.concept;
  }
  return out;
}

const WH = /^(?:what|whats|what's|which|how|hows|how's|when|where|who|whose|why|list|tell|explain|describe|give)\b/;
const AUX =
  /^(?:is|are|can|could|do|does|did|will|would|should|may|must|has|have|am|was|were|shall|isn't|aren't|can't|don't|doesn't|any)\b/;
const LEAD = /^(?:(?:so|and|also|hey|hi|ok|okay|quick(?: q(?:uestion)?)?|question|q|just checking|one more)[\s,:!?-]+)+/;
const PREDICATE =
  /\b(?:ok|okay|fine|allowed|eligible|acceptable|doable|possible|covered|need(?:ed)?|required?|can (?:i|we|they|you)|do (?:i|we|they|you)|able to|any chance)\b/;

const EXCLUDED =
  /\b(?:exclude[ds]?|exclusion|ineligible|not eligible|prohibited|declined?|banned|not allowed|not covered|unacceptable|off limits|suspended|not permitted)\b/;
const REQUIRED = /\b(?:need(?:s|ed)?|require[sd]?|requirement|must|have to|has to|mandatory|necessary)\b/;

/** What a yes/no question asks (null when it is not one). */
function asksOf(text: string, hasFigures: boolean, wantsFigure: boolean): Asks | null {
  // The clause that asks ("…, can i write it?" after the case): the first one with a question
  // word, an auxiliary first, or a verdict asked for ("ok?", "doable?").
  const folded = fold(text).trim();
  const clauses: string[] = [];
  let start = 0;
  for (const m of folded.matchAll(CLAUSE_END)) {
    clauses.push(folded.slice(start, m.index));
    start = m.index + m[0].length;
  }
  clauses.push(folded.slice(start));
  const trimmed = clauses.map((c) => c.trim().replace(LEAD, ''));
  // A question word that asks nothing in particular ("whats the deal w/ 5645, can i just quote it")
  // leaves the question to the clause after it.
  const vague = (c: string) => /^(?:whats?|what's|what is) (?:the deal|the story|up)\b|^(?:what|how) about\b/.test(c);
  const at = trimmed.findIndex((c, i) => !vague(c) && (WH.test(c) || AUX.test(c) || PREDICATE.test(clauses[i]!)));
  // "Can I bind it or does it need UW?": the first choice is what is asked (with the clauses
  // after it: "are tow trucks, wreckers and repossession operations eligible").
  const q =
    at < 0
      ? undefined
      : trimmed
          .slice(at)
          .join(' ')
          .split(/,? or (?=(?:do|does|is|are|can|will|should|would|must|have|has|need|i|we)\b)/)[0];
  if (q === undefined) {
    // No question asked in words: the agent's case and a "?" ("ppc 9 on an ho5?") asks whether it is allowed.
    return hasFigures && !wantsFigure && /\?\s*$/.test(folded) && !WH.test(folded.replace(LEAD, '')) ? 'allowed' : null;
  }
  if (WH.test(q)) return null;
  if (EXCLUDED.test(q)) return 'excluded';
  if (REQUIRED.test(q) && !/\bneed(?:s)? (?:to )?(?:approval|referral)\b/.test(q)) return 'required';
  // Whether the case may be written, not some other fact ("do those count against the limit?",
  // "is BI included?"): a rule's thresholds answer only that.
  // ("ok to bind it myself?": the lead-in "ok" is the question here.)
  return PERMISSION.test(q) || PERMISSION.test(clauses[at]!.trim()) ? 'allowed' : null;
}

/** A yes/no question about what may be done: "can I bind it", "will they quote", "is it eligible", "ok?". */
const PERMISSION =
  /\b(?:can|could|may|will|would|do|does)\s+(?:\w+\s+){0,4}?(?:still\s+|just\s+|even\s+|really\s+)?(?:bind|write|quote|take|get|put|place|add|insure|cover|do|offer|accept|list|go|be|drive|use|submit|issue|refer|sell|keep|run)\b|\b(?:ok|okay|eligible|allowed|acceptable|doable|fine|good|permitted|possible|qualify|qualifies|any chance|in appetite|approved|available|covered|included)\b/;

const FIGURE =
  /\b(?:how (?:much|many|old|long|soon|fast|far|high|large|big|quickly|young|often|recent)|limit|maximum|minimum|max|min|most|least|deductible|ded|premium|prem|percent(?:age)?|age|radius|within|at least|up to|amount|value|tiv|rate|cost|price)\b/;
// ("What do I send for a tavern sub", "what all do I need for a submission": the list of documents.)
const LIST =
  /\b(?:which|what|list|any)\b.*\b(?:excluded|ineligible|prohibited|eligible|acceptable|allowed|not allowed|classes|risks|operations|occupancies|documents|docs|types|kinds|exclusions|submissions?|subs?|send)\b/;

const DEFINITION = /^(?:what(?:'s| is| are|s)|define|meaning of|what does)\s+(?:a |an |the )?[^?]{2,60}(?:\?|$| mean\??$)/;

/**
 * The date a case takes effect ("eff 7/1/25", "effective 01/01/2026", "renewing 3/1") tells when,
 * never what is asked; nor is it a count of anything. (Split limits, "100/300", are no date.)
 */
const WHEN =
  /\b(?:(?:eff(?:ective)?|incept(?:ion|s)?|renew(?:al|ing|s)?|starts?|starting|as of|on|by)\.?\s+(?:date\s+)?(?:is\s+|of\s+)?)?(?:0?[1-9]|1[0-2])[/-](?:0?[1-9]|[12]\d|3[01])(?:[/-](?:19|20)?\d\d)?\b(?![/-]\d)/g;

/**
 * The question as asked of one carrier: the carrier's own name ("eligible w/ cedar ridge?",
 * "does ironhorse write…") only says whom the agent asks, which the chat already knows, and the
 * date the case takes effect only says when.
 */
export function asAsked(text: string, carrier = ''): string {
  // A bare "7/1" needs a word that dates it ("eff 7/1"); "7/1/25" dates itself.
  let out = text
    .replace(WHEN, (m) => (/^[a-z]/i.test(m) || /\d[/-]\d+[/-]\d/.test(m) ? ' ' : m))
    // The policy's own year ("for a 2025 policy", "the 2026 renewal") is when, too: no age of anything.
    .replace(/\b(?:19|20)\d\d\s+(?=(?:policy|policies|term|renewal|policy year|effective date)\b)/gi, ' ')
    // "Work comp" is workers compensation, not comprehensive ("comp") after a word "work".
    .replace(/\bwork(?:ers|er'?s|mans?|men'?s)?\s+comp\b/gi, 'workers compensation');
  // The name from its first word of substance ("The Hartford" is asked as "hartford").
  const name = fold(carrier)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const first = name.findIndex((w) => w.length > 2 && !isStop(w));
  if (first >= 0) {
    const rest = name.slice(first + 1).reduceRight((tail, w) => `(?:\\s+${w}${tail})?`, '');
    out = out.replace(new RegExp(`\\b${name[first]}${rest}(?:'s|’s)?\\b`, 'gi'), ' ');
  }
  return out;
}

export function readQuestion(text: string): Question {
  const folded = fold(text);
  const quantities = quantitiesOf(text);
  const wantsFigure = FIGURE.test(folded);
  return {
    text,
    concepts: conceptsOf(text),
    quantities,
    asks: asksOf(text, quantities.length > 0, wantsFigure),
    wantsFigure,
    wantsList: LIST.test(folded),
    wantsDefinition: DEFINITION.test(folded.trim().replace(LEAD, '')),
  };
}
