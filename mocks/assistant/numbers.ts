// The figures of a case and of a rule. A question's numbers ("a 24 yrs old roof", "19 yo driver",
// "a 30,000 lb truck", "premium around $1,800") are the agent's situation, not words to find; a
// passage's numbers are thresholds and ranges ("older than 20 years", "at least 21", "up to
// $750,000", "from $150,000 to $1,500,000", a table row's "18–20"). Both carry a unit (what is
// counted: dollars, years, pounds, or the noun after the number), so a case can be set against
// the rules about the same thing and told which side of each it falls on.
import { BROADER, groupIndexOf, PERSON_WORD } from './glossary';
import { fold, stem, STOP } from './text';

/** What a figure counts: a unit family ("usd", "year", "pound", "percent"…) or the stem of its noun. */
type UnitKey = string;

export interface Quantity {
  value: number;
  units: UnitKey[];
  /** As written in the question ("24 yrs", "$1,800"). */
  text: string;
  /** For an age worked out from a year of the calendar ("a 2011 F-250" is 15 years old in 2026), that year. */
  origin?: Quantity;
  /** A span the case's events fall in ("2 tix in 3 yrs", "1 claim in the last 5 years"), not how long something has lasted. */
  lookBack?: true;
}

export interface Condition {
  /** The interval the rule states: lo and hi (null when open), and whether each end is included. */
  lo: number | null;
  hi: number | null;
  loIn: boolean;
  hiIn: boolean;
  units: UnitKey[];
  /** The bound(s) as written ("20 years", "$750,000"). */
  text: string;
  /** How the rule words it: a floor ("at least"), a ceiling ("up to"), a range, or a plain figure. */
  kind: 'floor' | 'ceiling' | 'range' | 'value';
  /** A look-back ("in the last 5 years"): it says which events count, not how many may. */
  window?: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
};

/** Unit families: the words that name each (already folded through the glossary's shorthand). */
const FAMILIES: Record<string, string[]> = {
  year: ['year', 'years', 'yr', 'yrs', 'yo', 'age', 'aged', 'old', 'older'],
  month: ['month', 'months', 'mo', 'mos', 'mth', 'mths'],
  week: ['week', 'weeks', 'wk', 'wks'],
  day: ['day', 'days'],
  hour: ['hour', 'hours', 'hr', 'hrs'],
  clock: ['oclock'],
  pound: ['pound', 'pounds', 'lb', 'lbs', 'gvw', 'gvwr', 'gcw', 'weight'],
  mile: ['mile', 'miles', 'mi', 'radius'],
  // (After "square" or "sq", feet are an area: that family is named first.)
  foot: ['foot', 'feet', 'ft'],
  sqft: ['square', 'sq', 'sqft', 'sf'],
  acre: ['acre', 'acres'],
  gallon: ['gallon', 'gallons', 'gal', 'gals'],
  degree: ['degree', 'degrees', 'deg'],
  percent: ['percent', '%'],
  usd: ['dollar', 'dollars', '$', 'usd'],
  calendar: ['built', 'constructed', 'erected'],
  // Not a unit of its own: the mark of a figure that is an age ("24 yrs old", "aged 21",
  // "older than 20 years"), not a span of time ("licensed 4 yrs", "in the last 3 years").
  age: [],
};

const FAMILY_OF = new Map<string, string>();
for (const [family, names] of Object.entries(FAMILIES)) for (const n of names) FAMILY_OF.set(n, family);

/** A person, then "is" or "turns" ("a pilot who's", "he's"): the figure after is an age. */
const PERSON_IS = new RegExp(`\\b(?:${PERSON_WORD}|he|she)(?:\\s+(?:who|that))?(?:\\s+(?:is|was|turns|turned|just turned)|['’]?s)\\s*$`);

/** Full-time, part-time, FT and PT before people: how they work, not what a figure counts. */
const FULL_OR_PART_TIME = new RegExp(`\\b(?:full|part)[\\s-]time\\b\\s*|\\b(?:ft|pt)\\s+(?=${PERSON_WORD}\\b)`, 'g');

/** People counted after a figure ("a 12 person shop", "3 guys") are its employees. */
const PEOPLE = /^(?:person|persons|people|ppl|guys|man|men|staff|professionals?)$/;

function unitOf(word: string): UnitKey | null {
  const family = FAMILY_OF.get(word);
  if (family) return family;
  if (PEOPLE.test(word)) return `g${groupIndexOf(stem('employees'))}`;
  if (!/^[a-z]{3,}$/.test(word) || STOP.has(word)) return null;
  // A counted noun is one the glossary knows (its group: tickets and violations alike), or a
  // plural ("units", "employees", "stories").
  const s = stem(word);
  const group = groupIndexOf(s);
  return group >= 0 ? `g${group}` : /[^s]s$/.test(word) ? s : null;
}

interface Figure {
  value: number;
  /** Where it is in the folded text: start and end. */
  start: number;
  end: number;
  units: UnitKey[];
  text: string;
}

const UNIT_NAME: Record<string, string> = {
  pound: 'pounds',
  gallon: 'gallons',
  mile: 'miles',
  foot: 'feet',
  day: 'days',
  month: 'months',
  week: 'weeks',
  hour: 'hours',
  acre: 'acres',
  sqft: 'square feet',
};

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

/** A figure as matched in a folded text, with what each reader below looks at around it. */
interface Around {
  m: RegExpMatchArray;
  value: number;
  folded: string;
  start: number;
  end: number;
  /** The words after it, within its clause and up to the next figure. */
  after: string[];
}

