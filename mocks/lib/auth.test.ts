import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../db/store';
import { decodeToken, isBillingOwner, issueToken, readCaller, requireRole } from './auth';

const byEmail = (email: string) => {
  const user = db.users.find((u) => u.email === email);
  if (!user) throw new Error(email);
  return user;
};
const withBearer = (token: string) => new Request('http://localhost/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
const bodyOf = async (r: unknown) => (r instanceof Response ? { status: r.status, body: await r.json() } : null);

describe('mock auth', () => {
  beforeEach(() => resetDb());
  afterEach(() => vi.useRealTimers());

  it('issues a three-part JWT whose exp is in seconds', () => {
    const agent = byEmail('agent@harborview.test');
    const before = Math.floor(Date.now() / 1000);
    const token = issueToken(agent, { expiresInSec: 3600 });
    expect(token.split('.')).toHaveLength(3);
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload).toMatchObject({ sub: String(agent.id), user_id: agent.id, role: 'agent', org_id: agent.org_id });
    expect(payload.exp).toBeGreaterThanOrEqual(before + 3600);
    expect(payload.exp).toBeLessThan(before + 3602);
  });

  it('reads the caller from a valid bearer token', () => {
    const admin = byEmail('admin@harborview.test');
    expect(readCaller(withBearer(issueToken(admin)))).toBe(admin);
  });

  it('answers 401 without a token, with a tampered token and with garbage', async () => {
    expect(await bodyOf(readCaller(new Request('http://localhost/api/auth/me')))).toEqual({
      status: 401,
      body: { detail: 'Not authenticated' },
    });
    const token = issueToken(byEmail('agent@harborview.test'));
    const [h, , s] = token.split('.');
    const forged = `${h}.${btoa(JSON.stringify({ user_id: 1, role: 'superadmin', org_id: 1, exp: 9999999999 }))}.${s}`;
    expect(decodeToken(forged)).toBeNull();
    expect((await bodyOf(readCaller(withBearer(forged))))?.status).toBe(401);
    expect((await bodyOf(readCaller(withBearer('not-a-jwt'))))?.status).toBe(401);
  });

  it('answers 401 Token expired once exp has passed', async () => {
    const token = issueToken(byEmail('agent@harborview.test'), { expiresInSec: 60 });
    expect(readCaller(withBearer(token))).not.toBeInstanceOf(Response);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await bodyOf(readCaller(withBearer(token)))).toEqual({ status: 401, body: { detail: 'Token expired' } });
  });

  it('answers 401 for a deactivated or deleted user', async () => {
    const agent = byEmail('agent@harborview.test');
    const token = issueToken(agent);
    agent.is_active = 0;
    expect((await bodyOf(readCaller(withBearer(token))))?.status).toBe(401);
    db.users = db.users.filter((u) => u.id !== agent.id);
    expect((await bodyOf(readCaller(withBearer(token))))?.status).toBe(401);
  });

  it('checks roles with a 403 Not allowed', async () => {
    const agent = byEmail('agent@harborview.test');
    expect(requireRole(byEmail('super@underwriter.test'), ['superadmin'])).toBeNull();
    expect(await bodyOf(requireRole(agent, ['admin', 'superadmin']))).toEqual({ status: 403, body: { detail: 'Not allowed' } });
  });

  it('knows the billing owner of an organization', () => {
    const org = db.orgs.find((o) => o.name === 'Harborview Insurance Group');
    expect(isBillingOwner(byEmail('owner@harborview.test'), org)).toBe(true);
    expect(isBillingOwner(byEmail('admin@harborview.test'), org)).toBe(false);
    expect(isBillingOwner(byEmail('owner@summitridge.test'), org)).toBe(false);
  });
});
