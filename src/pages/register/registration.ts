import { errorText, fetchMe, isNetworkError, register, saveLogin, sleep, startCheckout, statusOf, updateTeamOrg } from '../../api';
import type { RegistrationPayload } from '../../api';
import { PRICE_REGISTRATION, REGISTER_ME_POLL_INTERVAL_MS, REGISTER_ME_POLL_TRIES } from '../../config';

/** Validation texts of docs/product.md#5-validation. */
export const MESSAGES = {
  orgName: 'Please enter your company name.',
  email: 'Please enter your email.',
  password: 'Password must be at least 8 characters.',
  confirm: 'Passwords do not match.',
  terms: 'Please accept the terms to continue.',
} as const;

/** Error texts of docs/product.md#8-errors. */
const TEXT = {
  failed: 'Registration failed.',
  network: 'Network error. Please try again.',
  noToken: 'Missing auth token after registration.',
  noOrg: "Account created, but your organization isn't ready yet. You can start your trial from Billing after your first login.",
  billingStatus: (status: number | string) => `Unable to start billing (status ${status}).`,
  billingOffline: "Account created, but couldn't reach billing. You can start your trial from Billing later.",
} as const;

export type RegistrationValues = {
  first_name?: string;
  last_name?: string;
  email: string;
  org_name: string;
  phone?: string;
  website?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  password: string;
  heard?: string;
};

/** What the page does next: stay with an error, go home with a notice, or leave for checkout. */
type Outcome = { kind: 'error'; message: string } | { kind: 'home'; notice: string } | { kind: 'checkout'; url: string };

const orNull = (v: string | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** docs/product.md#5-validation: optional fields are sent as null when blank. */
function toPayload(v: RegistrationValues): RegistrationPayload {
  return {
    org_name: v.org_name.trim(),
    email: v.email.trim(),
    password: v.password,
    first_name: orNull(v.first_name),
    last_name: orNull(v.last_name),
    phone: orNull(v.phone),
    address1: orNull(v.address1),
    address2: orNull(v.address2),
    city: orNull(v.city),
    state: orNull(v.state),
    zipcode: orNull(v.zipcode),
    website: orNull(v.website),
    heard: orNull(v.heard),
  };
}

/** Polls the me call for an organization: 3 tries, 300 ms apart (docs/product.md#9-constants). */
async function waitForOrganization(): Promise<boolean> {
  for (let i = 0; i < REGISTER_ME_POLL_TRIES; i++) {
    const me = await fetchMe().catch(() => null);
    if (me && me.org_id !== null && me.org_id !== undefined) return true;
    if (i < REGISTER_ME_POLL_TRIES - 1) await sleep(REGISTER_ME_POLL_INTERVAL_MS);
  }
  return false;
}

/** The success flow of docs/product.md#4-states, each failure mapped to its text of docs/product.md#8-errors. */
export async function runRegistration(values: RegistrationValues): Promise<Outcome> {
  const payload = toPayload(values);
  let token = '';
  try {
    const res = await register(payload);
    if (typeof res?.access_token === 'string') token = res.access_token;
    if (!token) return { kind: 'error', message: TEXT.noToken };
    saveLogin(token, res.role, res.org_id);
  } catch (err) {
    return { kind: 'error', message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) };
  }

  await updateTeamOrg({ contact_email: payload.email, contact_phone: payload.phone ?? null, website: payload.website ?? null }).catch(
    (err: unknown) => console.warn('Could not save the organization contact details', err),
  );

  if (!(await waitForOrganization())) return { kind: 'home', notice: TEXT.noOrg };

  try {
    const url = await startCheckout(PRICE_REGISTRATION);
    return url ? { kind: 'checkout', url } : { kind: 'home', notice: TEXT.billingStatus(200) };
  } catch (err) {
    if (isNetworkError(err)) return { kind: 'home', notice: TEXT.billingOffline };
    return { kind: 'home', notice: TEXT.billingStatus(statusOf(err) ?? 'unknown') };
  }
}
