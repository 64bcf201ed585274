// Carrier templates the seed reuses across organizations, and the underwriting text of their PDFs.
import type { PdfBlock, PdfDocument } from './pdf';
import type { CarrierKey } from './types';

interface CarrierTemplate {
  key: CarrierKey;
  name: string;
  line: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  website: string;
  docsLinkName: string;
  color: [number, number, number];
  accent: [number, number, number];
  pattern: number;
  states: string[];
  maxTiv: number;
  minYearBuilt: number;
  maxProtectionClass: number;
  aopDeductible: number;
  windHailPercent: number;
  bindingLimit: number;
  docs: { title: string; filename: string }[];
}

export const CARRIERS: CarrierTemplate[] = [
  {
    key: 'northstar', name: 'Northstar Mutual', line: 'Homeowners (HO-3 / HO-5) and Dwelling Fire',
    address1: '1200 Lakeshore Parkway', address2: 'Suite 400', city: 'Minneapolis', state: 'MN', zipcode: '55401',
    phone: '(612) 555-0142', website: 'https://www.northstarmutual.example',
    docsLinkName: 'Underwriting Guidelines', color: [22, 56, 112], accent: [244, 196, 48], pattern: 0,
    states: ['MN', 'WI', 'IA', 'ND', 'SD'], maxTiv: 1_500_000, minYearBuilt: 1950, maxProtectionClass: 8,
    aopDeductible: 1000, windHailPercent: 1, bindingLimit: 750_000,
    docs: [
      { title: 'Homeowners Underwriting Guidelines 2025', filename: 'Northstar_HO_Underwriting_Guidelines_2025.pdf' },
      { title: 'Dwelling Fire Program Guide', filename: 'Northstar_Dwelling_Fire_Program_Guide.pdf' },
      { title: 'Binding Authority Memo — Q1 2025', filename: 'Northstar_Binding_Authority_Q1_2025.pdf' },
    ],
  },
  {
    key: 'bluewater', name: 'Bluewater Casualty', line: 'Commercial Auto and Hired & Non-Owned Auto',
    address1: '88 Harbor Point Drive', address2: null, city: 'Tampa', state: 'FL', zipcode: '33602',
    phone: '(813) 555-0187', website: 'https://www.bluewatercasualty.example',
    docsLinkName: 'Commercial Auto Manual', color: [0, 105, 148], accent: [255, 255, 255], pattern: 3,
    states: ['FL', 'GA', 'AL', 'SC', 'NC'], maxTiv: 2_000_000, minYearBuilt: 2010, maxProtectionClass: 10,
    aopDeductible: 1000, windHailPercent: 2, bindingLimit: 1_000_000,
    docs: [
      { title: 'Commercial Auto Underwriting Manual', filename: 'Bluewater_Commercial_Auto_Manual.pdf' },
      { title: 'Fleet Safety Program Requirements', filename: 'Bluewater_Fleet_Safety_Requirements.pdf' },
    ],
  },
  {
    key: 'granite', name: 'Granite Peak Insurance', line: 'Contractors General Liability and Inland Marine',
    address1: '455 Summit Avenue', address2: 'Floor 7', city: 'Denver', state: 'CO', zipcode: '80202',
    phone: '(303) 555-0119', website: 'https://www.granitepeakins.example',
    docsLinkName: 'Contractors Program Guide', color: [84, 96, 110], accent: [230, 232, 235], pattern: 2,
    states: ['CO', 'UT', 'WY', 'NM', 'AZ', 'MT'], maxTiv: 5_000_000, minYearBuilt: 1970, maxProtectionClass: 7,
    aopDeductible: 2500, windHailPercent: 2, bindingLimit: 2_000_000,
    docs: [
      { title: 'Contractors Program Underwriting Guide', filename: 'GranitePeak_Contractors_Program_Guide.pdf' },
      { title: 'Inland Marine Equipment Floater Guidelines', filename: 'GranitePeak_Equipment_Floater_Guidelines.pdf' },
    ],
  },
  {
    key: 'evergreen', name: 'Evergreen Specialty', line: 'Excess & Surplus General Liability',
    address1: '2100 Pine Street', address2: 'Suite 1550', city: 'Seattle', state: 'WA', zipcode: '98101',
    phone: '(206) 555-0163', website: 'https://www.evergreenspecialty.example',
    docsLinkName: 'E&S Appetite Guide', color: [27, 94, 62], accent: [168, 214, 120], pattern: 1,
    states: ['WA', 'OR', 'ID', 'CA', 'NV', 'AK'], maxTiv: 10_000_000, minYearBuilt: 1940, maxProtectionClass: 9,
    aopDeductible: 5000, windHailPercent: 5, bindingLimit: 1_000_000,
    docs: [
      { title: 'E&S General Liability Appetite Guide', filename: 'Evergreen_ES_GL_Appetite_Guide.pdf' },
    ],
  },
  {
    key: 'keystone', name: 'Keystone Fire & Marine', line: 'Commercial Property and Businessowners (BOP)',
    address1: '30 Market Square', address2: null, city: 'Harrisburg', state: 'PA', zipcode: '17101',
    phone: '(717) 555-0108', website: 'https://www.keystonefm.example',
    docsLinkName: 'Property Underwriting Rules', color: [150, 32, 38], accent: [250, 236, 210], pattern: 0,
    states: ['PA', 'NJ', 'NY', 'DE', 'MD', 'OH'], maxTiv: 7_500_000, minYearBuilt: 1960, maxProtectionClass: 6,
    aopDeductible: 2500, windHailPercent: 1, bindingLimit: 3_000_000,
    docs: [
      { title: 'Commercial Property Underwriting Rules', filename: 'Keystone_Commercial_Property_Rules.pdf' },
      { title: 'Businessowners Policy Eligibility Guide', filename: 'Keystone_BOP_Eligibility_Guide.pdf' },
      { title: 'Required Documents Checklist', filename: 'Keystone_Required_Documents_Checklist.pdf' },
    ],
  },
];

