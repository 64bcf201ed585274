// The one set of field rules, from the contract's limits (src/api/limits.ts): every form checks a
// field the same way and says the same words, and the server refuses (422) what passes none of them.
import { EMAIL_MAX_LENGTH, isEmail, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, URL_MAX_LENGTH } from '../api';
import { websiteHref } from './display';

/** A rule: the message for a value it refuses, else null. */
export type Rule<T = string> = (value: T) => string | null;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const count = (n: number) => n.toLocaleString('en-US');

/** The first message of the first rule that refuses the value. */
export const check =
  <T>(...rules: Rule<T>[]): Rule<T> =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };

/** Not blank; `message` says what is missing (the product's words for each form). */
export const required =
  (message: string): Rule<unknown> =>
  (value) =>
    typeof value === 'boolean' ? (value ? null : message) : text(value) ? null : message;

/** At most `max` characters (the limit the server answers 422 past). */
export const maxLength =
  (max: number, what: string): Rule =>
  (value) =>
    text(value).length > max ? `${what} can be at most ${count(max)} characters.` : null;

/** At the limit, where the input's maxLength stops the typing: a quiet note that says why (a hint, not an error). */
export const atLimit = (value: string, max: number, what: string): string | null =>
  value.length >= max ? `${what} can be at most ${count(max)} characters.` : null;

/** A name: blank is refused as `${what} cannot be empty.` when required; at most 200 characters. */
export const nameRule = (what: string, { optional = false } = {}): Rule =>
  check(optional ? () => null : required(`${what} cannot be empty.`), maxLength(NAME_MAX_LENGTH, what));

const EMAIL_INVALID = 'Enter a valid email address.';

/**
 * An email as the server checks it (isEmail), so the form refuses what the server would: blank
 * passes (a required field adds `required`), 254 characters at most (its own message).
 */
export const emailRule = (what = 'Email'): Rule =>
  check(
    (value) => {
      const email = text(value);
      return !email || email.length > EMAIL_MAX_LENGTH || isEmail(email) ? null : EMAIL_INVALID;
    },
    maxLength(EMAIL_MAX_LENGTH, what),
  );

const passwordTooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

/** A new password: at least 8 characters as typed (spaces count). */
export const passwordRule: Rule = (value) => ((value ?? '').length >= PASSWORD_MIN_LENGTH ? null : passwordTooShort);

export const PASSWORDS_DIFFER = 'Passwords do not match.';

const okHost = (host: string) => host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);

/**
 * A website as people type it (`www.example.com` or with http(s)://), as the URL to save (https://
 * added when no scheme was typed): http(s) only, a host with a dot, 2,048 characters at most.
 * Null for anything else.
 */
export function websiteUrl(value: string): string | null {
  const raw = value.trim();
  if (!raw || /\s/.test(raw)) return null;
  const href = websiteHref(raw);
  if (!href) return null;
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  return okHost(new URL(href).hostname) && url.length <= URL_MAX_LENGTH ? url : null;
}

const WEBSITE_INVALID = 'Enter a website address starting with http:// or https://, like https://www.example.com.';

/** A website: blank passes (it is cleared), anything else must be one `websiteUrl` accepts. */
export const websiteRule: Rule = (value) => (!text(value) || websiteUrl(text(value)) ? null : WEBSITE_INVALID);

const URL_INVALID = 'Enter a web address that starts with http:// or https://.';

/** A full web address (a docs link): http(s) with a host, 2,048 characters at most; blank passes. */
export const urlRule: Rule = check(
  (value) => {
    const raw = text(value);
    if (!raw) return null;
    try {
      const url = new URL(raw);
      return (url.protocol === 'http:' || url.protocol === 'https:') && okHost(url.hostname) && !/\s/.test(raw) ? null : URL_INVALID;
    } catch {
      return URL_INVALID;
    }
  },
  maxLength(URL_MAX_LENGTH, 'Web addresses'),
);

/** The seat limit of an organization (the contract's 0–100,000, blank for unlimited). */
export const SEATS_MAX = 100_000;
const SEATS_INVALID = `Seat limit must be a whole number from 0 to ${count(SEATS_MAX)}.`;

/** A seat limit as typed: blank is unlimited; else a whole number 0–100,000, never below `activeUsers`. */
export const seatLimitRule =
  (activeUsers?: number): Rule =>
  (value) => {
    const t = text(value);
    if (!t) return null;
    if (!/^\d+$/.test(t) || Number(t) > SEATS_MAX) return SEATS_INVALID;
    const n = Number(t);
    return activeUsers !== undefined && n < activeUsers
      ? `A seat limit of ${n} is below this organization’s ${activeUsers} active users.`
      : null;
  };

/** The seat limit as sent: blank → null (unlimited). */
export const seatValue = (value: string): number | null => (value.trim() ? Number(value.trim()) : null);
