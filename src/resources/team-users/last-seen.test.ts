import { describe, expect, it } from 'vitest';
import { lastSeenText, neverSignedIn } from './last-seen';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('last seen', () => {
  it('says online, how long ago, or never', () => {
    expect(lastSeenText({ online: true, last_seen: ago(5_000) }, NOW)).toBe('Online');
    expect(lastSeenText({ online: false, last_seen: ago(20_000) }, NOW)).toBe('Last seen just now');
    expect(lastSeenText({ last_seen: ago(5 * 60_000) }, NOW)).toBe('Last seen 5 minutes ago');
    expect(lastSeenText({ last_seen: ago(3 * 3_600_000) }, NOW)).toBe('Last seen 3 hours ago');
    expect(lastSeenText({ last_seen: ago(86_400_000 + 1) }, NOW)).toBe('Last seen yesterday');
    expect(lastSeenText({ last_seen: '2025-03-04T09:00:00Z' }, NOW)).toBe('Last seen Mar 4, 2025');
    expect(lastSeenText({ last_seen: null }, NOW)).toBe('Never signed in');
    expect(lastSeenText({ last_seen: 'yesterday-ish' }, NOW)).toBe('Never signed in');
  });

  it('offers an invite only to who never signed in', () => {
    expect(neverSignedIn({ online: false, last_seen: null })).toBe(true);
    expect(neverSignedIn({ online: false, last_seen: ago(1000) })).toBe(false);
    expect(neverSignedIn({ online: true, last_seen: null })).toBe(false);
  });
});
