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
 * An amount in minor units (spec §9: cents, ÷ 100) as money in `currency` (default usd). A
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

/** A Date, or epoch seconds (the contract's billing times), as "Mar 4, 2026"; null when not a time. */
export function formatDate(when: Date | number | null | undefined): string | null {
  const date = typeof when === 'number' ? new Date(when * 1000) : when;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
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
