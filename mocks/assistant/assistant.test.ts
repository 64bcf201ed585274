// The assistant's reading of questions, figures and documents, and the shape of its answers,
// on small documents written here (the eval in scripts/eval-assistant measures it on real guides).
import { describe, expect, it } from 'vitest';
import { b, h, p } from '../db/carrier-docs/blocks';
import { carrierDocument } from '../db/carriers';
import { pdfSegments, type PdfBlock } from '../db/pdf';
import { answerFrom, answersOwnTopic, composeAnswer, declines, partsOf } from './answer';
import { pageLines, type Item } from './extract';
import { conditionsOf, inside, isInside, quantitiesOf, sameUnit, side } from './numbers';
import { blocksFromLines, blocksFromSegments, unitsOf, type TextLine } from './passages';
import { asAsked, conceptsOf } from './question';
import { UnitIndex } from './search';
import { fold, isStop, words } from './text';

const GUIDE: PdfBlock[] = [
  { type: 'title', text: 'Acme Mutual' },
  h('1. Roofs'),
  p(
    'Roofs up to 20 years old are settled at replacement cost. Roofs older than 20 years are written with actual cash value settlement for the roof surface, and roofs older than 30 years are ineligible until replaced.',
  ),
  h('2. Ineligible Risks'),
  p('The following risks are ineligible for the homeowners program:'),
  b('Short-term rentals of fewer than 30 days.'),
  b('Homes with knob-and-tube wiring or Zinsco electrical panels.'),
  h('3. Deductibles'),
  b('The minimum all other perils (AOP) deductible is $1,000.'),
  b('A wind and hail deductible of 2% of Coverage A applies in coastal counties.'),
  h('4. Drivers'),
  p('Every driver must be at least 21 years old. Drivers of heavy trucks must be at least 25 years old.'),
  h('5. Binding Authority'),
  p('Agents may bind homeowners policies with Coverage A up to $750,000 without prior underwriter approval.'),
  p('Fleets of 11 to 50 power units require underwriter approval before binding.'),
  h('6. Inspections'),
  p('Every new risk is inspected within 45 days of binding.'),
];

const SOURCES = new Map([['d1', { title: 'Acme Guide', url: '/docs/acme.pdf' }]]);

function ask(question: string, blocks = GUIDE): string {
  const units = unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks })));
  return answerFrom(new UnitIndex(units), 'Acme Mutual', 1, question, SOURCES);
}

/** A reply from text blocks as the PDF reader makes them (table rows among them). */
function askBlocks(question: string, blocks: { type: PdfBlock['type'] | 'row'; text: string }[]): string {
  const units = unitsOf(
    'd1',
    'Acme Guide',
    blocks.map((b) => ({ ...b, pages: [[0, 1]] as [number, number][] })),
  );
  return answerFrom(new UnitIndex(units), 'Acme Mutual', 1, question, SOURCES);
}

/** A run of text as pdf.js gives it, `em` of its size wide a character. */
const textRun = (str: string, x: number, y: number, size = 9, bold = false, em = 0.5): Item => ({
  str,
  x,
  y,
  width: str.length * size * em,
  size,
  bold,
});

/** The direct answer: the reply's first paragraph. */
const direct = (reply: string) => reply.split('\n\n')[0]!;
const cites = (text: string) => [...text.matchAll(/\]\(\/docs\/acme\.pdf#page=\d+\)/g)].length;

describe('glossary: shorthand is spelled out, as data', () => {
  it('reads "min AOP ded" as the minimum all other perils deductible', () => {
    const concepts = conceptsOf('min AOP ded?').map((c) => ({ words: c.variants.map((v) => v.join(' ')), weak: c.weak }));
    expect(concepts).toEqual([
      { words: expect.arrayContaining(['minimum', 'min']), weak: true },
      { words: expect.arrayContaining(['peril', 'aop']), weak: false },
      { words: expect.arrayContaining(['deduct', 'ded']), weak: false },
    ]);
  });

  it('knows form codes however they are written, and keeps both readings of an ambiguous shorthand', () => {
    for (const q of ['HO-3', 'ho3', 'HO 3', 'HO-3s'])
      expect(conceptsOf(`max cov A on an ${q}?`).some((c) => c.variants.some((v) => v.join(' ') === 'homeown'))).toBe(true);
    // (A plural is the form too: "HO-3s", "DP-3's".)
    expect(fold("HO-3s and DP-3's")).toBe('ho3 and dp3');
    const comp = conceptsOf('comp ded?').find((c) => c.asked === 'comp')!;
    expect(comp.variants.map((v) => v.join(' '))).toEqual(expect.arrayContaining(['comprehens', 'worker compens']));
  });

  it('reads CA as commercial auto as well as California, EPL as employment practices liability, and an op as an operator', () => {
    const readings = (q: string, asked: string) =>
      conceptsOf(q)
        .find((c) => c.asked === asked)
        ?.variants.map((v) => v.join(' '));
    expect(readings('min prem on a CA policy?', 'ca')).toEqual(expect.arrayContaining(['california', 'commerci auto']));
    expect(readings('EPL retention?', 'epl')).toEqual(expect.arrayContaining(['employ practic liabil']));
    expect(readings('crane op is 20', 'op')).toEqual(expect.arrayContaining(['oper']));
  });

  it('knows an e-bike is an electric bicycle', () => {
    const bike = conceptsOf('30% of sales in e-bikes').find((c) => c.asked.includes('bike'));
    expect(bike?.variants.map((v) => v.join(' '))).toEqual(expect.arrayContaining(['electr bicycl']));
  });

  it('spells out shorthand written with an ampersand and the trade’s own codes (A&M, GKLL, IC, biz)', () => {
    const readings = (q: string, asked: string) =>
      conceptsOf(q)
        .find((c) => c.asked === asked)
        ?.variants.map((v) => v.join(' '));
    expect(readings('A&M limits for a gym?', 'a&m')).toEqual(expect.arrayContaining(['abus molest', 'sexual misconduct']));
    expect(readings('GKLL comp ded per auto?', 'gkll')).toEqual(expect.arrayContaining(['garagekeep legal liabil']));
    expect(readings('do IC trainers need their own cov?', 'ic')).toEqual(expect.arrayContaining(['independ contractor']));
    expect(readings('min prem for this biz?', 'biz')).toEqual(expect.arrayContaining(['busi']));
    expect(readings('how long do they keep cam footage?', 'cam')).toEqual(expect.arrayContaining(['camera']));
    expect(readings('pilots did a refresher in a sim, any credit?', 'sim')).toEqual(expect.arrayContaining(['simul']));
    expect(readings('inspector is also a licensed realtor, ok?', 'realtor')).toEqual(expect.arrayContaining(['real estat agent']));
    expect(readings('what does a 24 mo ERP cost?', 'erp')).toEqual(expect.arrayContaining(['extend report']));
    expect(readings('min prem for a solo CPA?', 'solo')).toEqual(expect.arrayContaining(['sole practition']));
    // (A truncation that only spells the word out is that word, with no synonyms of its own.)
    expect(readings('can I bind a single loc w/ TIV of $1.8M?', 'location')).toEqual(['locat']);
    expect(readings('pinsetter EB ded?', 'eb')).toEqual(expect.arrayContaining(['equip breakdown']));
    // "Missing" is no stop word, though "miss" is one (a title): "missing docs" are missing items.
    expect(conceptsOf('how long to get missing docs in after binding').map((c) => c.asked)).toContain('missing');
    // People on a job are its staff: "security ppl" are security employees.
    expect(readings('do they need security ppl?', 'ppl')).toEqual(expect.arrayContaining(['peopl', 'staff', 'employe']));
    // A code written with "&" is a word of its documents too ("E&S Submission Procedures"), read as the agent writes it.
    expect(words('E&S Submission Procedures').map((w) => w.stem)).toEqual(['e&s', 'submiss', 'procedur']);
    expect(readings('how long are E&S quotes good for?', 'e&s')).toEqual(expect.arrayContaining(['excess surplu', 'e&s']));
    // "Does the policy respond?" asks whether it covers: a generic word, no topic the guide must use.
    expect(
      conceptsOf('class in a city park, does the policy respond?')
        .filter((c) => !c.weak)
        .map((c) => c.asked),
    ).toEqual(['city', 'park']);
  });

  it('answers a question in shorthand from the guide’s own words', () => {
    expect(direct(ask('min AOP ded?'))).toContain('$1,000');
  });

  it('reads agents’ phrases for a quote’s life, a flat decline, an AI and days of the week', () => {
    const readingsOf = (q: string, asked: string) =>
      conceptsOf(q)
        .find((c) => c.asked === asked)!
        .variants.map((v) => v.join(' '));
    const guide = [
      h('Quotes'),
      p('Quotes remain firm for 30 days.'),
      h('Additional insureds'),
      p('Distributors may be added as additional insureds by endorsement at no charge.'),
      h('Ineligible'),
      p('Security firms in business fewer than three years are ineligible.'),
    ];
    expect(direct(ask('how long are quotes good for?', guide))).toContain('30 days');
    expect(direct(ask('distributor wants to be an AI, can we add them?', guide))).toContain('additional insureds');
    expect(direct(ask('security co only 2 yrs in business, is that a flat decline?', guide))).toMatch(/^Yes: .*fewer than three years/);
    expect(conceptsOf('open til midnight fri and sat').map((c) => c.asked)).not.toContain('fri');
    // "Cov-wise" is coverage; "wise" is no word of the question.
    expect(conceptsOf('what can we do cov-wise on it?').map((c) => c.asked)).toEqual(expect.arrayContaining(['cov']));
    expect(conceptsOf('what can we do cov-wise on it?').map((c) => c.asked)).not.toContain('wise');
    // A glossary phrase may be typed with a shorthand in it: "med pay" is medical payments, not "medical" and "pay".
    expect(conceptsOf('med pay per passenger')[0]!.variants.map((v) => v.join(' '))).toContain('medic payment');
    expect(conceptsOf('how often are the staff bg checks run?').some((c) => c.variants.some((v) => v.join(' ') === 'background'))).toBe(
      true,
    );
    expect(conceptsOf('subs out abt 35% of their work').map((c) => c.asked)).not.toContain('abt');
    expect(conceptsOf('phys dam on an F-250?')[0]!.variants.map((v) => v.join(' '))).toContain('physic damag');
    for (const [q, word, reading] of [
      ['phys dmg on it?', 'dmg', 'damag'],
      ['med pay per passenger?', 'med', 'medic'],
      ['ambulatory surgery ctr?', 'ctr', 'center'],
      ['pt charts limit?', 'pt', 'patient'],
    ] as const)
      expect(
        conceptsOf(q)
          .find((c) => c.asked.split(' ').includes(word))!
          .variants.flat(),
      ).toContain(reading);
    // New business is what a guide calls a new submission.
    expect(
      conceptsOf('what pics do u need on new biz?')
        .find((c) => c.asked === 'new biz')!
        .variants.map((v) => v.join(' ')),
    ).toContain('new submiss');
    // An MSP is a managed service provider.
    expect(readingsOf('insd is a small MSP, can we write them?', 'msp')).toContain('manag servic provid');
    // A hoist is a vehicle lift, a road test a test drive; "ballpark" and "workable" are filler.
    expect(readingsOf('how often are the hoists inspected?', 'hoists')).toContain('lift');
    expect(readingsOf('can he road test customer cars?', 'road test')).toContain('test drive');
    expect(conceptsOf('ballpark base prem? workable?').map((c) => c.asked)).toEqual(['base', 'prem']);
    // The age of a shop's people: "newest tech is 19".
    expect(quantitiesOf('newest tech is 19')[0]!.units).toContain('age');
    // A trailer park is what a guide calls a manufactured home community.
    expect(
      conceptsOf('little trailer park w/ 6 lots')
        .find((c) => c.asked === 'trailer park')!
        .variants.map((v) => v.join(' ')),
    ).toContain('manufactur home commun');
    const limits = [h('Limits'), p('Assault and battery coverage is included at $250,000 each claim.')];
    expect(direct(ask('whats the A&B sublimit', limits))).toContain('$250,000');
  });

  it('reads the agent’s everyday words the documents never use as the guide’s term (everyday.json), and only those', () => {
    const guide = [
      h('Medical payments'),
      p('Medical payments coverage of $5,000 per person applies to volunteers.'),
      h('Plumbing'),
      p('Freezing of plumbing is excluded unless the heat is kept at 55°F.'),
    ];
    expect(direct(ask('does it pay the doctor bills?', guide))).toContain('$5,000 per person');
    expect(direct(ask('who pays the hospital bills?', guide))).toContain('$5,000 per person');
    // "pipes" is the documents' word (plumbing); only "bursting" is read as the water damage it stands for.
    const concepts = new UnitIndex(
      unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: guide }))),
    ).search('pipes bursting in winter, is that covered?').question.concepts;
    expect(concepts.map((c) => c.asked)).toContain('pipes');
  });

  it('reads the everyday words of more lines of business: roadside calls, inspection recs, background checks', () => {
    const guide = [
      h('Eligible operations'),
      p('Roadside service calls such as tire changes, fuel delivery, jump starts and lockouts, when made in a listed unit.'),
      h('Loss control'),
      p('Loss control recommendations must be completed within 60 days of the inspection report.'),
      h('Staff'),
      p('A criminal background check is run on every employee at hire and every three years after.'),
    ];
    expect(direct(ask('insd mostly swaps a flat or brings somebody gas, is that ok?', guide))).toContain('fuel delivery');
    expect(direct(ask('how long does insd have to finish the recs?', guide))).toContain('within 60 days');
    expect(direct(ask('how often are they screening employees?', guide))).toContain('every three years');
  });

  it('maps an everyday word only to a term the documents write as such (“footage”: not “square feet” from “square foot” and “12 feet”)', () => {
    const guide = [
      h('Security'),
      p('Every Facility must meet the following standards before binding:'),
      b('Video surveillance covering the gate, office and every drive aisle, with recordings retained for at least 30 days.'),
      b('Gate access by individual code, with the access log kept for 90 days.'),
      h('Rates'),
      p('Rates are per square foot of rentable area.'),
      b('Facilities with more than 1,500 units are referred.'),
      b('Auctions of delinquent units follow the state lien law.'),
      b('Tenant insurance is offered at every rental counter.'),
      b('Climate-controlled buildings carry a $2,500 deductible.'),
      b('Boat and RV spaces must be paved, lit and at least 12 feet wide.'),
      b('A manager lives on site or visits daily.'),
    ];
    expect(direct(askBlocks('how long does the insd have to keep the camera footage', guide))).toContain(
      'recordings retained for at least 30 days',
    );
  });

  it('reads a trade’s product for the place that makes it ("cider": cideries)', () => {
    const guide = [
      h('Eligible classes'),
      p('Wineries making up to 50,000 cases a year.'),
      p('Cideries and meaderies, on the same terms as wineries.'),
      h('Production'),
      p('Annual production is counted in 9-liter cases for wine, cider and mead.'),
    ];
    expect(direct(ask('insd also makes hard cider, same rules as the winery side?', guide))).toContain('Cideries');
  });
});

describe('what a question measures: "how old", "how long", "how often" are met by a figure of that kind', () => {
  it('reads "how old" of a person as an age, and a bare "%" as asking for a share', () => {
    const measure = (q: string) => conceptsOf(q).find((c) => c.measure)?.measure;
    expect(measure('how old does a worker have to be to drive customer cars?')).toEqual(['year', 'age']);
    expect(measure('how old can the MVR be?')).toContain('day');
    expect(measure('max bid bond %?')).toEqual(['percent']);
    expect(measure('restaurant w/ 30% alcohol sales ok?')).toBeUndefined();
  });

  it('answers "how tall" with a height in feet, in whatever words ("at least 8 feet high")', () => {
    const rules: PdfBlock[] = [
      h('Fencing'),
      p('A perimeter fence at least 8 feet high must enclose the whole facility.'),
      p('Public barriers are inspected every 6 months.'),
    ];
    expect(conceptsOf('how tall does the outer fence need to be?').find((c) => c.measure)?.measure).toEqual(['foot']);
    expect(direct(ask('how tall does the outer fence need to be?', rules))).toContain('at least 8 feet high');
  });

  it('answers "how old can the MVR be" with the rule that dates it', () => {
    const rules: PdfBlock[] = [
      h('Drivers'),
      p('Motor vehicle reports are ordered on every driver at binding.'),
      p('An MVR must be dated within 45 days of the policy effective date.'),
      p('Hoods must be cleaned at least every 3 months.'),
    ];
    expect(conceptsOf('how old can the mvr be').find((c) => c.measure)?.measure).toEqual(expect.arrayContaining(['day']));
    expect(direct(ask('how old can the mvr be at binding', rules))).toContain('45 days');
    expect(direct(ask('how often do the hoods get cleaned?', rules))).toContain('every 3 months');
  });
});

describe('stop words: filler is dropped, underwriting words are kept', () => {
  it('drops general English and its forms, from a maintained list', () => {
    for (const w of ['still', 'wants', 'his', 'anyway', 'calling', 'the', 'does']) expect(isStop(w), w).toBe(true);
    for (const w of ['fire', 'old', 'not', 'without', 'value', 'roof', 'deductible', 'keys', 'members', 'results', 'front'])
      expect(isStop(w), w).toBe(false);
    expect(words('my client still wants to know anyway').map((w) => w.word)).toEqual(['client']);
  });

  it('answers despite the filler around the question', () => {
    expect(direct(ask('hey so my client still wants to know the min AOP ded anyway rn'))).toContain('$1,000');
  });
});