/** Money a year is a rate, not a span of time: "$100,000 a year", "$60k per yr". */
const moneyRate = ({ m, after }: Around): boolean =>
  !!m[1] && /^(?:a|an|per|each|every)$/.test(after[0] ?? '') && /^(?:year|yr|month|mo|week|day|annum)$/.test(after[1] ?? '');

/**
 * The counted noun: one of the next two words that names a unit ("3 speeding tickets"), or two
 * words together ("three additional insureds", "4 AIs"); `named` is how many words after it name it.
 */
function countedAfter(a: Around): { units: UnitKey[]; named: number; skip: number } {
  const { folded, end, after } = a;
  const rate = moneyRate(a);
  // So is any figure per a time ("2,500 per day", "4k ppl/day"): it counts what it names, not days.
  const per = /^\s*(?:[a-z]+\s*)?(?:\/\s*|(?:a|an|per|each|every)\s+)(?:day|week|month|year|yr|mo|hour|hr|night|annum)\b/.exec(
    folded.slice(end, end + 30),
  );
  const perAt = per ? after.indexOf(/(day|week|month|year|yr|mo|hour|hr|night|annum)\b\s*$/.exec(per[0])![1]!) : -1;
  // ("25 or more employees": the comparison stands between the figure and what it counts.)
  const skip = after[0] === 'or' && /^(?:more|fewer|less|greater|higher|over|above|under|below)$/.test(after[1] ?? '') ? 2 : 0;
  const pair =
    !rate && perAt !== skip + 1 && after.length >= skip + 2 && !FAMILY_OF.has(after[skip]!) && !FAMILY_OF.has(after[skip + 1]!)
      ? groupIndexOf(`${stem(after[skip]!)} ${stem(after[skip + 1]!)}`)
      : -1;
  if (pair >= 0) return { units: [`g${pair}`], named: 2, skip };
  const units: UnitKey[] = [];
  let named = 0;
  for (const [k, w] of after.slice(skip, skip + 2).entries()) {
    // "1945 but electrical": a unit is named right after the figure, not past a filler word.
    if (k > 0 && /^(?:but|and|or|so|yet|nor|because|if|when|while|then|is|are|was|were)$/.test(after[skip]!)) break;
    // ("EMR is 1.22 this yr": when, not what the figure counts.)
    if (/^(?:this|last|next|that)$/.test(w)) break;
    if (rate || skip + k === perAt) break;
    const u = unitOf(w);
    if (!u) continue;
    units.push(u);
    named = k + 1;
    if (FAMILY_OF.has(w)) break;
  }
  return { units, named, skip };
}

/** What a percent prices when it is no share. */
const PRICED =
  /\b(credits?|debits?|surcharges?|discounts?|commissions?)\b(?!.*\b(?:credits?|debits?|surcharges?|discounts?|commissions?)\b)/;

/** A share names what it is a share of, and where from: "25% of sales from alcohol" counts alcohol too. */
const shareOf = ({ after }: Around): UnitKey[] =>
  after.slice(0, 6).flatMap((w, k) => (k > 0 && /^(?:of|from)$/.test(after[k - 1]!) ? [unitOf(w)].filter((u) => u !== null) : []));

/**
 * A time ahead of something ("party is 10 days out", "14 days before the first event day") is no
 * span of the thing: it counts only against another time ahead.
 */
const timeAhead = ({ folded, end }: Around): boolean =>
  /^\s*(?:days?|weeks?|wks?|months?|mos?|hours?|hrs?)\s+(?:out\b(?!\s+of)|away|ahead|before|prior\b|in advance|from now)/.test(
    folded.slice(end, end + 30),
  );

/** An age: "… years old", "yo", "aged 21", "minimum age 21", "older than 20 years", "driver is 22". */
function isAge({ m, value, folded, start, after }: Around, named: number): boolean {
  const before = folded.slice(Math.max(0, start - 30), start);
  return (
    after.slice(0, 3).some((w) => w === 'old' || w === 'yo' || w === 'older') ||
    /\b(?:age|aged|ages)\s*(?::|of|is)?\s*(?:\w+\s+){0,2}$/.test(before) ||
    /\b(?:older|younger|newer) than\s*$/.test(before) ||
    // A person's figure is an age: "driver is 22", "grandpa is 86", "named insured is 17".
    (!m[1] && !m[3] && !m[5] && value < 120 && !named && PERSON_IS.test(before))
  );
}

/** A year of the calendar ("built in 1948", "1950 or later"). */
const isCalendarYear = ({ m, value }: Around): boolean =>
  !m[1] && !m[3] && !m[2]?.includes(',') && value >= 1900 && value <= 2100 && Number.isInteger(value);

/** A verb that sets a bound on what its subject names, not a counted noun: "production covers no more than 150 acres". */
const BOUND_VERBS = new Set([
  'covers',
  'totals',
  'reaches',
  'includes',
  'holds',
  'employs',
  'carries',
  'produces',
  'generates',
  'earns',
  'serves',
]);

/** A modal: the word after it is a verb ("may bind"), no noun a figure counts. */
const MODAL_VERB = /^(?:may|can|must|will|shall)$/;

