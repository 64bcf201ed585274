// The deterministic demo data: organizations in every billing state, a user of every role
// (password demo1234) and carriers with contact info, logos and PDFs.
import { carrierTemplate } from './carriers';
import { addDirectory } from './seed-directory';
import type {
  CarrierKey,
  CompanyRow,
  DbState,
  DocumentRow,
  InvoiceRow,
  OrgRow,
  Role,
  SubscriptionItem,
  SubscriptionRow,
  UserRow,
} from './types';
import { unguessableId } from '../lib/random-id';
import { INVOICE_PATH } from '../stand-in/paths';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: { label: string; email: string; password: string; role: string }[] = [
  { label: 'Superadmin', email: 'super@underwriter.test', password: DEMO_PASSWORD, role: 'superadmin' },
  { label: 'Admin (Harborview)', email: 'admin@harborview.test', password: DEMO_PASSWORD, role: 'admin' },
  { label: 'Agent (Harborview)', email: 'agent@harborview.test', password: DEMO_PASSWORD, role: 'agent' },
  { label: 'Billing owner (Harborview, active)', email: 'owner@harborview.test', password: DEMO_PASSWORD, role: 'agent' },
  { label: 'Trial owner (Summit Ridge)', email: 'owner@summitridge.test', password: DEMO_PASSWORD, role: 'agent' },
  { label: 'Past-due owner (Prairie Mutual)', email: 'owner@prairiemutual.test', password: DEMO_PASSWORD, role: 'agent' },
  { label: 'Comped owner (Lakeside)', email: 'owner@lakeside.test', password: DEMO_PASSWORD, role: 'agent' },
];

/** URL of a company document served by the mock: `<basePath>/files/companies/<company_id>/docs/<doc_id>.pdf`. */
export const docUrl = (basePath: string, companyId: string, docId: string): string =>
  `${basePath}/files/companies/${encodeURIComponent(companyId)}/docs/${encodeURIComponent(docId)}.pdf`;

/** Company logo path (resolved by the client against the API base): `/files/companies/<company_id>/logo.png`. */
const companyLogoPath = (companyId: string): string => `/files/companies/${encodeURIComponent(companyId)}/logo.png`;

/** Organization logo path, as the spec names it: `/logos/<org_id>.png`. */
export const orgLogoPath = (orgId: number): string => `/logos/${orgId}.png`;

/** Invoice PDF served by the mock: `<basePath>/files/invoices/<invoice_id>.pdf`. */
export const invoiceUrl = (basePath: string, invoiceId: string): string => `${basePath}/files/invoices/${invoiceId}.pdf`;

/** The payment provider's hosted invoice page, played by the mock (mocks/stand-in): a path on the API's host. */
export const hostedInvoiceUrl = (invoiceId: string): string => `${INVOICE_PATH}${invoiceId}`;

/** Cards on file by organization; 0341 is the test card that is saved but declines every charge. */
const CARDS: Record<string, { brand: string; last4: string }> = {
  hv: { brand: 'visa', last4: '4242' },
  sr: { brand: 'mastercard', last4: '4444' },
  pm: { brand: 'visa', last4: '0341' },
};

export const PRICE_PLAN = 'price_pro_monthly';
export const PRICE_EXTRA_SEAT = 'price_extra_seat_monthly';
export const PLAN_AMOUNT = 9900;
export const EXTRA_SEAT_AMOUNT = 2500;
export const INCLUDED_SEATS = 4;
const DAY = 86_400;

interface OrgSeed {
  slug: string;
  name: string;
  created_at: string;
  plan: string | null;
  status: string | null;
  user_limit: number | null;
  contact: { email: string; phone: string; website: string; address1: string; city: string; state: string; zipcode: string };
  logo: OrgRow['logo'];
  carriers: CarrierKey[];
  users: { email: string; first: string; last: string; role: Role; active?: boolean; owner?: boolean }[];
}