describe('numbers: the agent’s figures against thresholds, ranges and table rows', () => {
  it('reads the case’s figures with what they count', () => {
    expect(quantitiesOf('a 24 yrs old roof')).toEqual([{ value: 24, units: ['year', 'age'], text: '24 years' }]);
    expect(quantitiesOf('licensed 4 yrs')[0]!.units).toEqual(['year']);
    expect(quantitiesOf('employee count is over 250')[0]).toMatchObject({ value: 251, text: 'over 250' });
    expect(quantitiesOf('a 30,000 lb truck')[0]).toMatchObject({ value: 30000, units: ['pound'] });
    expect(quantitiesOf('keeps 30 gal of ink')[0]).toMatchObject({ value: 30, units: ['gallon'], text: '30 gallons' });
    expect(quantitiesOf('premium around $1,800')[0]).toMatchObject({ value: 1800, units: expect.arrayContaining(['usd']), text: '$1,800' });
    expect(quantitiesOf('a Tier 1 wind/hail deductible')[0]!.units).toEqual(['tier']);
    expect(quantitiesOf('cov a 450k')[0]).toMatchObject({ value: 450000, units: expect.arrayContaining(['usd']) });
  });

  it('reads a unit typed against its figure ("24ft", "22yrs old", "20yo"), and not "4x4"', () => {
    expect(quantitiesOf('a 24ft bowrider')[0]).toMatchObject({ value: 24, units: ['foot'] });
    expect(quantitiesOf('roof is 22yrs old')[0]).toMatchObject({ value: 22, units: expect.arrayContaining(['year', 'age']) });
    expect(quantitiesOf('driver is 20yo')[0]).toMatchObject({ value: 20, units: expect.arrayContaining(['age']) });
    expect(quantitiesOf('a 4x4 pickup')).toEqual([]);
  });

  it('weighs a share of the case against a share of the business ("35% auto lockouts" and "40% of receipts"), not of payroll', () => {
    const [auto] = quantitiesOf('35% auto lockouts');
    const [receipts, payroll] = conditionsOf(
      'Automotive work is no more than 40% of receipts, and subcontracted work no more than 25% of payroll.',
    );
    expect(sameUnit(auto!, receipts!)).toBe(true);
    expect(sameUnit(quantitiesOf('35% of sales from auto lockouts')[0]!, payroll!)).toBe(false);
  });

  it('reads the figure of a renter, rider, guest or patient as an age, as it does a driver’s', () => {
    for (const who of ['renter', 'rider', 'guest', 'patient', 'camper'])
      expect(quantitiesOf(`the ${who} is 15`)[0]!.units).toContain('age');
  });

  it('reads billions ("$3.1B", "$2.5 billion") and keeps a bare "2b" a label', () => {
    expect(quantitiesOf('RIA w/ $3.1B AUM')[0]).toMatchObject({ value: 3_100_000_000 });
    expect(conditionsOf('Advisers with AUM of up to $2.5 billion.')[0]).toMatchObject({ hi: 2_500_000_000, kind: 'ceiling' });
    expect(conditionsOf('AUM band: $500M to $1B')[0]).toMatchObject({ lo: 500_000_000, hi: 1_000_000_000, kind: 'range' });
    expect(quantitiesOf('a Phase 2b trial')).toEqual([]);
  });

  it('reads thresholds (strict or not) and ranges, and says which side a case is on', () => {
    const [twenty, thirty] = conditionsOf(
      'Roofs older than 20 years are written at actual cash value, and roofs older than 30 years are ineligible.',
    );
    expect(twenty).toMatchObject({ lo: 20, hi: null, loIn: false, kind: 'floor' });
    expect([inside(24, twenty!), inside(24, thirty!), inside(20, twenty!)]).toEqual([true, false, false]);
    const age = quantitiesOf('24 yr old roof')[0]!;
    expect(side(age, twenty!)).toBe('24 years is over 20 years');
    // On the bound itself, in words that say it is allowed.
    const [losses] = conditionsOf('No more than two losses in three years.');
    expect(side(quantitiesOf('2 losses')[0]!, losses!)).toBe('2 losses is no more than two losses');
    const [driver] = conditionsOf('Drivers must be at least 21 years old.');
    expect(side(quantitiesOf('driver is 21')[0]!, driver!)).toBe('21 is at least 21 years');
    const [staff] = conditionsOf('A written safety program is required for 25 or more employees.');
    expect(side(quantitiesOf('25 employees')[0]!, staff!)).toBe('25 employees is 25 or more employees');
    // Outside a bound that says its own side, the bound alone.
    expect(side(quantitiesOf('12 employees')[0]!, staff!)).toBe('12 employees is under 25 employees');
    const [firm] = conditionsOf('the firm has 10 or fewer professionals;');
    expect(side(quantitiesOf('w/ 12 professionals')[0]!, firm!)).toBe('12 professionals is over 10 professionals');
    expect(conditionsOf('No more than two losses in three years.')[0]).toMatchObject({ lo: null, hi: 2, hiIn: true, kind: 'ceiling' });
    expect(conditionsOf('Drivers must be at least 21 years old.')[0]).toMatchObject({ lo: 21, loIn: true, kind: 'floor' });
    expect(conditionsOf('Coverage A from $150,000 to $1,500,000.')[0]).toMatchObject({ lo: 150000, hi: 1500000, kind: 'range' });
    // An age is no span of time, and a span of time no age.
    const [adult] = conditionsOf('Drivers must be at least 23 years old.');
    expect(sameUnit(quantitiesOf('licensed 4 yrs')[0]!, adult!)).toBe(false);
    expect(sameUnit(quantitiesOf('22 yo driver')[0]!, adult!)).toBe(true);
  });

  it('sets a year of the calendar against an age in the documents’ year, and a span in years against one in months', () => {
    const rules: PdfBlock[] = [
      h('Acme Auto Manual 2026'),
      p('Physical damage is written on vehicles 12 model years old or newer.'),
      p('A driver with a major violation in the last 60 months must be excluded.'),
      p('Drivers who need a CDL must be at least 23 years old.'),
    ];
    const units = unitsOf('d1', 'Acme Auto Manual 2026', blocksFromSegments(pdfSegments({ title: 'Acme', footer: 'Acme', blocks: rules })));
    const reply = (q: string) => direct(composeAnswer('Acme', 1, new UnitIndex(units).search(q), SOURCES));
    expect(reply('2011 pickup, can i write physical damage on it?')).toMatch(/^No: 15 years \(2011 pickup\) is over 12 model years/);
    expect(reply('2020 pickup, can i write physical damage on it?')).toMatch(/^Yes: /);
    // (A year and the age the agent gives for it are one figure.)
    expect(reply('pickup is a 2011, so 15 yrs old - can i write physical damage on it?')).toMatch(
      /^No: 15 years is over 12 model years\. Physical/,
    );
    expect(sameUnit(quantitiesOf('a DUI 3 yrs ago')[0]!, conditionsOf('in the last 60 months')[0]!)).toBe(true);
    expect(sameUnit(quantitiesOf('lapsed 2 wks ago')[0]!, conditionsOf('within the last 30 days')[0]!)).toBe(true);
    // An age is no span of months; it is an age of years.
    expect(sameUnit(quantitiesOf('pilot is 74 yo')[0]!, conditionsOf('a flight review every 24 months')[0]!)).toBe(false);
    expect(sameUnit(quantitiesOf('24 yr old roof')[0]!, conditionsOf('Roofs older than 20 years')[0]!)).toBe(true);
    // What the agent asks a rate on is no figure of the case.
    expect(quantitiesOf('adult-use store w/ $1.7M sales, whats the GL rate per $1k?').map((q) => q.value)).toEqual([1700000]);
    // A claim's money is no limit the case names, unless the case names a claim.
    const incurred = conditionsOf('none with more than $100,000 incurred')[0]!;
    expect(sameUnit(quantitiesOf('wants 1M/2M')[0]!, incurred)).toBe(false);
    expect(sameUnit(quantitiesOf('a $140k claim last yr')[0]!, incurred)).toBe(true);
    // A rule for cases the agent says this is not decides nothing.
    expect(reply('driver is 22, doesn’t need a CDL, ok?')).not.toMatch(/^No\b/);
    expect(reply('driver is 22 and needs a CDL, ok?')).toMatch(/^No: /);
  });

  it('reads a date as its year: "built before June 15, 1976" is a ceiling on the year built', () => {
    expect(conditionsOf('A mobile home built before June 15, 1976, is ineligible whatever its updates.')).toEqual([
      expect.objectContaining({ hi: 1976, kind: 'ceiling', units: ['calendar'] }),
    ]);
    expect(quantitiesOf('built 6/15/1974')).toEqual([expect.objectContaining({ value: 1974, units: ['calendar'] })]);
  });

  it('meets the unit of the case’s figure with a rule on the same measure ("four months": "longer than 90 days")', () => {
    const guide = [
      h('Drivers'),
      b('Each new driver must complete a recognized towing certification course within 12 months of hire.'),
      h('Storage Lots'),
      b('Vehicles held in storage longer than 90 days are excluded from garagekeepers coverage unless the lien sale has started.'),
      h('Required Documents'),
      b('Send the signed application, five years of loss runs and the driver list within 10 days of binding.'),
      b('Policies without them are cancelled after 30 days, with notice to the insured.'),
      b('Photos of the storage lot fence and lighting are due within 30 days.'),
    ];
    const q =
      'If the yard hangs on to somebody’s car for about four months and nobody’s begun the paperwork to sell it off, is it still protected?';
    expect(direct(askBlocks(q, guide))).toContain('longer than 90 days');
  });

  it('reads money a year as a rate, not a span of time', () => {
    expect(quantitiesOf('about $60k a yr')[0]!.units).toEqual(['usd']);
    expect(conditionsOf('custom farming receipts over $100,000 a year')[0]!.units).not.toContain('year');
    expect(sameUnit(quantitiesOf('been farming 2 yrs')[0]!, conditionsOf('receipts over $100,000 a year')[0]!)).toBe(false);
    // ("25 or more employees": what is counted comes after the comparison.)
    expect(conditionsOf('required for every account with 25 or more employees')[0]).toMatchObject({
      kind: 'floor',
      text: '25 or more employees',
    });
    expect(sameUnit(quantitiesOf('12 person shop')[0]!, conditionsOf('25 or more employees')[0]!)).toBe(true);
    // ("Per occurrence" still names what the figure counts.)
    expect(quantitiesOf('$2M per occurrence')[0]!.units.length).toBe(2);
  });

  it('finds the table row the case falls in, its range read with the column header', () => {
    const [row] = conditionsOf('Building age: 76 to 100 years; Eligibility: Refer; Requirements: a four-point inspection');
    expect(row).toMatchObject({ lo: 76, hi: 100, kind: 'range', units: expect.arrayContaining(['year']) });
    const rows = [
      'Building age: 0 to 25 years; Eligibility: Eligible',
      'Building age: 76 to 100 years; Eligibility: Refer; Requirements: a four-point inspection',
    ];
    const table: PdfBlock[] = [h('Building Age Bands'), ...rows.map((r) => p(r))];
    expect(direct(ask('bldg is 80 yrs old, what do they need?', table))).toContain('four-point inspection');
  });

  it('says which side of the rule the case falls on', () => {
    expect(direct(ask('insured has a 24 yr old roof, how is it settled?'))).toMatch(/^24 years is over 20 years.*actual cash value/);
    // Two figures against one rule: each is named with its side.
    const experience = [h('Eligibility'), p('The operator must have at least three years of farming experience.')];
    expect(direct(ask('son farmed 2 yrs, dad farmed 40 yrs, eligible?', experience))).toMatch(
      /2 years is under three years, and 40 years is over three years/,
    );
  });
});

