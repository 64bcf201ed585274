import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { call, fieldsOf, orgByName, tokenOf, userByEmail } from '../test-utils';

const OWNER = 'owner@harborview.test';
const newAgent = (n: number, extra: Record<string, unknown> = {}) => ({
  username: `New.Agent${n}@Example.test`,
  password: 'password1',
  first_name: 'New',
  last_name: `Agent ${n}`,
  send_invite: false,
  ...extra,
});

describe('GET /team/users', () => {
  it('lists the users of the owner’s organization only, with online state', async () => {
    const { status, body } = await call('/team/users', { token: tokenOf(OWNER) });
    expect(status).toBe(200);
    const org = orgByName('Harborview Insurance Group');
    expect(body).toHaveLength(db.users.filter((u) => u.org_id === org.id).length);
    expect(body.every((u: { org_id: number }) => u.org_id === org.id)).toBe(true);
    expect(body[0]).toMatchObject({ online: false, last_seen: null, is_active: 1 });
  });

  it('answers 403 to a member who is not the billing owner', async () => {
    expect((await call('/team/users', { token: tokenOf('admin@harborview.test') })).status).toBe(403);
  });
});

describe('POST /team/users', () => {
  it('creates an agent with a lowercased login', async () => {
    const { status, body } = await call('/team/users', { token: tokenOf(OWNER), json: newAgent(1) });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      username: 'new.agent1@example.test',
      role: 'agent',
      is_active: 1,
      org_id: orgByName('Harborview Insurance Group').id,
    });
    const login = await call('/auth/login', { body: new URLSearchParams({ username: 'new.agent1@example.test', password: 'password1' }) });
    expect(login.status).toBe(200);
  });

  it('needs a password unless an invite is sent; an invite answers its link', async () => {
    const none = await call('/team/users', { token: tokenOf(OWNER), json: newAgent(2, { password: '' }) });
    expect(none.status).toBe(422);
    expect(none.body.detail[0]).toMatchObject({ loc: ['body', 'password'], msg: "Password is required (or check 'Send invite email')." });
    const invited = await call('/team/users', { token: tokenOf(OWNER), json: newAgent(2, { password: '', send_invite: true }) });
    expect(invited.status).toBe(200);
    expect(invited.body.reset_url).toMatch(/^\/reset-password\?token=/);
  });

  it('answers 422 for a bad email and 400 for a taken one', async () => {
    const bad = await call('/team/users', { token: tokenOf(OWNER), json: newAgent(3, { username: 'nope' }) });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['username']]);
    const taken = await call('/team/users', { token: tokenOf(OWNER), json: newAgent(3, { username: 'AGENT@summitridge.test' }) });
    expect([taken.status, taken.body]).toEqual([400, { detail: 'Email already registered' }]);
  });

  it('enforces user_limit on create', async () => {
    const org = orgByName('Prairie Mutual Brokers');
    org.user_limit = 2;
    const res = await call('/team/users', { token: tokenOf('owner@prairiemutual.test'), json: newAgent(4) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Seat limit reached/);
    org.user_limit = null;
    expect((await call('/team/users', { token: tokenOf('owner@prairiemutual.test'), json: newAgent(4) })).status).toBe(200);
  });

  it('ends a trial at the 5th active seat: status active and the paid month starts', async () => {
    const org = orgByName('Summit Ridge Agency');
    const token = tokenOf('owner@summitridge.test');
    expect(org.subscription_status).toBe('trialing');
    await call('/team/users', { token, json: newAgent(5) });
    await call('/team/users', { token, json: newAgent(6) });
    expect((await call('/billing/status', { token })).body).toEqual({ subscription_status: 'trialing', seats: 4, plan_label: 'Pro' });
    const before = db.invoices.filter((i) => i.org_id === org.id).length;

    expect((await call('/team/users', { token, json: newAgent(7) })).status).toBe(200);
    expect((await call('/billing/status', { token })).body).toEqual({ subscription_status: 'active', seats: 5, plan_label: 'Pro' });
    const sub = (await call('/billing/subscription', { token })).body;
    const now = Math.floor(Date.now() / 1000);
    expect(sub.status).toBe('active');
    expect(sub.current_period_end - now).toBeGreaterThan(29 * 86_400);
    expect(sub.items).toEqual([
      expect.objectContaining({ unit_amount: 9900, quantity: 1 }),
      expect.objectContaining({ unit_amount: 2500, quantity: 1 }),
    ]);
    const invoices = (await call('/billing/invoices', { token })).body.invoices;
    expect(invoices).toHaveLength(before + 1);
    expect(invoices[0]).toMatchObject({ status: 'paid', total: 12400, currency: 'usd' });
  });
});

