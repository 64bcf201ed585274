import { describe, expect, it } from 'vitest';
import { daysUntil, formatDate, formatDateRange, formatMoney, fromEpochSeconds, isoDateTime } from './format';

describe('formatMoney: minor units in the invoice currency', () => {
  it.each([
    [12_400, 'usd', '$124.00'],
    [9_900, 'usd', '$99.00'],
    [1, 'usd', '$0.01'],
    [123_456_789, 'usd', '$1,234,567.89'],
    [-2_500, 'usd', '-$25.00'],
  ])('%s %s → %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('shows zero as an amount, not as nothing', () => {
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(0, 'jpy')).toBe('¥0');
  });

  it('defaults to usd when the currency is missing, blank or not text', () => {
    expect(formatMoney(9_900)).toBe('$99.00');
    expect(formatMoney(9_900, undefined)).toBe('$99.00');
    expect(formatMoney(9_900, '')).toBe('$99.00');
    expect(formatMoney(9_900, null)).toBe('$99.00');
    expect(formatMoney(9_900, 840)).toBe('$99.00');
  });

  it('writes other currencies in their own symbols, whatever the case of the code', () => {
    expect(formatMoney(12_400, 'eur')).toBe('€124.00');
    expect(formatMoney(12_400, 'GBP')).toBe('£124.00');
    expect(formatMoney(12_400, 'cad')).toBe('CA$124.00');
  });

  it('does not divide zero-decimal currencies (jpy, krw) and divides three-decimal ones by 1,000', () => {
    expect(formatMoney(5_000, 'jpy')).toBe('¥5,000');
    expect(formatMoney(15_000, 'krw')).toBe('₩15,000');
    expect(formatMoney(12_345, 'kwd')).toBe('KWD\u00a012.345');
  });

  it('shows a code that is not a currency beside the amount ÷ 100, and "—" for an amount that is not a number', () => {
    expect(formatMoney(12_400, 'tokens')).toBe('124.00 TOKENS');
    expect(formatMoney('12400', 'usd')).toBe('—');
    expect(formatMoney(Number.NaN, 'usd')).toBe('—');
    expect(formatMoney(null, 'usd')).toBe('—');
  });
});

describe('dates of the billing calls (epoch seconds)', () => {
  const march4 = Date.UTC(2026, 2, 4, 12) / 1000;

  it('writes epoch seconds and Dates as a short date', () => {
    expect(formatDate(march4)).toBe('Mar 4, 2026');
    expect(formatDate(new Date(march4 * 1000))).toBe('Mar 4, 2026');
  });

  it('answers null for what is not a time', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate(Number.NaN)).toBeNull();
    expect(formatDate(new Date('nope'))).toBeNull();
    expect(fromEpochSeconds('1700000000')).toBeNull();
    expect(fromEpochSeconds(Infinity)).toBeNull();
    expect(fromEpochSeconds(1e20)).toBeNull();
    expect(fromEpochSeconds(march4)?.toISOString()).toBe('2026-03-04T12:00:00.000Z');
  });

  it('writes a period with its year once when both ends share it', () => {
    const dec12 = Date.UTC(2026, 11, 12, 12) / 1000;
    const jan11 = Date.UTC(2027, 0, 11, 12) / 1000;
    expect(formatDateRange(march4, dec12)).toBe('Mar 4\u2009–\u2009Dec 12, 2026');
    expect(formatDateRange(dec12, jan11)).toBe('Dec 12, 2026\u2009–\u2009Jan 11, 2027');
    expect(formatDateRange(dec12, march4)).toBe('Dec 12, 2026 – Mar 4, 2026');
    expect(formatDateRange(march4, null)).toBeNull();
  });

  it('counts whole days left, rounding up, never below zero', () => {
    const now = Date.UTC(2026, 2, 1, 12);
    expect(daysUntil(new Date(now + 5 * 86_400_000), now)).toBe(5);
    expect(daysUntil(new Date(now + 4.2 * 86_400_000), now)).toBe(5);
    expect(daysUntil(new Date(now + 60_000), now)).toBe(1);
    expect(daysUntil(new Date(now - 60_000), now)).toBe(0);
  });
});

describe('isoDateTime: times in files (CSV), the same in every locale', () => {
  it.each([
    ['an ISO string with an offset', '2026-03-04T10:22:07-05:00', '2026-03-04T15:22:07Z'],
    ['epoch seconds (the billing times)', 1_772_637_727, '2026-03-04T15:22:07Z'],
    ['a Date, milliseconds dropped', new Date(Date.UTC(2026, 2, 4, 15, 22, 7, 999)), '2026-03-04T15:22:07Z'],
    ['not a time', 'yesterday', ''],
    ['nothing', null, ''],
  ])('%s', (_n, when, iso) => expect(isoDateTime(when)).toBe(iso));
});
