// The words underwriters use for the same thing. A question's word finds passages written with any
// word of its group ("excluded" finds "ineligible", "prohibited" and "does not write"). Groups
// marked weak are generic (eligible, policy, required): they help rank but weigh little when
// deciding whether the documents cover a question at all.
import { tokens, words as wordsOf } from './text';

interface Group {
  words: string[];
  weak?: boolean;
}

const GROUPS: Group[] = [
  { words: ['binding authority', 'bind', 'binding', 'bound', 'authority to bind', 'binding limit'] },
  { words: ['total insured value', 'tiv', 'insured value', 'total insurable value'] },
  { words: ['limit', 'limits', 'maximum', 'max', 'up to', 'cap', 'highest', 'largest', 'ceiling', 'sub-limited', 'exceed', 'no more than'], weak: true },
  { words: ['minimum', 'min', 'at least', 'lowest', 'smallest', 'fewer than'], weak: true },
  {
    words: [
      'excluded', 'exclude', 'exclusion', 'ineligible', 'eligible', 'eligibility', 'prohibited', 'prohibit', 'not eligible', 'not write',
      'not quote', 'not cover', 'acceptable', 'unacceptable', 'allowed', 'permitted', 'qualify', 'accept', 'appetite', 'target',
    ],
    weak: true,
  },
  { words: ['class', 'classes', 'risk', 'type', 'kind', 'operation', 'occupancy', 'business', 'account', 'exposure', 'category'], weak: true },
  {
    words: [
      'insurance', 'insure', 'insured', 'policy', 'coverage', 'cover', 'covered', 'carrier', 'company', 'offer', 'provide', 'available',
      'program', 'agent', 'broker', 'underwriting', 'guideline', 'rule', 'write', 'written',
    ],
    weak: true,
  },
  { words: ['need', 'needed', 'require', 'required', 'requirement', 'must', 'mandatory', 'necessary', 'have to'], weak: true },
  { words: ['soon', 'fast', 'quickly', 'long', 'deadline', 'within', 'days', 'hours', 'time', 'when'], weak: true },
  { words: ['percentage', 'percent', 'share', 'portion', 'proportion'], weak: true },
  { words: ['deductible', 'aop', 'all other perils', 'retention', 'self-insured retention', 'sir'] },
  { words: ['wind', 'hail', 'windstorm'] },
  { words: ['named storm', 'hurricane', 'tropical storm'] },
  { words: ['age', 'old', 'older', 'years old', 'newer', 'model year'] },
  { words: ['vacant', 'vacancy', 'unoccupied', 'empty'] },
  { words: ['driver', 'operator', 'employee who drives'] },
  { words: ['mvr', 'motor vehicle record', 'driving record'] },
  { words: ['loss runs', 'loss history', 'claims history', 'prior losses', 'loss experience'] },
  { words: ['documents', 'document', 'paperwork', 'forms', 'submission', 'send', 'submit', 'application', 'checklist'] },
  { words: ['protection class', 'ppc', 'fire protection', 'public protection class'] },
  { words: ['subcontractor', 'subcontracted', 'subcontract', 'subcontracting', 'subs', '1099'] },
  { words: ['premium', 'price', 'pricing'] },
  { words: ['quote', 'quotation', 'proposal'] },
  { words: ['valid', 'firm', 'good for', 'expire', 'expires'] },
  { words: ['sprinkler', 'sprinklered', 'fire suppression', 'automatic sprinkler'] },
  { words: ['telematics', 'gps', 'eld', 'tracking device', 'tracking'] },
  { words: ['dash camera', 'dash cam', 'dashcam', 'camera'] },
  { words: ['report', 'reported', 'notify', 'notice', 'notified'] },
  { words: ['panel', 'electrical panel', 'breaker box', 'fuse box'] },
  { words: ['short-term rental', 'vacation rental', 'airbnb', 'vrbo'] },
  { words: ['nightclub', 'bar', 'tavern', 'night club'] },
  { words: ['apartment', 'habitational', 'condominium', 'condo'] },
  { words: ['equipment', 'tools', 'machinery', 'tool'] },
  { words: ['theft', 'stolen', 'steal'] },
  { words: ['unlocked', 'unsecured', 'unattended'] },
  { words: ['cdl', 'commercial driver’s license', 'commercial license'] },
  { words: ['moving violation', 'violation', 'ticket', 'tickets', 'speeding'] },
  { words: ['dwelling', 'home', 'house', 'residence'] },
  { words: ['revenue', 'sales', 'receipts', 'turnover'] },
  { words: ['coinsurance', 'co-insurance', 'insurance to value'] },
  { words: ['valued', 'valuation', 'value', 'settled', 'settlement', 'settle'] },
  { words: ['vehicle', 'power unit', 'auto'] },
  { words: ['bop', 'businessowners', 'businessowners policy', 'business owners policy'] },
  { words: ['roof', 'roofing', 'shingles'] },
  { words: ['wood stove', 'solid-fuel', 'wood boiler', 'wood burning'] },
];

/** A question's concept: the words that mean it (each a phrase of stems), and whether it is generic. */
export interface Concept {
  /** The question's own words, as typed (for "found nothing about …"). */
  asked: string;
  variants: string[][];
  weak: boolean;
}

interface StemmedGroup {
  variants: string[][];
  weak: boolean;
}

const STEMMED: StemmedGroup[] = GROUPS.map((g) => ({
  variants: g.words.map((w) => tokens(w)).filter((v) => v.length > 0),
  weak: !!g.weak,
}));

/** Stems that never make a concept on their own (negations; a question's "not" is not a topic). */
const NOT_A_TOPIC = new Set(['not', 'no', 'nor', 'without']);

const same = (a: string[], b: string[], at: number): boolean => b.every((t, i) => a[at + i] === t);

/**
 * The concepts of a question: its words, longest synonym phrases first, each with the words of
 * its group. What is left is a concept of its own (numbers included).
 */
export function conceptsOf(question: string): Concept[] {
  const asked = wordsOf(question);
  const words = asked.map((w) => w.stem);
  const out: Concept[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < words.length) {
    let best: { group: StemmedGroup; length: number } | null = null;
    for (const group of STEMMED) {
      for (const variant of group.variants) {
        if (variant.length > (best?.length ?? 0) && same(words, variant, i)) best = { group, length: variant.length };
      }
    }
    const span = words.slice(i, i + (best?.length ?? 1));
    const surface = asked.slice(i, i + span.length).map((w) => w.word).join(' ');
    const key = best ? `g:${STEMMED.indexOf(best.group)}` : `w:${span[0]}`;
    i += span.length;
    if (!best && NOT_A_TOPIC.has(span[0]!)) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ asked: surface, variants: best ? best.group.variants : [span], weak: best?.group.weak ?? false });
  }
  return out;
}

/** True when the stems hold the phrase (consecutive). */
export function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 1) return words.includes(phrase[0]!);
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((t, k) => words[i + k] === t)) return true;
  }
  return false;
}
