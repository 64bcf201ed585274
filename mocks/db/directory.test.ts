import { describe, expect, it } from 'vitest';
import { call, tokenOf } from '../test-utils';
import { isOnlineAt, lastSeenOf, simulatedLastPing } from './presence';
import { parseScale, scaleDb } from './scale';
import { buildSeed } from './seed';
import { db } from './store';

const su = () => tokenOf('super@underwriter.test');
const NOW = Date.parse('2025-06-02T15:04:05Z');

describe('the seeded directory', () => {
  it('keeps the core five organizations first, as they were', () => {
    const seed = buildSeed('/api', NOW);
    expect(seed.orgs.slice(0, 5).map((o) => [o.id, o.name])).toEqual([
      [1, 'Harborview Insurance Group'],
      [2, 'Summit Ridge Agency'],
      [3, 'Prairie Mutual Brokers'],
      [4, 'Lakeside Partners'],
      [5, 'Underwriter Desk Operations'],
    ]);
    expect(seed.users.filter((u) => u.org_id <= 5)).toHaveLength(14);
    expect(seed.users.filter((u) => u.org_id <= 5).every((u) => seed.presence[u.id] === undefined && !seed.sessions?.[u.id])).toBe(true);
  });

  it('has at least 12 organizations in every status and 80 users, with last-seen times', () => {
    const seed = buildSeed('/api', NOW);
    expect(seed.orgs.length).toBeGreaterThanOrEqual(12);
    const states = new Set(seed.orgs.map((o) => (o.plan === 'Comped' ? 'comped' : (o.subscription_status ?? 'none'))));
    for (const s of ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused', 'comped', 'none'])
      expect(states).toContain(s);
    expect(seed.users.length).toBeGreaterThanOrEqual(80);
    const seen = seed.users.filter((u) => lastSeenOf(seed, u, NOW) !== null);
    expect(seen.length).toBeGreaterThan(40);
    const online = seed.users.filter((u) => isOnlineAt(lastSeenOf(seed, u, NOW), NOW));
    expect(online.length).toBeGreaterThan(2);
    expect(online.length).toBeLessThan(20);
    // Every organization's billing owner is one of its active users.
    for (const org of seed.orgs) {
      const owner = seed.users.find((u) => u.id === org.billing_owner_user_id);
      expect(owner, org.name).toMatchObject({ org_id: org.id, is_active: 1 });
    }
    expect(new Set(seed.users.map((u) => u.username)).size).toBe(seed.users.length);
  });

  it('is deterministic for a given time, but for the unguessable ids (docs/decisions.md#files)', () => {
    // Invoice and document ids are capabilities, drawn from the CSPRNG on every build.
    const shape = () => JSON.stringify(buildSeed('/api', NOW)).replace(/\b(in|doc)_[0-9a-f]{32}\b/g, '$1_<random>');
    const first = shape();
    expect(first).toContain('in_<random>');
    expect(first).toBe(shape());
  });

  it('answers some users online through GET /users', async () => {
    const { body } = await call('/users', { token: su() });
    expect(body.length).toBe(db.users.length);
    expect(body.filter((u: { online: boolean }) => u.online).length).toBeGreaterThan(0);
  });
});

describe('presence', () => {
  it('a simulated tab pings every 30 s while open, and is last seen at its last ping once closed', () => {
    const s = { phase: 0, on: 600, cycle: 1_800 };
    const start = Date.parse('2025-06-02T00:00:00Z'); // a multiple of the cycle
    expect(simulatedLastPing(s, start + 45_000)).toBe(start + 30_000);
    expect(simulatedLastPing(s, start + 599_000)).toBe(start + 570_000);
    expect(simulatedLastPing(s, start + 900_000)).toBe(start + 570_000);
    expect(isOnlineAt(new Date(start + 570_000).toISOString(), start + 629_000)).toBe(true);
    expect(isOnlineAt(new Date(start + 570_000).toISOString(), start + 631_000)).toBe(false);
  });

  it('a real ping after the simulated one wins; an inactive user has no simulated tab', () => {
    const state = { presence: { 1: '2025-06-02T15:04:00Z' }, sessions: { 1: { phase: 0, on: 10, cycle: 86_400 } } };
    expect(lastSeenOf(state, { id: 1, is_active: 1 }, NOW)).toBe('2025-06-02T15:04:00Z');
    expect(lastSeenOf(state, { id: 1, is_active: 0 }, NOW)).toBe('2025-06-02T15:04:00Z');
    expect(lastSeenOf({ presence: {}, sessions: state.sessions }, { id: 1, is_active: 0 }, NOW)).toBeNull();
  });
});

describe('the scale fixture (opt-in)', () => {
  it('reads its size', () => {
    expect(parseScale('10000x1000')).toEqual({ users: 10_000, orgs: 1_000 });
    expect(parseScale('100')).toEqual({ users: 100, orgs: 10 });
    expect(parseScale('lots')).toBeNull();
  });

  it('tops the seed up to 10,000 users and 1,000 organizations, and GET /users and /orgs answer them', async () => {
    const before = db.users.length;
    expect(before).toBeLessThan(200);
    scaleDb({ users: 10_000, orgs: 1_000 });
    expect([db.users.length, db.orgs.length]).toEqual([10_000, 1_000]);
    expect(new Set(db.users.map((u) => u.username)).size).toBe(10_000);
    const users = await call('/users', { token: su() });
    expect(users.body).toHaveLength(10_000);
    const orgs = await call('/orgs', { token: su() });
    expect(orgs.body).toHaveLength(1_000);
    // Seats respect each organization's limit.
    for (const o of orgs.body as { user_limit: number | null; active_users: number }[]) {
      if (o.user_limit !== null) expect(o.active_users).toBeLessThanOrEqual(o.user_limit);
    }
  });

  it('tops up to 100 users without new organizations', () => {
    const orgs = db.orgs.length;
    scaleDb({ users: 100, orgs: 1 });
    expect([db.users.length, db.orgs.length]).toEqual([100, orgs]);
  });
});
