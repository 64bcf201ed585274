// The Porter stemmer (M. F. Porter, 1980), so "excluded", "excludes" and "exclude" (or
// "eligible" and "eligibility") meet on one stem. Small, deterministic, no dependencies.

const STEP2: Record<string, string> = {
  ational: 'ate', tional: 'tion', enci: 'ence', anci: 'ance', izer: 'ize', bli: 'ble', alli: 'al', entli: 'ent', eli: 'e',
  ousli: 'ous', ization: 'ize', ation: 'ate', ator: 'ate', alism: 'al', iveness: 'ive', fulness: 'ful', ousness: 'ous',
  aliti: 'al', iviti: 'ive', biliti: 'ble', logi: 'log',
};
const STEP3: Record<string, string> = { icate: 'ic', ative: '', alize: 'al', iciti: 'ic', ical: 'ic', ful: '', ness: '' };

const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const MGR0 = new RegExp(`^(${C})?${V}${C}`); // measure > 0
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`); // measure = 1
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`); // measure > 1
const S_V = new RegExp(`^(${C})?${v}`); // has a vowel
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);

export function stem(word: string): string {
  if (word.length < 3) return word;
  let w = word;
  const firstY = w[0] === 'y';
  if (firstY) w = `Y${w.slice(1)}`;

  // Step 1a
  if (/^(.+?)(ss|i)es$/.test(w)) w = w.replace(/^(.+?)(ss|i)es$/, '$1$2');
  else if (/^(.+?)([^s])s$/.test(w)) w = w.replace(/^(.+?)([^s])s$/, '$1$2');

  // Step 1b
  let m = /^(.+?)eed$/.exec(w);
  if (m) {
    if (MGR0.test(m[1]!)) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w)) && S_V.test(m[1]!)) {
    w = m[1]!;
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (CVC.test(w)) w += 'e';
  }

  // Step 1c
  if ((m = /^(.+?)y$/.exec(w)) && S_V.test(m[1]!)) w = `${m[1]}i`;

  // Step 2
  m = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(w);
  if (m && MGR0.test(m[1]!)) w = m[1]! + STEP2[m[2]!];

  // Step 3
  m = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w);
  if (m && MGR0.test(m[1]!)) w = m[1]! + STEP3[m[2]!];

  // Step 4
  m = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w);
  if (m) {
    if (MGR1.test(m[1]!)) w = m[1]!;
  } else if ((m = /^(.+?)(s|t)(ion)$/.exec(w)) && MGR1.test(m[1]! + m[2]!)) {
    w = m[1]! + m[2]!;
  }

  // Step 5
  if ((m = /^(.+?)e$/.exec(w))) {
    const base = m[1]!;
    if (MGR1.test(base) || (MEQ1.test(base) && !CVC.test(base))) w = base;
  }
  if (/ll$/.test(w) && MGR1.test(w)) w = w.slice(0, -1);

  return firstY ? `y${w.slice(1)}` : w;
}
