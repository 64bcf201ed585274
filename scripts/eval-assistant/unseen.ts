// A PDF the assistant has never seen: uploaded through the API by the eval, read and indexed like
// any upload, then asked about. Its carrier, line and wording are in no seed document.
import type { PdfDocument } from '../../mocks/db/pdf';
import type { Expect } from './questions';

export const UNSEEN_COMPANY = 'Tidewater Marine Underwriters';
export const UNSEEN_FILE = 'Tidewater Ocean Cargo Guide 2025.pdf';
const DOC = 'Tidewater Ocean Cargo Guide 2025';

const h = (text: string) => ({ type: 'heading' as const, text });
const p = (text: string) => ({ type: 'para' as const, text });
const b = (text: string) => ({ type: 'bullet' as const, text });

export const UNSEEN_PDF: PdfDocument = {
  title: `${UNSEEN_COMPANY} — Ocean Cargo Guide 2025`,
  footer: 'Tidewater Marine Underwriters — Confidential. For licensed producers only.',
  blocks: [
    { type: 'title', text: 'Tidewater Marine Underwriters' },
    { type: 'subtitle', text: 'Ocean Cargo Underwriting Guide 2025 — Open cargo and single-shipment policies' },
    h('A. Who We Insure'),
    p(
      'Tidewater insures importers, exporters and freight forwarders moving goods by ocean vessel, air and connecting truck. Annual shipping values from $1,000,000 to $75,000,000 are within appetite; smaller accounts are written on the single-shipment form.',
    ),
    p('Producers should describe each account’s commodities, trade lanes and packing in the submission narrative.'),
    h('B. Commodities Not Insured'),
    p('Tidewater will not insure shipments of the following commodities:'),
    b('Live animals, plants and cut flowers.'),
    b('Fresh fruit and vegetables not shipped in refrigerated containers.'),
    b('Antiques, fine art and jewelry.'),
    b('Cash, securities and precious metals.'),
    b('Bulk grain, ore and coal.'),
    b('Used motor vehicles and scrap metal.'),
    h('C. Limits of Liability'),
    b('$2,000,000 any one ocean vessel or aircraft.'),
    b('$250,000 any one truck or railcar.'),
    b('$100,000 in any one warehouse, for storage of up to 60 days before or after transit.'),
    b('Higher limits for a single vessel are available by referral to the home office.'),
    h('D. Deductibles'),
    p(
      'The standard deductible is $1,000 per shipment. Refrigeration breakdown losses carry a $5,000 deductible, and theft of electronics carries a deductible of 5% of the shipment value.',
    ),
    h('E. Authority to Issue Certificates'),
    p(
      'Producers may issue cargo certificates for shipments valued up to $500,000 per conveyance. Shipments above that value, and any shipment on a vessel more than 25 years old, need prior approval from a Tidewater underwriter.',
    ),
    h('F. Packing and Voyage Conditions'),
    p(
      'Goods must be packed in new export cartons or crates suitable for the voyage. Shipments to or from sanctioned countries are never covered.',
    ),
    p('On-deck stowage is covered only for goods in closed containers.'),
    h('G. Claims'),
    p(
      'The assured must give notice of loss within 30 days of delivery. A claim over $10,000 requires an independent survey before the goods are sold or destroyed, and the assured must preserve rights of recovery against carriers.',
    ),
  ],
};

export const UNSEEN_QUESTIONS: { question: string; expect: Expect }[] = [
  { question: 'What is the certificate authority limit per conveyance?', expect: { doc: DOC, says: '$500,000' } },
  { question: 'Which commodities are excluded?', expect: { doc: DOC, says: 'Live animals' } },
  { question: 'What is the limit for any one truck?', expect: { doc: DOC, says: '$250,000' } },
  { question: 'What is the standard deductible?', expect: { doc: DOC, says: '$1,000 per shipment' } },
  { question: 'What deductible applies to refrigeration breakdown?', expect: { doc: DOC, says: '$5,000' } },
  { question: 'How soon must a loss be reported?', expect: { doc: DOC, says: 'within 30 days' } },
  { question: 'When is a survey required for a claim?', expect: { doc: DOC, says: '$10,000' } },
  { question: 'How long can goods stay in a warehouse?', expect: { doc: DOC, says: '60 days' } },
  { question: 'Is on-deck cargo covered?', expect: { doc: DOC, says: 'closed containers' } },
  { question: 'What is the maximum roof age?', expect: 'not covered' },
  { question: 'Do you write cyber liability?', expect: 'not covered' },
  { question: 'What are the driver requirements?', expect: 'not covered' },
  { question: 'Is flood insurance available for homes?', expect: 'not covered' },
];