/** The word right before names it when nothing after does ("minimum age 21", "PPC 9", a table row's "Driver age: 18–20"). */
function namedBefore({ folded, start }: Pick<Around, 'folded' | 'start'>): { units: UnitKey[]; prev?: string } {
  const lead =
    /(?:([a-z]+)\s+)??([a-z%]+)\)?\s*(?::|\bof|\bis|\bare|\bwas|\bwere)?\s*(?:(?:about|around|roughly|approximately|approx|like|only|just|nearly|almost)\s+)?(?:(?:at least|at most|up to|no more than|more than|less than|fewer than|over|under|above|below|exceeding|between|of)\s+)?[$~]?\s*$/.exec(
      folded.slice(Math.max(0, start - 50), start),
    );
  // "Employee Count: 5 to 25", "number of units": the word before the count names what is counted.
  const prev = lead && /^(?:count|number|total)$/.test(lead[2]!) && lead[1] ? lead[1] : lead?.[2];
  // (Two words may name it together: "total insured value up to $1,000,000" counts TIV.)
  const pair = lead?.[1] && prev === lead[2] ? groupIndexOf(`${stem(lead[1])} ${stem(lead[2]!)}`) : -1;
  if (pair >= 0) return { units: [`g${pair}`], prev };
  // ("Revenue totals more than $25,000,000": what the verb’s subject names. "Exceeds" is left out: agents
  // ask in the rule’s own words, "when the Employee Count exceeds 50", and it measured worse.)
  if (prev && BOUND_VERBS.has(prev)) return { units: namedBefore({ folded, start: folded.lastIndexOf(prev, start) }).units, prev };
  if (!prev || STOP.has(prev) || COMPARATOR_WORDS.has(prev)) return { units: [], prev };
  // (A verb after its modal counts nothing: "Agent may bind: $25,000".)
  if (prev === lead?.[2] && MODAL_VERB.test(lead[1] ?? '')) return { units: [], prev };
  const units: UnitKey[] = [];
  const u = unitOf(prev);
  if (u) units.push(u);
  // ("the roof on the house is 23 yrs old": the roof is 23 too.)
  const whole = /([a-z]+)\s+(?:on|of|at)\s+(?:(?:the|a|an|his|her|their|my|our)\s+)?[a-z]+\s+(?:is|are|was|were)\s*$/.exec(
    folded.slice(Math.max(0, start - 50), start),
  )?.[1];
  const w = whole && !STOP.has(whole) ? unitOf(whole) : null;
  if (w) units.push(w);
  return { units, prev };
}

