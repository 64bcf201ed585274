// Store rows: the contract's types plus the fields only a server knows.
import type { components } from '../../src/api/schema';

type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type Company = Schemas['Company'];
export type DocumentMeta = Schemas['Document'];
export type Message = Schemas['Message'];
export type Organization = Schemas['Organization'];
export type User = Schemas['User'];
export type CurrentUser = Schemas['CurrentUser'];
export type BillingStatus = Schemas['BillingStatus'];
export type Subscription = Schemas['Subscription'];
export type SubscriptionItem = Schemas['SubscriptionItem'];
type Invoice = Schemas['Invoice'];
export type RegistrationPayload = Schemas['RegistrationPayload'];
export type LoginResponse = Schemas['LoginResponse'];
export type ForgotResponse = Schemas['ForgotResponse'];
export type TeamOrg = Schemas['TeamOrg'];
export type TeamUserCreated = Schemas['TeamUserCreated'];
export type UrlResponse = Schemas['UrlResponse'];
export type InvoiceList = Schemas['InvoiceList'];
export type DocumentList = Schemas['DocumentList'];
export type UploadResponse = Schemas['UploadResponse'];
export type OrgLogoResponse = Schemas['OrgLogoResponse'];
export type Conversation = Schemas['Conversation'];
export type AssistantReply = Schemas['AssistantReply'];
export type OkResponse = Schemas['OkResponse'];

/** Which carrier template a seeded company or document was made from (drives the generated files). */
export type CarrierKey = 'northstar' | 'bluewater' | 'granite' | 'evergreen' | 'keystone';

/** A logo: generated from a brand color, or uploaded bytes kept in `db.files`. */
export type LogoSource =
  | { kind: 'generated'; color: [number, number, number]; accent: [number, number, number]; pattern: number }
  | { kind: 'uploaded'; fileKey: string; mime: string };

export interface SubscriptionRow {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  /** Epoch seconds. */
  current_period_start: number;
  /** Epoch seconds. */
  current_period_end: number;
  plan_label: string;
  items: SubscriptionItem[];
}

export interface BillingState {
  customer_id: string | null;
  subscription: SubscriptionRow | null;
  /** ISO time the trial ends, while trialing. */
  trial_ends_at: string | null;
  /** The card on file with the payment provider (shown only on its portal stand-in). */
  card?: PaymentCard | null;
  /** The start of the organization's invoice numbers (random, so a number tells nothing of its id). */
  invoice_prefix?: string;
}

/** A checkout session the mock opened (its signed id is the key): used once, within its time. */
export interface CheckoutSessionRow {
  org_id: number;
  price_id: string;
  /** Epoch seconds. */
  expires_at: number;
  /** Epoch seconds; null until a return with it started the trial. */
  used_at: number | null;
}

export interface PaymentCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface OrgRow {
  id: number;
  name: string;
  plan: string | null;
  subscription_status: string | null;
  billing_owner_user_id: number | null;
  user_limit: number | null;
  created_at: string;
  contact_email: string | null;
  contact_phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  heard: string | null;
  logo: LogoSource | null;
  billing: BillingState;
}

/**
 * An organization with no owner, contact details, logo or billing yet: what the superadmin
 * creates, and what the scale fixture tops the directory up with.
 */
export const newOrgRow = (
  fields: Pick<OrgRow, 'id' | 'name' | 'user_limit' | 'created_at'> & Partial<Pick<OrgRow, 'plan' | 'subscription_status'>>,
): OrgRow => ({
  plan: null,
  subscription_status: null,
  ...fields,
  billing_owner_user_id: null,
  contact_email: null,
  contact_phone: null,
  website: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zipcode: null,
  heard: null,
  logo: null,
  billing: { customer_id: null, subscription: null, trial_ends_at: null },
});

export interface UserRow {
  id: number;
  /** The login email, lowercased. */
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  org_id: number;
  is_active: 0 | 1;
  password: string;
  created_at: string;
  /** Bumped when the password is reset: tokens issued before then stop working (0 when absent). */
  token_version?: number;
}

export interface CompanyRow extends Company {
  org_id: number;
  created_at: string;
  /** Seeded from this template (generated logo and PDFs); null for companies made through the API. */
  template: CarrierKey | null;
  logo: LogoSource | null;
}

/** A company made through the API: its name and owner, every other field empty. */
export const newCompanyRow = (fields: Pick<CompanyRow, 'company_id' | 'company_display' | 'org_id' | 'created_at'>): CompanyRow => ({
  ...fields,
  template: null,
  logo: null,
  logo_path: null,
  company_website: null,
  company_phone: null,
  company_address1: null,
  company_address2: null,
  company_city: null,
  company_state: null,
  company_zipcode: null,
  company_docs_base_url: null,
  company_docs_link_name: null,
});

export interface DocumentRow extends DocumentMeta {
  company_id: string;
  org_id: number;
  /** Title printed in a generated PDF. */
  title: string;
  /** Generated from the template, or uploaded bytes in `db.files`. */
  source: { kind: 'generated'; template: CarrierKey; variant: number } | { kind: 'uploaded'; fileKey: string };
}

export interface ConversationRow {
  id: string;
  org_id: number;
  user_id: number;
  company_id: string;
  created_at: string;
  messages: Message[];
}

export interface InvoiceRow extends Invoice {
  org_id: number;
}

export interface DbState {
  version: 1;
  /** API base the seed's URLs were built with. */
  basePath: string;
  seq: { org: number; user: number; company: number; document: number; conversation: number; invoice: number };
  orgs: OrgRow[];
  users: UserRow[];
  companies: CompanyRow[];
  documents: DocumentRow[];
  conversations: ConversationRow[];
  invoices: InvoiceRow[];
  /** user id → ISO time of the last presence ping. */
  presence: Record<number, string>;
  /** user id → a simulated open tab of a seeded user (see presence.ts); absent in older saved states. */
  sessions?: Record<number, SimulatedSession>;
  /** Checkout sessions by id; absent in older saved states. */
  checkout_sessions?: Record<string, CheckoutSessionRow>;
}

/**
 * A seeded user's simulated tab: open for `on` seconds of every `cycle` seconds (shifted by
 * `phase`), pinging every 30 s while open.
 */
export interface SimulatedSession {
  phase: number;
  on: number;
  cycle: number;
}

export interface StoredFile {
  mime: string;
  bytes: Uint8Array;
}
