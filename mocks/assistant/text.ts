// Words and sentences: the tokenizer every part of the assistant shares (questions, passages and
// headings meet on the same stems), and a sentence splitter that knows the abbreviations of
// underwriting text (U.S., a.m., No., e.g.).
import { stem } from './stem';

/** Function words that carry no topic. "not" and "no" stay: they make "does not write" a phrase. */
const STOP = new Set(
  ('a an and are as at be been being but by can could do does did for from has have had how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this to too us was we were what whats when where which who whom whose ' +
    'why will with would you your yours about any all also am may might must per please tell know want give say doing done get got gets ' +
    'just only other some such same very s t ok hi hello thanks thank let lets one ones there here each every whether much many ' +
    // General verbs and fillers of questions, which no guideline needs to contain.
    'apply applies applied applicable worth stay stays happen happens mean means go goes make makes take takes use uses thing things ' +
    'like look looking regarding concerning situation case currently usually generally exactly actually really').split(' '),
);

/** A word of a text: its stem, and the word as written. */
interface Word {
  stem: string;
  word: string;
}

/** Stems of a text, in order (numbers without separators: "$750,000" → "750000"). */
export function tokens(text: string): string[] {
  return words(text).map((w) => w.stem);
}

/** The words of a text that carry meaning, with their stems. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  const plain = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'");
  for (const match of plain.matchAll(/[a-z]+(?:'[a-z]+)?|\d+(?:[.,]\d+)*/g)) {
    let w = match[0];
    if (/^\d/.test(w)) {
      w = w.replace(/,(?=\d{3}\b)/g, '').replace(/,/g, '').replace(/\.$/, '');
      out.push({ stem: w, word: match[0] });
      continue;
    }
    w = w.replace(/'s$/, '').replace(/n't$/, ' not').replace(/'/g, '');
    for (const part of w.split(' ')) {
      if (!STOP.has(part)) out.push({ stem: stem(part), word: part });
    }
  }
  return out;
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|no|nos|inc|co|corp|ltd|st|mr|mrs|ms|dr|approx|dept|ft|lbs?|sq|min|max|jr|sr)|\b[a-z]\.[a-z]|\b[A-Z])\.$/i;

/** Splits a paragraph into sentences at . ! ? followed by a capital, a digit or a quote. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]["”’)]?\s+(?=["“‘($]?[A-Z0-9])/g)) {
    const end = m.index! + m[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (ABBREVIATIONS.test(candidate.replace(/["”’)]$/, ''))) continue;
    out.push(candidate.trim());
    start = m.index! + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}
