import { navigableUrl, type User } from '../api';
import { DEFAULT_INITIALS } from '../config';

/** First letters of the first two words of the organization name (docs/product.md#9-constants), default AG. */
export function initialsOf(name: string | null | undefined): string {
  const words = String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return letters || DEFAULT_INITIALS;
}

/** "jane.doe@x.com" → "Jane". */
export function nameFromEmail(email: string | null | undefined): string {
  const local = String(email ?? '').split('@')[0] ?? '';
  const first = local.split(/[._+\-\d]+/).find(Boolean) ?? '';
  return first ? first[0]!.toUpperCase() + first.slice(1).toLowerCase() : '';
}

type Named = {
  first_name?: unknown;
  given_name?: unknown;
  name?: unknown;
  preferred_username?: unknown;
  email?: unknown;
  username?: unknown;
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The greeting's name (docs/product.md#3-entities, #9-constants): first_name, given_name, name, preferred_username, one
 * derived from the email, else Owner or Agent.
 */
export function greetingName(user: Named | null | undefined, isOwner: boolean): string {
  const named = [user?.first_name, user?.given_name, user?.name, user?.preferred_username].map(text).find(Boolean);
  if (named) return named;
  return nameFromEmail(text(user?.email) || text(user?.username)) || (isOwner ? 'Owner' : 'Agent');
}

/** An http(s) URL for a website typed without a scheme; null for anything else. */
export function websiteHref(site: string | null | undefined): string | null {
  const raw = String(site ?? '').trim();
  if (!raw) return null;
  const otherScheme = /^[a-z][a-z\d+.-]*:/i.test(raw) && !/^https?:\/\//i.test(raw) && !/^[^:/]+:\d+(\/|$)/.test(raw);
  if (otherScheme) return null;
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A link the server gave (path or URL) as an absolute http(s) URL, paths against `base`; else null. */
export function safeHref(url: unknown, base: string = window.location.origin): string | null {
  const ok = navigableUrl(url, base);
  return ok === null ? null : new URL(ok, base).toString();
}

/** "First Last", else the username. */
export const userName = (u: Pick<User, 'first_name' | 'last_name' | 'username'>): string =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || String(u.username ?? '');
