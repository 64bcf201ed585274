import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo } from './when';

describe('when', () => {
  const now = Date.parse('2025-06-02T12:00:00Z');
  it.each([
    ['2025-06-02T11:59:30Z', 'just now'],
    ['2025-06-02T11:55:00Z', '5 min ago'],
    ['2025-06-02T09:00:00Z', '3 h ago'],
    ['2025-05-31T12:00:00Z', '2 d ago'],
    [null, ''],
    ['not a date', ''],
  ])('%s is %s', (iso, text) => expect(timeAgo(iso, now)).toBe(text));

  it('older than a month shows the date', () => {
    expect(timeAgo('2025-01-15T12:00:00Z', now)).toBe(formatDate('2025-01-15T12:00:00Z'));
    expect(formatDate('2025-01-15T12:00:00Z')).toMatch(/^Jan 1[45], 2025$/);
  });
});
