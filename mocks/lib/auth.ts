// Bearer tokens shaped like real JWTs (exp in seconds), checked on every call.
import { HttpResponse } from 'msw';
import { findOrg, findUser } from '../db/store';
import { unguessableId } from './random-id';
import type { OrgRow, Role, UserRow } from '../db/types';

interface TokenPayload {
  sub: string;
  user_id: number;
  role: Role;
  org_id: number;
  /** Epoch seconds. */
  exp: number;
  iat: number;
  /** The user's token version when it was issued (see `endSessions`). */
  tv: number;
}

const SECRET = 'underwriter-desk-mock-signing-key';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const padded = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Not cryptography: a keyed FNV-1a digest, enough to reject tokens that were edited by hand. */
function signature(data: string): string {
  let out = '';
  for (let round = 0; round < 4; round++) {
    let h = 0x811c9dc5 ^ round;
    for (const ch of `${SECRET}.${round}.${data}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return base64url(out);
}

const versionOf = (user: Pick<UserRow, 'token_version'>): number => user.token_version ?? 0;

export function issueToken(
  user: Pick<UserRow, 'id' | 'role' | 'org_id' | 'token_version'>,
  { expiresInSec = 8 * 3600, now = Date.now() }: { expiresInSec?: number; now?: number } = {},
): string {
  const iat = Math.floor(now / 1000);
  const payload: TokenPayload = {
    sub: String(user.id),
    user_id: user.id,
    role: user.role,
    org_id: user.org_id,
    iat,
    exp: iat + expiresInSec,
    tv: versionOf(user),
  };
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${signature(head)}`;
}

/** The payload of a well-formed token with a valid signature (expiry not checked), else null. */
export function decodeToken(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || signature(`${parts[0]}.${parts[1]}`) !== parts[2]) return null;
  try {
    const payload = JSON.parse(fromBase64url(parts[1])) as Partial<TokenPayload>;
    if (typeof payload.user_id !== 'number' || typeof payload.exp !== 'number') return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

function unauthorized(text = 'Not authenticated'): Response {
  return HttpResponse.json({ detail: text }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
}

/** The signed-in caller, or the 401 response to answer with. */
export function readCaller(request: Request): UserRow | Response {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return unauthorized();
  const payload = decodeToken(match[1]);
  if (!payload) return unauthorized();
  if (payload.exp * 1000 <= Date.now()) return unauthorized('Token expired');
  const user = findUser(payload.user_id);
  if (!user || user.is_active !== 1) return unauthorized();
  // A token without a version predates versions: it counts as version 0.
  if ((payload.tv ?? 0) !== versionOf(user)) return unauthorized('Session ended: sign in again');
  return user;
}

/** Ends every session the user has: tokens issued before now answer 401 (docs/decisions.md#reset-links). */
export function endSessions(user: UserRow): void {
  user.token_version = versionOf(user) + 1;
}

/** Null when the caller has one of the roles, else the 403 to answer with. */
export function requireRole(caller: UserRow, roles: readonly Role[]): Response | null {
  return roles.includes(caller.role) ? null : HttpResponse.json({ detail: 'Not allowed' }, { status: 403 });
}

export function isBillingOwner(
  user: Pick<UserRow, 'id' | 'org_id'>,
  org: Pick<OrgRow, 'id' | 'billing_owner_user_id'> | undefined,
): boolean {
  return !!org && org.id === user.org_id && org.billing_owner_user_id === user.id;
}

/** A fingerprint of the password, so a reset link stops working once the password changed. */
function passwordStamp(user: Pick<UserRow, 'password'>): string {
  return signature(`pw:${user.password}`).slice(0, 12);
}

interface ResetPayload {
  purpose: 'reset';
  user_id: number;
  stamp: string;
  exp: number;
}

/** A password-reset token: signed, valid for `expiresInSec`, single use (tied to the current password). */
export function issueResetToken(
  user: Pick<UserRow, 'id' | 'password'>,
  { expiresInSec = 3600, now = Date.now() }: { expiresInSec?: number; now?: number } = {},
): string {
  const payload: ResetPayload = {
    purpose: 'reset',
    user_id: user.id,
    stamp: passwordStamp(user),
    exp: Math.floor(now / 1000) + expiresInSec,
  };
  const body = base64url(JSON.stringify(payload));
  return `${body}.${signature(`reset.${body}`)}`;
}

/** The user a reset token was issued to, or why it cannot be used. */
export function readResetToken(token: string): UserRow | 'invalid' | 'expired' {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || signature(`reset.${body}`) !== sig) return 'invalid';
  let payload: Partial<ResetPayload>;
  try {
    payload = JSON.parse(fromBase64url(body)) as Partial<ResetPayload>;
  } catch {
    return 'invalid';
  }
  if (payload.purpose !== 'reset' || typeof payload.user_id !== 'number' || typeof payload.exp !== 'number') return 'invalid';
  if (payload.exp * 1000 <= Date.now()) return 'expired';
  const user = findUser(payload.user_id);
  if (!user || payload.stamp !== passwordStamp(user)) return 'invalid';
  return user;
}

/** A signed checkout session id for an organization (the mock's stand-in for a payment provider's id). */
export function issueCheckoutSession(orgId: number, priceId: string, now = Date.now()): string {
  const body = `${orgId}_${Math.floor(now / 1000).toString(36)}_${priceId.replace(/[^A-Za-z0-9]/g, '')}`;
  return `cs_test_${body}_${signature(`cs.${body}`).slice(0, 16)}`;
}

/** The organization id a checkout session was opened for, or null for a forged or unknown id. */
export function readCheckoutSession(sessionId: string): number | null {
  const match = /^cs_test_((\d+)_[a-z0-9]+_[A-Za-z0-9]*)_([A-Za-z0-9_-]{16})$/.exec(sessionId);
  if (!match || signature(`cs.${match[1]}`).slice(0, 16) !== match[3]) return null;
  return Number(match[2]);
}

interface PortalPayload {
  purpose: 'portal';
  org_id: number;
  /** The billing owner who opened it, and their token version then: the session ends with them. */
  owner_id: number;
  owner_tv: number;
  /** Where the portal's "Return" link goes: the app that opened it. */
  return_url: string;
  exp: number;
  /** Makes every session its own URL, as a provider's are. */
  nonce: string;
}

/** A billing-portal session (the provider's short-lived URL token) the owner opened: signed, 30 minutes. */
export function issuePortalSession(
  orgId: number,
  owner: UserRow,
  returnUrl: string,
  { expiresInSec = 1800, now = Date.now() } = {},
): string {
  const payload: PortalPayload = {
    purpose: 'portal',
    org_id: orgId,
    owner_id: owner.id,
    owner_tv: versionOf(owner),
    return_url: returnUrl,
    exp: Math.floor(now / 1000) + expiresInSec,
    nonce: unguessableId(''),
  };
  const body = base64url(JSON.stringify(payload));
  return `bps_${body}.${signature(`portal.${body}`)}`;
}

/**
 * What a portal session was opened for, or why it cannot be used: `ended` once the one who opened
 * it is no longer the organization's active billing owner, or their sessions were ended.
 */
export function readPortalSession(session: string): { orgId: number; returnUrl: string } | 'invalid' | 'expired' | 'ended' {
  const match = /^bps_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(session);
  if (!match || signature(`portal.${match[1]}`) !== match[2]) return 'invalid';
  let payload: Partial<PortalPayload>;
  try {
    payload = JSON.parse(fromBase64url(match[1])) as Partial<PortalPayload>;
  } catch {
    return 'invalid';
  }
  if (
    payload.purpose !== 'portal' ||
    typeof payload.org_id !== 'number' ||
    typeof payload.return_url !== 'string' ||
    typeof payload.exp !== 'number'
  )
    return 'invalid';
  if (payload.exp * 1000 <= Date.now()) return 'expired';
  const owner = typeof payload.owner_id === 'number' ? findUser(payload.owner_id) : undefined;
  const org = findOrg(payload.org_id);
  if (!owner || !org || owner.is_active !== 1 || !isBillingOwner(owner, org) || versionOf(owner) !== payload.owner_tv) return 'ended';
  return { orgId: payload.org_id, returnUrl: payload.return_url };
}
