import { API_MOCKS } from '../config';
import { asText, isRecord, withTextFields } from './guards';
import { FORM_ENCODED, answerOf, api } from './http';
import { isRole } from './roles';
import type { CurrentUser, ForgotResponse, LoginResponse, RegistrationPayload } from './types';

/** An organization id as sent: a number, or its digits. */
function orgIdOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The sign-in answer's fields that hold what the contract says; anything else is left out, and the
 * caller decides (no token → Login failed). An unknown role counts as none (agent, docs/product.md#4-states).
 */
function signInAnswer(body: unknown): Partial<LoginResponse> {
  if (!isRecord(body)) return {};
  const out: Partial<LoginResponse> = {};
  if (typeof body.access_token === 'string') out.access_token = body.access_token;
  if (body.token_type === 'bearer') out.token_type = body.token_type;
  if (isRole(body.role)) out.role = body.role;
  const orgId = orgIdOf(body.org_id);
  if (orgId !== undefined) out.org_id = orgId;
  return out;
}

/** POST /auth/login (form body: username = the email, password). */
export async function login(email: string, password: string): Promise<Partial<LoginResponse>> {
  return signInAnswer(await answerOf(api.POST('/auth/login', { body: { username: email, password }, headers: FORM_ENCODED })));
}

/** POST /auth/register (JSON registration payload) → as login. */
export async function register(payload: RegistrationPayload): Promise<Partial<LoginResponse>> {
  return signInAnswer(await answerOf(api.POST('/auth/register', { body: payload })));
}

// The me call's text fields; a real server may send a number, or something else, in any of them.
const TEXT_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'org_name',
  'role',
  'logo_url',
  'subscription_status',
  'org_contact_phone',
  'org_phone',
  'org_website',
  'website',
  'contact_email',
] as const;

/** A me answer names someone: a user id, a username or an email. */
const isCurrentUser = (v: Record<string, unknown>): v is Record<string, unknown> & CurrentUser =>
  v.user_id !== undefined || v.username !== undefined || v.email !== undefined;

/**
 * GET /auth/me; a body that is not a user object counts as no user. Text fields come back as text
 * (a number as its digits) or null, so no screen trips over an odd type.
 */
export async function fetchMe(): Promise<CurrentUser | null> {
  const body = await answerOf(api.GET('/auth/me'));
  if (!isRecord(body)) return null;
  const user = withTextFields(body, TEXT_FIELDS);
  return isCurrentUser(user) ? user : null;
}

/** docs/product.md#7-calls and #5-validation: billing owner when is_billing_owner, or billing_owner_user_id == user_id. */
export function isBillingOwner(user: Partial<CurrentUser> | null | undefined): boolean {
  if (!user) return false;
  if (user.is_billing_owner === true) return true;
  const owner = user.billing_owner_user_id;
  return owner !== null && owner !== undefined && user.user_id !== undefined && String(owner) === String(user.user_id);
}

/**
 * A reset link a server answered (forgot-password, invites): only the embedded mock backend may
 * hand one out, so with mocks off it is dropped, whatever the server sent (docs/decisions.md#reset-links: a link in an answer would let anyone
 * reset anyone's password).
 */
export const mockResetUrl = (value: unknown): string | null => (API_MOCKS ? asText(value) : null);

/** The answer's message and reset_url when they are text; anything else is left out. */
function forgotAnswer(body: unknown): Partial<ForgotResponse> {
  if (!isRecord(body)) return {};
  const out: Partial<ForgotResponse> = {};
  const message = asText(body.message);
  const resetUrl = mockResetUrl(body.reset_url);
  if (message !== null) out.message = message;
  if (resetUrl !== null) out.reset_url = resetUrl;
  return out;
}

/** POST /auth/forgot-password (body email) → message, optional reset_url (mock mode). */
export async function requestPasswordReset(email: string): Promise<Partial<ForgotResponse>> {
  return forgotAnswer(await answerOf(api.POST('/auth/forgot-password', { body: { email } })));
}

/** POST /auth/reset-password (token, new_password). */
export const resetPassword = (token: string, newPassword: string): Promise<unknown> =>
  answerOf(api.POST('/auth/reset-password', { body: { token, new_password: newPassword } }));

/** POST /auth/forgot (body email): the forgot page's call. */
export async function requestResetEmail(email: string): Promise<Partial<ForgotResponse>> {
  return forgotAnswer(await answerOf(api.POST('/auth/forgot', { body: { email } })));
}