export function carrierTemplate(key: CarrierKey): CarrierTemplate {
  const found = CARRIERS.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown carrier template ${key}`);
  return found;
}

const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** The text of one of a carrier's documents; `variant` picks the emphasis so documents differ. */
export function carrierDocument(key: CarrierKey, variant: number, title: string): PdfDocument {
  const c = carrierTemplate(key);
  const h = (text: string): PdfBlock => ({ type: 'heading', text });
  const p = (text: string): PdfBlock => ({ type: 'para', text });
  const b = (text: string): PdfBlock => ({ type: 'bullet', text });
  const effective = ['January 1, 2025', 'March 1, 2025', 'April 15, 2025'][variant % 3];

  const blocks: PdfBlock[] = [
    { type: 'title', text: `${c.name}` },
    { type: 'subtitle', text: `${title} — ${c.line}` },
    { type: 'subtitle', text: `Effective ${effective}. Applies to new and renewal business written in ${c.states.join(', ')}.` },
    h('1. Purpose and Scope'),
    p(`These guidelines describe the risks ${c.name} wants to write through appointed agents, the information required to quote, and the limits of agent binding authority. They supplement, and do not replace, the policy forms, rating manual and state exceptions on file. Where these guidelines conflict with a filed form or rule, the filed form or rule governs.`),
    p(`Risks that fall outside these guidelines are not automatically declined. Submit them to your regional underwriter with a short narrative explaining why the account deserves consideration; referrals are answered within two business days.`),
    h('2. Eligibility'),
    b(`Risks located in ${c.states.join(', ')}; other states by referral only.`),
    b(`Total insured value up to ${usd(c.maxTiv)} per location.`),
    b(`Buildings constructed in ${c.minYearBuilt} or later, or older buildings with roof, electrical, plumbing and heating updated within the last 25 years.`),
    b('Insured in business, or owner-occupant, for at least three years with continuous prior coverage and no lapse over 30 days.'),
    b('No more than two losses in the last five years and no single loss over $25,000.'),
    b('Acceptable credit-based insurance score where permitted by state law.'),
    h('3. Ineligible Risks'),
    b('Vacant or unoccupied buildings, or buildings under renovation with more than 50% of the structure affected.'),
    b('Risks with an open or unrepaired prior loss, or with prior fraud or arson investigations.'),
    b('Knob-and-tube wiring, fuse panels under 100 amps, or Federal Pacific / Zinsco electrical panels.'),
    b('Polybutylene or galvanized supply plumbing not fully replaced.'),
    b('Operations involving fireworks, explosives, cannabis cultivation or processing, or crude oil transport.'),
    b('Risks declined, cancelled or non-renewed by another carrier for underwriting reasons within three years.'),
    h('4. Construction and Protection Class'),
    p(`Public protection class (PPC) 1 through ${c.maxProtectionClass} is eligible. PPC ${c.maxProtectionClass + 1} and above, split classes, and locations more than 1,000 feet from a credible hydrant or 5 road miles from a responding fire station require referral.`),
    b('Frame and joisted masonry construction: eligible; roofs older than 20 years written on actual cash value only.'),
    b('Non-combustible and masonry non-combustible: eligible with preferred rating.'),
    b('Fire resistive: eligible; sprinklered risks earn the protective device credit with a current inspection report.'),
    b('Wood shake roofs, EIFS cladding, and mobile or modular structures not on a permanent foundation are ineligible.'),
    h('5. Coverage Limits'),
    b(`Building / Coverage A: up to ${usd(c.maxTiv)}; insured to at least 90% of replacement cost as estimated by an approved valuation tool.`),
    b('Business personal property / contents: up to 70% of the building limit.'),
    b('Liability: $300,000, $500,000 or $1,000,000 per occurrence; $2,000,000 aggregate maximum.'),
    b('Umbrella and excess layers are available through the companion program when the primary is written with us.'),
    b('Equipment breakdown, ordinance or law (Coverage A, B and C) and water backup are optional endorsements.'),
    h('6. Deductibles'),
    b(`All other perils (AOP): ${usd(c.aopDeductible)} minimum; higher deductibles up to $25,000 earn the scheduled credit.`),
    b(`Wind / hail: ${c.windHailPercent}% of the building limit in designated counties, subject to the AOP minimum.`),
    b('Named storm deductibles apply in coastal tier 1 and tier 2 territories as filed.'),
    b('Water damage sub-limit deductible of $2,500 applies to buildings over 40 years old.'),
    h('7. Binding Authority'),
    p(`Appointed agents may bind risks that meet every eligibility rule above with total insured value up to ${usd(c.bindingLimit)}. Binding is not permitted within 72 hours of a named storm watch or warning for the location, or while a wildfire evacuation order is in effect within 25 miles.`),
    b('Bind only on the current rating version; quotes are valid for 30 days.'),
    b('Send the signed application and all required documents within 10 days of binding.'),
    b('Risks above the binding limit, or with any referral trigger, require written underwriter approval before binding.'),
    h('8. Required Documents'),
    b('Signed and dated application with all questions answered.'),
    b('Five years of currently valued loss runs from all prior carriers.'),
    b('Replacement cost estimate from an approved valuation tool dated within 12 months.'),
    b('Photographs of all four elevations and the roof for buildings older than 30 years.'),
    b('Central station alarm and sprinkler certificates when credits are requested.'),
    b('Roof, electrical and plumbing update documentation for buildings built before the eligibility year.'),
    h('9. Referral Triggers'),
    b('Any prior loss over $25,000, or three or more losses of any size in five years.'),
    b('Locations within 1,000 feet of tidal water or in a wildfire risk score of high or extreme.'),
    b('Occupancies not listed in the eligible class table, including restaurants with open-flame cooking.'),
    b('Requests for agreed value, blanket limits, or manuscript endorsements.'),
    h('10. Contacts'),
    p(`Underwriting: ${c.phone}. Mail: ${c.address1}${c.address2 ? `, ${c.address2}` : ''}, ${c.city}, ${c.state} ${c.zipcode}. Web: ${c.website}. Include the quote number in every referral.`),
  ];
  // Later documents of a carrier open with a short summary so each file reads differently.
  if (variant > 0) {
    blocks.splice(3, 0, h('Summary of Changes'), p(variant === 1
      ? `This edition raises the agent binding limit to ${usd(c.bindingLimit)} and clarifies the roof age rule for actual cash value settlement.`
      : `This edition adds wildfire and named storm binding restrictions and updates the required documents list.`));
  }
  return { title: `${c.name} — ${title}`, footer: `${c.name} — For appointed agents only. Not a contract of insurance.`, blocks };
}
