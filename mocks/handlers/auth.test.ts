// Runs through msw/node (started by test/setup.ts) with real fetch calls, like the client makes.
import { describe, expect, it } from 'vitest';
import { clearFaults, DEMO_ACCOUNTS, db, issueToken, setFault } from '../node';

const API = 'http://localhost/api';

function login(username: string | undefined, password: string | undefined) {
  const form = new URLSearchParams();
  if (username !== undefined) form.set('username', username);
  if (password !== undefined) form.set('password', password);
  return fetch(`${API}/auth/login`, { method: 'POST', body: form });
}

async function tokenFor(email: string): Promise<string> {
  const res = await login(email, 'demo1234');
  return ((await res.json()) as { access_token: string }).access_token;
}

const get = (path: string, token?: string) => fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

const register = (body: unknown) =>
  fetch(`${API}/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /auth/login', () => {
  it('signs in every demo account with its role and organization', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(account.email.toUpperCase(), account.password);
      expect(res.status).toBe(200);
      const body = await res.json();
      const user = db.users.find((u) => u.email === account.email)!;
      expect(body).toMatchObject({ token_type: 'bearer', role: account.role, org_id: user.org_id });
      expect(body.access_token.split('.')).toHaveLength(3);
    }
  });

  it('answers 400 for a wrong password or unknown email', async () => {
    for (const res of [await login('agent@harborview.test', 'wrong-pass'), await login('nobody@x.test', 'demo1234')]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Incorrect email or password' });
    }
  });

  it('answers 403 for a deactivated account', async () => {
    const res = await login('kevin.walsh@harborview.test', 'demo1234');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Account is disabled' });
  });

  it('answers 422 with a FastAPI list for missing fields', async () => {
    const res = await login(undefined, undefined);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(['body.username', 'body.password']);
    expect(body.detail[0]).toMatchObject({ msg: 'Field required', type: 'missing' });
  });

  it('obeys a fault set for the call', async () => {
    setFault('POST /auth/login', { kind: 'status', status: 500, body: { detail: 'Boom' } });
    const res = await login('agent@harborview.test', 'demo1234');
    expect([res.status, await res.json()]).toEqual([500, { detail: 'Boom' }]);
    setFault('POST /auth/login', { kind: 'network' });
    await expect(login('agent@harborview.test', 'demo1234')).rejects.toThrow();
    clearFaults();
    expect((await login('agent@harborview.test', 'demo1234')).status).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('answers the billing owner with the organization fields', async () => {
    const res = await get('/auth/me', await tokenFor('owner@harborview.test'));
    const org = db.orgs.find((o) => o.name === 'Harborview Insurance Group')!;
    expect(await res.json()).toEqual({
      user_id: org.billing_owner_user_id,
      username: 'owner@harborview.test',
      email: 'owner@harborview.test',
      first_name: 'Margaret',
      last_name: 'Chen',
      org_id: org.id,
      org_name: 'Harborview Insurance Group',
      role: 'agent',
      logo_url: `/logos/${org.id}.png`,
      subscription_status: 'active',
      show_billing_cta: false,
      is_billing_owner: true,
      billing_owner_user_id: org.billing_owner_user_id,
      org_contact_phone: '(207) 555-0134',
      org_phone: '(207) 555-0134',
      org_website: 'https://www.harborviewins.example',
      website: 'https://www.harborviewins.example',
      contact_email: 'service@harborviewins.example',
      org_user_limit: null,
    });
  });

  it('never offers a past-due organization a trial (its owner updates payment instead), without a logo', async () => {
    const me = await (await get('/auth/me', await tokenFor('agent@prairiemutual.test'))).json();
    expect(me).toMatchObject({ subscription_status: 'past_due', show_billing_cta: false, is_billing_owner: false, logo_url: null });
    const owner = await (await get('/auth/me', await tokenFor('owner@prairiemutual.test'))).json();
    expect(owner).toMatchObject({ subscription_status: 'past_due', show_billing_cta: false, is_billing_owner: true });
  });

  it('answers 401 without a token and with an expired one', async () => {
    const none = await get('/auth/me');
    expect([none.status, await none.json()]).toEqual([401, { detail: 'Not authenticated' }]);
    const agent = db.users.find((u) => u.email === 'agent@harborview.test')!;
    const expired = issueToken(agent, { expiresInSec: -10 });
    const res = await get('/auth/me', expired);
    expect([res.status, await res.json()]).toEqual([401, { detail: 'Token expired' }]);
  });
});

describe('POST /presence/ping', () => {
  it('marks the caller online now', async () => {
    const token = await tokenFor('agent@harborview.test');
    const agent = db.users.find((u) => u.email === 'agent@harborview.test')!;
    expect(db.presence[agent.id]).toBeUndefined();
    const res = await fetch(`${API}/presence/ping`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await res.json()).toEqual({ ok: true });
    expect(Date.now() - Date.parse(db.presence[agent.id])).toBeLessThan(5_000);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await fetch(`${API}/presence/ping`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(401);
  });
});

describe('GET /billing/status', () => {
  it('answers any member with status, active seats and plan', async () => {
    expect(await (await get('/billing/status', await tokenFor('agent@harborview.test'))).json()).toEqual({
      subscription_status: 'active',
      seats: 5,
      plan_label: 'Pro',
    });
    expect(await (await get('/billing/status', await tokenFor('owner@summitridge.test'))).json()).toEqual({
      subscription_status: 'trialing',
      seats: 2,
      plan_label: 'Pro',
    });
    expect(await (await get('/billing/status', await tokenFor('owner@lakeside.test'))).json()).toEqual({
      subscription_status: 'active',
      seats: 3,
      plan_label: 'Comped',
    });
  });

  it('answers a malformed body when asked to', async () => {
    setFault('GET /billing/status', { kind: 'malformed' });
    const res = await get('/billing/status', await tokenFor('agent@harborview.test'));
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });
});

describe('POST /auth/register', () => {
  const valid = {
    org_name: 'Cedar Grove Insurance',
    email: 'Dana@CedarGrove.test',
    password: 'strongpass1',
    first_name: 'Dana',
    last_name: 'Kim',
    phone: '(555) 555-0101',
    address1: null,
    address2: null,
    city: 'Boise',
    state: 'ID',
    zipcode: '83702',
    website: null,
    heard: 'Search',
  };

  it('creates an organization without a subscription whose owner is the new agent', async () => {
    const res = await register(valid);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: 'bearer', role: 'agent' });
    const me = await (await get('/auth/me', body.access_token)).json();
    expect(me).toMatchObject({
      username: 'dana@cedargrove.test',
      org_id: body.org_id,
      org_name: 'Cedar Grove Insurance',
      role: 'agent',
      subscription_status: null,
      show_billing_cta: true,
      is_billing_owner: true,
      billing_owner_user_id: me.user_id,
    });
    const org = db.orgs.find((o) => o.id === body.org_id)!;
    expect([org.plan, org.user_limit]).toEqual([null, null]);
    expect((await login('dana@cedargrove.test', 'strongpass1')).status).toBe(200);
  });

  it('validates email, password length and organization name', async () => {
    const res = await register({ ...valid, email: 'not-an-email', password: 'short', org_name: '   ' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['email', 'password', 'org_name']);
    expect(body.detail[1].msg).toBe('Password must be at least 8 characters.');
    const before = db.orgs.length;
    expect((await register({})).status).toBe(422);
    expect(db.orgs.length).toBe(before);
  });

  it('answers 400 for an email already registered', async () => {
    const res = await register({ ...valid, email: 'AGENT@harborview.test' });
    expect([res.status, await res.json()]).toEqual([400, { detail: 'Email already registered' }]);
  });
});
