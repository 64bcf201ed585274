import { describe, expect, it, vi } from 'vitest';
import { db } from '../db/store';
import { call, fieldsOf, orgByName, tokenOf, userByEmail } from '../test-utils';

const su = () => tokenOf('super@underwriter.test');
const patch = (id: number, json: unknown) => call(`/users/${id}`, { method: 'PATCH', token: su(), json });

describe('GET /users', () => {
  it('lists every user with online (pinged in the last minute) and last_seen', async () => {
    const agent = userByEmail('agent@harborview.test');
    await call('/presence/ping', { token: tokenOf('agent@harborview.test'), json: {} });
    const tom = userByEmail('tom.becker@harborview.test');
    db.presence[tom.id] = new Date(Date.now() - 61_000).toISOString();
    const { status, body } = await call('/users', { token: su() });
    expect(status).toBe(200);
    expect(body).toHaveLength(db.users.length);
    const row = (id: number) => body.find((u: { id: number }) => u.id === id);
    expect(row(agent.id)).toMatchObject({ online: true, is_active: 1, role: 'agent' });
    expect(Date.now() - Date.parse(row(agent.id).last_seen)).toBeLessThan(5_000);
    expect(row(tom.id)).toMatchObject({ online: false, last_seen: db.presence[tom.id] });
    expect(row(userByEmail('rosa.delgado@harborview.test').id)).toMatchObject({ online: false, last_seen: null });
  });

  it('is superadmin only', async () => {
    expect((await call('/users', { token: tokenOf('admin@harborview.test') })).status).toBe(403);
  });
});

describe('PATCH /users/{id}', () => {
  it('changes role, organization, active flag and password', async () => {
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const lakeside = orgByName('Lakeside Partners');
    const res = await patch(rosa.id, { role: 'admin', org_id: lakeside.id, password: 'newpassword' });
    expect(res.body).toMatchObject({ role: 'admin', org_id: lakeside.id });
    const login = await call('/auth/login', { body: new URLSearchParams({ username: rosa.username, password: 'newpassword' }) });
    expect(login.body).toMatchObject({ role: 'admin', org_id: lakeside.id });
    expect((await patch(rosa.id, { is_active: 0 })).body.is_active).toBe(0);
  });

  it('a password set by the superadmin ends the user’s earlier sessions', async () => {
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const before = tokenOf(rosa.email);
    expect((await call('/auth/me', { token: before })).status).toBe(200);
    expect((await patch(rosa.id, { password: 'brand-new-pass' })).status).toBe(200);
    expect((await call('/auth/me', { token: before })).status).toBe(401);
    expect((await call('/auth/me', { token: tokenOf(rosa.email) })).status).toBe(200);
  });

  it('never deactivates or moves a billing owner', async () => {
    const owner = userByEmail('owner@harborview.test');
    const res = await patch(owner.id, { is_active: false });
    expect([res.status, res.body]).toEqual([400, { detail: 'You can’t deactivate the account owner.' }]);
    expect((await patch(owner.id, { org_id: orgByName('Lakeside Partners').id })).status).toBe(400);
  });

  it('enforces user_limit on re-activation and on a move', async () => {
    const org = orgByName('Harborview Insurance Group');
    org.user_limit = 5;
    const kevin = userByEmail('kevin.walsh@harborview.test');
    const res = await patch(kevin.id, { is_active: 1 });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Seat limit reached/);
    const prairie = orgByName('Prairie Mutual Brokers');
    prairie.user_limit = 2;
    expect((await patch(userByEmail('rosa.delgado@harborview.test').id, { org_id: prairie.id })).status).toBe(400);
  });

  it('a move that makes the 5th seat of a trial does not end it: only the owner can agree to pay', async () => {
    const org = orgByName('Summit Ridge Agency');
    const movers = ['rosa.delgado@harborview.test', 'tom.becker@harborview.test', 'agent@lakeside.test'].map(userByEmail);
    for (const u of movers) expect((await patch(u.id, { org_id: org.id })).status).toBe(200);
    expect(org.subscription_status).toBe('trialing');
    expect(org.billing.trial_ends_at).not.toBeNull();
    // The seats count on the first paid month's invoice.
    expect(org.billing.subscription!.items.map((i) => i.quantity)).toEqual([1, 1]);
  });

  it('a seat past the 4 included on an active, paid plan is billed from the next invoice, with nothing charged now (the app asks first)', async () => {
    const org = orgByName('Harborview Insurance Group');
    const owner = tokenOf('owner@harborview.test');
    const invoices = db.invoices.filter((i) => i.org_id === org.id).length;
    expect((await patch(userByEmail('kevin.walsh@harborview.test').id, { is_active: 1 })).status).toBe(200);
    const created = await call(`/orgs/${org.id}/users`, {
      token: su(),
      json: { username: 'seventh@harborview.test', password: 'strongpass1' },
    });
    expect(created.status).toBe(200);
    expect(db.invoices.filter((i) => i.org_id === org.id)).toHaveLength(invoices);
    const sub = (await call('/billing/subscription', { token: owner })).body;
    expect(sub.items.map((i: { unit_amount: number; quantity: number }) => [i.unit_amount, i.quantity])).toEqual([
      [9900, 1],
      [2500, 3],
    ]);
    // The month after: 7 active seats, $99 + 3 × $25.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((sub.current_period_end + 60) * 1000);
    try {
      const [next] = (await call('/billing/invoices', { token: tokenOf('owner@harborview.test') })).body.invoices;
      expect(next.total).toBe(17_400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 422 for bad values, 404 for an unknown user, 400 for an unknown organization', async () => {
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const bad = await patch(rosa.id, { role: 'root', password: 'short', is_active: 'x' });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['role', 'is_active', 'password']]);
    expect((await patch(99999, { role: 'agent' })).status).toBe(404);
    expect((await patch(rosa.id, { org_id: 99999 })).status).toBe(400);
  });
});

describe('DELETE /users/{id}', () => {
  it('deletes a user, never a billing owner or oneself', async () => {
    const tom = userByEmail('tom.becker@harborview.test');
    expect((await call(`/users/${tom.id}`, { method: 'DELETE', token: su() })).body).toEqual({ ok: true });
    const owner = userByEmail('owner@summitridge.test');
    const res = await call(`/users/${owner.id}`, { method: 'DELETE', token: su() });
    expect([res.status, res.body]).toEqual([400, { detail: 'You can’t delete the account owner.' }]);
    expect((await call(`/users/${userByEmail('super@underwriter.test').id}`, { method: 'DELETE', token: su() })).status).toBe(400);
  });
});
