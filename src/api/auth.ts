import { request } from './http';
import { asText, isRecord, withTextFields } from './list';
import type { CurrentUser, LoginResponse, RegistrationPayload } from './types';

export async function login(email: string, password: string): Promise<LoginResponse> {
  const body = await request<unknown>('/auth/login', {
    method: 'POST',
    body: { form: { username: email, password } },
  });
  return body as LoginResponse;
}

export async function register(payload: RegistrationPayload): Promise<LoginResponse> {
  return request<LoginResponse>('/auth/register', { method: 'POST', body: { json: payload } });
}

// The me call's text fields; a real server may send a number, or something else, in any of them.
const TEXT_FIELDS = [
  'username', 'email', 'first_name', 'last_name', 'org_name', 'role', 'logo_url', 'subscription_status',
  'org_contact_phone', 'org_phone', 'org_website', 'website', 'contact_email',
] as const;

/**
 * GET /auth/me; a body that is not an object counts as no user. Text fields come back as text
 * (a number as its digits) or null, so no screen trips over an odd type.
 */
export async function fetchMe(): Promise<CurrentUser | null> {
  const body = await request<unknown>('/auth/me');
  return isRecord(body) ? (withTextFields(body, TEXT_FIELDS) as CurrentUser) : null;
}

/** Spec §7 and §5: billing owner when is_billing_owner, or billing_owner_user_id == user_id. */
export function isBillingOwner(user: Partial<CurrentUser> | null | undefined): boolean {
  if (!user) return false;
  if (user.is_billing_owner === true) return true;
  const owner = user.billing_owner_user_id;
  return owner !== null && owner !== undefined && user.user_id !== undefined && String(owner) === String(user.user_id);
}

export type ForgotAnswer = { message?: string; reset_url?: string | null };

/** The answer's message and reset_url when they are text; anything else is left out. */
const forgotAnswer = (body: unknown): ForgotAnswer =>
  isRecord(body) ? { message: asText(body.message) ?? undefined, reset_url: asText(body.reset_url) } : {};

/** POST /auth/forgot-password (body email) → message, optional reset_url (mock mode). */
export async function requestPasswordReset(email: string): Promise<ForgotAnswer> {
  return forgotAnswer(await request<unknown>('/auth/forgot-password', { method: 'POST', body: { json: { email } } }));
}

/** POST /auth/reset-password (token, new_password). */
export const resetPassword = (token: string, newPassword: string): Promise<unknown> =>
  request('/auth/reset-password', { method: 'POST', body: { json: { token, new_password: newPassword } } });

/** POST /auth/forgot (body email): the forgot page's call. */
export async function requestResetEmail(email: string): Promise<ForgotAnswer> {
  return forgotAnswer(await request<unknown>('/auth/forgot', { method: 'POST', body: { json: { email } } }));
}
