// The assistant's question set over the seed carriers (Harborview's companies). Each question is
// either answered by a carrier's documents (the direct answer must say `says`, cited to the
// document whose title holds `doc`, at a page that holds the answer) or not covered by them (the
// reply must decline and quote nothing). The same question often has a different answer, or none,
// per carrier.

export type Expect = { doc: string; says: string } | 'not covered';

interface EvalQuestion {
  company: string;
  question: string;
  expect: Expect;
}

const q = (company: string, question: string, expect: Expect): EvalQuestion => ({ company, question, expect });
const NOT = 'not covered' as const;

const N = 'cmp_hv_northstar';
const B = 'cmp_hv_bluewater';
const G = 'cmp_hv_granite';
const E = 'cmp_hv_evergreen';
const K = 'cmp_hv_keystone';

export const QUESTIONS: EvalQuestion[] = [
  // Northstar Mutual: homeowners and dwelling fire.
  q(N, 'What is the binding authority limit?', { doc: 'Binding Authority Memo', says: '$750,000' }),
  q(N, 'What is the maximum roof age?', { doc: 'Homeowners Underwriting Guidelines', says: 'older than 30 years' }),
  q(N, 'Which homes are ineligible for the homeowners program?', {
    doc: 'Homeowners Underwriting Guidelines',
    says: 'Vacant or unoccupied dwellings',
  }),
  q(N, 'What is the AOP deductible?', { doc: 'Homeowners Underwriting Guidelines', says: '$1,000' }),
  q(N, 'Can I bind during a tornado warning?', { doc: 'Binding Authority Memo', says: 'tornado warning' }),
  q(N, 'How many rental dwellings can one landlord insure?', { doc: 'Dwelling Fire Program Guide', says: 'up to 10 rental dwellings' }),
  q(N, 'Are short-term rentals eligible for dwelling fire?', { doc: 'Dwelling Fire Program Guide', says: 'fewer than 30 days' }),
  q(N, 'Which protection classes are acceptable?', { doc: 'Homeowners Underwriting Guidelines', says: '1 through 8' }),
  q(N, 'Is a home with a Zinsco panel eligible?', { doc: 'Homeowners Underwriting Guidelines', says: 'Zinsco' }),
  q(N, 'Do you write cyber liability?', NOT),
  q(N, 'What is the minimum premium for a general liability policy?', NOT),
  q(N, 'What commission do agents earn on new business?', NOT),
  q(N, 'Is earthquake coverage available?', NOT),

  // Bluewater Casualty: commercial auto.
  q(B, 'What is the binding authority limit?', { doc: 'Commercial Auto Underwriting Manual', says: 'up to 10 power units' }),
  q(B, 'Which classes are excluded?', { doc: 'Commercial Auto Underwriting Manual', says: 'Long-haul trucking' }),
  q(B, 'How old must drivers be?', { doc: 'Commercial Auto Underwriting Manual', says: 'at least 21 years old' }),
  q(B, 'How many moving violations can a driver have?', {
    doc: 'Commercial Auto Underwriting Manual',
    says: 'more than two moving violations',
  }),
  q(B, 'Do vehicles need telematics?', { doc: 'Fleet Safety Program Requirements', says: '10,000 pounds' }),
  q(B, 'What is the minimum premium?', { doc: 'Commercial Auto Underwriting Manual', says: '$1,500' }),
  q(B, 'How fast do accidents have to be reported?', { doc: 'Fleet Safety Program Requirements', says: 'within 24 hours' }),
  q(B, 'What deductible applies to a vehicle worth over $100,000?', { doc: 'Commercial Auto Underwriting Manual', says: '$2,500' }),
  q(B, 'Do you cover workers compensation?', NOT),
  q(B, 'What is the flood deductible for homes?', NOT),
  q(B, 'Can I insure a yacht?', NOT),
  q(B, 'How old can the roof be?', NOT),

  // Granite Peak Insurance: contractors general liability and inland marine.
  q(G, 'What is the binding authority limit?', { doc: 'Contractors Program Underwriting Guide', says: 'up to $2,000,000' }),
  q(G, 'What is the minimum premium for a general liability policy?', { doc: 'Contractors Program Underwriting Guide', says: '$750' }),
  q(G, 'What percentage of the work can be subcontracted?', { doc: 'Contractors Program Underwriting Guide', says: '25%' }),
  q(G, 'Is roofing eligible?', { doc: 'Contractors Program Underwriting Guide', says: 'Roofing' }),
  q(G, 'What is the per item limit for unscheduled tools?', { doc: 'Inland Marine Equipment Floater', says: '$2,500 per item' }),
  q(G, 'How is equipment older than 10 years valued?', { doc: 'Inland Marine Equipment Floater', says: 'actual cash value' }),
  q(G, 'What deductible applies to theft from an unlocked vehicle?', { doc: 'Inland Marine Equipment Floater', says: '$5,000' }),
  q(G, 'Do you offer professional liability for architects?', NOT),
  q(G, 'What are the cyber limits?', NOT),
  q(G, 'Is there a discount for bundling home and auto?', NOT),
  q(G, 'Do you write trucking?', NOT),

  // Evergreen Specialty: excess and surplus general liability.
  q(E, 'Can brokers bind coverage?', { doc: 'E&S General Liability Appetite Guide', says: 'no binding authority' }),
  q(E, 'What is the minimum premium?', { doc: 'E&S General Liability Appetite Guide', says: '$2,500 per policy' }),
  q(E, 'Do you write nightclubs?', { doc: 'E&S General Liability Appetite Guide', says: 'Nightclubs' }),
  q(E, 'How long are quotes valid?', { doc: 'E&S Submission and Binding Procedures', says: 'firm for 30 days' }),
  q(E, 'What deductible applies to habitational risks?', {
    doc: 'E&S General Liability Appetite Guide',
    says: '$5,000 self-insured retention',
  }),
  q(E, 'How many units can an apartment risk have?', { doc: 'E&S General Liability Appetite Guide', says: '100 units' }),
  q(E, 'Do you write trucking?', { doc: 'E&S General Liability Appetite Guide', says: 'Trucking' }),
  q(E, 'Do you write commercial auto?', NOT),
  q(E, 'What is the maximum roof age?', NOT),
  q(E, 'Who won the football match yesterday?', NOT),

  // Keystone Fire & Marine: commercial property and BOP.
  q(K, 'What is the binding authority limit?', { doc: 'Commercial Property Underwriting Rules', says: 'up to $3,000,000' }),
  q(K, 'Which classes are excluded?', { doc: 'Commercial Property Underwriting Rules', says: 'Woodworking shops' }),
  q(K, 'Are Federal Pacific panels acceptable?', { doc: 'Commercial Property Underwriting Rules', says: 'Federal Pacific' }),
  q(K, 'When does a building need sprinklers?', { doc: 'Commercial Property Underwriting Rules', says: '25,000 square feet' }),
  q(K, 'Can a bar get a BOP?', { doc: 'Businessowners Policy Eligibility Guide', says: 'Bars and taverns' }),
  q(K, 'What documents are needed before binding?', { doc: 'Required Documents Checklist', says: 'ACORD 125' }),
  q(K, 'What is the coinsurance requirement?', { doc: 'Commercial Property Underwriting Rules', says: '90% coinsurance' }),
  q(K, 'What are the driver age requirements?', NOT),
  q(K, 'Do you offer pet insurance?', NOT),
  q(K, 'What is the commission rate?', NOT),
  q(K, 'Are tanker trucks eligible?', NOT),
];
