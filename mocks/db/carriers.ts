// Carrier templates the seed reuses across organizations: contact info, brand, and each carrier's
// own line of business with its own documents (mocks/db/carrier-docs), so the same question gets
// a different answer per carrier.
import type { CarrierDoc } from './carrier-docs/blocks';
import { BLUEWATER_DOCS } from './carrier-docs/bluewater';
import { EVERGREEN_DOCS } from './carrier-docs/evergreen';
import { GRANITE_DOCS } from './carrier-docs/granite';
import { KEYSTONE_DOCS } from './carrier-docs/keystone';
import { NORTHSTAR_DOCS } from './carrier-docs/northstar';
import type { PdfDocument } from './pdf';
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
  docs: CarrierDoc[];
}

export const CARRIERS: CarrierTemplate[] = [
  {
    key: 'northstar',
    name: 'Northstar Mutual',
    line: 'Homeowners (HO-3 / HO-5) and Dwelling Fire',
    address1: '1200 Lakeshore Parkway',
    address2: 'Suite 400',
    city: 'Minneapolis',
    state: 'MN',
    zipcode: '55401',
    phone: '(612) 555-0142',
    website: 'https://www.northstarmutual.example',
    docsLinkName: 'Underwriting Guidelines',
    color: [22, 56, 112],
    accent: [244, 196, 48],
    pattern: 0,
    docs: NORTHSTAR_DOCS,
  },
  {
    key: 'bluewater',
    name: 'Bluewater Casualty',
    line: 'Commercial Auto and Hired & Non-Owned Auto',
    address1: '88 Harbor Point Drive',
    address2: null,
    city: 'Tampa',
    state: 'FL',
    zipcode: '33602',
    phone: '(813) 555-0187',
    website: 'https://www.bluewatercasualty.example',
    docsLinkName: 'Commercial Auto Manual',
    color: [0, 105, 148],
    accent: [255, 255, 255],
    pattern: 3,
    docs: BLUEWATER_DOCS,
  },
  {
    key: 'granite',
    name: 'Granite Peak Insurance',
    line: 'Contractors General Liability and Inland Marine',
    address1: '455 Summit Avenue',
    address2: 'Floor 7',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    phone: '(303) 555-0119',
    website: 'https://www.granitepeakins.example',
    docsLinkName: 'Contractors Program Guide',
    color: [84, 96, 110],
    accent: [230, 232, 235],
    pattern: 2,
    docs: GRANITE_DOCS,
  },
  {
    key: 'evergreen',
    name: 'Evergreen Specialty',
    line: 'Excess & Surplus General Liability',
    address1: '2100 Pine Street',
    address2: 'Suite 1550',
    city: 'Seattle',
    state: 'WA',
    zipcode: '98101',
    phone: '(206) 555-0163',
    website: 'https://www.evergreenspecialty.example',
    docsLinkName: 'E&S Appetite Guide',
    color: [27, 94, 62],
    accent: [168, 214, 120],
    pattern: 1,
    docs: EVERGREEN_DOCS,
  },
  {
    key: 'keystone',
    name: 'Keystone Fire & Marine',
    line: 'Commercial Property and Businessowners (BOP)',
    address1: '30 Market Square',
    address2: null,
    city: 'Harrisburg',
    state: 'PA',
    zipcode: '17101',
    phone: '(717) 555-0108',
    website: 'https://www.keystonefm.example',
    docsLinkName: 'Property Underwriting Rules',
    color: [150, 32, 38],
    accent: [250, 236, 210],
    pattern: 0,
    docs: KEYSTONE_DOCS,
  },
];

export function carrierTemplate(key: CarrierKey): CarrierTemplate {
  const found = CARRIERS.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown carrier template ${key}`);
  return found;
}

/** The text of one of a carrier's documents (`variant` is its index in the carrier's list). */
export function carrierDocument(key: CarrierKey, variant: number, title: string): PdfDocument {
  const c = carrierTemplate(key);
  const doc = c.docs[variant % c.docs.length]!;
  return {
    title: `${c.name} — ${title}`,
    footer: `${c.name} — For appointed agents only. Not a contract of insurance.`,
    blocks: [
      { type: 'title', text: c.name },
      { type: 'subtitle', text: `${title} — ${doc.about}` },
      { type: 'subtitle', text: doc.effective },
      ...doc.blocks,
    ],
  };
}
