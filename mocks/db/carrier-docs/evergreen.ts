// Evergreen Specialty: excess and surplus lines general liability on the West Coast.
import { b, h, p, type CarrierDoc } from './blocks';

const STATES = 'Washington, Oregon, Idaho, California, Nevada and Alaska';

export const EVERGREEN_DOCS: CarrierDoc[] = [
  {
    title: 'E&S General Liability Appetite Guide',
    filename: 'Evergreen_ES_GL_Appetite_Guide.pdf',
    about: 'Excess and surplus lines general liability',
    effective: `Effective January 1, 2025, for risks located in ${STATES}.`,
    blocks: [
      h('1. About the Program'),
      p('Evergreen Specialty writes general liability on a non-admitted basis for risks the standard market declines. Business is accepted only through licensed surplus lines brokers, who file the surplus lines taxes and stamping fees.'),
      h('2. Target Classes'),
      b('Lessor’s risk only (LRO) buildings and vacant land.'),
      b('Apartments and condominium associations of up to 100 units.'),
      b('Special events with attendance of up to 5,000 people.'),
      b('Artisan contractors with up to 30% new residential work.'),
      b('Restaurants and bars with liquor sales of up to 60% of receipts.'),
      h('3. Prohibited Classes'),
      p('Evergreen Specialty will not quote the following classes:'),
      b('Nightclubs, and bars open after 2 a.m. or with liquor sales over 60% of receipts.'),
      b('Habitational risks over 100 units, assisted living, nursing homes and student housing.'),
      b('Firearms and ammunition manufacturing or sales.'),
      b('Trucking, amusement rides and fireworks.'),
      b('Manufacturers of aircraft parts, medical devices or automotive safety components.'),
      h('4. Limits and Retentions'),
      b('$1,000,000 per occurrence and $2,000,000 general aggregate; excess limits up to $5,000,000 through the companion excess program.'),
      b('A $2,500 per-claim deductible applies to most classes, and habitational risks carry a $5,000 self-insured retention.'),
      b('Assault and battery coverage is sub-limited to $100,000 for restaurants and bars.'),
      h('5. Premium'),
      p('The minimum premium is $2,500 per policy. The minimum earned premium is 25% at inception, and policies cannot be cancelled flat.'),
      h('6. Binding Authority'),
      p('Brokers have no binding authority: every submission is quoted by an Evergreen underwriter, and coverage is bound only on Evergreen’s written confirmation.'),
    ],
  },
  {
    title: 'E&S Submission and Binding Procedures',
    filename: 'Evergreen_ES_Submission_Procedures.pdf',
    about: 'How brokers submit, bind and report',
    effective: `Effective January 1, 2025, for brokers licensed in ${STATES}.`,
    blocks: [
      h('1. Submissions'),
      p('Every submission must include the following:'),
      b('ACORD 125 and 126 applications signed by the insured.'),
      b('Five years of currently valued loss runs.'),
      b('The class supplemental questionnaire for habitational, contractors and liquor risks.'),
      b('The declinations required for the diligent search, where the state requires one.'),
      h('2. Quotes'),
      p('Quotes are answered within three business days and remain firm for 30 days. Every subjectivity of a quote must be met before the policy is issued.'),
      h('3. Binding'),
      p('To bind, the broker sends a signed bind request and the payment terms. In California, the broker also files the diligent search on the SL-1 and SL-2 forms.'),
      p('Premium, taxes and fees are due within 30 days of binding.'),
      h('4. Claims'),
      p('Claims are reported to Evergreen Specialty within 48 hours of notice, with the policy number and a description of the occurrence.'),
    ],
  },
];
