// Words and sentences: the tokenizer every part of the assistant shares (questions, passages and
// headings meet on the same stems), and a sentence splitter that knows the abbreviations of
// underwriting text (U.S., a.m., No., e.g.). General-English filler comes from a maintained
// stop-word list (stopwords-iso, English); the underwriting words it would drop ("fire", "home",
// "old", "value", "not") are kept by the glossary.
import { stemmer } from 'stemmer';
import stopwords from 'stopwords-iso';
import common from './common-words.json';
import glossary from './glossary.json';

/** A verb's irregular forms are the verb ("bound" is "bind": "policies bound by an agent"); the stemmer knows only the regular ones. */
const IRREGULAR: Record<string, string> = {
  bound: 'bind',
  written: 'write',
  wrote: 'write',
  paid: 'pay',
  sold: 'sell',
  held: 'hold',
  driven: 'drive',
  drove: 'drive',
  stolen: 'steal',
  stole: 'steal',
  taken: 'take',
  took: 'take',
  kept: 'keep',
  sent: 'send',
  bought: 'buy',
  brought: 'bring',
  spent: 'spend',
  chosen: 'choose',
  broken: 'break',
  thrown: 'throw',
  ran: 'run',
};

// (A code joined by "&", "E&S", "A&B", is a word of its own, as written.)
export const stem = (word: string): string =>
  /^\d/.test(word) || word.length < 3 || word.includes('&') ? word : stemmer(IRREGULAR[word] ?? word);

// (A state's postal code is a word too: "SD", "TN".)
const KEEP = new Set([...glossary.keep, ...Object.keys(glossary.states).filter((k) => k !== 'about')]);
/** Words that carry no topic: the maintained English list, less what underwriting needs. */
export const STOP: ReadonlySet<string> = new Set([
  ...(stopwords as Record<string, string[]>).en!.filter((w) => !KEEP.has(w) && !/\s/.test(w)),
  // What agents add that no list of English stop words has: chat ("doable", "gonna"), and dates
  // ("april", "thursdays"), which tell when, never what.
  ...glossary.filler,
]);

/** The word a regular inflection comes from: "calling" → call, "wants" → want, "tries" → try. */
const bases = (word: string): string[] => {
  const m = /^(.{3,}?)(?:(ies)|(es)|(s)|(ed)|(ing))$/.exec(word);
  if (!m) return [];
  const root = m[1]!;
  if (m[2]) return [`${root}y`];
  return [root, `${root}e`, ...(/(.)\1$/.test(root) ? [root.slice(0, -1)] : [])];
};

/** Filler: a stop word, or an inflection of one ("calling", "wants"), unless underwriting needs it. */
export const isStop = (word: string): boolean =>
  STOP.has(word) || (!KEEP.has(word) && bases(word).some((b) => STOP.has(b) && !KEEP.has(b)));

/** How common a word is in spoken English: its rank among the most frequent words (Infinity when rarer). */
const RANK = new Map<string, number>();
common.words.forEach((w, i) => {
  if (!RANK.has(w)) RANK.set(w, i);
});

/**
 * How much a word the documents never use says about the question: nothing for everyday words
 * ("worth", "problem"), a little for common ones ("applies"), all for the rest ("cyber", "earthquake").
 */
export function topicality(word: string): number {
  // A word is as common as its inflections' base ("applies", "nearest", "quickly"), not as its
  // stem: "forgiveness" is no everyday "forgive".
  const forms = [word, ...bases(word), word.replace(/(?:est|er|ly)$/, '')].filter((w) => w.length > 2);
  const rank = Math.min(...forms.map((w) => RANK.get(w) ?? Infinity));
  return rank < 1500 ? 0 : rank < 5000 ? 0.3 : 1;
}

/** A word of a text: its stem, and the word as written. */
interface Word {
  stem: string;
  word: string;
}

/** Stems of a text, in order (numbers without separators: "$750,000" → "750000"). */
export function tokens(text: string): string[] {
  return words(text).map((w) => w.stem);
}

/**
 * Lower case, accents and curly quotes folded, and the codes underwriting writes in several ways
 * made one word: HO-3, HO 3 and ho3; DP-1; Coverage A and "cov a".
 */
export function fold(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘`]/g, "'")
      .replace(/\b(ho|dp)[\s-]?(\d)(?:'?s)?\b/g, '$1$2')
      // A model written with a hyphen is one word too ("F-350", "E-250").
      .replace(/\b([a-z])-(\d{3})\b/g, '$1$2')
      .replace(/\b(?:coverage|cov)[\s-]([a-f])\b(?![-'])/g, 'coverage$1')
      // "Cov-wise", "price-wise": the word is what is meant.
      .replace(/\b([a-z]{2,})-wise\b/g, '$1')
      // "45°F" is 45 degrees, as agents type it.
      .replace(/(\d)\s?°\s?(?:[fc](?:ahrenheit|elsius)?(?![a-z]))?/g, '$1 degrees')
  );
}

const WORD = /\b[a-z]&[a-z]\b|[a-z]+\d*(?:'[a-z]+)?|\d+(?:[.,]\d+)*/g;

/** The words of a text that carry meaning, with their stems. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const match of fold(text).matchAll(WORD)) {
    let w = match[0];
    if (/^\d/.test(w)) {
      out.push({
        stem: w
          .replace(/,(?=\d{3}\b)/g, '')
          .replace(/,/g, '')
          .replace(/\.$/, ''),
        word: match[0],
      });
      continue;
    }
    w = w.replace(/'s$/, '').replace(/n't$/, ' not').replace(/'/g, '');
    for (const part of w.split(' ')) {
      if (!isStop(part)) out.push({ stem: stem(part), word: part });
    }
  }
  return out;
}

const ABBREVIATIONS =
  /(?:\b(?:e\.g|i\.e|etc|vs|no|nos|inc|co|corp|ltd|st|mr|mrs|ms|dr|approx|dept|ft|lbs?|sq|min|max|jr|sr)|\b[a-z]\.[a-z]|\b[A-Z])\.$/i;
/** A list number or letter on its own ("2.", "b)", "iv."): it starts the sentence after it. */
const LIST_MARK = /^\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-z]|[ivx]{1,4})[.)]$/i;

/** Splits a paragraph into sentences at . ! ? followed by a capital, a digit or a quote. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  // (An inline list letter starts a sentence too: "… is ineligible. (b) A driver …".)
  for (const m of text.matchAll(/[.!?]["”’)]?\s+(?=["“‘($]?[A-Z0-9]|\([a-z]\)\s)/g)) {
    const end = m.index! + m[0].trimEnd().length;
    const candidate = text.slice(start, end);
    // An abbreviation, or a list number ("2.") at the start, does not end a sentence.
    if (ABBREVIATIONS.test(candidate.replace(/["”’)]$/, '')) || LIST_MARK.test(candidate.trim())) continue;
    out.push(candidate.trim());
    start = m.index! + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}