describe('verdicts: a yes/no question opens with the answer the passage decides', () => {
  it('says no to what a list under "ineligible" names', () => {
    expect(direct(ask('are short term rentals ok?'))).toMatch(/^No: .*Short-term rentals of fewer than 30 days/);
    expect(direct(ask('Is a home with a Zinsco panel eligible?'))).toMatch(/^No: /);
  });

  it('weighs the case’s figures: under a minimum is no, within a limit is yes', () => {
    expect(direct(ask('19 yo driver ok?'))).toMatch(/^No: 19 years is under 21 years\. Every driver must be at least 21 years old/);
    expect(direct(ask('can i bind an HO with cov a 600k myself?'))).toMatch(/^Yes: \$600,000 is under \$750,000\./);
    expect(direct(ask('can i bind an HO with cov a 900k myself?'))).toMatch(/^No: \$900,000 is over \$750,000\./);
  });

  it('reads "do not exceed" and "may not exceed" as a limit the case keeps under, not as a no', () => {
    expect(conditionsOf('Gross receipts do not exceed $1,500,000.')[0]).toMatchObject({
      lo: null,
      hi: 1500000,
      hiIn: true,
      kind: 'ceiling',
    });
    expect(conditionsOf('Subcontracted work may not exceed 25% of annual revenue.')[0]).toMatchObject({ hi: 25, kind: 'ceiling' });
    const binding = [
      h('Binding Authority'),
      p('Agents may bind new accounts without prior underwriter approval when all of the following are true:'),
      b('Gross receipts do not exceed $1,500,000 and the contractor has no more than 15 employees.'),
      p('Subcontracted work may not exceed 25% of annual revenue.'),
    ];
    expect(direct(askBlocks('8 employees, $900k receipts - can i bind it?', binding))).toMatch(/^Yes: /);
    expect(direct(askBlocks('22 employees, $2.7M receipts - can i bind it?', binding))).toMatch(/^No: /);
    expect(direct(askBlocks('subs are like 30% of his revenue, ok?', binding))).toMatch(/^No: 30% is over 25%/);
  });

  it('takes a case without one of what a rule accepts, but with another, as no case against the rule', () => {
    const chapels = [
      h('Eligibility'),
      p('Chapels seating more than 250 people must be fully sprinklered or have a monitored fire alarm reporting to a central station.'),
    ];
    expect(direct(askBlocks('chapel seats 300, no sprinklers but they have a central station alarm. ok?', chapels))).not.toMatch(/^No: /);
    expect(direct(askBlocks('chapel seats 300, no sprinklers and no alarm. ok?', chapels))).toMatch(/^No: /);
  });

  it('reads a negation as reaching its own words only, not past "and" ("no ineligible operations and no more than one claim")', () => {
    const binding = [
      h('Binding'),
      p(
        'Agents may bind contractors with annual revenue up to $2,000,000, no ineligible operations and no more than one claim in the last three years.',
      ),
    ];
    expect(direct(askBlocks('plumber w/ 1.8M revenue, 1 claim in last 3 yrs - can i bind?', binding))).toMatch(/^Yes: /);
    expect(direct(askBlocks('plumber w/ 1.8M revenue, 2 claims in last 3 yrs - can i bind?', binding))).toMatch(/^No: /);
  });

  it('finds the definition of a term however common its word ("how do they define a call")', () => {
    const terms = [
      h('Definitions'),
      b('Retort: the chamber in which a body is cremated.'),
      b('Call: one deceased person for whom the insured provides a removal or funeral service.'),
    ];
    expect(direct(askBlocks('how do they define a call?', terms))).toMatch(/^Definitions: Call: one deceased person/);
  });

  it('weighs a person’s age against ages and years, never against days', () => {
    const units = unitsOf('d1', 'Tow Guide', [
      { type: 'para', text: 'Vehicles held more than 45 days are reported to the state for lien sale.', pages: [[0, 1]] },
      { type: 'para', text: 'Every driver must be at least 23 years old.', pages: [[0, 1]] },
    ]);
    const found = new UnitIndex(units).search('tow driver is 22 w/ a clean MVR, can insd put him on the policy?');
    const facts = found.ranked.flatMap((r) => r.facts.map((f) => `${f.quantity.value} ${f.condition.text}`));
    expect(facts).toContain('22 23 years');
    expect(facts.some((f) => f.includes('45 days'))).toBe(false);
  });

  it('reads a clause that opens with "No more than" as a limit, not as a no', () => {
    const binding = [
      h('Binding Authority'),
      p('Agents may bind a location without underwriter approval when all of the following apply:'),
      b('No more than 1,500 active members and total insured value up to $1,000,000.'),
    ];
    expect(direct(askBlocks('gym has 1,200 members, TIV 850k, can I bind?', binding))).toMatch(/^Yes: /);
    expect(direct(askBlocks('gym has 2,200 members, TIV 850k, can I bind?', binding))).toMatch(/^No: /);
  });

  it('gives the limit the case fails when the best passage is a rule the case only falls under', () => {
    const guide = [
      h('Eligible Facilities'),
      p('Every eligible facility must also meet each of these thresholds:'),
      b('No more than 3,000 active members per location.'),
      b('Annual gross receipts up to $4,000,000 per location.'),
      h('Referral Triggers'),
      p('Refer the account to a fitness underwriter before quoting when any of the following is true:'),
      b('More than 1,500 members at any location.'),
    ];
    expect(direct(askBlocks('insd has 3,400 members at one location, eligible?', guide))).toMatch(
      /^No: .*No more than 3,000 active members/,
    );
    expect(direct(askBlocks('insd has 2,400 members at one location, eligible?', guide))).not.toMatch(/^No: /);
  });

  it('weighs the age a year of building makes against the building’s bounds, not against how recent a paper must be', () => {
    const guide = [
      h('Barn Construction and Fire Protection'),
      p('Barns built before 1975 need an electrical inspection by a licensed electrician dated within three years.'),
      p('Hay and straw above 500 bales is stored in a separate building at least 50 feet from the stabling barn.'),
    ];
    // (1968 is 58 years ago: over "three years", which is the inspection's, not the barn's.)
    expect(direct(ask('barn was built in 1968, do they need an electrical inspection?', guide))).toMatch(/^Yes: 1968 is before 1975\./);
    expect(direct(ask('barn was built in 1988, do they need an electrical inspection?', guide))).toMatch(/^No: 1988 is after 1975\./);
  });

  it('answers "can I bind it?" from the binding authority, and where brokers may bind nothing, says no whatever the case', () => {
    // The seeded Evergreen guides: "Brokers have no binding authority", and bars among the classes.
    const titles = ['E&S General Liability Appetite Guide', 'E&S Submission and Binding Procedures'];
    const index = new UnitIndex(
      titles.flatMap((title, i) => unitsOf(`d${i}`, title, blocksFromSegments(pdfSegments(carrierDocument('evergreen', i, title))))),
    );
    const sources = new Map(titles.map((title, i) => [`d${i}`, { title, url: `/docs/e${i}.pdf` }]));
    const reply = (q: string) => direct(answerFrom(index, 'Evergreen Specialty', 2, q, sources));
    expect(reply('can i bind an evergreen E&S GL for a bar rn?')).toMatch(/^No: Brokers have no binding authority/);
    expect(reply('insd signs the app today, can i just bind the evergreen GL myself')).toMatch(/^No: Brokers have no binding authority/);
    // A decline names what no passage answers, and does not say the documents never use a word they use (“gl”).
    const declined = answerFrom(index, 'Evergreen Specialty', 2, 'what commission on E&S GL?', sources);
    expect(declined).toMatch(/don’t cover that: I found nothing about “commission” in its 2 documents/);
    expect(declined).not.toMatch(/nothing about[^.]*“gl”/);
    // ("How long" is met by the rule that gives how long, in whatever words the rest is asked.)
    expect(reply('how long are E&S GL quotes good for?')).toContain('remain firm for 30 days');
  });

  it('says yes when asked whether a case the referral rule takes in must go to an underwriter', () => {
    const guide = [h('Referral'), p('Refer the following risks to an underwriter before binding:'), b('Dwellings built before 1950.')];
    expect(direct(ask('house was built in 1945, does that have to go to UW before binding?', guide))).toMatch(/^Yes: 1945 is before 1950/);
    expect(direct(ask('house was built in 1945, can I bind it myself?', guide))).toMatch(/^No: /);
    // A case past what agents may bind must go to an underwriter too.
    const authority = [
      h('Binding authority'),
      p('Agents may bind D&O with limits up to $1,000,000 for applicants with revenue up to $25,000,000 without underwriter approval.'),
    ];
    expect(direct(ask('rev is about 62M - do i need underwriter approval?', authority))).toMatch(/^Yes: \$62,000,000 is over \$25,000,000/);
  });

  it('answers from the rule for the case the agent describes, weighing an age as an age and a span as a span', () => {
    // The seeded Bluewater manual: a rule for drivers who need a CDL, and one for every driver.
    const units = ['Commercial Auto Underwriting Manual', 'Fleet Safety Program Requirements'].flatMap((title, i) =>
      unitsOf(`d${i}`, title, blocksFromSegments(pdfSegments(carrierDocument('bluewater', i, title)))),
    );
    const sources = new Map([
      ['d0', { title: 'Manual', url: '/docs/manual.pdf' }],
      ['d1', { title: 'Fleet', url: '/docs/fleet.pdf' }],
    ]);
    const reply = (q: string) =>
      direct(composeAnswer('Bluewater Casualty', 2, new UnitIndex(units).search(q, 'Bluewater Casualty'), sources));
    expect(reply("driver is 22, doesn't need a CDL, licensed 4 yrs. eligible on bluewater comm auto?")).toMatch(
      /^Yes: 22 is over 21 years, and 4 years is over three years\. Every driver must be at least 21/,
    );
  });

  it('never weighs an adult’s age against a few years, which are experience', () => {
    const guide = [
      h('Drivers'),
      p('Every driver must meet these rules at hire:'),
      b('At least three years of licensed U.S. driving experience.'),
      b('Drivers must be at least 23 and no older than 75.'),
    ];
    const reply = askBlocks('driver is 72, still eligible to drive for the insd?', guide);
    expect(reply).not.toMatch(/72 is (over|under) three years/);
  });

  it('puts first the passage that says the question’s words side by side, as the agent put them', () => {
    const guide = [h('Rates'), p('Premium: $500, at minimum.'), p('The minimum premium is $250 per policy.')];
    expect(direct(askBlocks('min prem?', guide))).toMatch(/^The minimum premium is \$250 per policy/);
  });

  it('gives beside the rule the case falls outside the one beside it that takes the case in', () => {
    const reply = direct(ask('hey insd’s roof is 24 yrs old, still RC on the roof?'));
    expect(reply).toMatch(
      /^No: 24 years is over 20 years\. Roofs up to 20 years old are settled at replacement cost\. Roofs older than 20 years/,
    );
    // (The age of "the roof on the house" is the roof's.)
    expect(direct(ask('roof on the house is 23 yrs old, does the roof still get RC?'))).toMatch(/^No: 23 years is over 20 years\. /);
    // (A roof inside the bound gets it: the rule gives what is asked, "RC", to the cases inside it.)
    expect(direct(ask('roof is 12 yrs old, does it still get RC?'))).toMatch(/^Yes: 12 years is under 20 years\. /);
  });

  it('answers from a passage that covers enough of the question over one scored a little higher that does not', () => {
    const guide = [
      h('Rates'),
      { type: 'row' as const, text: 'Occupancy status: Vacant, listed for sale or rent; Form: DP-1; Minimum premium: $750' },
      h('Exclusions'),
      b(
        'Theft of building fixtures, such as copper pipe, wiring and water heaters, is excluded unless the Fixture Theft endorsement is added.',
      ),
    ];
    expect(direct(askBlocks('someone ripped the copper out of his vacant rental, is that covered?', guide))).toContain('copper pipe');
  });

  it('says no when the rule sends the case to an underwriter', () => {
    expect(direct(ask('can i bind 14 power units or does it need uw?'))).toMatch(/^No: .*require underwriter approval/);
  });

  it('reads a table row cell by cell: the row the case is keyed to, the column it names, the bound a column or table sets', () => {
    const limits = [
      { type: 'heading' as const, text: 'Table 2 — Maximum Building Limit by Construction and Protection Class' },
      { type: 'row' as const, text: 'Construction: Frame; PPC 1 to 5: $1,500,000; PPC 6 to 8: $1,000,000; PPC 10: Ineligible' },
      { type: 'row' as const, text: 'Construction: Masonry; PPC 1 to 5: $3,000,000; PPC 6 to 8: $2,000,000; PPC 10: Refer' },
    ];
    expect(direct(askBlocks('frame bldg ppc 7, insured wants 1.2M on the building, ok?', limits))).toMatch(/^No: /);
    expect(direct(askBlocks('frame bldg ppc 3, insured wants 1.2M on the building, ok?', limits))).toMatch(/^Yes: /);
    expect(direct(askBlocks('frame building in ppc 10, can i write it?', limits))).toMatch(/^No: /);
    const classes = [
      { type: 'heading' as const, text: 'Table 1 — Eligible Classes' },
      { type: 'row' as const, text: 'Class: 203; Description: Convenience stores; Max annual sales: $2,000,000; Authority: Refer' },
      { type: 'row' as const, text: 'Class: 501; Description: Beauty salons; Max annual sales: $1,000,000; Authority: Agent' },
    ];
    expect(direct(askBlocks('salon doing about 1.2M in sales, eligible?', classes))).toMatch(/^No: .*Max annual sales: \$1,000,000/);
    expect(direct(askBlocks('can i write a convenience store myself?', classes))).toMatch(/^No: /);
    const bands = [
      { type: 'heading' as const, text: 'Roof settlement' },
      {
        type: 'row' as const,
        text: 'Form: HO-3; Replacement cost: 15 years or less; ACV on roof surfacing: 16 to 25 years; Ineligible: Over 25 years',
      },
    ];
    expect(direct(askBlocks('24 yr old roof, can i write it on an ho3?', bands))).toMatch(/^Yes: /);
    expect(direct(askBlocks('27 yr old roof, can i write it on an ho3?', bands))).toMatch(/^No: /);
    const deductibles = [
      { type: 'heading' as const, text: 'Table 3 — AOP Deductible Options' },
      { type: 'row' as const, text: 'AOP deductible: $500; Rate factor: 1.06; Available when: TIV under $500,000' },
      { type: 'row' as const, text: 'AOP deductible: $10,000; Rate factor: 0.81; Available when: TIV of $1,000,000 or more' },
    ];
    expect(direct(askBlocks('tiv is 400k, can they take a 10k ded?', deductibles))).toMatch(/^No: .*\$10,000.*\$1,000,000 or more/);
  });

  it('keeps a row’s verdict to its outcome: a cell’s own "no", two amounts against two columns, the case a clause is for', () => {
    const tiers = [
      { type: 'heading' as const, text: 'Program Tiers' },
      {
        type: 'row' as const,
        text: 'Tier: Express; Single job limit: Up to $500,000; Aggregate program: Up to $1,000,000; Financial information required: Application and personal credit of every owner; no financial statement; Approval authority: Producer may execute under power of attorney',
      },
    ];
    // "no financial statement" is what the tier asks for, and the $900k is the aggregate's, not the single job's.
    expect(direct(askBlocks('can I bind a $425k job myself? insd is express tier, aggregate program would be $900k', tiers))).toMatch(
      /^Yes: /,
    );
    expect(direct(askBlocks('can I bind a $650k job myself? insd is express tier', tiers))).toMatch(/^No: /);
    const construction = [
      h('Eligibility'),
      b('Frame buildings up to $2,000,000 TIV; joisted masonry and non-combustible buildings up to $7,500,000 TIV.'),
    ];
    // The frame clause is for another case than a joisted masonry building's.
    expect(direct(ask('joisted masonry bldg, TIV 2.4M - eligible?', construction))).toMatch(/^Yes: /);
    expect(direct(ask('frame bldg, TIV 2.4M - eligible?', construction))).toMatch(/^No: /);
    // A rule for a single facility says nothing of an account of three; the rule for two or three does.
    const facilities = [
      h('Binding authority'),
      p('Agents may bind a single Facility with TIV up to $7,500,000 that triggers no referral.'),
      p('Accounts of two or three Facilities may be bound by the agent when combined TIV does not exceed $20,000,000.'),
    ];
    expect(direct(ask('3 facilities, combined TIV 17.5M - can I bind the acct', facilities))).toMatch(
      /^Yes: \$17,500,000 is under \$20,000,000/,
    );
  });

  it('weighs a share against the share of what it is from, and keeps hours a day apart from years', () => {
    expect(sameUnit(quantitiesOf('20% from alcohol')[0]!, conditionsOf('no more than 25% of sales from alcohol')[0]!)).toBe(true);
    expect(sameUnit(quantitiesOf('open 1 yr')[0]!, conditionsOf('open more than 16 hours a day')[0]!)).toBe(false);
    const bop = [
      h('Eligible Businesses'),
      b('Restaurants with annual sales up to $1,500,000 and no more than 25% of sales from alcohol.'),
      h('Not Eligible'),
      p('The following businesses are not eligible:'),
      b('Bars and taverns, and restaurants with more than 25% of sales from alcohol.'),
      b('Urgent care centers open more than 16 hours a day.'),
    ];
    expect(direct(ask('restaurant w/ 1.2M sales, 20% from alcohol, eligible for the BOP?', bop))).toMatch(/^Yes: /);
    expect(direct(ask('restaurant w/ 1.2M sales, 30% from alcohol, eligible for the BOP?', bop))).toMatch(/^No: 30% is over 25%/);
    // A rule on another class, given for a word the best one leaves out ("open"), rules nothing out.
    const practice = [
      h('Eligibility rules'),
      b('The practice has been in business for at least two years, or the lead practitioner has at least five years of licensed practice.'),
      h('Not eligible'),
      b('Urgent care centers open more than 16 hours a day.'),
    ];
    expect(direct(ask('dental practice only open 1 yr, but lead dentist licensed 8 yrs, still ok?', practice))).not.toMatch(/^No\b/);
  });

  it('keeps a verdict right: a negated bound, a requirement the agent says is not met, a look-back, a figure no rule weighs', () => {
    const rules: PdfBlock[] = [
      h('Eligibility'),
      p('Applicants with no plan to go public within 24 months are eligible.'),
      p('Buildings over 25,000 square feet must be fully sprinklered.'),
      p('A trampoline is acceptable only when the yard is fully fenced.'),
      p('A driver may have no more than 2 minor violations in the last 3 years, and no major violation in the last 5 years.'),
      p('Agents may bind homeowners policies with Coverage A up to $750,000.'),
    ];
    expect(direct(ask('co plans to go public in about 18 months, eligible?', rules))).toMatch(/^No: /);
    expect(direct(ask('bldg is 28k sq ft and not sprinklered, still ok?', rules))).toMatch(/^No: /);
    expect(direct(ask('bldg is 28k sq ft, ok?', rules))).not.toMatch(/^(?:Yes|No)\b/);
    expect(direct(ask('trampoline but no fence around the yard, eligible?', rules))).toMatch(/^No: /);
    expect(direct(ask('driver has 2 minor violations in the last 3 yrs, ok?', rules))).not.toMatch(/^No\b/);
    expect(direct(ask('can i bind an HO with cov a 600k myself?', rules))).toMatch(/^Yes: /);
    // A figure of the case no rule weighs ("3 stories") leaves the yes unsaid.
    expect(direct(ask('can i bind an HO with cov a 600k and 3 stories myself?', rules))).not.toMatch(/^Yes\b/);
  });

  it('keeps a verdict to the figures that decide it: "the one shop", a band between two bounds, the rule beside for another case, a year that is "this yr"', () => {
    const florists: PdfBlock[] = [
      h('Binding authority'),
      p(
        'Agents may bind a florists package without prior approval when the risk meets every rule in Sections 2 through 4 and the total insured value (TIV) is no more than $750,000 per location.',
      ),
      p('The following require written underwriter approval before binding:'),
      b('TIV above $750,000 and up to $2,500,000 per location.'),
    ];
    // ("one" counts nothing here, so it is not weighed against "Sections 2 through 4".)
    expect(quantitiesOf('TIV is $620k at the one shop').map((q) => q.value)).toEqual([620000]);
    expect(direct(ask('TIV is $620k at the one shop, ok for me to bind w/o UW?', florists))).toMatch(/^Yes: /);
    expect(direct(ask('TIV is $900k at the one shop, ok for me to bind w/o UW?', florists))).toMatch(/^No: /);
    // Two parallel rules on the same figure: the one that covers more of the question decides.
    const memo: PdfBlock[] = [
      h('Binding authority'),
      p(
        'Appointed agents may bind homeowners policies with Coverage A up to $750,000 without prior underwriter approval, provided the risk meets every eligibility rule. Dwelling fire policies may be bound with Coverage A up to $400,000.',
      ),
    ];
    expect(direct(ask('Cov A is $700k, clean risk, ok to bind w/o UW?', memo))).toMatch(/^Yes: /);
    expect(direct(ask('dwelling fire with cov a 450k - can i bind it myself?', memo))).toMatch(/^No: /);
    // An item of a list of requirements is one; "this yr" is when, not a span of years.
    const requirements: PdfBlock[] = [
      h('3. Applicant requirements'),
      b('At least three years in business under the current ownership.'),
      b('An experience modification rate (EMR) of 1.15 or lower.'),
    ];
    expect(quantitiesOf('EMR is 1.22 this yr')[0]!.units).not.toContain('year');
    expect(direct(ask('insd EMR is 1.22 this yr, can we still write them?', requirements))).toMatch(/^No: 1\.22 is over 1\.15/);
  });

  it('answers "is it required?" from requirements only: not from what agents may bind, nor from one scope of a requirement that has another', () => {
    const guide: PdfBlock[] = [
      h('Binding authority'),
      p('Agents may bind boats up to 30 feet and $150,000 agreed value.'),
      h('Safety'),
      p(
        'A written safety program is required for every account with 25 or more employees, and for every account with a construction Governing Class regardless of size.',
      ),
    ];
    expect(direct(ask('32 ft cabin cruiser, value 180k - do I need a survey on it?', guide))).not.toMatch(/^No\b/);
    expect(direct(ask('12 person electrical contractor, do they really need a written safety program?', guide))).not.toMatch(/^No\b/);
  });

  it('reads a case sent to another program "instead" as a no for this one', () => {
    const guide: PdfBlock[] = [
      h('Can a store also sell new goods?'),
      p(
        'New merchandise may make up to 25% of sales. A store where new goods exceed 25% of sales is written on the general retail program instead.',
      ),
    ];
    expect(direct(ask('store sells about 20% new merch, still fits this program?', guide))).not.toMatch(/^No\b/);
    expect(direct(ask('store sells about 40% new merch, still fits this program?', guide))).toMatch(/^No: /);
  });

  it('reads a clause’s verdict on its bound from the words up to the comma after it', () => {
    const guide = [
      h('Binding authority'),
      p(
        'Agents may bind contractors with annual revenue up to $2,000,000, no ineligible operations and no more than one claim in the last three years.',
      ),
    ];
    expect(direct(ask('plumber, rev 3.2M, clean loss history - can i bind it myself?', guide))).toMatch(/^No\b.*over \$2,000,000/);
    expect(direct(ask('plumber, rev 1.2M - can i bind it myself?', guide))).not.toMatch(/^No\b/);
  });

  it('weighs a year of the calendar and the age it makes as one figure', () => {
    const guide = [
      h('Renovations'),
      p('Existing buildings built before 1960 require a preconstruction inspection before binding.'),
      h('Binding authority'),
      p('Agents may bind projects with a construction period of up to 24 months.'),
    ];
    expect(direct(ask('reno job on an existing bldg built 1952, do we need an inspection before binding?', guide))).toMatch(
      /^Yes\b.*before 1960/,
    );
  });

  it('answers from the rule that decides the case’s figures, and reads "none over" as a no', () => {
    const guide = [
      h('Eligibility'),
      p('The applicant may have no more than two losses in the last five years, and none over $75,000.'),
      h('Deductibles'),
      p('A wind and hail deductible of 1% applies to outbuildings.'),
    ];
    expect(direct(ask('anyway insd had 2 losses in last 5 yrs, one was a $90k hail claim. eligible?', guide))).toMatch(
      /^No\b.*none over \$75,000/,
    );
    expect(direct(ask('insd had 2 losses in last 5 yrs, both small. eligible?', guide))).toMatch(/^(?!No\b).*no more than two losses/);
  });

  it('lets a case out of a rule whose bound it is under, though it has what the rule only names', () => {
    const guide = [
      h('Ineligible risks'),
      p('The following risks are ineligible for the program:'),
      b('Crematories with more than three retorts at one location.'),
      b('Any risk with a pet cremation service.'),
    ];
    expect(direct(ask('insd runs 3 retorts at one site. still eligible?', guide))).toMatch(/^Yes: 3 retorts is not over three retorts\./);
    expect(direct(ask('insd runs 5 retorts at one site. still eligible?', guide))).toMatch(/^No: 5 retorts is over three retorts\./);
  });

  it('weighs each clause by its own bound, and a clause that refers by what it says, not its heading', () => {
    const guide = [
      h('Areas of practice'),
      p('The following areas are eligible up to the stated share of revenue:'),
      b('real estate, up to 50%; firms above 50% are referred;'),
      b('bankruptcy, up to 30%.'),
    ];
    // (Each side of the one figure is said once: not "38% is under 50%, and under 50%".)
    expect(direct(ask('firm is about 38% real estate closings, is that ok w/o a referral?', guide))).toMatch(/^Yes: 38% is under 50%\. /);
    expect(direct(ask('firm is about 62% real estate closings, is that ok w/o a referral?', guide))).toMatch(/^No: 62% is over 50%\. /);
  });

  it('weighs a thing’s price against a bound on its value, not a limit or a claim', () => {
    const row = (band: string, rate: string, ded: string) =>
      ({
        type: 'row',
        text: `Agreed hull value per aircraft: ${band}; Annual hull rate Inspection: ${rate}; Not in motion: ${ded}`,
      }) as const;
    const guide = [
      { type: 'heading', text: 'Hull Rates' } as const,
      row('Up to $5,000', '7.5%', '$250'),
      row('$5,001 to $15,000', '6.5%', '$500'),
      row('$35,001 to $75,000', '4.75%', '$2,500'),
      { type: 'heading', text: 'Binding Authority' } as const,
      { type: 'para', text: 'Agents may bind liability limits up to $1,000,000 CSL and hull values up to $25,000 per aircraft.' } as const,
    ];
    expect(direct(askBlocks('insd flies a $40k inspection drone - what’s the hull rate?', guide))).toMatch(
      /^\$40,000 is within \$35,001 to \$75,000\..*Inspection: 4\.75%/,
    );
    // (The $1M is a limit: it is weighed against the CSL bound only.)
    expect(direct(askBlocks('can I bind $1M CSL w/ hull values around $18k each?', guide))).toMatch(
      /^Yes: \$1,000,000 is no more than \$1,000,000, and \$18,000 is under \$25,000\./,
    );
  });

  it('takes the row that holds each of the case’s figures, and a count of people against a count of professionals', () => {
    const row = (limit: string, small: string, mid: string) =>
      ({ type: 'row', text: `Limit (per claim / aggregate): ${limit}; 1–3 professionals: ${small}; 4–10 professionals: ${mid}` }) as const;
    const guide = [
      { type: 'heading', text: 'Base premium per professional by firm size' } as const,
      row('$1,000,000 / $1,000,000', '$1,120', '$1,030'),
      row('$1,000,000 / $2,000,000', '$1,260', '$1,150'),
      { type: 'heading', text: 'Deductibles' } as const,
      {
        type: 'para',
        text: 'The minimum deductible is $2,500 for firms of 1 to 3 professionals and $5,000 for 4 to 10 professionals.',
      } as const,
    ];
    expect(direct(askBlocks('base prem per professional for 1M/2M limits, 3 person shop?', guide))).toContain(
      'Limit (per claim / aggregate): $1,000,000 / $2,000,000; 1–3 professionals: $1,260',
    );
    expect(direct(askBlocks('what’s the min ded for a 6 person firm?', guide))).toMatch(
      /^6 person firm is over the range 1 to 3 professionals, and within 4 to 10 professionals\. The minimum deductible/,
    );
  });

  it('answers “and what about 36 mo?” as the first part asked again of its figure, from the lines keyed by each figure', () => {
    const guide = [
      { type: 'heading', text: 'Extended reporting' } as const,
      {
        type: 'para',
        text: 'A free unlimited extended reporting period is granted on retirement when the insured has been continuously insured for at least three years.',
      } as const,
      { type: 'heading', text: 'Extended reporting options' } as const,
      { type: 'para', text: '12 months: 100% of annual premium' } as const,
      { type: 'para', text: '24 months: 160% of annual premium' } as const,
      { type: 'para', text: '36 months: 200% of annual premium' } as const,
    ];
    expect(partsOf('what does a 24 mo ERP cost, and what about 36 mo?')).toEqual([
      'what does a 24 mo ERP cost',
      'what does a 36 mo ERP cost',
    ]);
    // (The line keyed by the figure asked of comes first, before a rule the figure happens to meet, "at least three years".)
    const units = unitsOf(
      'd1',
      'Acme Guide',
      guide.map((b) => ({ ...b, pages: [[0, 1]] as [number, number][] })),
    );
    const first = (q: string) => new UnitIndex(units).search(q).ranked[0]!.unit.text;
    expect(first('what does a 36 mo ERP cost')).toBe('36 months: 200% of annual premium');
    expect(first('what does a 24 mo ERP cost, and what about 36 mo?')).toMatch(/^\d\d months: /);
    // (A rule with one of the case's figures on each side of its bound places the case nowhere:
    // it loses what the rule the case falls in gains.)
    const rule =
      'A free unlimited extended reporting period is granted on retirement when the insured has been continuously insured for at least three years; otherwise it costs a share of the premium.';
    const scored = unitsOf('d1', 'Acme Guide', [
      { type: 'para', text: rule, pages: [[0, 1]] },
      ...units.map((u) => ({ type: 'para' as const, text: u.text, pages: [[0, 1]] as [number, number][] })),
    ]);
    const scoreOf = (q: string) => new UnitIndex(scored).search(q).ranked.find((r) => r.unit.text === rule)!.score;
    expect(scoreOf('what does a 24 mo ERP cost, and what about 36 mo?')).toBeLessThan(scoreOf('what does a 36 mo ERP cost'));
    expect(direct(askBlocks('what does a 24 mo ERP cost, and what about 36 mo?', guide))).toMatch(
      /^24 months: 160% of annual premium \(.*\) 36 months: 200% of annual premium/,
    );
  });

  it('reads a condition the heading names as denied when the agent says the case lacks it', () => {
    const guide = [
      h('Year built and retrofit'),
      p('A dwelling built before 1980 on a raised foundation is eligible only when the sill plate is bolted to the foundation.'),
    ];
    expect(direct(ask('house built 1972 on a raised foundation, never retrofitted - eligible?', guide))).toMatch(/^No: /);
    expect(direct(ask('house built 1972 on a raised foundation, sill plate is bolted - eligible?', guide))).not.toMatch(/^No: /);
  });

  it('reads "no claims" in a rule as none at most, but not "no claim with payments over …"', () => {
    const guide = [
      h('Limits'),
      p('Limits above $2,000,000 per claim are available only to firms with no claims in the last five years.'),
      h('Deductibles'),
      p('The deductible applies per claim to damages and claims expenses together.'),
    ];
    expect(direct(ask('firm had 1 claim 3 yrs ago, can they get $5M limits?', guide))).toMatch(/^No: 1 claim is more than none\b/);
    expect(conditionsOf('no more than one Prior Claim, and no Prior Claim with total payments over $100,000').map((c) => c.text)).toEqual([
      'one prior claim',
      '$100,000',
    ]);
  });

  it('reads "no new policy … may be bound" as a no, not as what agents may bind', () => {
    const guide = [
      h('Binding suspensions'),
      p(
        'After any earthquake of magnitude 5.0 or greater, no new policy or increase in limits may be bound within 100 miles of the epicenter for 15 days.',
      ),
      h('Waiting period'),
      p('A new policy on a dwelling with no prior earthquake coverage takes effect 10 days after binding.'),
    ];
    expect(direct(ask('there was a M5.4 quake yesterday about 60 mi away, can I still bind a new policy today?', guide))).toMatch(
      /^No: 60 miles is under 100 miles\./,
    );
    expect(direct(ask('there was a M5.4 quake yesterday about 160 mi away, can I still bind a new policy today?', guide))).not.toMatch(
      /^No\b/,
    );
  });

  it('weighs a time of day, the small hours after midnight', () => {
    expect(quantitiesOf('closes at 1:30am')[0]).toMatchObject({ value: 25.5, units: ['clock'] });
    expect(
      conditionsOf('Bars that stop serving by 12:00 midnight; officers on duty after 9 p.m.').map((c) => [c.kind, c.hi ?? c.lo]),
    ).toEqual([
      ['ceiling', 24],
      ['floor', 21],
    ]);
    const guide = [
      h('Binding authority'),
      p('Agents may bind bars and taverns with Liquor Receipts up to $400,000 that stop serving by 12:00 midnight.'),
      h('Limits'),
      p('Limits are $1,000,000 each common cause and $1,000,000 aggregate.'),
    ];
    expect(direct(ask('so bar w/ $350k liquor receipts open til 1am, can i bind it myself', guide))).toMatch(
      // (The figure that decides the no comes first.)
      /^No: 1 am is after midnight, and \$350,000 is under \$400,000\./,
    );
    const against = [
      h('Appetite'),
      p('Acme will not quote the following classes:'),
      b('Nightclubs, and bars open after 2 a.m. or with liquor sales over 60% of receipts.'),
      b('Firearms manufacturing.'),
    ];
    expect(direct(ask('bar w/ liquor at 55% of receipts, open til 3am - will acme quote it?', against))).toMatch(
      /^No: 3 am is after 2 am, and 55% is under 60%\./,
    );
    expect(direct(ask('so bar w/ $350k liquor receipts open til 11pm, can i bind it myself', guide))).toMatch(/^Yes: /);
  });

  it('answers "can I bind it myself?" from the binding list, before another rule the case’s value falls in', () => {
    const guide = [
      h('Inspections'),
      p('Millrace may inspect the security of any dealer lot with an average reported value over $1,000,000 within 45 days of binding.'),
      h('Binding authority'),
      p('Agents may bind a dealer without prior approval when all of these apply:'),
      b('one or two locations;'),
      b('average reported value up to $3,000,000 per location;'),
      b('every lot meets the security standards.'),
    ];
    const reply = ask('dealer avgs around $1.8M inventory on one lot, lot meets all the security stds. can I bind it myself?', guide);
    expect(direct(reply)).toMatch(/Agents may bind a dealer without prior approval when all of these apply/);
    expect(direct(reply)).not.toMatch(/^[^(]*may inspect/);
  });

  it('reads a list item keyed by a form, under an intro that makes its figure a limit', () => {
    const authority: PdfBlock[] = [
      h('Binding Authority'),
      p('Agents may bind without calling an underwriter, up to these Coverage A limits:'),
      b('HO-3: $650,000'),
      b('HO-5: $1,000,000'),
      b('DP-1 and DP-3: $400,000 per dwelling'),
    ];
    expect(direct(ask('can i bind an ho3 w cov a 700k w/o calling uw', authority))).toMatch(
      /^No: \$700,000 is over \$650,000\..*HO-3: \$650,000/,
    );
    expect(direct(ask('dp3 rental cov a 350k, can i bind it myself', authority))).toMatch(/^Yes: \$350,000 is under \$400,000\./);
  });

  it('opens with the verdict the rule’s main clause, a limit or a requirement the case meets decides', () => {
    const rules: PdfBlock[] = [
      h('Binding'),
      p('Binding authority is suspended in any county under a hurricane watch, and resumes 72 hours after the watch ends.'),
      p('A household with a driver under age 21 is limited to a $1,000,000 umbrella limit.'),
      p('Tenants must sign leases of at least six months.'),
      p('A landlord may insure up to 10 rental dwellings.'),
    ];
    expect(direct(ask('hurricane watch in our county rn, can i still bind?', rules))).toMatch(/^No: /);
    expect(direct(ask('16 yo driver in the house, they want a 2M umbrella, can we do it', rules))).toMatch(/^No: /);
    expect(direct(ask('rental, 6 month leases, ok?', rules))).toMatch(/^Yes: /);
    expect(direct(ask('landlord has 10 rentals and wants to add an 11th, can i just add it', rules))).toMatch(/^No: /);
  });

  it('gives no verdict to a yes/no question that is not about what may be done', () => {
    const losses: PdfBlock[] = [
      h('Losses'),
      p('HO-3: no more than 2 paid losses in 3 years. Wind and hail losses do not count toward this limit.'),
    ];
    expect(direct(ask('they had 2 hail claims in the last 3 yrs, do those count against the ho3 loss limit', losses))).not.toMatch(
      /^Yes\b/,
    );
  });

  it('gives no verdict to a question that is not yes or no', () => {
    expect(direct(ask('What is the minimum AOP deductible?'))).not.toMatch(/^(?:Yes|No)\b/);
  });
});

describe('answers: two sentences when the question needs both, and quotes that do not repeat the lead', () => {
  it('gives both facts of a two-fact question, each with its citation', () => {
    const answer = direct(ask('whats the min AOP ded and the wind/hail ded?'));
    expect(answer).toContain('$1,000');
    expect(answer).toContain('2% of Coverage A');
    expect(cites(answer)).toBe(2);
  });

  it('gives a passage from elsewhere that answers nearly as well as the first with it, each cited', () => {
    const guide = [
      h('2. Hired and Non-Owned Auto'),
      p('Hired and non-owned auto liability is available as an endorsement, or alone for an insured with no owned autos.'),
      h('8. Limits'),
      p('Monoline hired and non-owned auto is offered at limits of $500,000 or $1,000,000.'),
      h('9. Drivers'),
      p('Drivers must be at least 23 years old.'),
    ];
    const answer = direct(askBlocks('what limits can i offer on a hnoa only policy', guide));
    expect(answer).toContain('$500,000 or $1,000,000');
    expect(answer).toContain('alone for an insured with no owned autos');
    expect(cites(answer)).toBe(2);
  });

  it('ranks a table row no figure of the case picks out below a sentence that covers as much', () => {
    const guide = [
      h('Rates by Class'),
      { type: 'row' as const, text: 'Class: Tree trimming, under 30 feet; Rate per $1,000 payroll: $18.40; Minimum premium: $1,500' },
      { type: 'row' as const, text: 'Class: Tree removal, cranes used; Rate per $1,000 payroll: $31.20; Minimum premium: $3,500' },
      h('Premium'),
      p('The minimum premium is $2,000 per policy, fully earned at binding.'),
      p('Loss runs for the last five years are required with every submission.'),
    ];
    // (The rows say "Minimum premium" as a column header, as every row of the table does.)
    const answer = direct(askBlocks('min prem?', guide));
    expect(answer).toContain('The minimum premium is $2,000 per policy');
    expect(answer).not.toContain('Tree removal');
  });

  it('gives no other row of the table the first is in for what only the table’s caption says', () => {
    const table = [
      h('Table 1. General liability annual rate per lane'),
      { type: 'row' as const, text: 'Lanes in center: 8 to 16 lanes; Territory A: $310; Territory B: $345' },
      { type: 'row' as const, text: 'Lanes in center: 17 to 32 lanes; Territory A: $285; Territory B: $320' },
    ];
    const rate = direct(askBlocks('24 lane center, whats the GL rate per lane?', table));
    expect(rate).toContain('17 to 32 lanes');
    expect(rate).not.toContain('8 to 16 lanes');
  });

  it('gives with a bound the case falls outside the sentence after it on the cases past the bound', () => {
    const guide = [
      h('6. Tow Units'),
      p(
        'Tow units up to 20 model years old are eligible for physical damage coverage on a stated amount basis. Older units are written for liability only.',
      ),
    ];
    expect(direct(askBlocks('tow unit is 22 yrs old - can I still get phys dmg on it?', guide))).toMatch(
      /^No: 22 years is over 20 model years\. .*Older units are written for liability only\./,
    );
    // (Not for a case inside the bound.)
    expect(direct(askBlocks('tow unit is 12 yrs old - can I get phys dmg on it?', guide))).not.toContain('Older units');
  });

  it('gives with a limit the case is past the rule elsewhere that takes the case in, keeping the limit’s verdict', () => {
    const guide = [
      h('Binding Authority'),
      p('Agents may bind fleets of up to 10 power units with limits up to $1,000,000.'),
      h('Referrals'),
      p('Fleets of 11 to 25 power units require referral to a transportation underwriter.'),
      h('Ineligible'),
      p('Fleets of more than 25 power units are ineligible.'),
    ];
    const answer = direct(askBlocks('fleet of 14 power units, can i bind on my own?', guide));
    expect(answer).toMatch(/^No: 14 power units is over 10 power units\. .*Fleets of 11 to 25 power units require referral/);
    expect(answer).not.toContain('more than 25');
  });

  it('gives the sentence further on in the paragraph that weighs the case’s figure', () => {
    const guide = [
      h('Garagekeepers'),
      b(
        'Customer autos kept overnight must be stored inside a locked building or in a fenced and lighted lot. Keys must be kept in a locked key box or safe. No more than 20 customer autos may be stored outside overnight.',
      ),
      b('Theft of a customer auto stored outside overnight carries a $2,500 deductible.'),
    ];
    expect(direct(askBlocks('insd parks around 28 customer cars outside overnight, fenced + lit lot - ok?', guide))).toMatch(
      /^No: .*No more than 20 customer autos may be stored outside overnight/,
    );
    // (and the sentence right after, beside it: the seeded Granite floater guide.)
    const units = ['Contractors Program Underwriting Guide', 'Inland Marine Equipment Floater Guidelines'].flatMap((title, i) =>
      unitsOf(`d${i}`, title, blocksFromSegments(pdfSegments(carrierDocument('granite', i, title)))),
    );
    const sources = new Map(['d0', 'd1'].map((d) => [d, { title: d, url: `/docs/${d}.pdf` }]));
    const q = 'insd leaves an $85k excavator on the jobsite overnight, anything required on the floater?';
    expect(direct(composeAnswer('Granite Peak', 2, new UnitIndex(units).search(q, 'Granite Peak'), sources))).toContain(
      'must carry a GPS tracking device',
    );
  });

  it('gives, of a long list, the items the question speaks of', () => {
    const guide = [
      h('Submissions'),
      p('Every new submission must include the following:'),
      b('The design professional application, signed and dated within 60 days.'),
      b('Five years of currently valued loss runs from all prior carriers.'),
      b('Resumes of each principal, showing license numbers and states.'),
      b('The firm’s standard client contract.'),
      b('A list of the ten largest projects of the last three years.'),
      b('Audited financial statements for firms with gross billings over $5,000,000.'),
    ];
    const answer = direct(askBlocks('how many yrs of loss runs, and do u need financials on a big firm?', guide));
    expect(answer).toContain('Five years of currently valued loss runs');
    expect(answer).toContain('Audited financial statements');
  });

  it('answers a fact its heading only names with a sentence of its own', () => {
    const limits: PdfBlock[] = [h('Liability Limits'), b('Split limits are not offered.'), b('The maximum CSL is $1,000,000.')];
    const answer = direct(ask('whats the max csl and can we do split limits instead', limits));
    expect(answer).toContain('Split limits are not offered');
    expect(answer).toContain('$1,000,000');
  });

  it('quotes other passages, never the answer again', () => {
    const reply = ask('What is the minimum AOP deductible?');
    const lead = direct(reply).replace(/ \(\[.*$/, '');
    const quotes = reply.split('\n\n').filter((part) => part.startsWith('> '));
    for (const q of quotes) expect(q).not.toContain(lead);
    expect(reply.split('\n\n').slice(1).join('\n')).not.toContain('The minimum all other perils (AOP) deductible is $1,000.');
  });

  it('cites every claim: document, page and #page=N', () => {
    expect(direct(ask('When is a new risk inspected?'))).toMatch(/\(\[Acme Guide, page 1\]\(\/docs\/acme\.pdf#page=1\)\)$/);
  });
});

describe('declines: on meaning, not on one missing word', () => {
  it('declines what the documents do not cover, and off-topic questions, quoting nothing', () => {
    for (const q of [
      'Do you write cyber liability?',
      'Who won the football match yesterday?',
      'Is earthquake coverage available?',
      'Do you offer pet insurance?',
    ]) {
      const reply = ask(q);
      expect(reply, q).toMatch(/^\*\*Acme Mutual\*\*’s documents don’t cover that/);
      expect(reply).not.toContain('#page=');
      expect(reply).not.toMatch(/^>/m);
    }
  });

  it('declines payment plans, quote turnaround and drug testing when the documents never speak of them, and a bare number weighs nothing', () => {
    const guide = [
      h('Premium'),
      p('The minimum premium is $500 per policy.'),
      h('Employees'),
      p('Up to three full-time farm employees are included at no charge.'),
      // ("Installed" shares its stem with "installment": no match for a payment plan.)
      p('Solid-fuel heaters must be professionally installed.'),
    ];
    expect(ask('can they pay the premium monthly?', guide)).toMatch(/don’t cover that/);
    expect(ask('can the insured pay the premium quarterly?', guide)).toMatch(/don’t cover that/);
    expect(ask('can they pay monthly or is it pay in full only', guide)).toMatch(/don’t cover that/);
    expect(ask('does acme require a drug testing program for the drivers?', guide)).toMatch(/don’t cover that/);
    expect(ask('insd has a 50 kW ground mounted solar array, how do we cover it on the farm policy?', guide)).toMatch(/don’t cover that/);
    // A glossary term told as the case is still what is asked; a word of the agent's own is the case.
    expect(ask('my insured wants to pay the premium in quarterly installments, is that allowed?', guide)).toMatch(/don’t cover that/);
    const bars = [h('Eligible classes'), b('Bars and taverns that stop serving by 1:00 a.m.')];
    expect(direct(ask('bar stops pouring at 1:30am - can we write it', bars))).toMatch(/stop serving by 1:00 a\.m\./);
    // "Work comp" is workers compensation, which these documents never mention.
    expect(asAsked('can we write the work comp for the 4 employees')).toContain('workers compensation');
    expect(ask('can we write the work comp for the 4 employees on this program too', guide)).toMatch(/don’t cover that/);
  });

  it('tells the agent’s case from what is asked: unknown words that describe the case do not sink a question a rule answers', () => {
    expect(conceptsOf('taqueria doing about 7.2M in sales, can they write it?').map((c) => [c.asked, c.situation])).toEqual([
      ['taqueria', 0],
      ['sales', 0],
      ['write', -1],
    ]);
    // A clause opened by "when", before a comma, tells the case too.
    expect(
      conceptsOf('When a customer car gets scratched up, how fast do we report it?')
        .filter((c) => c.situation >= 0)
        .map((c) => c.asked),
    ).toContain('scratched');
    // A figure the rules weigh: the unknown "taqueria" only describes the case.
    expect(direct(ask('insured is a taqueria, 28 yr old driver, ok?'))).toMatch(/at least 21 years old/);
    // One unknown word beside words the answer covers.
    expect(direct(ask('their roof got redone, how is it settled?'))).toMatch(/replacement cost/);
    // What is asked stays decisive, and a case the documents never speak of is still declined.
    expect(ask('house is in a flood zone, can i write it?')).toMatch(/don’t cover that/);
    expect(ask('roof is fully updated, how much is the roof credit?')).toMatch(/don’t cover that/);
  });

  it('reads a phrase after "for a", "in" or "with" in the clause that asks as the case too', () => {
    expect(conceptsOf('wind/hail ded for a project in galveston county tx?').map((c) => [c.asked, c.situation])).toEqual([
      ['wind hail', -1],
      ['ded', -1],
      ['project', 0],
      ['galveston', 1],
      ['county', 1],
      ['tx', 1],
    ]);
    const table = [
      { type: 'heading' as const, text: 'Limits and retentions' },
      { type: 'row' as const, text: 'Annual revenue: Up to $10,000,000; Minimum retention: $5,000' },
      { type: 'row' as const, text: 'Annual revenue: $10,000,001 to $25,000,000; Minimum retention: $15,000' },
      { type: 'heading' as const, text: 'Deductibles' },
      { type: 'bullet' as const, text: 'Wind and hail on projects in a coastal county of Texas: 2% of completed value.' },
    ];
    // The unknown "manufacturer" and "galveston" only tell the case; the row and the rule answer.
    expect(direct(askBlocks('min retention for a manufacturer w/ $14M revenue?', table))).toMatch(/\$15,000/);
    expect(direct(askBlocks('wind/hail ded for a project in galveston county tx?', table))).toMatch(/coastal county of Texas: 2%/);
    // What such a phrase asks about is still what is asked: nothing here covers an earthquake.
    expect(askBlocks('whats the ded for earthquake', table)).toMatch(/don’t cover that/);
    // A word right before what the passage names only describes it ("local" credit union); a verb
    // before its object does not ("finance the premium").
    expect(conceptsOf('local credit union asking for a quote').map((c) => c.describes)).toEqual([1, 2, undefined, undefined]);
    // "occ" is an occurrence or an occupancy: the documents tell which.
    expect(conceptsOf('occ is at 76% rn')[0]!.variants.flat()).toEqual(expect.arrayContaining(['occurr', 'occup']));
    const excluded = [
      { type: 'heading' as const, text: 'Ineligible classes' },
      { type: 'para' as const, text: 'We do not write cyber coverage for the following businesses:' },
      { type: 'bullet' as const, text: 'Banks, credit unions and payment processors.' },
    ];
    expect(direct(askBlocks('local credit union asking for a cyber quote, will they write it?', excluded))).toMatch(/^No\b.*credit unions/);
  });

  it('answers a question that names one of the carrier’s documents from that document, not another product’s', () => {
    const gl = unitsOf(
      'd1',
      'Contractors General Liability Guide',
      blocksFromSegments(pdfSegments({ title: 'GL', footer: 'x', blocks: [h('Premium'), p('The minimum premium is $750 per policy.')] })),
    );
    const floater = unitsOf(
      'd2',
      'Equipment Floater Guidelines',
      blocksFromSegments(
        pdfSegments({ title: 'Floater', footer: 'x', blocks: [h('Limits'), p('Scheduled equipment is insured up to $250,000 per item.')] }),
      ),
    );
    const sources = new Map([
      ['d1', { title: 'GL', url: '/gl.pdf' }],
      ['d2', { title: 'Floater', url: '/floater.pdf' }],
    ]);
    const index = new UnitIndex([...gl, ...floater]);
    expect(composeAnswer('Acme', 2, index.search('whats the min premium on the equipment floater?'), sources)).toMatch(/don’t cover that/);
    expect(composeAnswer('Acme', 2, index.search('whats the min premium on the general liability?'), sources)).toMatch(/\$750/);
  });

  it('reads the carrier’s own name and the date the case takes effect as no topic', () => {
    const asked = asAsked('hey, apt complex eff 7/1/25 - eligible w/ cedar ridge? renewal 3/1 ok?', 'Cedar Ridge Assurance Company');
    // ("ok" means what "eligible" does: one concept.)
    expect(conceptsOf(asked).map((c) => c.asked)).toEqual(['apt', 'complex', 'eligible']);
    expect(quantitiesOf(asked)).toEqual([]);
    // Split limits are no date, and a name of few letters is found only as the name.
    expect(quantitiesOf(asAsked('100/300/100 limits', 'Acme')).map((q) => q.value)).toEqual([100, 300, 100]);
    expect(asAsked('The Hartford wants a 2% ded', 'The Hartford')).not.toMatch(/hartford/i);
    // The policy's own year is no age: "a 2008 F-250 … for a 2025 policy" has one vehicle year.
    expect(quantitiesOf(asAsked('insd has a 2008 F-250, can we put comp on it for a 2025 policy?')).map((q) => q.value)).toEqual([2008]);
    const guide = [h('Quotes'), p('Quotes remain firm for 30 days.'), h('Premium'), p('The minimum premium is $500 per policy.')];
    const units = unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: guide })));
    const index = new UnitIndex(units);
    // Once the name is set aside, a figure asked of something the documents name is still a topic.
    expect(
      direct(composeAnswer('Acme Mutual', 1, index.search('how long are acme mutual quotes good for', 'Acme Mutual'), SOURCES)),
    ).toMatch(/30 days/);
    // A case told in one clause, and a clause that asks nothing of its own: the case is what is asked.
    expect(
      composeAnswer('Acme Mutual', 1, index.search('my insured wants to finance the premium / pay monthly, can they?'), SOURCES),
    ).toMatch(/don’t cover that/);
  });

  it('weighs the case’s figures against the rule, and lets the words around them count for less', () => {
    const guide = [
      h('Construction classes'),
      p('Non-combustible and masonry non-combustible projects are eligible up to six stories.'),
      h('Binding authority'),
      p('Agents may bind projects with a completed value up to $5,000,000 and a construction period of up to 18 months.'),
      h('Protection'),
      p('A fire hydrant must be within 1,000 feet of the building.'),
    ];
    expect(direct(ask('non combustible office bldg, $4.1M completed value. ok for agent to bind?', guide))).toMatch(
      /^Yes\b.*up to \$5,000,000/,
    );
    expect(direct(ask('nearest hydrant is like 1,400 ft from the slab, is that ok?', guide))).toMatch(/^No\b.*1,000 feet/);
    expect(quantitiesOf('1,400 ft')[0]!.units).toContain('foot');
    expect(sameUnit(quantitiesOf('1,400 ft')[0]!, conditionsOf('within 1,000 feet')[0]!)).toBe(true);
    expect(sameUnit(quantitiesOf('1,400 ft')[0]!, conditionsOf('up to 1,000 square feet')[0]!)).toBe(false);
  });

  it('answers when one passage answers the core, whatever words around it the documents lack', () => {
    expect(direct(ask('my buddy’s client is wondering whats the youngest a driver can be, any problem w that?'))).toContain(
      'at least 21 years old',
    );
  });
});

describe('a question that asks two things', () => {
  it('splits into the parts that ask, and answers the part the documents cover on its own topic', () => {
    expect(partsOf('GL limits on the pkg? and insd’s distributor wants to be added as AI')).toEqual(['GL limits on the pkg?']);
    expect(partsOf('after i bind, how long do i have the app, and when do recs have to be done')).toEqual([
      'after i bind, how long do i have the app',
      'when do recs have to be done',
    ]);
    // A second part that tells the case asks nothing; one question is no two.
    expect(partsOf('is trailer interchange available? insured pulls other carriers’ trailers')).toEqual([
      'is trailer interchange available?',
    ]);
    expect(partsOf('insd has 9 power units, can I bind w/o UW?')).toEqual([]);
    // (A noun phrase before "+ is …" asks too.)
    expect(partsOf('med pay per passenger + is HNOA available?')).toEqual(['med pay per passenger', 'is HNOA available?']);
    // (A question word is a word of its own: "this" asks nothing.)
    expect(partsOf('what are the GL limits? this shop has a pool')).toEqual(['what are the GL limits?']);
    const units = unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: GUIDE })));
    const index = new UnitIndex(units);
    const whole = 'min AOP ded? and does the carrier pay for a cyber breach';
    expect(declines(index.search(whole))).toBe(true);
    const part = partsOf(whole)
      .map((q) => index.search(q))
      .find(answersOwnTopic);
    expect(composeAnswer('Acme Mutual', 1, part!, SOURCES)).toContain('$1,000');
    // Both parts answered on their own: each part's answer, the first part's first.
    const both = [
      h('Premium'),
      p('The minimum premium is $600 for family child care homes and $1,500 for centers.'),
      p('Rates are per enrolled child, and the minimum earned premium is 25% when the insured cancels.'),
      h('Abuse and molestation'),
      p('The abuse and molestation premium is fully earned at inception and is not refunded on cancellation.'),
    ];
    const two = direct(ask('min prem for an in-home daycare? and if they cancel midterm do they get any of the A&M prem back', both));
    expect(two.indexOf('$600 for family child care homes')).toBeGreaterThanOrEqual(0);
    expect(two.indexOf('not refunded on cancellation')).toBeGreaterThan(two.indexOf('$600 for family child care homes'));
    // A part with no topic of its own ("how much per day") is not answered from a passage on generic words.
    expect(answersOwnTopic(index.search('how much per day'))).toBe(false);
  });
});