/** A column's header names what its figure counts, in every word: "Vehicle value (MSRP or ACV): $50,001". */
function headerUnits({ folded, start }: Around): UnitKey[] {
  const header = /(?:^|;\s*)([a-z][a-z ()/&'.-]{0,50}):\s*[$~]?\s*$/.exec(folded.slice(Math.max(0, start - 60), start))?.[1];
  // (Not a verb after its modal: "Agent may bind: $25,000" counts nothing bound.)
  return (header?.match(/[a-z]+/g) ?? []).flatMap((w, k, words) => {
    const u = !MODAL_VERB.test(words[k - 1] ?? '') && !STOP.has(w) && !COMPARATOR_WORDS.has(w) && !FAMILY_OF.has(w) ? unitOf(w) : null;
    return u ? [u] : [];
  });
}

/**
 * A label right before a small whole number names it, whatever follows: "Tier 1", "Class 302",
 * "PPC 7" (not "has 6", "aged 21", "buildings 76", "within 1 mile").
 */
function labelOf({ m, value, folded, start }: Around, units: UnitKey[]): UnitKey | null {
  const tag = /(?:^|[^a-z])([a-z]{2,})(?::\s*|\s+)$/.exec(folded.slice(Math.max(0, start - 24), start))?.[1];
  return tag &&
    !m[1] &&
    !m[3] &&
    !m[5] &&
    !m[6] &&
    value < 10000 &&
    Number.isInteger(value) &&
    !STOP.has(tag) &&
    !NOT_A_LABEL.has(tag) &&
    !FAMILY_OF.has(tag) &&
    !/(?:ed|ing|[^s]s)$/.test(tag) &&
    !units.some((u) => Object.hasOwn(FAMILIES, u))
    ? (unitOf(tag) ?? stem(tag))
    : null;
}

/** A count past an ordinal: "each additional insured after the third" is more than three of them. */
function pastOrdinals(folded: string): Figure[] {
  return [
    ...folded.matchAll(
      /\b([a-z]+)\s+([a-z]+)\s+(?:after|beyond|past) the (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/g,
    ),
  ].map((m) => {
    const pair = groupIndexOf(`${stem(m[1]!)} ${stem(m[2]!)}`);
    const unit = pair >= 0 ? `g${pair}` : (unitOf(m[2]!) ?? unitOf(`${m[2]!}s`));
    const start = m.index! + m[0].length - m[3]!.length;
    const value = ORDINALS.indexOf(m[3]!) + 1;
    return { value, start, end: start + m[3]!.length, units: unit ? [unit] : ['count'], text: `${value} ${m[2]!.replace(/s?$/, 's')}` };
  });
}

/** Money a claim incurred or paid, named before its figure: "paid over", "incurred value over". */
const CLAIM_MONEY_BEFORE =
  /\b(?:incurred|paid|reserved)(?:\s+(?:value|amount|total|losses|loss))?\s+(?:of|over|above|exceeding|more than|at least|up to|under|below|less than)?\s*\$?\s*$/;

/** Every figure of a folded text with the units around it (the words after, then the words before). */
function figures(folded: string, asked = false): Figure[] {
  const out: Figure[] = [];
  // (A retirement plan's name is no figure: "401(k)", "403b".)
  const re =
    /(\$\s?)?(?<![a-z\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|(?<=\s)\.\d+)(?!\s?\(?[kb]\)?\s*plans?\b|\([kb]\))\s?(k|mm|m|mil|million|thousand|bn|b|billion)?\b(\+)?\s?(%|percent)?|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\b|\b(?:no|zero)(?=\s+(?:prior\s+)?(?:claims?|loss(?:es)?|violations?|accidents?|incidents?)\b(?!\s+(?:with|over|of|that|which|exceeding|above|involving|for|from|by|paid|under)\b))/g;
  for (const m of folded.matchAll(re)) {
    // A number the glossary knows as a word ("1099" contractors) is no figure.
    if (m[2] && !m[1] && !m[3] && !m[5] && groupIndexOf(m[2]) >= 0) continue;
    // ("No claims", "zero losses" in a rule: none of them, a bound of 0; the agent's "no claims" is no figure of the case.)
    if (!m[2] && !m[6] && asked) continue;
    // (Nor is what the agent asks a rate on: "the GL rate per $1k" has no $1,000 of the case.)
    if (asked && /\bper\s*\$?\s*$/.test(folded.slice(0, m.index))) continue;
    // (A bare "2b" is a label, "Phase 2b"; "$3.1B" is billions.)
    if (m[3] === 'b' && !m[1]) continue;
    let value = m[6] ? NUMBER_WORDS[m[6]]! : m[2] ? Number(m[2].replace(/,/g, '')) : 0;
    if (m[3]) value *= SCALE[m[3]]!;
    const start = m.index!;
    const end = start + m[0].length;
    // (Up to the next figure: "22 w/ 3 yrs" names no unit of 22. Full-time, part-time, FT and PT
    // only say how they work: "8 FT employees" count employees, not feet.)
    const after = (/^[^;:,.()\d]*/.exec(folded.slice(end, end + 40))?.[0] ?? '').replace(FULL_OR_PART_TIME, '').match(/[a-z%$]+/g) ?? [];
    const a: Around = { m, value, folded, start, end, after };
    const units: UnitKey[] = [];
    const add = (us: UnitKey[]) => {
      for (const u of us) if (!units.includes(u)) units.push(u);
    };
    if (m[1] || /\$$/.test(folded.slice(0, start))) units.push('usd');
    if (m[5]) units.push('percent');
    let label = m[0].trim();
    const { units: counted, named, skip } = countedAfter(a);
    // (The agent's "one" that counts nothing named is no figure: "at the one shop", "one of them".)
    if (asked && m[6] === 'one' && !counted.length) continue;
    units.push(...counted);
    if (m[5]) add(shareOf(a));
    // (A rule's percent that prices, of nothing named, is the price's: "written safety program (up
    // to 5%)" among credits is no share of the agent's jobs.)
    if (m[5] && !asked && units.length === 1) {
      const priced = PRICED.exec(
        folded
          .slice(Math.max(0, start - 200), start)
          .split(/[.;]/)
          .pop()!,
      );
      if (priced) add([unitOf(priced[1]!)].filter((u) => u !== null));
    }
    if (named && !m[5]) {
      const w = after[skip + named - 1]!;
      const u = FAMILY_OF.get(w);
      const name = u === 'year' ? (w === 'old' ? '' : value === 1 ? 'year' : 'years') : u ? (value === 1 ? u : (UNIT_NAME[u] ?? w)) : w;
      label = `${label} ${after.slice(0, skip + named - 1).join(' ')} ${name}`.replace(/\s+/g, ' ').trim();
    }
    if (timeAhead(a)) units.push('ahead');
    if (isAge(a, named)) {
      add(['year']);
      units.push('age');
    }
    if (isCalendarYear(a) && !units.includes('year')) units.push('calendar');
    const { units: before, prev } = namedBefore(a);
    add(before);
    add(headerUnits(a));
    const tag = labelOf(a, units);
    if (tag) {
      units.splice(0, units.length, tag);
      label = m[0].trim();
    }
    // "450k", "1.5M", or a figure for a limit, a premium or a value: dollars.
    if (
      !units.includes('usd') &&
      !units.some((u) => FAMILY_OF.has(u) || Object.hasOwn(FAMILIES, u)) &&
      ((m[3] && !PEOPLE.test(after[skip + named - 1] ?? '')) || (prev && MONEY.test(prev) && value >= 100))
    )
      units.unshift('usd');
    // Money incurred, paid or reserved is a claim's: "none with more than $100,000 incurred" is no limit.
    // ("any single claim paid over $100,000", "an incurred value over $50,000" too.)
    if (
      units.includes('usd') &&
      (/^(?:incurred|paid|reserved)$/.test(after[0] ?? '') || CLAIM_MONEY_BEFORE.test(folded.slice(Math.max(0, start - 40), start)))
    )
      add(['incurred', MONEY_CLAIM]);
    // People counted are a staff or a crowd, as the rule says: "a 12 person shop", "a 300 person reception".
    if (after.slice(skip, skip + named).some((w) => PEOPLE.test(w))) add([`g${groupIndexOf(stem('attendance'))}`]);
    // (What the agent counts is of its kind too: "7 trucks" are vehicles; a rule on trucks is no rule on every vehicle.)
    if (asked) add(units.flatMap((u) => (BROADER.has(u) ? [BROADER.get(u)!] : [])));
    if (!units.length) units.push('count');
    if (units[0] === 'usd') label = `$${value.toLocaleString('en-US')}`;
    out.push({ value, start, end, units, text: label });
  }
  out.push(...pastOrdinals(folded));
  return out.sort((a, b) => a.start - b.start);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** Words before a figure that make it an amount of money. */
const MONEY =
  /^(?:coverage[a-f]?|cov|limits?|premium|prem|tiv|payroll|sales|revenue|receipts|value|valued|worth|amount|price|cost|deductible|ded|retention|csl|aggregate|occurrence)$/;

/** Words right before a figure that are no label of it. */
const NOT_A_LABEL = new Set([
  'keep',
  'kept',
  'within',
  'about',
  'around',
  'roughly',
  'approximately',
  'approx',
  'like',
  'only',
  'just',
  'nearly',
  'almost',
  'last',
  'past',
  'next',
  'first',
  'every',
  'each',
  'per',
  'over',
  'under',
  'above',
  'below',
  'between',
  'from',
  'since',
  'until',
  'ago',
  'than',
  'least',
  'most',
  'max',
  'min',
  'maximum',
  'minimum',
  'exceed',
  'top',
  'additional',
  'extra',
  'another',
  'total',
  'count',
  'number',
]);

const COMPARATOR_WORDS = new Set([
  'than',
  'least',
  'most',
  'to',
  'of',
  'up',
  'over',
  'under',
  'minimum',
  'maximum',
  'max',
  'min',
  'exceed',
  'exceeding',
]);

/** The quantities of a question: its numbers with what they count. */
/** "over 250", "more than 30%", "under 21": the case is past the figure, not at it. */
const PAST = /\b(?:over|more than|above|greater than|exceeding|in excess of|north of)\s*\$?\s*$/;
const SHORT_OF = /\b(?:under|less than|below|fewer than|south of)\s*\$?\s*$/;

/** A date is its year, as far as a rule on age goes: "built before June 15, 1976", "on 6/15/1976". */
const DATE =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+|\d{1,2}\/\d{1,2}\/)((?:19|20)\d\d)\b/g;
/** A year written with two digits after an apostrophe ("a '72 single-wide", "an '08 F-250"): its century is the nearer one. */
const SHORT_YEAR = /(^|[\s(])'(\d\d)\b(?!')/g;
const foldDates = (text: string): string =>
  fold(text)
    .replace(DATE, '$1')
    .replace(SHORT_YEAR, (_, before: string, yy: string) => `${before}${Number(yy) > 40 ? 19 : 20}${yy}`)
    // "30x a year" is 30 times (not "4x4" nor "10x10").
    .replace(/\b(\d+)x\b(?!\d)/g, '$1 times')
    // A unit typed against its figure is a word of its own: "24ft", "3yrs", "20yo", "80lbs".
    .replace(
      /\b(\d[\d,.]*)(ft|yrs?|yo|mi|lbs?|gals?|sqft|sf|hrs?|mos?|wks?|days?|acres?|miles?|months?|years?|weeks?|hours?|feet)\b/g,
      '$1 $2',
    )
    .replace(CLOCK, clockHours);

/** A time of day: "1am", "9 p.m.", "12:00 midnight", "noon". */
const CLOCK = /\b(?:(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*(?:(a|p)\.?m\b\.?|(midnight|noon)\b)|(midnight|noon)\b)/g;
/** The text names a time of day ("by 12:00 midnight"), as the figures of a rule read it. */
export const hasTimeOfDay = (text: string): boolean => new RegExp(CLOCK.source).test(fold(text));

/** The hour of a time of day, where the small hours come after midnight ("1am" is 25): "open til 1am" is past "by 12:00 midnight". */
const clockName = (hours: number): string => {
  if (hours === 12) return 'noon';
  if (hours === 24) return 'midnight';
  const h = Math.floor(hours) % 24;
  const min = Math.round((hours - Math.floor(hours)) * 60);
  return `${h % 12 || 12}${min ? `:${String(min).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
};
function clockHours(_: string, h?: string, min?: string, ap?: string, named?: string, alone?: string): string {
  const word = named ?? alone;
  let hours = word === 'noon' ? 12 : word === 'midnight' ? 24 : (Number(h) % 12) + (ap === 'p' ? 12 : 0) + Number(min ?? 0) / 60;
  if (!word && ap === 'a' && hours < 6) hours += 24;
  return `${Math.round(hours * 100) / 100} oclock`;
}

export function quantitiesOf(question: string): Quantity[] {
  const folded = foldDates(question);
  const found = figures(folded, true);
  // An ordinal after a count ("has 10 rentals and wants to add an 11th") is what the case comes to.
  for (const m of folded.matchAll(/\b(\d{1,4})(?:st|nd|rd|th)\b/g)) {
    const before = found.filter((f) => f.end <= m.index!).pop();
    if (before && !before.units.includes('usd'))
      Object.assign(before, { value: Number(m[1]), text: `${m[0]} ${before.text.replace(/^\S+\s*/, '')}`.trim() });
  }
  // A span the agent names with no figure: "rent it out by the week", "nightly", "a month at a time".
  for (const m of folded.matchAll(
    /\b(?:(?:by|for) the|per|a|an|one|each)\s+(night|week|month)\b(?!\s*(?:old|ago))|\b(night|week|month)ly\b/g,
  )) {
    const unit = (m[1] ?? m[2]) as 'night' | 'week' | 'month';
    // (Not a rate: "$500 a week", "20 hours a week".)
    const rate = /\d[\d,.]*\s*(?:[a-z%]+\s*)?$/.test(folded.slice(0, m.index));
    if (!rate && !found.some((f) => f.units.some((u) => Object.hasOwn(MONTHS, u))))
      found.push({ value: 1, units: [unit === 'night' ? 'day' : unit], text: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return found.map(({ value, units, text, start, end }) => {
    const before = folded.slice(Math.max(0, start - 20), start);
    // Past a whole number is at least the next one; past a fraction, a hair more.
    const step = Number.isInteger(value) ? 1 : 0.001;
    // ("in 3 yrs", or "4 yrs ago": how long ago something happened; not "formed 8 months ago", how long it has lasted.)
    const ago = /^\s*(?:[a-z]+\s+)?ago\b/.test(folded.slice(end, end + 14)) && !STARTED.test(before);
    const lookBack = LOOK_BACK.test(before) || ago ? { lookBack: true as const } : {};
    if (PAST.test(before)) return { value: value + step, units, text: `over ${text}`, ...lookBack };
    if (SHORT_OF.test(before)) return { value: value - step, units, text: `under ${text}`, ...lookBack };
    return { value, units, text, ...lookBack };
  });
}

const FLOOR =
  /(?:more than|over|greater than|exceeding|exceeds?|above|older than|longer than|in excess of|beyond|after|at least|minimum(?: of)?|min\.?|no less than|not less than|no fewer than|starting at)\s*(?:age\s+|of\s+|an?\s+|the\s+)?\$?\s*$/;
/** What a business or a thing started with: "formed 8 months ago" is its age. */
const STARTED =
  /\b(?:formed|founded|started|opened|established|incorporated|built|bought|purchased|acquired|began|launched)\b(?:\s+\S+){0,2}\s*$/;
/** The agent's look-back before a figure: "in 3 yrs", "in the last 5 years". */
const LOOK_BACK = /\b(?:in|within|over|during)\s+(?:the\s+)?(?:(?:last|past|prior|previous)\s+)?$/;
/** "in the last 5 years", "during the past 36 months": a ceiling on how long ago, that scopes a rule. */
const WINDOW = /\b(?:in|within|during|over|for) the (?:last|past|prior|previous|preceding)\s*$/;
const CEILING =
  /(?:in the (?:last|past|prior|previous)|(?:at least )?(?:once )?every|up to|no more than|not more than|maximum(?: of)?|max\.?|not to exceed|not exceeding|at most|limit of|limited to|capped at|cap of|less than|fewer than|under|below|younger than|newer than|shorter than|within|before|prior to|no later than)\s*(?:age\s+|of\s+|an?\s+)?\$?\s*$/;
const STRICT =
  /(?:more than|over|greater than|exceeding|exceeds?|above|older than|longer than|in excess of|beyond|after|less than|fewer than|under|below|younger than|newer than|shorter than|before|prior to)\s*(?:age\s+|of\s+|the\s+)?\$?\s*$/;
/** "no more than" and "do not exceed" are ceilings and "not less than" a floor, all inclusive. */
// (What stays good for a time, and lapses after it, is good up to it: "quotes are valid for 30 days", "expire after 60 days".)
const NOT_MORE =
  /(?:(?:no|not) (?:more|greater|older|longer) than|(?:not|n't|never|cannot) exceed(?:s|ing)?|\b(?:valid|good|firm|honou?red)\s+for|\b(?:expires?|lapses?)\s+(?:after|in))\s*\$?\s*$/;
const NOT_LESS = /(?:no|not) (?:less|fewer|younger) than\s*\$?\s*$/;
const NOT_STRICT =
  /(?:(?:no|not) (?:more|greater|older|longer|less|fewer|younger) than|(?:not|n't|never|cannot) exceed(?:s|ing)?)\s*\$?\s*$/;
const FLOOR_AFTER =
  /^\s*(?:[a-z]+\s+){0,3}?(?:or (?:more|older|greater|over|above|later|higher|longer)|and (?:over|above|up(?!\s+to\b)|older|later)|\+)/;
/** ("or newer" after an age is a ceiling on it, after a year of the calendar a floor: "1996 or newer".) */
const CEILING_AFTER = /^\s*(?:[a-z]+\s+){0,3}?(?:or (?:less|fewer|younger|earlier|under|below|lower)|and (?:under|below|younger|earlier))/;
const OLDER_AFTER = /^\s*(?:[a-z]+\s+){0,3}?(?:or|and) (?:older|earlier|before)\b/;
const NEWER_AFTER = /^\s*(?:[a-z]+\s+){0,3}?or (?:newer|younger)\b/;

/** The thresholds and ranges a passage states. */
export function conditionsOf(text: string): Condition[] {
  const folded = foldDates(text);
  const figs = figures(folded);
  const out: Condition[] = [];
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i]!;
    const next = figs[i + 1];
    const between = next ? folded.slice(f.end, next.start) : '';
    // A range: "from $150,000 to $1,500,000", "18–20", "1 through 8", "between 3 and 5".
    if (
      next &&
      /^\s*(?:to|through|thru|and|[-–—])\s*\$?\s*$/.test(between) &&
      (!/and/.test(between) || /between\s*\$?\s*$/.test(folded.slice(0, f.start))) &&
      next.value > f.value
    ) {
      const units = [...new Set([...f.units.filter((u) => u !== 'count'), ...next.units])];
      // (The words after the first figure are the second's: "13 to 25 rental homes", not "13 to rental to 25 …".)
      const text = `${f.text.replace(/ .*/, '')}${/[-–—]/.test(between) ? '–' : ' to '}${next.text}`;
      out.push({ lo: f.value, hi: next.value, loIn: true, hiIn: true, units, text, kind: 'range' });
      i++;
      continue;
    }
    const before = folded.slice(Math.max(0, f.start - 40), f.start);
    const after = folded.slice(f.end, f.end + 30);
    const strict = STRICT.test(before) && !NOT_STRICT.test(before);
    // A year of the calendar, though a word before names it a year ("model year 2004"), bounds a
    // year, never an age; "or older" after it is a ceiling ("model year 2004 or older").
    const calendar =
      f.units.includes('calendar') || (f.value >= 1900 && f.value <= 2100 && Number.isInteger(f.value) && f.units.includes('year'));
    if (calendar && !f.units.includes('calendar')) f.units = ['calendar'];
    const newer = NEWER_AFTER.test(after) ? (calendar ? 'floor' : 'ceiling') : calendar && OLDER_AFTER.test(after) ? 'ceiling' : null;
    // "With no claims in the last five years": none is the most there may be. "Stop serving by
    // 12:00 midnight": a time of day the rule ends by (one it starts after is a floor, as any figure).
    const none = f.value === 0 && /^(?:no|zero)\b/.test(f.text);
    const endsBy = f.units.includes('clock') && /\b(?:by|until|till|til|before|no later than)\s*$/.test(before);
    if (newer === 'ceiling' || none || endsBy) {
      out.push({ lo: null, hi: f.value, loIn: false, hiIn: true, units: f.units, text: f.text, kind: 'ceiling' });
    } else if (!NOT_MORE.test(before) && (newer === 'floor' || FLOOR.test(before) || FLOOR_AFTER.test(after) || NOT_LESS.test(before))) {
      out.push({ lo: f.value, hi: null, loIn: !strict, hiIn: false, units: f.units, text: f.text, kind: 'floor' });
    } else if (CEILING.test(before) || NOT_MORE.test(before) || CEILING_AFTER.test(after)) {
      out.push({
        lo: null,
        hi: f.value,
        loIn: false,
        hiIn: !strict,
        units: f.units,
        text: f.text,
        kind: 'ceiling',
        ...(WINDOW.test(before) ? { window: true } : {}),
      });
    } else {
      out.push({ lo: f.value, hi: f.value, loIn: true, hiIn: true, units: f.units, text: f.text, kind: 'value' });
    }
  }
  return out;
}

/** The things a figure counts (units, runs, employees), not its measure (dollars, years). */
export const nouns = (units: UnitKey[]) => units.filter((u) => u !== 'count' && !Object.hasOwn(FAMILIES, u));

/**
 * The question's quantity and the rule's condition count the same thing: a unit in common, and
 * when both name what they count, that too ("a $5,000 deductible" is no "TIV under $500,000").
 */
export function sameUnit(q: Quantity, c: Condition): boolean {
  // A time ahead of something counts only against a time ahead: "10 days out" is no event of "three event days".
  if (q.units.includes('ahead') !== c.units.includes('ahead')) return false;
  // Dollars are no count of dwellings: a family on one side needs the same family on the other
  // (years, months, days and hours are one: time).
  const [qf, cf] = [q.units.filter((u) => Object.hasOwn(FAMILIES, u)), c.units.filter((u) => Object.hasOwn(FAMILIES, u))];
  // (Nor a span of time a sum of money: "2 yrs" is no "60 days up to $150,000".)
  if (qf.includes('usd') !== cf.includes('usd') && [...qf, ...cf].some((u) => Object.hasOwn(MONTHS, u))) return false;
  if (
    (qf.length || cf.length) &&
    !qf.some((u) => u !== 'age' && (cf.includes(u) || (Object.hasOwn(MONTHS, u) && cf.some((x) => Object.hasOwn(MONTHS, x)))))
  )
    return false;
  // Hours are no years: "open 1 yr" is not "open more than 16 hours a day".
  const spans = (units: UnitKey[]) => units.filter((u) => Object.hasOwn(MONTHS, u));
  const [qs, cs] = [spans(q.units), spans(c.units)];
  if (
    qs.length &&
    cs.length &&
    !qs.some((u) => cs.includes(u)) &&
    [...qs, ...cs].includes('hour') &&
    [...qs, ...cs].some((u) => u === 'year' || u === 'month')
  )
    return false;
  // A span of time is no age: "licensed 4 yrs" is not "at least 23 years old".
  if (c.units.includes('age') && !q.units.includes('age')) return false;
  // (Nor an age a span of months: a pilot of 74 is no flight review "every 24 months".)
  if (q.units.includes('age') && !c.units.includes('age') && spans(c.units).length && !c.units.includes('year')) return false;
  // A claim's money is no limit or value the case names: "wants 1M/2M" is no claim "over $100,000 incurred".
  if (c.units.includes('incurred') && !q.units.includes('incurred') && !q.units.includes(MONEY_CLAIM)) return false;
  // (A share of the business, "40% of receipts", is a share of whatever the case says it is of:
  // "35% auto lockouts" against "automotive work … no more than 40% of receipts"; "importer of record on
  // 18% of sales" against "Direct imports are no more than 10% of sales".)
  const share = q.units.includes('percent') && c.units.includes('percent');
  const [qn, cn] = [nouns(q.units), nouns(c.units)].map((units) => units.filter((u) => !(share && u === SALES)));
  if (qn.length && cn.length && !qn.some((u) => cn.includes(u)) && !ofValue(q, c)) return false;
  const time = (units: UnitKey[]) => units.some((u) => Object.hasOwn(MONTHS, u));
  return (
    q.units.some((u) => u !== 'count' && c.units.includes(u)) ||
    (time(q.units) && time(c.units)) ||
    (q.units.includes('count') && c.units.includes('count') && q.units.length === 1)
  );
}

/** A thing's price is its value: "a $40k drone" against "Agreed hull value: $35,001 to $75,000". */
const VALUE = `g${groupIndexOf(stem('value'))}`;
/** Sales, revenue and receipts: what a share of the business is of. */
const SALES = `g${groupIndexOf(stem('revenue'))}`;
/** A claim's money ("a $140k claim", "$100,000 incurred"). */
const MONEY_CLAIM = `g${groupIndexOf(stem('claim'))}`;
/** What a dollar figure measures that is no thing's value: "$1M liab", "a $140k claim", "$900k in sales" (with their synonyms). */
const MONEY_MEASURES = new Set(
  ['liability', 'csl', 'claim', 'premium', 'revenue', 'payroll', 'deductible'].map((w) => `g${groupIndexOf(stem(w))}`),
);
const ofValue = (q: Quantity, c: Condition): boolean =>
  q.units.includes('usd') && c.units.includes('usd') && c.units.includes(VALUE) && !nouns(q.units).some((u) => MONEY_MEASURES.has(u));

/** The case's figure and the rule's bound share a unit beyond a bare count (years, dollars, units…). */
export const measured = (q: Quantity, c: Condition): boolean => q.units.some((u) => u !== 'count' && c.units.includes(u));

/** A year of the calendar and the age it makes are one figure of the case ("built 1952", "74 years"). */
export const sameFigure = (a: Quantity, b: Quantity): boolean => a === b || a.origin === b || b.origin === a;

/** When the rule names what it counts ("Max annual sales"), the case names it too ("1.2M in sales", not just "1.2M"). */
export function namesWhatItCounts(q: Quantity, c: Condition): boolean {
  const named = nouns(c.units);
  return !named.length || nouns(q.units).some((u) => named.includes(u)) || ofValue(q, c);
}

/** A span of time in months, so "3 yrs" meets "in the last 60 months" and "8 months" meets "less than 1 year". */
const MONTHS: Record<string, number> = { year: 12, month: 1, week: 12 / 52, day: 12 / 365, hour: 12 / 8760 };

/** A word that names a measure ("months", "lbs", "miles"), not a thing counted. */
export const isMeasureWord = (word: string): boolean => FAMILY_OF.has(word);

/** The case's figure in the rule's unit of time (unchanged when either is no span of time). */
function valueFor(q: Quantity, c: Condition): number {
  const from = q.units.find((u) => Object.hasOwn(MONTHS, u));
  const to = c.units.find((u) => Object.hasOwn(MONTHS, u));
  return from && to && from !== to ? (q.value * MONTHS[from]!) / MONTHS[to]! : q.value;
}

/** The case is inside the rule's bounds. */
export const isInside = (q: Quantity, c: Condition): boolean => inside(valueFor(q, c), c);

/**
 * The ages a case's years of the calendar make in the documents' own year: "a 2011 F-250" is 15
 * years old for a 2026 manual, so it meets "12 model years old or newer" as an age.
 */
export function agesOf(quantities: Quantity[], year: number): Quantity[] {
  return (
    quantities
      .filter((q) => q.units.includes('calendar') && q.value <= year)
      // (Not when the agent gives the age too: "a 2004, so 22 yrs old" is one figure.)
      .filter((q) => !quantities.some((o) => o.units.includes('year') && !o.units.includes('calendar') && o.value === year - q.value))
      .map((q) => ({ value: year - q.value, units: ['year', 'age'], text: `${year - q.value} years (${q.text})`, origin: q }))
  );
}

export const inside = (value: number, c: Condition): boolean =>
  (c.lo === null || value > c.lo || (c.loIn && value === c.lo)) && (c.hi === null || value < c.hi || (c.hiIn && value === c.hi));

/** Which side of the rule the case falls on, in words: "24 years is more than 20 years". */
export function side(q: Quantity, c: Condition): string {
  // (A time of day by its name: "1 a.m. is after midnight".)
  if (q.units.includes('clock') && c.units.includes('clock'))
    return side({ ...q, units: ['calendar'], text: clockName(q.value) }, { ...c, units: ['calendar'], text: clockName(c.lo ?? c.hi ?? 0) });
  const v = q.text;
  const value = valueFor(q, c);
  // (Years of the calendar come before or after each other: "1968 is before 1975".)
  const calendar = q.units.includes('calendar') && c.units.includes('calendar');
  const [under, over] = calendar ? ['before', 'after'] : ['under', 'over'];
  if (c.kind === 'value') return inside(value, c) ? `${v} is ${c.text}` : `${v} is ${value < c.lo! ? under : over} ${c.text}`;
  // ("No claims": "1 claim is more than none".)
  if (c.hi === 0 && c.lo === null) return value > 0 ? `${v} is more than none` : `${v} is none`;
  if (inside(value, c)) {
    if (c.kind === 'range') return `${v} is within ${c.text}`;
    // (On the bound itself: "1 claim is no more than one claim", "21 years is at least 21 years";
    // a bound that says so itself needs no more: "25 employees is 25 or more employees".)
    const says = /\bor (?:more|less|fewer|greater|higher|lower|over|under)\b|\bat (?:least|most)\b|\bup to\b/.test(c.text);
    const at = (word: string) => (calendar ? 'in' : says ? '' : word);
    const phrase = (word: string) => `${v} is ${word ? `${word} ` : ''}${c.text}`;
    // (Nor inside it: "6 vans is five or more power units", not "is over five or more".)
    if (says) return phrase('');
    if (c.lo !== null) return phrase(c.loIn && value === c.lo ? at('at least') : over);
    return phrase(c.hiIn && value === c.hi ? at('no more than') : under);
  }
  // (Outside a bound that says its own side, the bound alone: "12 professionals is over 10
  // professionals", not "over 10 or fewer professionals".)
  const bound =
    c.kind === 'range'
      ? `the range ${c.text}`
      : c.text.replace(/\s+or (?:more|less|fewer|greater|higher|lower|over|under)\b|^(?:at (?:least|most)|up to)\s+/, '');
  if (c.lo !== null && value <= c.lo) return `${v} is ${value === c.lo ? `not ${over}` : under} ${bound}`;
  return `${v} is ${over} ${bound}`;
}
