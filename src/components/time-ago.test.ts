import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, timeAgo } from './format';

describe('timeAgo: the one relative time', () => {
  const now = Date.parse('2025-06-02T12:00:00Z');
  it.each([
    ['2025-06-02T11:59:30Z', 'just now'],
    ['2025-06-02T11:55:00Z', '5 minutes ago'],
    ['2025-06-02T11:59:00Z', '1 minute ago'],
    ['2025-06-02T09:00:00Z', '3 hours ago'],
    ['2025-06-01T11:00:00Z', 'yesterday'],
    ['2025-05-31T12:00:00Z', '2 days ago'],
    [null, null],
    ['not a date', null],
  ])('%s is %s', (iso, text) => expect(timeAgo(iso, now)).toBe(text));

  it('older than a month shows the date', () => {
    expect(timeAgo('2025-01-15T12:00:00Z', now)).toBe(formatDate('2025-01-15T12:00:00Z'));
    expect(formatDate('2025-01-15T12:00:00Z')).toMatch(/^Jan 1[45], 2025$/);
  });

  it('reads ISO strings, epoch seconds and Dates alike', () => {
    const iso = '2026-03-04T15:22:00Z';
    expect(formatDate(Date.parse(iso) / 1000)).toBe(formatDate(iso));
    expect(formatDate(new Date(iso))).toBe(formatDate(iso));
    expect(formatDateTime(iso)).toMatch(/^Mar 4, 2026, \d{1,2}:22 (AM|PM)$/);
    expect(formatDateTime(undefined)).toBeNull();
  });
});
