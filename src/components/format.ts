import { DEFAULT_CURRENCY } from '../config';

// Money and dates as the screens show them. The product speaks US English, so both are written
// the same way on every machine (and in every test).
const LOCALE = 'en-US';
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.NumberFormat>();

/** A currency formatter for an ISO 4217 code, or null when the code is not one. */
function currencyFormat(code: string): Intl.NumberFormat | null {
  let format = formatters.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    } catch {
      return null;
    }
    formatters.set(code, format);
  }
  return format;
}

/**
 * An amount in minor units (docs/product.md#9-constants: cents, ÷ 100) as money in `currency` (default usd). A
 * currency without a minor unit (jpy, krw: Stripe's zero-decimal currencies) is not divided, one
 * with three (kwd, bhd) is divided by 1,000: the currency's own digits, as ISO 4217 gives them.
 * A code that is not a currency shows the amount ÷ 100 and the code; a non-number shows "—".
 */
export function formatMoney(minor: unknown, currency: unknown = DEFAULT_CURRENCY): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return '—';
  const code = (typeof currency === 'string' && currency.trim() ? currency.trim() : DEFAULT_CURRENCY).toUpperCase();
  const format = currencyFormat(code);
  if (!format) return `${(minor / 100).toFixed(2)} ${code}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/**
 * A time as the contract writes it: a Date, epoch seconds (the billing times) or an ISO-8601 string
 * (created_at, uploaded_at, last_seen); null when it is none of them.
 */
function timeOf(when: Date | number | string | null | undefined): Date | null {
  const date = typeof when === 'number' ? new Date(when * 1000) : typeof when === 'string' ? new Date(when) : when;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

type When = Date | number | string | null | undefined;

/** "Mar 4, 2026"; null when not a time. */
export function formatDate(when: When): string | null {
  const date = timeOf(when);
  return date ? dateFormat.format(date) : null;
}

/** "Mar 4, 2026, 3:22 PM"; null when not a time. */
export function formatDateTime(when: When): string | null {
  const date = timeOf(when);
  return date ? dateTimeFormat.format(date) : null;
}

/**
 * A time for a file rather than a screen (CSV exports): ISO 8601 in UTC to the second
 * ("2026-03-04T15:22:07Z"), which every spreadsheet and script reads the same way in any locale;
 * "" when not a time.
 */
export function isoDateTime(when: When): string {
  const date = timeOf(when);
  return date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '';
}

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", else the date; null when not a time. */
export function timeAgo(when: When, now: number = Date.now()): string | null {
  const date = timeOf(when);
  if (!date) return null;
  const seconds = Math.max(0, Math.round((now - date.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3_600) return relativeFormat.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relativeFormat.format(-Math.floor(seconds / 3_600), 'hour');
  if (seconds < 30 * 86_400) return relativeFormat.format(-Math.floor(seconds / 86_400), 'day');
  return dateFormat.format(date);
}

/** Two epoch-second times as one span, the year once when they share it ("Nov 12 – Dec 12, 2026"); null unless both are times. */
export function formatDateRange(start: unknown, end: unknown): string | null {
  const from = fromEpochSeconds(start);
  const to = fromEpochSeconds(end);
  if (!from || !to) return null;
  return from <= to ? dateFormat.formatRange(from, to) : `${dateFormat.format(from)} – ${dateFormat.format(to)}`;
}

/** Epoch seconds as a Date, or null when the value is not a time. */
export function fromEpochSeconds(value: unknown): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const date = new Date(value * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole days from `now` until `end`, rounded up (a trial ending later today has 1 day left); never below 0. */
export const daysUntil = (end: Date, now: number = Date.now()): number => Math.max(0, Math.ceil((end.getTime() - now) / DAY_MS));