describe('reading PDFs as documents', () => {
  const line = (text: string, y: number, extra: Partial<TextLine> = {}): TextLine => ({
    text,
    size: 10,
    x: 72,
    y,
    bold: false,
    lead: '',
    cells: [{ text, x: 72, end: 72 + text.length * 5, bold: !!extra.bold }],
    ...extra,
  });
  const row = (cells: string[], y: number, bold = false): TextLine => ({
    text: cells.join(' '),
    size: 10,
    x: 72,
    y,
    bold,
    lead: '',
    cells: cells.map((c, i) => ({ text: c, x: 72 + i * 150, end: 72 + i * 150 + c.length * 5, bold })),
  });

  it('takes a line of words over a table’s figure columns, in the rows’ own type, as their header', () => {
    const over = (cells: string[], y: number): TextLine => ({
      ...row(cells, y),
      x: 222,
      cells: cells.map((c, i) => ({ text: c, x: 222 + i * 150, end: 222 + i * 150 + c.length * 5, bold: false })),
    });
    const blocks = blocksFromLines([
      [
        line('General liability is rated per $1,000 of gross receipts by class and territory:', 720),
        over(['Territory 1: MI, MN, WI', 'Territory 2: OH, PA, NY'], 700),
        row(['Public skating and lessons', '$6.80', '$7.40'], 684),
        row(['Adult hockey leagues', '$11.20', '$12.10'], 668),
        row(['Curling', '$4.70', '$5.10'], 652),
      ],
    ]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Public skating and lessons; Territory 1: MI, MN, WI: $6.80; Territory 2: OH, PA, NY: $7.40',
      'Adult hockey leagues; Territory 1: MI, MN, WI: $11.20; Territory 2: OH, PA, NY: $12.10',
      'Curling; Territory 1: MI, MN, WI: $4.70; Territory 2: OH, PA, NY: $5.10',
    ]);
  });

  it('takes a bold line of body size as a heading, a numbered line as an item, a bold lead-in as the heading of its paragraph', () => {
    const blocks = blocksFromLines([
      [
        line('Driver Eligibility', 700, { bold: true }),
        line('Drivers must meet these rules:', 686),
        line('1. Drivers must be at least 21 years old.', 672, { x: 80 }),
        line('2. No more than two minor violations.', 658, { x: 80 }),
        line('Binding moratorium. No new policy may be bound under a tornado warning.', 630, { lead: 'Binding moratorium.' }),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', 'Driver Eligibility'],
      ['para', 'Drivers must meet these rules:'],
      ['bullet', 'Drivers must be at least 21 years old.'],
      ['bullet', 'No more than two minor violations.'],
      ['lead', 'Binding moratorium'],
      ['para', 'No new policy may be bound under a tornado warning.'],
    ]);
  });

  it('joins a word a line break hyphenates only when the document writes it whole elsewhere', () => {
    const blocks = blocksFromLines([
      [
        line('Tanks', 700, { bold: true }),
        line('Underground tanks must be double-', 686),
        line('walled. Single-walled tanks are ineligible. All under-', 672),
        line('writing is done by the program under-', 658),
        line('writer.', 644),
        line('Every underwriter reviews it.', 630),
      ],
    ]);
    expect(blocks.find((b) => b.type === 'para')!.text).toBe(
      'Underground tanks must be double-walled. Single-walled tanks are ineligible. All under-writing is done by the program underwriter. Every underwriter reviews it.',
    );
  });

  it('takes what a document is about from the lines above its first heading or bold lead-in, not from its rules', () => {
    const blocks = blocksFromLines([
      [
        line('Commercial Printers Guide 2026', 740, { bold: true, size: 16 }),
        line('Ineligible printers. Printers with more than 55 gallons of solvent-based ink on premises.', 700, {
          lead: 'Ineligible printers.',
        }),
        line('Binding', 660, { bold: true }),
        line('Agents may bind printers with sales up to $7,500,000.', 646),
      ],
    ]);
    const about = unitsOf('d1', 'Commercial Printers Guide 2026', blocks)[0]!.about;
    expect(about).toContain('printer');
    // (A word of one rule is no word of every passage: "solvent" keeps its weight.)
    expect(about).not.toContain('solvent');
  });

  it('lists the items under a numbered rule that introduces them, not the rule itself', () => {
    const blocks = blocksFromLines([
      [
        line('9. Required Documents', 700, { bold: true }),
        line('9.1 Send the following with every new submission:', 686),
        line('(a) ACORD 125 and 126 applications;', 672, { x: 90 }),
        line('(b) five years of loss runs.', 658, { x: 90 }),
      ],
    ]);
    const intro = unitsOf('d1', 'Guide', blocks).find((u) => u.introducesList);
    expect(intro?.items).toEqual(['ACORD 125 and 126 applications;', 'five years of loss runs.']);
  });

  it('shows a value stacked under its bold label, in a fact box, with its label', () => {
    const blocks = blocksFromLines([
      [
        line('Waiver retention', 700, { bold: true }),
        line('7 years, or until the minor', 689),
        line('turns 21', 679),
        line('Incident reports', 665, { bold: true }),
        line('Within 24 hours', 654),
        line('Waivers', 630, { bold: true }),
        line('Every participant signs a waiver before entry.', 616),
      ],
    ]);
    const units = unitsOf('d1', 'Park Guide', blocks);
    expect(units.map((u) => [u.text, !!u.stacked])).toEqual([
      ['7 years, or until the minor turns 21', true],
      ['Within 24 hours', true],
      // (A sentence under its heading is no value of a label.)
      ['Every participant signs a waiver before entry.', false],
    ]);
    const reply = answerFrom(new UnitIndex(units), 'Acme Mutual', 1, 'whats the waiver retention?', SOURCES);
    expect(reply).toMatch(/^Waiver retention: 7 years, or until the minor turns 21 \(/);
  });

  it('keeps a bold question as the heading of an answer marked with a bold "A."', () => {
    const blocks = blocksFromLines([
      [
        line('Q. Can the firm subcontract guard work?', 700, { bold: true }),
        line('A. Yes, up to 20% of gross receipts.', 686, { lead: 'A.' }),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', 'Q. Can the firm subcontract guard work?'],
      ['para', 'Yes, up to 20% of gross receipts.'],
    ]);
  });

  it('takes a bold line of a few words ending with a period as a heading, and a short bold rule as a rule', () => {
    const blocks = blocksFromLines([
      [
        line('Eligible operations.', 700, { bold: true }),
        line('Wineries making up to 50,000 cases a year are eligible.', 686),
        line('Flood is excluded.', 660, { bold: true }),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', 'Eligible operations'],
      ['para', 'Wineries making up to 50,000 cases a year are eligible.'],
      ['para', 'Flood is excluded.'],
    ]);
  });

  it('reads a table row by row, each cell under its column header', () => {
    const blocks = blocksFromLines([
      [
        line('Roof Settlement', 720, { bold: true }),
        row(['Roof age', 'Settlement'], 700, true),
        row(['0 to 10 years', 'Replacement cost'], 686),
        row(['11 to 20 years', 'Actual cash value'], 672),
      ],
    ]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Roof age: 0 to 10 years; Settlement: Replacement cost',
      'Roof age: 11 to 20 years; Settlement: Actual cash value',
    ]);
  });

  it('reads a table whose caption sits between its header row and its rows, and a header that ends in a form’s letter', () => {
    const blocks = blocksFromLines([
      [
        line('6. Rates', 740, { bold: true }),
        row(['Occupancy status', 'Minimum premium', 'Max. Coverage A'], 720, true),
        line('Table 6-A — Annual base rates per $1,000 of Coverage A', 703, { bold: true }),
        row(['Vacant, listed for sale', '$750', '$400,000'], 686),
        row(['Renovation with permit', '$850', '$500,000'], 668),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', '6. Rates'],
      ['heading', 'Table 6-A — Annual base rates per $1,000 of Coverage A'],
      ['row', 'Occupancy status: Vacant, listed for sale; Minimum premium: $750; Max. Coverage A: $400,000'],
      ['row', 'Occupancy status: Renovation with permit; Minimum premium: $850; Max. Coverage A: $500,000'],
    ]);
  });

  it('leaves out a footnote’s marker, set small and raised, from the words it follows', () => {
    const at = (str: string, x: number, y: number, size = 10): Item => textRun(str, x, y, size);
    const lines = pageLines([
      at('A roof no more than 25 years old', 72, 700),
      at('1', 152, 704, 6),
      at(' with no missing shingles.', 155, 700),
      at('1', 72, 103, 6),
      at('Roof age is counted from the last tear-off.', 76, 100, 8),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'A roof no more than 25 years old with no missing shingles.',
      'Roof age is counted from the last tear-off.',
    ]);
  });

  it('reads a table whose first column wraps around the row’s other cells, and whose headers take two lines', () => {
    // Cells set in the middle of their row: "$2,500,001 to" above the other cells, "$10,000,000" below.
    const cell = (text: string, col: number, y: number, bold = false): TextLine => ({
      ...line(text, y, { x: 72 + col * 150, bold }),
      cells: [{ text, x: 72 + col * 150, end: 72 + col * 150 + text.length * 5, bold }],
    });
    const header = (cells: string[], y: number) => ({ ...row(cells, y, true), cells: row(cells, y, true).cells.slice(1) });
    const blocks = blocksFromLines([
      [
        line('Limits and Retentions', 760, { bold: true }),
        // (The header is bold, its first column's cell set between its two lines.)
        header(['', 'Maximum aggregate', 'Minimum'], 740),
        cell('Annual revenue', 0, 734, true),
        header(['', 'limit', 'retention'], 728),
        row(['Up to $2,500,000', '$1,000,000', '$2,500'], 706),
        cell('$2,500,001 to', 0, 684),
        { ...row(['', '$2,000,000', '$5,000'], 678), cells: row(['', '$2,000,000', '$5,000'], 678).cells.slice(1) },
        cell('$10,000,000', 0, 672),
        line('Table 2 — Limits and retentions by annual revenue', 640),
      ],
    ]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Annual revenue: Up to $2,500,000; Maximum aggregate limit: $1,000,000; Minimum retention: $2,500',
      'Annual revenue: $2,500,001 to $10,000,000; Maximum aggregate limit: $2,000,000; Minimum retention: $5,000',
    ]);
  });

  it('reads a header with no cell over the first column as the header, the first column’s set above it, and a header over several columns as each one’s', () => {
    // (As a PDF gives it: the line starts at its first cell.)
    const header = (cells: string[], y: number) => ({ ...row(cells, y, true), x: 222, cells: row(cells, y, true).cells.slice(1) });
    const blocks = blocksFromLines([
      [
        line('Annual premium by limit', 760, { bold: true, size: 12 }),
        // (A header over the columns right of the first.)
        {
          ...line('E&O limit per claim / aggregate', 748, { bold: true, x: 250 }),
          cells: [{ text: 'E&O limit per claim / aggregate', x: 250, end: 405, bold: true }],
        },
        line('Annual gross receipts', 740, { bold: true }),
        header(['', '$100K / $300K', '$250K / $500K'], 732),
        row(['Up to $100,000', '$1,100', '$1,450'], 716),
        row(['$100,001 to $250,000', '$1,650', '$2,150'], 700),
      ],
    ]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Annual gross receipts: Up to $100,000; E&O limit per claim / aggregate $100K / $300K: $1,100; E&O limit per claim / aggregate $250K / $500K: $1,450',
      'Annual gross receipts: $100,001 to $250,000; E&O limit per claim / aggregate $100K / $300K: $1,650; E&O limit per claim / aggregate $250K / $500K: $2,150',
    ]);
    expect(blocks.filter((x) => x.type === 'heading').map((x) => x.text)).toEqual(['Annual premium by limit']);
  });

  it('reads two columns above a table as columns, though the table’s header line has a gap where theirs is', () => {
    const run = (str: string, x: number, y: number, bold = false): Item => textRun(str, x, y, 9, bold);
    const column = (lines: string[], x: number) => lines.map((t, i) => run(t, x, 730 - i * 12));
    const cells = (texts: string[], y: number, bold = false) => texts.map((t, i) => run(t, [40, 160, 310, 400, 480][i]!, y, bold));
    const page = [
      ...column(
        [
          '1.1 Dovecote writes hull and liability for owner',
          'flown piston aircraft based in the program states',
          'and flown by the owner or by pilots named on it.',
          '1.2 Eligible uses are pleasure and business use,',
          'with no charge made for carrying passengers, and',
          'flight instruction given only to the household.',
        ],
        40,
      ),
      ...column(
        [
          '2.1 Turbine aircraft of every kind are ineligible,',
          'and so are seaplanes, amphibians and rotorcraft,',
          'whatever the premium offered for them this year.',
          '2.2 A pilot with a DUI conviction in the last five',
          'years is ineligible, and so is a pilot with more',
          'than one aircraft accident in the last ten years.',
        ],
        310,
      ),
      ...cells(['Aircraft class', 'Minimum certificate', 'Total time', 'Make and model', 'Last 12 months'], 640, true),
      ...cells(['Fixed-gear to 200 hp', 'Private', '100', '10', '12'], 628),
      ...cells(['Piston twin', 'Commercial', '1,000', '50', '25'], 616),
    ];
    const blocks = blocksFromLines([pageLines(page)]).map((x) => [x.type, x.text]);
    expect(blocks[0]![1]).toMatch(/^Dovecote writes hull and liability for owner flown piston aircraft based in the program states/);
    expect(blocks.map(([, t]) => t)).toContain(
      'Turbine aircraft of every kind are ineligible, and so are seaplanes, amphibians and rotorcraft, whatever the premium offered for them this year.',
    );
    expect(blocks.filter(([type]) => type === 'row').map(([, t]) => t)).toEqual([
      'Aircraft class: Fixed-gear to 200 hp; Minimum certificate: Private; Total time: 100; Make and model: 10; Last 12 months: 12',
      'Aircraft class: Piston twin; Minimum certificate: Commercial; Total time: 1,000; Make and model: 50; Last 12 months: 25',
    ]);
  });

  it('reads a page set in two columns column by column, a sidebar apart from the text beside it, and a two-column table across', () => {
    // Runs of text as a PDF gives them: each line of a column is its own run, at the same height as the other column's.
    const run = (str: string, x: number, y: number, bold = false, size = 9): Item => textRun(str, x, y, size, bold);
    const columns = (left: string[], right: string[], top: number, rightX = 310, size = 9) =>
      Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [
        ...(left[i] ? [run(left[i], 40, top - i * 12, false, size)] : []),
        ...(right[i] ? [run(right[i], rightX, top - i * 12, false, size)] : []),
      ]).flat();
    const page = [
      run('Harbor Mutual Hotel Program Guide', 40, 760, true, 16),
      ...columns(
        [
          'H-1 Size. Hotels with 10 to 150 keys per location',
          'are eligible, and larger hotels must be referred',
          'to the home office before any quote is given.',
          'H-2 Roofs. Roofs up to 15 years old are settled',
          'at replacement cost, and older roofs are written',
          'with actual cash value settlement for the roof.',
        ],
        [
          'H-3 Pools. Outdoor pools must be enclosed by a',
          'fence at least 4 feet high with a self-closing',
          'gate, and diving boards are not acceptable.',
          'H-4 Security. Properties with more than 50 keys',
          'must staff the front desk 24 hours a day, and',
          'parking lots must be lighted from dusk to dawn.',
        ],
        730,
      ),
      run('Harbor Mutual — Agent use only.', 40, 30, false, 7),
      run('Page 1 of 2', 480, 30, false, 7),
    ];
    const read = (items: Item[]) => blocksFromLines([pageLines(items)]).map((x) => [x.type, x.text]);
    expect(read(page)).toEqual([
      ['title', 'Harbor Mutual Hotel Program Guide'],
      [
        'para',
        'H-1 Size. Hotels with 10 to 150 keys per location are eligible, and larger hotels must be referred to the home office before any quote is given. H-2 Roofs. Roofs up to 15 years old are settled at replacement cost, and older roofs are written with actual cash value settlement for the roof.',
      ],
      [
        'para',
        'H-3 Pools. Outdoor pools must be enclosed by a fence at least 4 feet high with a self-closing gate, and diving boards are not acceptable. H-4 Security. Properties with more than 50 keys must staff the front desk 24 hours a day, and parking lots must be lighted from dusk to dawn.',
      ],
      ['para', 'Harbor Mutual — Agent use only. Page 1 of 2'],
    ]);

    // A box of key figures beside the text, in smaller type on lines of its own: read apart, first,
    // so the text goes on to the next page where it stops.
    const text = [
      'Harbor Casualty writes commercial umbrella liability on a',
      'follow-form basis over primary general liability, auto',
      'liability and employers liability, and excess layers above',
      'another carrier’s umbrella, for insureds with revenue up',
      'to $150,000,000 and no more than 25 power units, of which',
      'no more than 10 may be heavy units over 20,000 pounds, and',
      'with underlying limits of at least $1,000,000 per occurrence',
      'for general liability and $1,000,000 combined single limit',
      'for auto liability, written by carriers rated A- or better.',
    ];
    const figures = [
      'Umbrella limits',
      '$1M to $10M',
      'Minimum premium',
      '$1,000 per policy',
      'Quote valid',
      '30 days',
      'Revenue cap',
      '$150M',
    ];
    const sidebar = figures.map((f, i) => run(f, 400, 721 - i * 9, i % 2 === 0, 8));
    expect(read([...columns(text, [], 730), run('Key limits', 400, 733, true, 8), ...sidebar]).map(([, t]) => t)).toEqual([
      `Key limits ${figures[0]}`,
      ...figures.slice(1),
      text.join(' '),
    ]);

    // Two columns of short cells, every right one on its row's line: a table, read across.
    const table = [
      run('Roof age', 40, 730, true),
      run('Settlement', 310, 730, true),
      ...['0 to 10 years', '11 to 20 years', '21 to 30 years', '31 to 40 years', '41 years or more'].flatMap((age, i) => [
        run(age, 40, 716 - i * 12),
        run(['Replacement cost', 'Actual cash value', 'Actual cash value', 'Refer', 'Ineligible'][i]!, 310, 716 - i * 12),
      ]),
    ];
    expect(read(table).filter(([type]) => type === 'row')).toHaveLength(5);
  });

  it('reads a table under a header that spans the page as one table, though two columns of text follow it', () => {
    const at = (str: string, x: number, y: number, bold = false): Item => textRun(str, x, y, 9, bold);
    const row = (cells: [string, number][], y: number, bold = false) => cells.map(([str, x]) => at(str, x, y, bold));
    const prose = (left: string, right: string, y: number) => [at(left, 40, y), at(right, 310, y)];
    const lines = pageLines([
      // (The header's second cell runs across the gap between the columns below.)
      ...row(
        [
          ['Vehicle type', 40],
          ['Base liability rate per vehicle', 170],
          ['Rate at $500,000', 330],
          ['Who may bind', 460],
        ],
        700,
        true,
      ),
      ...row(
        [
          ['Sedan', 40],
          ['$3,850', 170],
          ['$3,270', 330],
          ['Agent', 460],
        ],
        684,
      ),
      ...row(
        [
          ['Stretcher van', 40],
          ['$6,800', 170],
          ['$5,780', 330],
          ['Underwriter only', 460],
        ],
        668,
      ),
      ...prose('Medical payments of $5,000 per passenger are included', 'A newly acquired vehicle is covered for 30 days', 640),
      ...prose('on every policy, and uninsured motorist coverage is', 'when it meets this guide; report it within that', 628),
      ...prose('offered at the liability limit unless it is rejected', 'time with its VIN, seating and stated value, and', 616),
      ...prose('in writing where state law allows that rejection.', 'stretcher vans need an underwriter first always.', 604),
      ...prose('Hired and non-owned auto is offered by endorsement', 'Complete submissions are quoted within three days', 592),
      ...prose('at the policy limit for every operator we insure.', 'and quotes are firm for thirty days from issue.', 580),
    ]);
    const rows = blocksFromLines([lines]).filter((x) => x.type === 'row');
    expect(rows.map((x) => x.text)).toEqual([
      'Vehicle type: Sedan; Base liability rate per vehicle: $3,850; Rate at $500,000: $3,270; Who may bind: Agent',
      'Vehicle type: Stretcher van; Base liability rate per vehicle: $6,800; Rate at $500,000: $5,780; Who may bind: Underwriter only',
    ]);
  });

  it('keeps a running header in small type out of the columns below it', () => {
    const at = (str: string, x: number, y: number, size = 9.4): Item => textRun(str, x, y, size, false, 0.48);
    const left = [
      'The program covers wineries and craft breweries',
      'in six states, on one package policy, with the',
      'building, contents and business income, and',
      'liquor liability for tasting rooms. For wineries,',
      'an extended period of 180 days is included for',
      'the insured to rebuild sales after a lost vintage.',
    ];
    const right = [
      'Tasting rooms must close no later than 11 p.m.',
      'every day of the week, and seat no more than 150',
      'guests indoors and outdoors combined, with no sale',
      'of liquor made by others beyond guest taps of no',
      'more than 20% of taproom sales, and a licensed',
      'server at every bar that is open to the guests.',
    ];
    const lines = pageLines([
      at('FENWICK MUTUAL', 50, 759, 8),
      at('WINERY PROGRAM · PAGE 2 OF 3', 330, 759, 8),
      ...left.map((t, i) => at(t, 50, 728 - i * 12)),
      ...right.map((t, i) => at(t, 330, 728 - i * 12)),
    ]);
    // The header stays one line of its own; each column's lines are its text alone.
    expect(lines[0]!.text).toBe('FENWICK MUTUAL WINERY PROGRAM · PAGE 2 OF 3');
    expect(lines[0]!.column).toBeUndefined();
    expect(lines.filter((l) => l.column === 2).map((l) => l.text)).toEqual(right);
  });

  it('reads a sidebar in smaller type apart, beside a column that holds a table of its own', () => {
    const at = (str: string, x: number, y: number, size = 9.4, bold = false): Item => textRun(str, x, y, size, bold, 0.48);
    const side = [
      'Vaccine refrigerators must have a',
      'temperature alarm that notifies',
      'staff after hours; without one, the',
      'spoilage limit stays at $10,000.',
      'Laboratories doing waived tests',
      'are eligible without referral.',
    ];
    const items = [
      at('Physician offices at a glance', 410, 712, 8.6, true),
      at('Each BOP includes the coverages below at the standard limit.', 43, 700),
      ...side.map((t, i) => at(t, 410, 700 - i * 12, 8.6)),
      ...[
        ['Coverage', 'Standard limit', 'Deductible'],
        ['Spoilage of medications', '$10,000', '$500'],
        ['Valuable papers and records', '$25,000', '$500'],
        ['Money and securities', '$5,000', '$250'],
      ].flatMap((cells, r) => cells.map((c, k) => at(c, [48, 200, 300][k]!, 688 - r * 12, 8.8, r === 0))),
      at('Liability covers slips and falls in the office.', 43, 640),
    ];
    const blocks = blocksFromLines([pageLines(items)]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Coverage: Spoilage of medications; Standard limit: $10,000; Deductible: $500',
      'Coverage: Valuable papers and records; Standard limit: $25,000; Deductible: $500',
      'Coverage: Money and securities; Standard limit: $5,000; Deductible: $250',
    ]);
    expect(blocks.map((x) => x.text)).toContain(
      'Vaccine refrigerators must have a temperature alarm that notifies staff after hours; without one, the spoilage limit stays at $10,000. Laboratories doing waived tests are eligible without referral.',
    );
  });

  it('reads a narrow sidebar on the left apart from the numbered paragraphs beside it', () => {
    const at = (str: string, x: number, y: number, size = 10.4, bold = false): Item => textRun(str, x, y, size, bold, 0.48);
    const bar: [string, boolean][] = [
      ['AT A GLANCE', true],
      ['Minimum premium', true],
      ['$2,000 per policy', false],
      ['Height limit', true],
      ['80 feet; refer above 60 feet', false],
      ['Response time', true],
      ['Quotes within three business', false],
      ['days; firm for 30 days', false],
    ];
    const text: [string, string, number][] = [
      ['1.3', 'This guide supplements the filed rules and forms. Where they differ, the filed forms', 191],
      ['', 'govern.', 218],
      ['2.1', 'The contractor must meet all of the following rules of this guide, every one of them:', 191],
      ['', '(a) at least three years in business under the current ownership and management;', 218],
      ['', '(b) an owner or crew leader with at least five years of tree care experience;', 218],
      ['2.2', 'Climbing and aerial work is eligible up to 80 feet above ground. Work above 60 feet', 191],
      ['', 'requires referral under 5.2.', 218],
      ['2.3', 'Every climbing job must have at least two workers on site, one of them trained.', 191],
    ];
    const items = [
      ...bar.map(([t, bold], i) => at(t, 49, 720 - i * 12, 9.3, bold)),
      ...text.flatMap(([n, t, x], i) => [...(n ? [at(n, 191, 722 - i * 12)] : []), at(t, n ? 218 : x, 722 - i * 12)]),
    ];
    const lines = pageLines(items);
    // The bar first, on its own; then the text, each line whole ("Height limit" is not read as a cell of "govern.").
    expect(lines.filter((l) => l.column === 1).map((l) => l.text)).toEqual(bar.map(([t]) => t));
    expect(lines.map((l) => l.text)).toContain('2.2 Climbing and aerial work is eligible up to 80 feet above ground. Work above 60 feet');
    expect(lines.some((l) => l.text.includes('Height limit') && l.text.includes('govern'))).toBe(false);
  });

  it('reads a bar of bold labels and values on the left, in the type of the questions and answers beside it, apart', () => {
    const at = (str: string, x: number, y: number, size = 8.8, bold = false): Item => textRun(str, x, y, size, bold, 0.48);
    const bar: [string, boolean][] = [
      ['REFERRAL TRIGGERS', true],
      ['Refer before quoting when any of', false],
      ['these apply:', false],
      ['Receipts', true],
      ['$1,000,001 to $2,500,000', false],
      ['Staff', true],
      ['7 or more field employees', false],
      ['Stoves', true],
      ['Stove and insert work above 40%', false],
      ['of receipts', false],
      ['Losses', true],
      ['Two or more claims, or any claim', false],
      ['over $25,000, in three years', false],
    ];
    const text: [string, boolean][] = [
      ['F. Binding and Referrals: Agent Questions', true],
      ['Q1. When can I bind without an underwriter?', true],
      ['When receipts are $1,000,000 or less, the insured has no more than six field', false],
      ['employees, and there has been no claim in the last three years. Every eligibility', false],
      ['standard in Part B must also be met.', false],
      ['Q2. The insured has one small claim. Can I still bind?', true],
      ['Yes, if it was a single claim of $25,000 or less in the last three years and it is closed.', false],
      ['Open claims of any size require referral.', false],
      ['Q3. What if the insured installs a lot of wood stoves?', true],
      ['Stove and insert installation up to 40% of receipts is eligible. Above that share, refer', false],
      ['the account; Knapwell will ask for permits and installer certificates for the last ten', false],
      ['installations.', false],
      ['Q4. Does Knapwell accept subcontractors?', true],
      ['Yes, for up to 20% of receipts. Every subcontractor must carry general liability of at', false],
      ['least $1,000,000 per occurrence and name the insured as an additional insured.', false],
      ['Q5. Can a new venture be written?', true],
      ['Only by referral, and only when the owner has at least five years of experience as a', false],
      ['certified sweep with an eligible contractor. New ventures carry a 15% surcharge for', false],
    ];
    const items = [
      ...bar.map(([t, bold], i) => at(t, 48, 712 - i * 12, 8.8, bold)),
      ...text.map(([t, bold], i) => at(t, bold ? 196 : 206, 712 - i * 12, bold ? 9.4 : 8.8, bold)),
    ];
    const lines = pageLines(items);
    expect(lines.filter((l) => l.column === 1).map((l) => l.text)).toEqual(bar.map(([t]) => t));
    expect(lines.map((l) => l.text)).toContain('employees, and there has been no claim in the last three years. Every eligibility');
  });

  it('reads a strip of prose down the left side apart from the table beside it, whose rows it does not share', () => {
    const at = (str: string, x: number, y: number, size = 8.8, bold = false): Item => textRun(str, x, y, size, bold, 0.48);
    const strip: [string, number, boolean][] = [
      ['More than three net branches', 520, false],
      ['REMINDER', 478, true],
      ['Claims-made coverage needs', 462, false],
      ['continuity. Never quote a new', 451.5, false],
      ['retroactive date for an insured', 444, false],
      ['moving from another carrier', 430, false],
      ['without its loss runs.', 419, false],
    ];
    const rows = [
      ['$500K / $500K', '$2,500', '$5,000', '$10,000', '$1,150'],
      ['$1M / $1M', '$2,500', '$5,000', '$10,000', '$1,650'],
      ['$1M / $2M', '$5,000', '$7,500', '$15,000', '$2,100'],
      ['$2M / $2M', '$5,000', '$10,000', '$15,000', '$3,400'],
      ['$3M / $3M', '$10,000', '$15,000', '$25,000', '$4,900'],
    ];
    const xs = [196, 338, 405, 468, 530];
    const items = [
      ...strip.map(([t, y, bold]) => at(t, 51, y, 8.6, bold)),
      at('Limit', 246, 503, 8.8, true),
      at('Retention by annual revenue', 361, 503, 8.8, true),
      at('Minimum', 524, 503, 8.8, true),
      ...['(each claim / aggregate)', 'Up to $1M', '$1M to $5M', 'Over $5M', 'premium'].map((t, k) =>
        at(t, [211, 331, 395, 464, 524][k]!, 491, 8.8, true),
      ),
      ...rows.flatMap((r, i) => r.map((t, k) => at(t, xs[k]!, 470 - i * 17, 8.8))),
      at('5.1 Claim expenses are inside the limit. The retention applies to damages and claim expenses', 191, 382, 9.6),
      at('within the limit, and the minimum premium is fully earned at inception of the policy.', 191, 370, 9.6),
    ];
    const lines = pageLines(items);
    expect(lines.map((l) => l.text)).toContain('$1M / $1M $2,500 $5,000 $10,000 $1,650');
    expect(lines.map((l) => l.text)).toContain('continuity. Never quote a new');
  });

  it('reads a strip down the left side apart beside prose and a table, though few of its lines stand alone', () => {
    const at = (str: string, x: number, y: number, size = 9.2, bold = false): Item => textRun(str, x, y, size, bold, 0.48);
    const strip: [string, number, boolean][] = [
      ['REFERRAL TRIGGERS', 727, true],
      ['Three or four sheets of ice', 710, false],
      ['TIV over $6,000,000', 695, false],
      ['Any liquor sales', 681, false],
      ['Ammonia charge over 2,500', 666, false],
      ['pounds', 654, false],
      ['Roof older than 25 years', 640, false],
      ['Municipal management', 625, false],
      ['contracts', 613, false],
      ['Two or more liability claims in', 598, false],
      ['three years', 586, false],
      ['Tournaments with more than', 571, false],
      ['40 teams', 560, false],
      ['PREMIUM', 538, true],
      ['Minimum $6,500 per location', 521, false],
      ['25% minimum earned', 506, false],
      ['Audited on receipts', 492, false],
    ];
    const prose = [
      'Participant safety. Dasher boards must carry acrylic shielding at least 8 feet high',
      'along the ends and 5 feet high along the sides, and protective netting must hang',
      'behind each goal. Helmets are required for every hockey participant and for public',
      'skaters under age 12. Every program participant and every ice renter signs the',
      'Yewcastle-approved waiver, and waivers are kept for five years.',
      'Tenant teams and renters. Clubs and leagues renting ice must send certificates with',
      'liability limits of at least $1,000,000 naming the rink as additional insured. Private',
      'rentals without their own coverage may buy the tenant user endorsement at $45',
      'per event, for groups of up to 300 people. The rink checks tenant certificates at the',
      'start of every season and keeps them for five years.',
      'Limits and deductibles. Grouped by coverage part:',
    ];
    const rows = [
      ['Each occurrence', '$1,000,000', 'None'],
      ['Participant accident medical', '$25,000 excess', '$250'],
      ['Participant accidental death', '$10,000', 'None'],
      ['Assault and battery', '$100,000', '$2,500'],
      ['Ice resurfacers', '$200,000 each', '$2,500'],
    ];
    const items = [
      ...strip.map(([t, y, bold]) => textRun(t, bold ? 49 : 61, y, bold ? 10 : 9.2, bold, 0.42)),
      ...prose.map((t, i) => at(t, 203, [741, 727, 710, 695, 681, 654, 640, 625, 613, 598, 586][i]!, 10.8)),
      at('Program terms', 370, 560, 9.3, true),
      at('Coverage', 209, 551, 9.3, true),
      at('Limit', 370, 543, 9.3),
      at('Deductible', 476, 543, 9.3),
      ...rows.flatMap((r, i) => r.map((t, k) => at(t, [209, 370, 476][k]!, [526, 506, 492, 477, 460][i]!, 9.3))),
    ];
    const lines = pageLines(items).map((l) => l.text);
    expect(lines).toContain('Ice resurfacers $200,000 each $2,500');
    expect(lines).toContain('Minimum $6,500 per location');
    expect(lines).toContain('skaters under age 12. Every program participant and every ice renter signs the');
  });

  it('reads a strip down the left side apart, in the text’s own type, beside a column that holds a table', () => {
    const at = (str: string, x: number, y: number, bold = false): Item => textRun(str, x, y, 10, bold, 0.48);
    const bar = ['QUICK LIMITS', 'General liability', '$1,000,000 / $2,000,000', 'Property deductible', '$2,500 minimum', 'TERRITORIES'];
    const barMore = ['Territory A: Kansas and', 'Missouri.', 'Territory B: Texas.'];
    const items = [
      at('Q9. What liability limits are available?', 202, 734, true),
      ...[...bar, ...barMore].map((t, i) => at(t, 46, 729 - i * 15, [0, 1, 3, 5].includes(i))),
      at('General liability is written at $1,000,000 each occurrence and $2,000,000 aggregate.', 202, 722),
      at('Liquor liability is available at $1,000,000 each common cause for centers within the limit.', 202, 710),
      at('Buildings are valued at replacement cost with 90% coinsurance, and lanes the same way.', 202, 698),
      at('Table 1. General liability annual rate per lane', 202, 680, true),
      ...[
        ['Lanes in center', 'Territory A', 'Territory B'],
        ['8 to 16 lanes', '$310', '$345'],
        ['17 to 32 lanes', '$285', '$320'],
        ['33 to 48 lanes', '$260', '$290'],
      ].flatMap((cells, r) => cells.map((c, k) => at(c, [206, 320, 420][k]!, 668 - r * 12, r === 0))),
      at('Rates are per lane per year, and a 10% credit applies to centers with no league play.', 202, 610),
    ];
    const lines = pageLines(items);
    // The strip on its own, first; the question stays the heading of its answer.
    expect(lines.filter((l) => l.column === 1).map((l) => l.text)).toEqual([...bar, ...barMore]);
    const blocks = blocksFromLines([lines]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Lanes in center: 8 to 16 lanes; Territory A: $310; Territory B: $345',
      'Lanes in center: 17 to 32 lanes; Territory A: $285; Territory B: $320',
      'Lanes in center: 33 to 48 lanes; Territory A: $260; Territory B: $290',
    ]);
    const texts = blocks.map((x) => x.text);
    expect(texts[texts.indexOf('Q9. What liability limits are available?') + 1]).toBe(
      'General liability is written at $1,000,000 each occurrence and $2,000,000 aggregate.',
    );
    expect(texts).toContain('Rates are per lane per year, and a 10% credit applies to centers with no league play.');
  });

  it('reads two halves of a page set side by side, each with a table and prose of its own, half by half', () => {
    const at = (str: string, x: number, y: number, bold = false): Item => textRun(str, x, y, 9, bold, 0.45);
    const half = (x: number, caption: string, header: string[], rows: string[][], prose: string[]) => [
      at(caption, x, 560, true),
      ...header.map((h, k) => at(h, x + k * 80, 545, true)),
      ...rows.flatMap((cells, r) => cells.map((c, k) => at(c, x + k * 80, 530 - r * 14, false))),
      ...prose.map((t, i) => at(t, x, 450 - i * 13)),
    ];
    const items = [
      ...half(
        50,
        'Table A. Property rates per $100',
        ['Construction', 'Building', 'Contents'],
        [
          ['Frame', '0.412', '0.498'],
          ['Joisted masonry', '0.318', '0.402'],
          ['Non-combustible', '0.264', '0.351'],
          ['Fire resistive', '0.183', '0.262'],
        ],
        [
          'Contents rates include paper stock, ink and customer property.',
          'Business income is rated at 45% of the contents rate, and',
          'the building rate applies to tenant improvements as well.',
          'Use the class with the largest share of sales for the location.',
        ],
      ),
      ...half(
        450,
        'Table C. E&O annual premium',
        ['E&O limit', 'Under $1M', '$1M to $5M'],
        [
          ['$100,000', '$450', '$780'],
          ['$250,000', '$690', '$1,180'],
          ['$500,000', '$980', '$1,690'],
          ['$1,000,000', '$1,420', '$2,450'],
        ],
        ['Limits above $250,000 per claim require underwriter approval.', 'Premiums are fully earned after 90 days of the term.'],
      ),
    ];
    const blocks = blocksFromLines([pageLines(items)]);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Construction: Frame; Building: 0.412; Contents: 0.498',
      'Construction: Joisted masonry; Building: 0.318; Contents: 0.402',
      'Construction: Non-combustible; Building: 0.264; Contents: 0.351',
      'Construction: Fire resistive; Building: 0.183; Contents: 0.262',
      'E&O limit: $100,000; Under $1M: $450; $1M to $5M: $780',
      'E&O limit: $250,000; Under $1M: $690; $1M to $5M: $1,180',
      'E&O limit: $500,000; Under $1M: $980; $1M to $5M: $1,690',
      'E&O limit: $1,000,000; Under $1M: $1,420; $1M to $5M: $2,450',
    ]);
  });

  it('reads a header cell that wraps upwards (headers set at the bottom of their row) as one header', () => {
    const blocks = blocksFromLines([
      [
        line('Each principal is placed in one tier.', 760),
        // "Aggregate" sits above "program", the header's other cells on the lower line.
        { ...line('Aggregate', 738, { bold: true, x: 372 }), cells: [{ text: 'Aggregate', x: 372, end: 417, bold: true }] },
        row(['Tier', 'Single job limit', 'program'], 728, true),
        row(['Express', 'Up to $500,000', 'Up to $1,000,000'], 712),
        row(['Standard', '$500,001 to $2,500,000', 'Up to $5,000,000'], 698),
      ],
    ]);
    expect(blocks.filter((x) => x.type !== 'row').map((x) => x.text)).toEqual(['Each principal is placed in one tier.']);
    expect(blocks.filter((x) => x.type === 'row').map((x) => x.text)).toEqual([
      'Tier: Express; Single job limit: Up to $500,000; Aggregate program: Up to $1,000,000',
      'Tier: Standard; Single job limit: $500,001 to $2,500,000; Aggregate program: Up to $5,000,000',
    ]);
  });

  it('reads a bold question as the heading of its answer, a table row whose cells wrap as one row, and a rule under its section', () => {
    const blocks = blocksFromLines([
      [
        line('Q: Can we write a gym that is open 24 hours with no staff overnight and only a keycard at the door?', 740, { bold: true }),
        line('A: Yes, if the unstaffed hours are protected. The property deductible for a key-access gym is $2,500.', 726),
        line('Program at a Glance', 700, { bold: true }),
        row(['Who', 'Liability limits', 'Minimum premium'], 686, true),
        row(['Health clubs, key-access', '$1,000,000 per occurrence /', '$1,250 per location, or'], 672),
        row(['gyms and studios', '$2,000,000 aggregate', '$750 for small studios'], 662),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', 'Q: Can we write a gym that is open 24 hours with no staff overnight and only a keycard at the door?'],
      ['para', 'A: Yes, if the unstaffed hours are protected. The property deductible for a key-access gym is $2,500.'],
      ['heading', 'Program at a Glance'],
      [
        'row',
        'Who: Health clubs, key-access gyms and studios; Liability limits: $1,000,000 per occurrence / $2,000,000 aggregate; Minimum premium: $1,250 per location, or $750 for small studios',
      ],
    ]);
    const units = unitsOf('d1', 'Garage Guide', [
      { type: 'heading', text: 'SECTION 5 — GARAGEKEEPERS COVERAGE', pages: [[0, 1]] },
      { type: 'heading', text: 'Rule 5.2', pages: [[0, 1]] },
      { type: 'para', text: 'The program maximum is $750,000 per location.', pages: [[0, 1]] },
    ]);
    expect(units[0]!.context).toEqual(expect.arrayContaining(['garagekeep']));
  });

  it('reads a bulletin’s numbered paragraphs ("3.5 The applicant …") as items under their section, and a nested list under the item that introduces it', () => {
    // (The section number and its text come as one cell: extraction joins a number to what follows.)
    const numbered = (n: string, text: string, y: number) => line(`${n} ${text}`, y);
    const blocks = blocksFromLines([
      [
        line('3. ELIGIBILITY', 720, { bold: true }),
        numbered('3.4', 'The operator must have at least three years of farming experience.', 706),
        numbered('3.5', 'The applicant may have no more than two losses in the last five years.', 692),
        line('4. INELIGIBLE OPERATIONS', 670, { bold: true }),
        numbered('4.1', 'The following operations are ineligible:', 656),
        line('hemp or cannabis growing;', 642, { x: 112 }),
        line('agritourism with more than 2,000 visitors a year.', 628, { x: 112 }),
        numbered('4.2', 'Farms with a vacant dwelling are ineligible until repaired.', 614),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', '3. ELIGIBILITY'],
      ['bullet', 'The operator must have at least three years of farming experience.'],
      ['bullet', 'The applicant may have no more than two losses in the last five years.'],
      ['heading', '4. INELIGIBLE OPERATIONS'],
      ['bullet', 'The following operations are ineligible:'],
      ['bullet', 'hemp or cannabis growing;'],
      ['bullet', 'agritourism with more than 2,000 visitors a year.'],
      ['bullet', 'Farms with a vacant dwelling are ineligible until repaired.'],
    ]);
    const units = unitsOf('d1', 'Farm Bulletin', blocks);
    expect(units.find((u) => u.text.startsWith('hemp'))?.intro).toBe('The following operations are ineligible:');
    expect(units.find((u) => u.text.startsWith('Farms with'))?.intro).toBeNull();
    expect(units.find((u) => u.text.startsWith('The applicant'))?.heading).toBe('ELIGIBILITY');
  });

  it('reads a list drawn without glyphs by its indent, a number on a line of its own, and a paragraph after a list as a paragraph', () => {
    const blocks = blocksFromLines([
      [
        line('Prohibited Risks', 720, { bold: true }),
        line('We will not write the following:', 706),
        line('Vehicles over 10,000 lbs GVW.', 690, { x: 88 }),
        line('Exotic makes, including Ferrari and McLaren, regardless of', 676, { x: 88 }),
        line('value.', 662, { x: 88 }),
        line('Kit cars.', 646, { x: 88 }),
        line('Eligibility Rules', 620, { bold: true }),
        line('1.', 606),
        line('Seating may not exceed 300 seats per location.', 592),
        line('2.', 574),
        line('Drivers must be at least 19 years old.', 560),
        line('A driver who fails a rule is excluded by endorsement.', 538),
        line('Each location is inspected.', 524),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['heading', 'Prohibited Risks'],
      ['para', 'We will not write the following:'],
      ['bullet', 'Vehicles over 10,000 lbs GVW.'],
      ['bullet', 'Exotic makes, including Ferrari and McLaren, regardless of value.'],
      ['bullet', 'Kit cars.'],
      ['heading', 'Eligibility Rules'],
      ['bullet', 'Seating may not exceed 300 seats per location.'],
      ['bullet', 'Drivers must be at least 19 years old.'],
      ['para', 'A driver who fails a rule is excluded by endorsement. Each location is inspected.'],
    ]);
    const units = unitsOf('d1', 'Acme Guide', blocks);
    expect(units.find((u) => u.text.startsWith('Kit cars'))?.intro).toBe('We will not write the following:');
  });

  it('takes an item’s few-word title as its context, and splits inline (a) (b) items into sentences', () => {
    const units = unitsOf('d1', 'Acme Guide', [
      { type: 'heading', text: 'Eligibility', pages: [[0, 1]] },
      {
        type: 'bullet',
        text: 'Driving record. (a) A household with more than two accidents is ineligible. (b) A driver with a DUI must be excluded.',
        pages: [[0, 1]],
      },
    ]);
    expect(units.map((u) => u.text)).toEqual([
      '(a) A household with more than two accidents is ineligible.',
      '(b) A driver with a DUI must be excluded.',
    ]);
    expect(units[0]!.context).toEqual(expect.arrayContaining(['drive', 'record']));
  });

  it('takes a run-in title further on in a paragraph as the context of the sentences after it, not as a sentence', () => {
    const units = unitsOf('d1', 'Acme Guide', [
      { type: 'heading', text: 'Q2. Which operations are eligible?', pages: [[0, 1]] },
      {
        type: 'para',
        text: 'Plants. Locations that clean garments on site. Drop stores. Counter locations where garments are taken in and returned. Related services. Alterations up to 25% of receipts. Refer all others. Leather cleaning is ineligible.',
        pages: [[0, 1]],
      },
    ]);
    expect(units.map((u) => u.text)).toEqual([
      'Locations that clean garments on site.',
      'Counter locations where garments are taken in and returned.',
      'Alterations up to 25% of receipts.',
      // (A short sentence is no title: "Refer all others.")
      'Refer all others.',
      'Leather cleaning is ineligible.',
    ]);
    expect(units[1]!.context).toEqual(expect.arrayContaining(['drop', 'store']));
    expect(units[2]!.context).toEqual(expect.arrayContaining(['servic']));
  });

  it('reads a glossary printed with dashes ("Outdoor Vehicle Storage — spaces rented for boats …"), and lets a rule use its words', () => {
    const units = unitsOf('d1', 'Storage Manual', [
      { type: 'heading', text: 'Section 2 — Definitions', pages: [[0, 1]] },
      {
        type: 'para',
        text: 'Outdoor Vehicle Storage — uncovered spaces rented for cars, boats, recreational vehicles or trailers.',
        pages: [[0, 1]],
      },
      { type: 'heading', text: 'Section 4 — Ineligible Facilities', pages: [[0, 1]] },
      { type: 'para', text: 'The following Facilities are not eligible:', pages: [[0, 1]] },
      { type: 'bullet', text: 'Outdoor Vehicle Storage exceeding 40% of Rentable Units.', pages: [[0, 1]] },
    ]);
    expect(units[0]).toMatchObject({ definition: true, term: 'Outdoor Vehicle Storage' });
    // The rule that uses the term covers "boat" through its definition.
    const found = new UnitIndex(units).search('about 45% of the spaces are rv/boat parking. still eligible?');
    const rule = found.ranked.find((r) => r.unit.text.startsWith('Outdoor Vehicle Storage exceeding'))!;
    expect(rule.covers[found.question.concepts.findIndex((c) => c.asked === 'boat')]).toBe(true);
  });

  it('ranks a definition below the rule that uses its term', () => {
    const blocks: PdfBlock[] = [
      h('Definitions'),
      p('Gross Vehicle Weight (GVW) means the maximum loaded weight of a vehicle as rated by the manufacturer.'),
      h('Vehicles'),
      p('Vehicles over 60,000 lbs GVW are ineligible.'),
    ];
    expect(direct(ask('max GVW?', blocks))).toContain('60,000');
  });
});

describe('pages set in several columns, bands and rows', () => {
  const run = textRun;
  const column = (lines: string[], x: number, top: number, leading = 12, size = 9) =>
    lines.map((l, i) => run(l, x, top - i * leading, size));
  const read = (items: Item[]) => blocksFromLines([pageLines(items)]).map((x) => [x.type, x.text]);

  it('reads questions and answers with hanging labels, in two columns under a table, each answer under its question', () => {
    const labelled = (label: string, lines: string[], x: number, top: number) => [run(label, x, top), ...column(lines, x + 28, top)];
    const hall = [
      'Yes. The hall may be rented to outside',
      'groups up to 24 times a year when every',
      'renter provides a certificate of liability',
      'naming the congregation as an additional',
      'insured. More rentals require referral.',
    ];
    const wind = [
      'Yes. Wind and hail losses carry a deductible',
      'of 1% of the building limit, with a minimum',
      'of $2,500. Roofs older than 20 years are',
      'settled at actual cash value, and older roofs',
      'must be replaced before binding.',
    ];
    const page = [
      ...[
        ['Coverage', 'Included limit', 'Optional limits', 'Deductible', 'Conditions'],
        ['Offerings and money', '$10,000', 'Up to $50,000', '$250', 'Kept in a locked safe.'],
        ['Medical payments', '$5,000', 'None', 'None', 'Not for sports leagues.'],
        ['Pastoral counseling', '$1,000,000', 'None', '$1,000', 'Clergy counseling only.'],
      ].flatMap((cells, r) => cells.map((c, k) => run(c, [48, 190, 320, 440, 530][k]!, 600 - r * 14))),
      ...labelled('Q6.', ['Can the congregation rent its hall?'], 43, 520),
      ...labelled('A.', hall, 43, 506),
      ...labelled('Q7.', ['Is there a separate wind deductible?'], 409, 520),
      ...labelled('A.', wind, 409, 506),
    ];
    const blocks = blocksFromLines([pageLines(page)]);
    expect(blocks.filter((b) => b.type === 'row')).toHaveLength(3);
    // (Each column read down, each label with its text: no row of "Q6. … — Q7. — Is there …".)
    expect(blocks.map((b) => [b.type, b.text]).slice(-2)).toEqual([
      ['para', `Q6. Can the congregation rent its hall? A. ${hall.join(' ')}`],
      ['para', `Q7. Is there a separate wind deductible? A. ${wind.join(' ')}`],
    ]);
  });

  it('reads three columns of prose one after the other', () => {
    const page = [
      run('Saltmarsh Mutual Habitational Guide', 40, 760, 16, true),
      ...column(
        [
          'General liability is written at',
          '$1,000,000 each occurrence and',
          '$2,000,000 aggregate for each',
          'location in the program.',
          'Liability is rated per unit of',
          'the building, occupied or not.',
        ],
        40,
        700,
      ),
      ...column(
        [
          'Pools must be enclosed by a',
          'fence at least four feet high',
          'with a self-latching gate.',
          'Pools with a diving board or',
          'a slide are ineligible for the',
          'program in every state.',
        ],
        220,
        700,
      ),
      ...column(
        [
          'Agents may bind locations with',
          'up to 40 units and TIV up to',
          '$5,000,000 when every rule of',
          'this guide is met, and refer',
          'all other eligible risks to the',
          'habitational desk for review.',
        ],
        400,
        700,
      ),
    ];
    expect(read(page).slice(1)).toEqual([
      [
        'para',
        'General liability is written at $1,000,000 each occurrence and $2,000,000 aggregate for each location in the program. Liability is rated per unit of the building, occupied or not.',
      ],
      [
        'para',
        'Pools must be enclosed by a fence at least four feet high with a self-latching gate. Pools with a diving board or a slide are ineligible for the program in every state.',
      ],
      [
        'para',
        'Agents may bind locations with up to 40 units and TIV up to $5,000,000 when every rule of this guide is met, and refer all other eligible risks to the habitational desk for review.',
      ],
    ]);
  });

  it('reads a section set across both columns, then the next one under a heading after a strip of white, band by band (the second on other baselines)', () => {
    const page = [
      // Band 1: a list that starts in the left column and goes on in the right one.
      run('Section B — Ineligible Risks', 40, 700, 10.5, true),
      ...column(
        [
          'The following risks are not eligible for',
          'the program and should not be submitted:',
          '• Student housing where more than 25%',
          '  of the units are leased to students.',
          '• Assisted living and nursing homes.',
        ],
        40,
        686,
      ),
      ...column(
        [
          '• Buildings with Federal Pacific panels',
          '  or aluminum branch wiring anywhere.',
          '• Risks with three or more losses in',
          '  the last three years of any kind.',
        ],
        310,
        686,
      ),
      // Band 2, under a heading, after white across both columns.
      run('Section C — Commercial Property', 40, 610, 10.5, true),
      ...column(
        [
          'Business income is written as loss of',
          'rents for 12 months of actual loss',
          'sustained, with a 72-hour waiting',
          'period that applies to every loss.',
        ],
        40,
        594,
      ),
      ...column(
        [
          'The minimum all other perils deductible',
          'is $2,500 per occurrence for up to 24',
          'units and $5,000 for larger buildings',
          'in every territory of the program.',
        ],
        310,
        588,
      ),
    ];
    expect(read(page)).toEqual([
      ['heading', 'Section B — Ineligible Risks'],
      ['para', 'The following risks are not eligible for the program and should not be submitted:'],
      ['bullet', 'Student housing where more than 25% of the units are leased to students.'],
      ['bullet', 'Assisted living and nursing homes.'],
      ['bullet', 'Buildings with Federal Pacific panels or aluminum branch wiring anywhere.'],
      ['bullet', 'Risks with three or more losses in the last three years of any kind.'],
      ['heading', 'Section C — Commercial Property'],
      [
        'para',
        'Business income is written as loss of rents for 12 months of actual loss sustained, with a 72-hour waiting period that applies to every loss.',
      ],
      [
        'para',
        'The minimum all other perils deductible is $2,500 per occurrence for up to 24 units and $5,000 for larger buildings in every territory of the program.',
      ],
    ]);
  });

  it('keeps a table of three columns of phrases a table, and reads a line of figures under a key set across rows as a row of its own', () => {
    const cells = (texts: string[], xs: number[], y: number, bold = false) => texts.map((t, i) => run(t, xs[i]!, y, 9, bold));
    const xs = [40, 240, 420];
    const page = [
      ...cells(['Underlying coverage', 'Umbrella limit up to $5M', 'Umbrella limit over $5M'], xs, 700, true),
      ...cells(['General liability', '$1M occurrence / $2M agg', '$1M occurrence / $2M agg'], xs, 680),
      ...cells(['Auto liability', '$1M combined single limit', '$2M combined single limit'], xs, 660),
      ...cells(['Employers liability', '$500K / $500K / $500K', '$1M / $1M / $1M each'], xs, 640),
      ...cells(['Hired and non-owned auto', '$1M combined single limit', '$1M combined single limit'], xs, 620),
    ];
    expect(read(page).map(([, t]) => t)).toContain(
      'Underlying coverage: Auto liability; Umbrella limit up to $5M: $1M combined single limit; Umbrella limit over $5M: $2M combined single limit',
    );
    const zones = [40, 160, 300, 380];
    const rates = [
      ...cells(['Flood zone', 'Lowest floor', '$2,500', '$5,000'], zones, 700, true),
      ...cells(['Shaded X or B', 'Not applicable', '0.74', '0.63'], zones, 683),
      ...cells(['3 feet above', '1.22', '1.05'], zones.slice(1), 666),
      ...cells(['A or AE', '1 to 2 feet above', '1.85', '1.58'], zones, 649),
      ...cells(['At BFE', '2.86', '2.45'], zones.slice(1), 632),
    ];
    expect(read(rates)).toEqual([
      ['row', 'Flood zone: Shaded X or B; Lowest floor: Not applicable; $2,500: 0.74; $5,000: 0.63'],
      ['row', 'Lowest floor: 3 feet above; $2,500: 1.22; $5,000: 1.05'],
      ['row', 'Flood zone: A or AE; Lowest floor: 1 to 2 feet above; $2,500: 1.85; $5,000: 1.58'],
      ['row', 'Lowest floor: At BFE; $2,500: 2.86; $5,000: 2.45'],
    ]);
  });

  it('takes the line spacing from lines one above the other, not from lines side by side', () => {
    const at = (text: string, x: number, y: number): TextLine => ({
      text,
      size: 10,
      x,
      y,
      bold: false,
      lead: '',
      cells: [{ text, x, end: x + text.length * 5, bold: false }],
    });
    // Page 1: two columns read across, each line 6 points below the other column's.
    const across = Array.from({ length: 8 }, (_, i) => [
      at(`Left column line ${i}.`, 72, 700 - i * 12),
      at(`Right column line ${i}.`, 320, 694 - i * 12),
    ]).flat();
    const blocks = blocksFromLines([
      across,
      [
        at('Every new risk is inspected within 45 days', 72, 700),
        at('of binding, and recommendations must be', 72, 688),
        at('completed within 60 days.', 72, 676),
      ],
    ]);
    expect(blocks.map((x) => x.text)).toContain(
      'Every new risk is inspected within 45 days of binding, and recommendations must be completed within 60 days.',
    );
  });

  it('reads each line of a run of labels ("Stories: up to 4") as its own passage', () => {
    const label = (lead: string, rest: string, y: number): TextLine => ({
      text: `${lead} ${rest}`,
      size: 10,
      x: 72,
      y,
      bold: false,
      lead,
      cells: [{ text: `${lead} ${rest}`, x: 72, end: 72 + (lead.length + rest.length) * 5, bold: false }],
    });
    const blocks = blocksFromLines([
      [
        label('Units:', '2 to 75 per location', 700),
        label('Stories:', 'up to 4', 688),
        label('Agent binding:', 'up to 40 units', 676),
        { ...label('', 'and $5M TIV', 664), lead: '' },
        label('GL limits:', '$1M / $2M standard', 652),
      ],
    ]);
    expect(blocks.map((x) => [x.type, x.text])).toEqual([
      ['lead', 'Units'],
      ['para', '2 to 75 per location'],
      ['lead', 'Stories'],
      ['para', 'up to 4'],
      ['lead', 'Agent binding'],
      ['para', 'up to 40 units and $5M TIV'],
      ['lead', 'GL limits'],
      ['para', '$1M / $2M standard'],
    ]);
  });
});

describe('the case in the documents’ own terms', () => {
  it('reads a thing a class lists as that class ("camel barn": Class II animals)', () => {
    const guide = [
      h('Animal classes'),
      p('Class II: hoofstock such as bison, zebra, camels and giraffe; wolves and hyenas; large raptors.'),
      p('Class III: domestic and farm animals, such as goats, sheep and rabbits.'),
      h('Staff'),
      p('Volunteers must be at least 16 years old, and volunteers under 18 may not work with Class II animals.'),
      p('Every animal exhibit is inspected by a veterinarian twice a year.'),
      h('Ineligible'),
      p('The following are ineligible:'),
      b('Elephant, camel or ostrich rides.'),
      b('Barns or enclosures older than 40 years without a structural review.'),
    ];
    expect(direct(ask('volunteer rules for the camel barn?', guide))).toMatch(/volunteers under 18 may not work with Class II animals/);
  });

  it('counts a figure of the things a term is defined with as that term ("55 kennel runs" are boarding units)', () => {
    const guide = [
      h('Definitions'),
      p('Boarding unit means one kennel run, cage or enclosure used to hold an animal overnight.'),
      h('Eligible practices'),
      p('A practice may operate up to 40 boarding units.'),
    ];
    expect(direct(ask('my guy has 55 kennel runs for boarding, that ok?', guide))).toMatch(
      /^55 kennel runs is over 40 boarding units\. .*up to 40 boarding units/,
    );
  });

  it('reads a shorthand phrase the documents never write as one by its words ("liab limits")', () => {
    const guide = [
      h('Coverages'),
      p('Veterinary professional liability has a standard limit of $1,000,000 per claim.'),
      p('Animal bailee coverage is written at $10,000 per animal.'),
    ];
    expect(direct(ask('what are the std prof liab limits?', guide))).toContain('standard limit of $1,000,000');
  });

  it('reads a span the agent names with no figure ("by the week", "nightly") against a rule in days', () => {
    expect(quantitiesOf('wants to rent it out by the week')).toEqual([{ value: 1, units: ['week'], text: 'by the week' }]);
    expect(quantitiesOf('they rent rooms nightly')[0]!.units).toEqual(['day']);
    expect(quantitiesOf('2 weeks, by the month')).toEqual([expect.objectContaining({ value: 2, units: ['week'] })]);
    expect(quantitiesOf('they pay $500 a week')).toEqual([expect.objectContaining({ value: 500, units: ['usd'] })]);
    expect(direct(ask('home is a rental, they want to rent it out by the week in the summer. ok?'))).toMatch(/^No\b.*fewer than 30 days/);
  });

  it('reads what stays good for a time as good up to it ("quotes are valid for 30 days")', () => {
    expect(conditionsOf('Quotes are valid for 30 days.')[0]).toMatchObject({ hi: 30, kind: 'ceiling' });
    expect(conditionsOf('Quotes remain firm for 45 days.')[0]).toMatchObject({ hi: 45, kind: 'ceiling' });
    expect(conditionsOf('Binders expire after 60 days.')[0]).toMatchObject({ hi: 60, kind: 'ceiling' });
    expect(isInside(quantitiesOf('a quote from 45 days ago')[0]!, conditionsOf('Quotes are valid for 30 days.')[0]!)).toBe(false);
  });

  it('reads a verb’s irregular forms as the verb ("policies bound by an agent" is binding)', () => {
    expect(words('policies bound by an agent, premium paid and written').map((w) => w.stem)).toEqual(
      words('policies bind by an agent, premium pay and write').map((w) => w.stem),
    );
  });

  it('gives, with a limit the case is past, the narrowest band elsewhere that takes the case in', () => {
    const guide = [
      h('Eligibility'),
      p('A motor carrier is eligible when it meets all of the following rules:'),
      b('Fleets of 1 to 25 power units.'),
      b('At least three years in business.'),
      h('Referral rules'),
      p('Refer the following to an underwriter:'),
      b('Fleets of 11 to 25 power units.'),
      b('Any driver under 23.'),
      h('Binding authority'),
      p('Agents may bind fleets of up to 10 power units with limits up to $100,000 per vehicle.'),
    ];
    const reply = direct(ask('fleet of 14 power units, can i bind on my own?', guide));
    expect(reply).toMatch(/^No: 14 power units is over 10 power units\./);
    expect(reply).toContain('Fleets of 11 to 25 power units');
    expect(reply).not.toContain('Fleets of 1 to 25');
  });

  it('says no to a case past what stays good for a time, and gives no looser ceiling on something else with it', () => {
    const guide = [
      h('After You Bind'),
      b('Quotes are valid for 30 days and must be bound on the current rating version.'),
      h('Inspections'),
      p('Every new dwelling fire risk is inspected within 45 days of binding.'),
    ];
    const reply = direct(ask('i have a quote from 45 days ago, can i still bind off it?', guide));
    expect(reply).toMatch(/^No: 45 days is over 30 days\. .*Quotes are valid for 30 days/);
    expect(reply).not.toContain('inspected');
    // (Nor a bare span past the limit, of something else: "cancelled after 30 days".)
    const cancelled = [...guide, h('Missing documents'), p('Policies bound without the required documents are cancelled after 30 days.')];
    expect(direct(ask('i have a quote from 45 days ago, can i still bind off it?', cancelled))).not.toContain('cancelled');
  });

  it('leads with the rule that says no, before a passage on the program’s scope that decides nothing', () => {
    const guide = [
      h('Dwelling Fire'),
      p('The dwelling fire program insures non-owner-occupied rental dwellings of one to four families on the DP-1 and DP-3 forms.'),
      h('Ineligible Dwellings'),
      p('The following dwellings are ineligible for the dwelling fire program:'),
      b('Short-term or vacation rentals with stays of fewer than 30 days.'),
      b('Dwellings with more than four families.'),
    ];
    const reply = direct(ask('DP-3 rental, owner wants to rent it out by the week in the summer. ok?', guide));
    expect(reply).toMatch(/^No: /);
    expect(reply.indexOf('fewer than 30 days')).toBeGreaterThan(0);
    expect(reply.indexOf('fewer than 30 days')).toBeLessThan(reply.indexOf('program insures'));
    expect(cites(reply)).toBe(2);
  });

  it('says no when the agent lacks what a rule the case falls in is conditioned on ("only with an elevation certificate")', () => {
    const guide = [
      h('Older homes'),
      p(
        'A home built before 1975 in a special flood hazard area is eligible only with an elevation certificate showing the lowest floor at or above the BFE.',
      ),
    ];
    expect(direct(ask('house built 1968 in AE, no elevation cert yet - is it eligible?', guide))).toMatch(/^No: 1968 is before 1975\./);
    expect(direct(ask('house built 1968 in AE, elevation cert shows lowest floor above BFE - is it eligible?', guide))).toMatch(/^Yes: /);
    // (What the rule wants absent, the agent saying it is absent meets it.)
    const clean = [
      h('Assault and battery'),
      p(
        'Assault and battery coverage is included, but only when the Liquor Percentage is 50% or less and there has been no assault and battery claim in the last three years.',
      ),
    ];
    expect(direct(ask('bar is 30% liquor, no claims in 3 yrs - is A&B included?', clean))).toMatch(/^(?!No).*30% is under 50%/);
  });

  it('does not weigh the age of a thing against the age a person must be', () => {
    const guide = [
      h('Drivers'),
      p("Drivers of vehicles that require a commercial driver's license must be at least 25 years old."),
      h('Vehicles'),
      p('Vehicles up to 20 model years old are eligible.'),
    ];
    const index = new UnitIndex(
      unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: guide }))),
    );
    const weighed = (question: string) => index.search(question).ranked.find((r) => r.unit.text.startsWith('Drivers'))?.facts ?? [];
    expect(weighed('couple of their box trucks are 18 yrs old, are those eligible?')).toEqual([]);
    expect(weighed('new CDL driver is 19 yrs old, ok to add?')).toEqual([expect.objectContaining({ inside: false })]);
    expect(direct(ask('couple of their box trucks are 18 yrs old, are those eligible?', guide))).not.toContain('under 25 years');
    expect(direct(ask('new CDL driver is 19 yrs old, ok to add?', guide))).toMatch(/^No: 19 years is under 25 years\./);
  });

  it('reads a figure per a time as a rate of what it counts, and guests as attendance', () => {
    expect(quantitiesOf('est 4k ppl/day')[0]!.units).not.toContain('day');
    expect(quantitiesOf('est 4k ppl/day')[0]!.units).not.toContain('usd');
    expect(quantitiesOf('450k TIV')[0]!.units).toContain('usd');
    expect(quantitiesOf('a 1 day event')[0]!.text).toBe('1 day');
    const [attendance] = conditionsOf('Attendance of more than 2,500 per day.');
    expect(attendance!.units).not.toContain('day');
    expect(sameUnit(quantitiesOf('180 guests')[0]!, attendance!)).toBe(true);
    expect(sameUnit(quantitiesOf('1 day')[0]!, attendance!)).toBe(false);
  });

  it('answers "can I bind it myself" from what agents may bind, a negation before its condition reaching no bound', () => {
    const guide = [
      h('Binding authority'),
      p('Agents may bind events through the agent portal without underwriter approval when attendance is 2,500 per day or less.'),
    ];
    expect(direct(ask('reception is 180 guests, can I bind it myself?', guide))).toMatch(/^Yes: 180 guests is under 2,500\./);
    expect(direct(ask('festival is 4,000 guests a day, can I bind it myself?', guide))).toMatch(/^No: 4,000 guests is over 2,500\./);
  });

  it('reads a year written with two digits after an apostrophe, and weighs the age it makes only against ages and years', () => {
    expect(quantitiesOf("trailer came off the line in '72")[0]).toMatchObject({ value: 1972, units: ['calendar'] });
    expect(quantitiesOf('an ’08 F-250')[0]).toMatchObject({ value: 2008 });
    const guide = [
      h('Rental form'),
      p('Each tenant must sign a written lease of at least six months.'),
      h('Eligibility'),
      p('Homes with a model year of 1976 through 1989 are eligible on the owner form only.'),
    ];
    const index = new UnitIndex(
      unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: guide }))),
    );
    const found = index.search('single wide is a 1987, can I write it on the rental form?');
    expect(found.ranked.find((r) => r.unit.text.startsWith('Each tenant'))?.facts).toEqual([]);
    expect(found.ranked.find((r) => r.unit.text.startsWith('Homes with'))?.facts).toEqual([expect.objectContaining({ inside: true })]);
  });

  it('weighs a time ahead of something only against a time ahead ("10 days out", "14 days before the first event day")', () => {
    const [days, ahead] = conditionsOf(
      'Agents may bind events of no more than three event days. Applications received fewer than 14 days before the first event day are referred.',
    );
    const [out] = quantitiesOf('party is 10 days out, can I still bind it?');
    expect(sameUnit(out!, days!)).toBe(false);
    expect(sameUnit(out!, ahead!)).toBe(true);
    expect(sameUnit(quantitiesOf('a 2 day festival')[0]!, ahead!)).toBe(false);
    expect(quantitiesOf('home is lived in four months out of the year')[0]!.units).not.toContain('ahead');
  });

  it('reads two words after a figure that name it together ("three additional insureds", "4 AIs")', () => {
    const [included] = conditionsOf('Up to three additional insureds are included at no charge.');
    expect(sameUnit(quantitiesOf('thats 4 AIs, any charge?')[0]!, included!)).toBe(true);
    expect(isInside(quantitiesOf('thats 4 AIs, any charge?')[0]!, included!)).toBe(false);
    expect(conditionsOf('The named insured must be at least 18 years old.')[0]!.units).toEqual(['year', 'age']);
  });

  it('counts an everyday word the glossary reads as a term as half a topic when the documents use none of its readings', () => {
    const guide = [
      h('Vacancy'),
      p(
        'A rental home vacant for more than 60 consecutive days has no coverage for vandalism, glass breakage or water damage until a new tenant moves in.',
      ),
      h('Seasonal homes'),
      p('A home occupied fewer than nine months a year is a seasonal home and carries a 20% surcharge.'),
    ];
    const reply = direct(
      ask("the landlord's unit has been vacant about ten weeks. if kids break in and vandalize it, is it covered?", guide),
    );
    expect(reply).toContain('60 consecutive days');
    // (A term the documents never use still sinks a question: "earthquake".)
    expect(direct(ask('is earthquake covered on a rental home?', guide))).toMatch(/don’t cover that/);
  });

  it('reads "30x a year" as 30 times, "prob" as filler, and keeps "4x4" and "10x10" out of it', () => {
    expect(quantitiesOf('they rent the hall out, prob 30x a year')).toEqual([expect.objectContaining({ value: 30, units: ['time'] })]);
    const [times] = conditionsOf('The hall may be rented to outside groups up to 24 times a year.');
    expect(isInside(quantitiesOf('prob 30x a year')[0]!, times!)).toBe(false);
    expect(quantitiesOf('a 4x4 pickup and a 10x10 tent').flatMap((q) => q.units)).not.toContain('time');
    expect(isStop('prob')).toBe(true);
  });

  it('counts people as a staff or a crowd, as the rule says', () => {
    const [crowd, staff] = conditionsOf('Receptions with attendance of up to 500. Employers with 10 or more employees.');
    const [people] = quantitiesOf('cash bar at a 300 person reception');
    expect(sameUnit(people!, crowd!) && isInside(people!, crowd!)).toBe(true);
    expect(sameUnit(people!, staff!)).toBe(true);
    expect(sameUnit(quantitiesOf('a 12 person shop')[0]!, staff!)).toBe(true);
    expect(sameUnit(quantitiesOf('300 dollars')[0]!, crowd!)).toBe(false);
  });

  it('names a range once, its words after the second figure ("13 to 25 rental homes")', () => {
    expect(conditionsOf('Landlords with 13 to 25 rental homes require referral.')[0]!.text).toBe('13 to 25 rental homes');
    expect(conditionsOf('Coverage A from $150,000 to $1,500,000.')[0]!.text).toBe('$150,000 to $1,500,000');
  });

  it('gives a range’s end to the range, not to the clause after it ("13 to 25 rental homes require referral, and more than 25 …")', () => {
    const guide = [
      h('Rental form'),
      p('Landlords with 13 to 25 rental homes require referral, and more than 25 rental homes belong on a commercial policy.'),
    ];
    expect(direct(ask('landlord has 16 rental homes, do I have to refer?', guide))).toMatch(
      /^Yes: 16 rental homes is within 13 to 25 rental homes/,
    );
  });

  it('reads what a figure counts up to the next figure, FT employees as employees, and "2004 or older" as a ceiling', () => {
    expect(quantitiesOf('driver is 22 w/ 3 yrs class A')[0]).toMatchObject({
      value: 22,
      text: '22',
      units: expect.arrayContaining(['age']),
    });
    // (A person "who's" or "he's" a figure: an age, as "is" says.)
    for (const q of ['add a pilot who’s 17 w/ his Part 107 cert', 'the new cook, he’s 17', 'a driver who is 17'])
      expect(quantitiesOf(q)[0]).toMatchObject({ value: 17, units: expect.arrayContaining(['age']) });
    expect(quantitiesOf('8 FT employees, a 20 ft boat').map((q) => q.text)).toEqual(['8 employees', '20 feet']);
    expect(conditionsOf('The location has no more than 10 full-time employees.')[0]!.text).toBe('10 employees');
    expect(conditionsOf('Homes of model year 2004 or older are inspected within 30 days of binding.')[0]).toMatchObject({
      hi: 2004,
      kind: 'ceiling',
    });
  });

  it('says yes or no from a rule that gives what is asked to the cases inside its bound', () => {
    const guide = [h('Inspections'), p('Homes of model year 2004 or older are inspected within 30 days of binding.')];
    expect(direct(ask('does a 2001 home get inspected after binding?', guide))).toMatch(/^Yes: /);
    expect(direct(ask('does a 2010 home get inspected after binding?', guide))).toMatch(/^No: /);
  });

  it('reads a count past an ordinal ("each additional insured after the third") as more than that many', () => {
    const [past] = conditionsOf('Each additional insured after the third costs $35.');
    expect(past).toMatchObject({ lo: 3, loIn: false, kind: 'floor', text: '3 insureds' });
    expect(sameUnit(quantitiesOf('thats 4 AIs, any charge?')[0]!, past!) && isInside(quantitiesOf('thats 4 AIs')[0]!, past!)).toBe(true);
    const guide = [
      h('Additional insureds'),
      p(
        'Up to three additional insureds, such as the venue owner, are included at no charge. Each additional insured after the third costs $35.',
      ),
    ];
    expect(direct(ask('venue, city, sponsor and caterer all want AI status - thats 4 AIs, any charge?', guide))).toContain(
      'after the third costs $35',
    );
  });

  it('counts what the agent counts as its kind too: trucks are vehicles, not the reverse', () => {
    const [fleet, heavy] = conditionsOf(
      'Insureds with five or more power units must keep a written fleet safety program. Fleets of more than 10 trucks are referred.',
    );
    expect(sameUnit(quantitiesOf('insd has 7 trucks')[0]!, fleet!)).toBe(true);
    expect(sameUnit(quantitiesOf('insd has 7 vehicles')[0]!, heavy!)).toBe(false);
    expect(
      direct(
        ask('insd has 7 trucks, do they need a written fleet safety program?', [
          h('Fleet safety'),
          p('Insureds with five or more power units must keep a written fleet safety program.'),
        ]),
      ),
    ).toMatch(/^Yes: 7 trucks is five or more power units\./);
    // (What the figure counts is met by the rule that counts it in its own words, though another
    // passage names vans: in the seeded Bluewater manuals, the fleet safety rule answers.)
    const units = ['Commercial Auto Underwriting Manual', 'Fleet Safety Program Requirements'].flatMap((title, i) =>
      unitsOf(`d${i}`, title, blocksFromSegments(pdfSegments(carrierDocument('bluewater', i, title)))),
    );
    const search = new UnitIndex(units).search('insd runs 6 vans, do they need a written fleet safety program?', 'Bluewater Casualty');
    expect(declines(search)).toBe(false);
    expect(search.ranked[0]!.unit.text).toMatch(/^Insureds with five or more power units must keep a written fleet safety program/);
  });

  it('says no to binding it myself when the rule is an item of a list that needs an underwriter’s approval', () => {
    const guide = [
      h('Binding Authority and Referrals'),
      p('The following require written underwriter approval before binding:'),
      b('Applications received fewer than 14 days before the first event day.'),
      b('Events with attendance of more than 2,500 per day.'),
    ];
    expect(direct(ask('client just called, party is 10 days out. can I still bind on my own?', guide))).toMatch(
      /^No: 10 days is under 14 days\./,
    );
  });

  it('does not weigh the age of a truck against years of experience', () => {
    const guide = [
      h('Vehicles'),
      p('Box trucks are eligible only for movers with at least five years of interstate experience.'),
      p('Vehicles up to 20 model years old are eligible.'),
    ];
    const reply = direct(ask('couple of their box trucks are 18 yrs old, are those eligible?', guide));
    expect(reply).not.toMatch(/18 years is over five years/);
    expect(reply).not.toMatch(/^Yes/);
  });

  it('reads a verb before a bound as no counted noun ("production covers no more than 150 acres")', () => {
    const guide = [
      h('Which growers does the program write?'),
      p('A grower qualifies when:'),
      b('production covers no more than 150 acres in total;'),
      b('retail garden center sales are no more than 40% of annual revenue;'),
    ];
    expect(direct(ask('insd grows on 180 acres total between containers and field, eligible?', guide))).toMatch(
      /^No: 180 acres is over 150 acres\./,
    );
    expect(conditionsOf('production covers no more than 150 acres in total')[0]!.units).toEqual(['acre']);
    expect(conditionsOf('when Revenue totals more than $25,000,000')[0]!.units).toContain(conditionsOf('Revenue over $1')[0]!.units[1]);
  });

  it('weighs a share of sales against a share of sales, whatever each side says it counts', () => {
    const guide = [
      h('Binding Authority'),
      p('Agents may bind an eligible distributor without referral when all of the following are met:'),
      b('Direct imports are no more than 10% of sales.'),
      b('No single customer buys more than 30% of sales.'),
    ];
    expect(direct(ask('insd is importer of record on about 18% of sales, ok for me to bind?', guide))).toMatch(/^No: 18% is over 10%/);
  });

  it('reads "approval is required before binding when:" as a list of referrals', () => {
    const guide = [
      h('Binding Authority'),
      p('Agents may bind applicants with annual revenue up to $5,000,000 that have had no more than two claims in the last five years.'),
      p('Underwriter approval is required before binding when:'),
      b('annual revenue is over $5,000,000;'),
      b('the applicant has been in business for fewer than five years;'),
    ];
    const reply = direct(ask("hey, contractor's been in biz 4 yrs w/ $3M rev, can I bind it myself?", guide));
    expect(reply).toMatch(/^No: 4 years is under five years\./);
    expect(reply).toContain('fewer than five years');
  });

  it('weighs a look-back only against a look-back of the case ("2 tix in 3 yrs", not "in biz 4 yrs")', () => {
    const guide = [h('Drivers'), p('A driver may have no more than 2 minor violations in the last 3 years.')];
    expect(direct(ask('driver has 2 speeding tix in the last 3 yrs, ok?', guide))).toMatch(/^Yes: /);
  });

  it('reads degrees, written "45°F" or typed "50 degrees", and kids as children', () => {
    const guide = [
      h('Greenhouse structures'),
      p('Snow collapse is covered only when the greenhouse was heated to at least 45°F during the snowfall.'),
      h('Waterfront'),
      p('Children under 13 must wear a life jacket at all times on the water.'),
    ];
    expect(direct(ask('snow collapse claim, insd kept the houses at 50 degrees thru the whole storm. covered?', guide))).toMatch(
      /^Yes: 50 degrees is over 45 degrees\./,
    );
    expect(direct(ask('do the kids have to wear a life jacket on the water?', guide))).toContain('Children under 13');
  });

  it('does not answer whether something is required from a rule that only rules a case out', () => {
    const guide = [
      h('Rates'),
      p('Frame buildings over 10,000 square feet are ineligible.'),
      h('Protection'),
      p('Locations over 15,000 square feet must be fully sprinklered.'),
    ];
    expect(direct(ask('bldg is 18k sq ft, do they need sprinklers?', guide))).not.toMatch(/^No\b/);
  });

  it('reads an exception in a rule that rules cases out ("other than aquarium tanks under 500 gallons")', () => {
    const guide = [
      h('Ineligible risks'),
      p('The following risks are ineligible for the museums program, whatever their size:'),
      b('Live animal exhibits, other than aquarium tanks under 500 gallons.'),
    ];
    expect(direct(ask('can we write a museum w/ a 300 gallon fish tank in the lobby?', guide))).toMatch(/^Yes: /);
    expect(direct(ask('can we write a museum w/ a 900 gallon fish tank in the lobby?', guide))).not.toMatch(/^Yes/);
  });

  it('reads money a claim paid, named before its figure, as a claim’s ("any single claim paid over $100,000")', () => {
    const [paid] = conditionsOf('applicants with any single claim paid over $100,000');
    const [receipts] = quantitiesOf('small shop, receipts about 280k a yr');
    expect(sameUnit(receipts!, paid!)).toBe(false);
    expect(
      direct(
        ask('insd sells guns + ammo in a back corner, can we write it?', [
          h('Ineligible'),
          p('We do not write stores that:'),
          b('sell firearms, ammunition or fireworks;'),
        ]),
      ),
    ).toMatch(/^No: /);
  });

  it('keeps "keep" (what records are kept for), and answers "how long" with a span, not an age', () => {
    const guide = [
      h('Waivers'),
      p('Paddlers aged 14 to 17 may go out when an adult in the same party signs the waiver for them.'),
      p('Signed waivers are kept for four years, or until a minor participant turns 21 if that is later.'),
    ];
    expect(direct(ask('how long do we keep signed waivers?', guide))).toMatch(/^Signed waivers are kept for four years/);
  });

  it('gives, with a bound the case is past, what becomes of cases past it, when the layout set it on a line of its own', () => {
    const guide = [
      h('Contractors equipment floater'),
      p('Scheduled equipment is covered up to $750,000 per item. Equipment up to 15 years old is valued at replacement cost;'),
      p('older equipment is valued at actual cash value. Rented equipment is covered up to $250,000.'),
    ];
    // (In the sentence it ends, before the citation.)
    expect(direct(ask('dozer is 17 yrs old - RC or ACV? also whats the max per item on the floater', guide))).toContain(
      'replacement cost; older equipment is valued at actual cash value',
    );
  });

  it('reads "under the current owner" as the rule’s "under the current ownership"', () => {
    const guide = [
      h('Program Scope'),
      p('The applicant must have at least three years in business under the current ownership.'),
      p('An owner or contractor controlled insurance program (wrap-up) is referred.'),
      p('The floater covers glass, framing and hardware intended for the insured’s jobs.'),
    ];
    const units = unitsOf('d1', 'Acme Guide', blocksFromSegments(pdfSegments({ title: 'Acme Guide', footer: 'Acme', blocks: guide })));
    const found = new UnitIndex(units).search('glazier only 2 yrs in biz under the current owner, eligible?');
    expect(found.ranked[0]!.unit.text).toContain('under the current ownership');
    expect(found.ranked[0]!.covers.every((c, k) => c || found.weights[k] === 0 || found.question.concepts[k]!.weak)).toBe(true);
  });

  it('answers both parts of a question when the two answers are sentences of one paragraph', () => {
    const guide = [
      h('General liability'),
      p(
        'Limits are $1,000,000 each occurrence and $2,000,000 general aggregate, with a products-completed operations aggregate of $2,000,000. Damage to rented premises is $100,000 and medical payments are $5,000 per person. Pesticide application is covered on the insured premises only.',
      ),
      h('Deductibles'),
      p('General liability property damage: $1,000 per claim.'),
      h('Premium'),
      p(
        'The minimum earned premium on cancellation is 35%. Policies are never cancelled flat. Garagekeepers carries a minimum premium of $500 per location.',
      ),
    ];
    const reply = direct(ask("what are the GL limits + what's the med pay?", guide));
    expect(reply).toContain('$1,000,000 each occurrence');
    expect(reply).toContain('medical payments are $5,000 per person');
    const apart = direct(ask('whats min earned if they cancel, and is the GK min prem per lot?', guide));
    expect(apart).toContain('35%');
    expect(apart).toContain('$500 per location');
  });

  it('says no "no" from a rule whose own count the case’s count was not weighed against ("six cylinders", "4 tanks")', () => {
    const guide = [
      h('Ineligible risks'),
      p('The following risks are not written in the florists package, whatever their share of sales:'),
      b('Shops storing more than six full helium cylinders inside the building.'),
      b('Event decorating that includes aerial rigging.'),
    ];
    expect(quantitiesOf('they keep 4 full helium tanks inside')[0]!.units).not.toContain('keep');
    expect(direct(ask('they keep 4 full helium tanks inside for balloons rn, is the shop still eligible?', guide))).not.toMatch(/^No\b/);
    expect(direct(ask('they do aerial rigging for 2 events, is the shop still eligible?', guide))).toMatch(/^No: /);
  });

  it('reads shorthand of the trades: HDD, LLC, CBD, vape, poly, genny, a backup generator', () => {
    const guide = [
      h('Heating'),
      p('Greenhouses over 20,000 square feet need a standby generator that can run heat for at least 24 hours.'),
      p('Polyethylene film must be replaced at least every four years.'),
      h('Ineligible'),
      p('The following are ineligible:'),
      b('Distributors of tobacco, vapor products or hemp-derived products.'),
      h('Rates'),
      p('Horizontal directional drilling carries a minimum premium of $5,000.'),
      p('A new entity formed by a principal with at least 10 years of excavation experience may be referred.'),
    ];
    expect(direct(ask('greenhouse is 24,000 sq ft, do they need a backup genny?', guide))).toMatch(/^Yes: .*standby generator/);
    expect(direct(ask('how often does the poly need replacing?', guide))).toContain('every four years');
    expect(direct(ask('insd wholesales vape products and some CBD stuff, can we write it?', guide))).toMatch(/^No: .*vapor products/);
    expect(direct(ask('min prem for HDD work?', guide))).toContain('$5,000');
    expect(direct(ask('new LLC, owner has 12 yrs digging experience, can it be written?', guide))).toContain('new entity');
  });

  it('weighs no span of time against a sum of money ("2 yrs" is no "60 days up to $150,000")', () => {
    const guide = [
      h('Eligibility'),
      p('A dealer must meet every one of these conditions:'),
      b('At least three years in the equipment rental business under the current ownership.'),
      h('Reporting'),
      p(
        'Dealers under $1,000,000 may choose a scheduled floater instead, with new items covered for 60 days up to $150,000 until they are added.',
      ),
    ];
    const reply = direct(ask('hey dealer has been renting equip for 2 yrs, eligible?', guide));
    expect(reply).toMatch(/^No: 2 years is under three years\./);
    expect(reply).toContain('At least three years');
    const money = conditionsOf('new items covered for 60 days up to $150,000').find((c) => c.units.includes('usd'))!;
    expect(sameUnit(quantitiesOf('renting equip for 2 yrs')[0]!, money)).toBe(false);
  });

  it('says no when the agent says the case lacks what "is required" of it ("no sprinklers")', () => {
    const guide = [h('Property requirements'), p('Automatic sprinklers are required in every building over 20,000 square feet.')];
    expect(direct(ask('bldg is 35,000 sq ft w/ no sprinklers, ok?', guide))).toMatch(/^No: /);
    expect(direct(ask('bldg is 35,000 sq ft, fully sprinklered, ok?', guide))).toMatch(/^Yes: /);
  });

  it('weighs "4 yrs ago" against a look-back, and a case that meets the other way in of a rule', () => {
    const guide = [
      h('Eligibility'),
      p('Every eligible rink meets all of these conditions:'),
      b(
        'buildings constructed in 1970 or later, or older buildings whose roof structure was evaluated by a licensed structural engineer in the last 10 years;',
      ),
    ];
    expect(quantitiesOf('roof was looked at 4 yrs ago')[0]!.lookBack).toBe(true);
    expect(quantitiesOf('startup formed 8 months ago')[0]!.lookBack).toBeUndefined();
    expect(direct(ask('rink built 1962, roof was looked at by a structural engineer 4 yrs ago. eligible?', guide))).toMatch(
      /^Yes: .*4 years is under 10 years/,
    );
    expect(direct(ask('rink built 1962, roof was looked at by a structural engineer 14 yrs ago. eligible?', guide))).not.toMatch(/^Yes/);
  });

  it('reads what agents sell as sales, and the trades’ words: RDS, zamboni, LOs, a maker, dead, vanished, hauling', () => {
    const guide = [
      h('Binding authority'),
      p('Agents may bind dealers with annual sales up to 1,500,000 gallons and up to six power units.'),
      h('Window cleaning'),
      p('Rope descent systems may not be used more than 300 feet above grade.'),
      h('Deductibles'),
      p('Ice resurfacers carry a $2,500 deductible.'),
      h('Rating'),
      p('Loan originators working fewer than 20 hours a week are rated at half the base rate.'),
      h('Ineligible'),
      p('The following are ineligible:'),
      b('Manufacturers of mattresses and foam products.'),
      h('Loss conditions'),
      p('Notify us of any death within 24 hours.'),
      p('An animal that simply disappears, with no evidence of theft, is not covered.'),
      p('Animals are covered in transit within 500 miles of the insured premises.'),
    ];
    expect(direct(ask('propane dealer sells 1.2M gal/yr, can I bind?', guide))).toMatch(/^Yes: .*1,500,000 gallons/);
    // ("and up to six power units" is no "1,500,000 gallons and up": a ceiling.)
    expect(conditionsOf('annual sales up to 1,500,000 gallons and up to six power units')[0]!.kind).toBe('ceiling');
    expect(direct(ask('how high can they go on RDS?', guide))).toContain('300 feet');
    expect(direct(ask('ded on the zamboni?', guide))).toContain('$2,500');
    expect(direct(ask('how are LOs rated?', guide))).toContain('half the base rate');
    expect(direct(ask('any chance we can write a mattress maker?', guide))).toMatch(/^No: .*mattresses/);
    expect(direct(ask('how long does insd have to call in a dead cow?', guide))).toContain('24 hours');
    expect(direct(ask('insd’s cow just vanished, covered?', guide))).toMatch(/^No: .*disappears/);
    expect(direct(ask('hauling cows 350 miles to a sale, covered?', guide))).toContain('in transit');
    expect(conceptsOf('water heater swaps').flatMap((c) => c.variants.map((v) => v.join(' ')))).toContain('replac');
    expect(conceptsOf('sells beer at the snack bar').flatMap((c) => c.variants.map((v) => v.join(' ')))).toContain('liquor');
  });

  it('says no "yes" to a case outside the bound of what is eligible only by referral', () => {
    const guide = [
      h('Operations'),
      p(
        "Work from rope descent systems, bosun's chairs or suspended platforms is eligible on buildings of 4 to 20 stories by referral only.",
      ),
    ];
    expect(direct(ask('any chance they can use rope descent systems on a 24 story building?', guide))).not.toMatch(/^Yes/);
  });

  it('finds a bound’s figure as a word ("one claim" is not in "done"), and reads a percent that prices as no share', () => {
    const guide = [
      h('Binding authority'),
      p(
        'Agents may bind contractors with gross receipts up to $750,000 when no work is done above three stories and the applicant has no more than one claim in the last three years.',
      ),
    ];
    expect(direct(ask('gross receipts $600k, 2 story bldgs, 0 claims - can I bind?', guide))).toMatch(/^Yes: /);
    const [credit] = conditionsOf('Credits require a documented reason: written safety program (up to 5%).');
    expect(sameUnit(quantitiesOf('maybe 5% of jobs')[0]!, credit!)).toBe(false);
    expect(sameUnit(quantitiesOf('can we get a 4% credit')[0]!, credit!)).toBe(true);
  });

  it('answers "can I bind it myself?" from a row’s agent column, not the underwriter’s ("Agent may bind: $25,000")', () => {
    const limits = [
      { type: 'heading' as const, text: 'Limits Available' },
      {
        type: 'row' as const,
        text: "Coverage: Customer's goods per location; Maximum limit Standard limit: $10,000; Maximum limit Agent may bind: $25,000; Maximum limit With UW approval: $100,000",
      },
    ];
    expect(direct(askBlocks("insd wants $100k on customer's goods, can i bind that myself?", limits))).toMatch(/^No: /);
    expect(direct(askBlocks("insd wants $20k on customer's goods, can i bind that myself?", limits))).toMatch(/^Yes: /);
    expect(conditionsOf('Agent may bind: $25,000')[0]!.units).toEqual(['usd']);
  });

  it('says yes to what is required of a case a second scope of the rule names ("and for every bull")', () => {
    const guide = [
      h('Underwriting'),
      p(
        'A veterinary examination dated within 30 days before binding is required for every animal valued over $10,000 and for every bull on the Full Mortality form.',
      ),
    ];
    expect(direct(ask("insd's bull is only worth 8k, on full mortality - still need a vet exam?", guide))).toMatch(/^Yes: /);
    expect(direct(ask("insd's cow is only worth 8k, on full mortality - still need a vet exam?", guide))).toMatch(/^No: /);
  });

  it('answers "how tall / how long" from a rule that gives that measure of a thing asked, whatever words tell the rest', () => {
    const guide = [
      h('Vehicles and ladders'),
      p('Service trucks must carry their ladders on locked racks.'),
      p('Extension ladders longer than 32 feet must be tied off at the top before a technician climbs.'),
      h('Referrals'),
      p('Referrals are answered within two business days.'),
    ];
    expect(direct(ask('how tall a ladder can the guys use before they gotta strap the top to something?', guide))).toContain('32 feet');
    expect(direct(ask('how fast do referrals get answered once I send a file up?', guide))).toContain('two business days');
    // (Not a measure the documents do not give of the thing asked.)
    expect(direct(ask('how much does a ladder rack cost per month?', guide))).toMatch(/don’t cover that/);
  });
});