const ORGS: OrgSeed[] = [
  {
    slug: 'hv',
    name: 'Harborview Insurance Group',
    created_at: '2024-03-04T15:22:10Z',
    plan: 'Pro',
    status: 'active',
    user_limit: null,
    contact: {
      email: 'service@harborviewins.example',
      phone: '(207) 555-0134',
      website: 'https://www.harborviewins.example',
      address1: '14 Commercial Street',
      city: 'Portland',
      state: 'ME',
      zipcode: '04101',
    },
    logo: { kind: 'generated', color: [16, 78, 139], accent: [255, 255, 255], pattern: 3 },
    carriers: ['northstar', 'bluewater', 'granite', 'evergreen', 'keystone'],
    users: [
      { email: 'owner@harborview.test', first: 'Margaret', last: 'Chen', role: 'agent', owner: true },
      { email: 'admin@harborview.test', first: 'Daniel', last: 'Okafor', role: 'admin' },
      { email: 'agent@harborview.test', first: 'Priya', last: 'Raman', role: 'agent' },
      { email: 'rosa.delgado@harborview.test', first: 'Rosa', last: 'Delgado', role: 'agent' },
      { email: 'tom.becker@harborview.test', first: 'Tom', last: 'Becker', role: 'agent' },
      { email: 'kevin.walsh@harborview.test', first: 'Kevin', last: 'Walsh', role: 'agent', active: false },
    ],
  },
  {
    slug: 'sr',
    name: 'Summit Ridge Agency',
    created_at: '2025-01-08T18:05:44Z',
    plan: 'Pro',
    status: 'trialing',
    user_limit: null,
    contact: {
      email: 'hello@summitridgeagency.example',
      phone: '(970) 555-0171',
      website: 'https://www.summitridgeagency.example',
      address1: '210 Main Street',
      city: 'Frisco',
      state: 'CO',
      zipcode: '80443',
    },
    logo: { kind: 'generated', color: [46, 125, 50], accent: [232, 245, 233], pattern: 2 },
    carriers: ['northstar', 'bluewater', 'granite', 'evergreen'],
    users: [
      { email: 'owner@summitridge.test', first: 'Jacob', last: 'Lindqvist', role: 'agent', owner: true },
      { email: 'agent@summitridge.test', first: 'Hannah', last: 'Price', role: 'agent' },
    ],
  },
  {
    slug: 'pm',
    name: 'Prairie Mutual Brokers',
    created_at: '2024-07-19T13:40:02Z',
    plan: 'Pro',
    status: 'past_due',
    user_limit: 6,
    contact: {
      email: 'office@prairiemutual.example',
      phone: '(402) 555-0156',
      website: 'https://www.prairiemutual.example',
      address1: '905 O Street',
      city: 'Lincoln',
      state: 'NE',
      zipcode: '68508',
    },
    logo: null,
    carriers: ['northstar', 'granite', 'keystone', 'evergreen'],
    users: [
      { email: 'owner@prairiemutual.test', first: 'Luis', last: 'Navarro', role: 'agent', owner: true },
      { email: 'agent@prairiemutual.test', first: 'Erin', last: 'McAllister', role: 'agent' },
    ],
  },
  {
    slug: 'lp',
    name: 'Lakeside Partners',
    created_at: '2024-05-27T09:12:31Z',
    plan: 'Comped',
    status: 'active',
    user_limit: 10,
    contact: {
      email: 'team@lakesidepartners.example',
      phone: '(312) 555-0190',
      website: 'https://www.lakesidepartners.example',
      address1: '333 N Michigan Avenue',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
    },
    logo: null,
    carriers: ['bluewater', 'evergreen', 'keystone', 'northstar'],
    users: [
      { email: 'owner@lakeside.test', first: 'Grace', last: 'Whitfield', role: 'agent', owner: true },
      { email: 'admin@lakeside.test', first: 'Naomi', last: 'Brooks', role: 'admin' },
      { email: 'agent@lakeside.test', first: 'Samuel', last: 'Ortiz', role: 'agent' },
    ],
  },
  {
    slug: 'ud',
    name: 'Underwriter Desk Operations',
    created_at: '2024-01-02T08:00:00Z',
    plan: 'Comped',
    status: 'active',
    user_limit: null,
    contact: {
      email: 'support@underwriter.test',
      phone: '(415) 555-0100',
      website: 'https://underwriter.test',
      address1: '500 Howard Street',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
    },
    logo: { kind: 'generated', color: [48, 63, 159], accent: [255, 193, 7], pattern: 1 },
    carriers: ['northstar', 'bluewater', 'granite', 'keystone'],
    users: [{ email: 'super@underwriter.test', first: 'Alex', last: 'Morgan', role: 'superadmin', owner: true }],
  },
];

function subscriptionFor(status: string, periodStart: number, periodEnd: number, activeSeats: number): SubscriptionRow {
  const items: SubscriptionItem[] = [
    {
      price_id: PRICE_PLAN,
      description: `Pro plan (${INCLUDED_SEATS} seats included)`,
      quantity: 1,
      unit_amount: PLAN_AMOUNT,
      currency: 'usd',
    },
  ];
  const extra = Math.max(0, activeSeats - INCLUDED_SEATS);
  if (extra > 0)
    items.push({
      price_id: PRICE_EXTRA_SEAT,
      description: 'Additional seat',
      quantity: extra,
      unit_amount: EXTRA_SEAT_AMOUNT,
      currency: 'usd',
    });
  return {
    id: '',
    status,
    cancel_at_period_end: false,
    current_period_start: periodStart,
    current_period_end: periodEnd,
    plan_label: 'Pro',
    items,
  };
}

