import { isRecord } from './guards';
import { readKey } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** A JWT payload as read: any claims; `exp` counts only when it is a number (seconds). */
type TokenClaims = Record<string, unknown>;

const hasThreeParts = (token: string): boolean => {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
};

function decodeSegment(segment: string): unknown {
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The payload of a JWT, or null when it is not one. */
export function parseToken(token: string | null | undefined): TokenClaims | null {
  if (!token || !hasThreeParts(token)) return null;
  try {
    const claims = decodeSegment(token.split('.')[1]);
    return isRecord(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** Usable: three parts, and `exp` (seconds), when present, not passed. */
export function isTokenUsable(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token || !hasThreeParts(token)) return false;
  const claims = parseToken(token);
  if (!claims) return false;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return false;
  return true;
}

/**
 * The stored token while it is usable (docs/decisions.md#sessions): an expired or malformed one is
 * never sent, so no call, the presence ping included, draws a 401 from a stale token.
 */
export function storedToken(nowMs = Date.now()): string | null {
  const t = readKey(STORAGE_KEYS.token);
  return isTokenUsable(t, nowMs) ? t : null;
}
