import { STORAGE_KEYS } from './storage-keys';

export type TokenClaims = { exp?: number; role?: string; org_id?: number | null; sub?: string; [k: string]: unknown };

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
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
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

/** The stored token when it has three parts (decisions.md: only such a token is sent). */
export function storedToken(): string | null {
  const t = safeGet(STORAGE_KEYS.token);
  return t && hasThreeParts(t) ? t : null;
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