/** Builds a fresh state. Dates of billing periods are relative to `now` (rounded to the day) so they stay current. */
export function buildSeed(basePath: string, now: number = Date.now()): DbState {
  const today = Math.floor(now / 1000 / DAY) * DAY;
  const state: DbState = {
    version: 1,
    basePath,
    seq: { org: 0, user: 0, company: 0, document: 0, conversation: 0, invoice: 0 },
    orgs: [],
    users: [],
    companies: [],
    documents: [],
    conversations: [],
    invoices: [],
    presence: {},
    checkout_sessions: {},
  };

  ORGS.forEach((seed, orgIndex) => {
    const orgId = ++state.seq.org;
    const users: UserRow[] = seed.users.map((u, i) => ({
      id: ++state.seq.user,
      username: u.email,
      email: u.email,
      first_name: u.first,
      last_name: u.last,
      role: u.role,
      org_id: orgId,
      is_active: u.active === false ? 0 : 1,
      password: DEMO_PASSWORD,
      created_at: new Date(Date.parse(seed.created_at) + i * 3 * DAY * 1000).toISOString(),
    }));
    state.users.push(...users);
    const activeSeats = users.filter((u) => u.is_active).length;

    const org: OrgRow = {
      id: orgId,
      name: seed.name,
      plan: seed.plan,
      subscription_status: seed.status,
      billing_owner_user_id: users.find((_, i) => seed.users[i].owner)?.id ?? null,
      user_limit: seed.user_limit,
      created_at: seed.created_at,
      contact_email: seed.contact.email,
      contact_phone: seed.contact.phone,
      website: seed.contact.website,
      address1: seed.contact.address1,
      address2: null,
      city: seed.contact.city,
      state: seed.contact.state,
      zipcode: seed.contact.zipcode,
      heard: null,
      logo: seed.logo,
      billing: { customer_id: null, subscription: null, trial_ends_at: null },
    };

    if (seed.plan === 'Pro') {
      org.billing.customer_id = `cus_${seed.slug}${1000 + orgId}`;
      const card = CARDS[seed.slug];
      if (card) org.billing.card = { ...card, exp_month: 8, exp_year: new Date(now).getUTCFullYear() + 2 };
      let sub: SubscriptionRow;
      if (seed.status === 'trialing') {
        const start = today - 2 * DAY;
        sub = subscriptionFor('trialing', start, start + 7 * DAY, activeSeats);
        org.billing.trial_ends_at = new Date((start + 7 * DAY) * 1000).toISOString();
      } else if (seed.status === 'past_due') {
        const start = today - 33 * DAY;
        sub = subscriptionFor('past_due', start + 30 * DAY, start + 60 * DAY, activeSeats);
      } else {
        const start = today - 12 * DAY;
        sub = subscriptionFor('active', start, start + 30 * DAY, activeSeats);
      }
      sub.id = `sub_${seed.slug}${2000 + orgId}`;
      org.billing.subscription = sub;

      // One invoice per past month (one $0 invoice for a trial); the newest is open when past due.
      const months = seed.status === 'trialing' ? 1 : seed.status === 'past_due' ? 3 : 5;
      for (let m = months; m >= 1; m--) {
        const periodStart = sub.current_period_start - (seed.status === 'trialing' ? 0 : (m - 1) * 30 * DAY);
        state.seq.invoice++;
        const id = unguessableId('in_');
        const trial = seed.status === 'trialing';
        const open = seed.status === 'past_due' && m === 1;
        const total = sub.items.reduce((sum, item) => sum + (trial ? 0 : item.quantity * item.unit_amount), 0);
        const invoice: InvoiceRow = {
          id,
          org_id: orgId,
          number: `${seed.slug.toUpperCase()}-${String(months - m + 1).padStart(4, '0')}`,
          status: open ? 'open' : 'paid',
          created: periodStart,
          period_start: periodStart,
          period_end: periodStart + (trial ? 7 : 30) * DAY,
          total,
          currency: 'usd',
          hosted_invoice_url: hostedInvoiceUrl(id),
          invoice_pdf: invoiceUrl(basePath, id),
        };
        state.invoices.push(invoice);
      }
    }
    state.orgs.push(org);

    seed.carriers.forEach((key, carrierIndex) => {
      const t = carrierTemplate(key);
      const companyId = `cmp_${seed.slug}_${key}`;
      const docs: DocumentRow[] = t.docs.map((d, i) => ({
        doc_id: `doc_${seed.slug}_${key}_${i + 1}`,
        company_id: companyId,
        org_id: orgId,
        title: d.title,
        source_filename: d.filename,
        uploaded_at: new Date(Date.parse(seed.created_at) + ((carrierIndex + 1) * 2 + i) * DAY * 1000 + orgIndex * 3_600_000).toISOString(),
        source: { kind: 'generated', template: key, variant: i },
      }));
      const company: CompanyRow = {
        company_id: companyId,
        company_display: t.name,
        org_id: orgId,
        template: key,
        created_at: new Date(Date.parse(seed.created_at) + (carrierIndex + 1) * DAY * 1000).toISOString(),
        logo_path: companyLogoPath(companyId),
        logo: { kind: 'generated', color: t.color, accent: t.accent, pattern: t.pattern },
        company_website: t.website,
        company_phone: t.phone,
        company_address1: t.address1,
        company_address2: t.address2,
        company_city: t.city,
        company_state: t.state,
        company_zipcode: t.zipcode,
        company_docs_base_url: docUrl(basePath, companyId, docs[0].doc_id),
        company_docs_link_name: t.docsLinkName,
      };
      state.companies.push(company);
      state.documents.push(...docs);
      state.seq.company++;
      state.seq.document += docs.length;
    });
  });
  addDirectory(state, now);
  return state;
}