describe('PATCH /team/users/{id}', () => {
  it('edits names, login and the active flag', async () => {
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const res = await call(`/team/users/${rosa.id}`, {
      method: 'PATCH',
      token: tokenOf(OWNER),
      json: { first_name: 'Rosalind', username: 'Rosa@Harborview.test', is_active: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Rosalind',
      username: 'rosa@harborview.test',
      email: 'rosa@harborview.test',
      is_active: 0,
    });
  });

  it('refuses to deactivate the billing owner', async () => {
    const owner = userByEmail(OWNER);
    const res = await call(`/team/users/${owner.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { is_active: false } });
    expect([res.status, res.body]).toEqual([400, { detail: 'You can’t deactivate the account owner.' }]);
  });

  it('enforces user_limit on re-activation', async () => {
    const org = orgByName('Harborview Insurance Group');
    const kevin = userByEmail('kevin.walsh@harborview.test');
    org.user_limit = 5;
    const res = await call(`/team/users/${kevin.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { is_active: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/Seat limit reached/);
    org.user_limit = 6;
    expect((await call(`/team/users/${kevin.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { is_active: 1 } })).body.is_active).toBe(
      1,
    );
  });

  it('answers 404 for a user of another organization and 422 for a bad flag', async () => {
    const other = userByEmail('agent@summitridge.test');
    expect((await call(`/team/users/${other.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { first_name: 'X' } })).status).toBe(404);
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const bad = await call(`/team/users/${rosa.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { is_active: 'maybe' } });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['is_active']]);
  });
});

describe('DELETE /team/users/{id}', () => {
  it('deletes a member, never the account owner', async () => {
    const tom = userByEmail('tom.becker@harborview.test');
    expect((await call(`/team/users/${tom.id}`, { method: 'DELETE', token: tokenOf(OWNER) })).body).toEqual({ ok: true });
    expect(db.users.some((u) => u.id === tom.id)).toBe(false);
    const owner = userByEmail(OWNER);
    const res = await call(`/team/users/${owner.id}`, { method: 'DELETE', token: tokenOf(OWNER) });
    expect([res.status, res.body]).toEqual([400, { detail: 'You can’t delete the account owner.' }]);
  });
});

describe('PATCH /team/org', () => {
  it('saves the contact details shown on the profile card', async () => {
    const token = tokenOf(OWNER);
    const res = await call('/team/org', {
      method: 'PATCH',
      token,
      json: { contact_email: 'Desk@Harborview.example', contact_phone: '(207) 555-0199', website: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contact_email: 'desk@harborview.example', contact_phone: '(207) 555-0199', website: null });
    const me = (await call('/auth/me', { token })).body;
    expect(me).toMatchObject({ contact_email: 'desk@harborview.example', org_phone: '(207) 555-0199', website: null });
  });

  it('answers 422 for a bad email, 403 for a non-owner', async () => {
    const bad = await call('/team/org', { method: 'PATCH', token: tokenOf(OWNER), json: { contact_email: 'nope' } });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['contact_email']]);
    expect((await call('/team/org', { method: 'PATCH', token: tokenOf('agent@harborview.test'), json: {} })).status).toBe(403);
  });
});
