import { describe, expect, it } from 'vitest';
import { makeLogoPng } from '../db/png';
import { db } from '../db/store';
import { call, fieldsOf, orgByName, tokenOf, userByEmail } from '../test-utils';
import { OWNER_NOT_ACTIVE_MEMBER, OWNER_NOT_CLEARABLE, seatLimitBelowActive } from './orgs';

const SUPER = 'super@underwriter.test';
const su = () => tokenOf(SUPER);

describe('GET/POST/DELETE /orgs', () => {
  it('lists every organization with its active users', async () => {
    const { status, body } = await call('/orgs', { token: su() });
    expect(status).toBe(200);
    expect(body).toHaveLength(db.orgs.length);
    expect(body.find((o: { name: string }) => o.name === 'Harborview Insurance Group')).toMatchObject({
      plan: 'Pro',
      subscription_status: 'active',
      active_users: 5,
      user_limit: null,
    });
  });

  it('creates an organization, then its first user becomes the billing owner', async () => {
    const created = await call('/orgs', { token: su(), json: { name: 'Pine Valley Agency' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Pine Valley Agency',
      plan: null,
      subscription_status: null,
      user_limit: null,
      active_users: 0,
      billing_owner_user_id: null,
    });
    const user = await call(`/orgs/${created.body.id}/users`, {
      token: su(),
      json: { username: 'Boss@PineValley.test', password: 'password1', role: 'agent' },
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ username: 'boss@pinevalley.test', org_id: created.body.id, role: 'agent', online: false });
    expect(db.orgs.find((o) => o.id === created.body.id)!.billing_owner_user_id).toBe(user.body.id);
    const users = await call(`/orgs/${created.body.id}/users`, { token: su() });
    expect(users.body.map((u: { id: number }) => u.id)).toEqual([user.body.id]);
  });

  it('validates names and user bodies', async () => {
    const blank = await call('/orgs', { token: su(), json: { name: ' ' } });
    expect([blank.status, fieldsOf(blank.body)]).toEqual([422, ['name']]);
    expect((await call('/orgs', { token: su(), json: { name: 'harborview insurance group' } })).status).toBe(400);
    const org = orgByName('Lakeside Partners');
    const bad = await call(`/orgs/${org.id}/users`, { token: su(), json: { username: 'x', password: 'short', role: 'boss' } });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['username', 'password', 'role']]);
  });

  it('deletes an organization with its users, companies and files, never the superadmin’s own', async () => {
    const org = orgByName('Prairie Mutual Brokers');
    expect((await call(`/orgs/${org.id}`, { method: 'DELETE', token: su() })).body).toEqual({ ok: true });
    expect(db.users.some((u) => u.org_id === org.id) || db.companies.some((c) => c.org_id === org.id)).toBe(false);
    const own = userByEmail(SUPER).org_id;
    expect((await call(`/orgs/${own}`, { method: 'DELETE', token: su() })).status).toBe(400);
    expect((await call('/orgs/9999', { method: 'DELETE', token: su() })).status).toBe(404);
  });

  it('is superadmin only', async () => {
    for (const email of ['agent@harborview.test', 'admin@harborview.test', 'owner@harborview.test']) {
      expect((await call('/orgs', { token: tokenOf(email) })).status).toBe(403);
    }
  });
});

describe('PATCH /orgs/{id}', () => {
  it('renames and sets the seat limit (null = unlimited)', async () => {
    const org = orgByName('Lakeside Partners');
    const res = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { name: 'Lakeside Partners LLC', user_limit: null } });
    expect(res.body).toMatchObject({ name: 'Lakeside Partners LLC', user_limit: null });
    expect((await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: 3 } })).body.user_limit).toBe(3);
    const neg = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: -1 } });
    expect([neg.status, fieldsOf(neg.body)]).toEqual([422, ['user_limit']]);
  });

  it('sets a billing owner only from the organization’s active users, and never clears it', async () => {
    const org = orgByName('Harborview Insurance Group');
    const rosa = userByEmail('rosa.delgado@harborview.test');
    expect(
      (await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { billing_owner_user_id: rosa.id } })).body
        .billing_owner_user_id,
    ).toBe(rosa.id);
    const refused = async (json: unknown, text: string) => {
      const res = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json });
      expect([res.status, res.body]).toEqual([400, { detail: text }]);
      expect(db.orgs.find((o) => o.id === org.id)!.billing_owner_user_id).toBe(rosa.id);
    };
    await refused({ billing_owner_user_id: userByEmail('agent@summitridge.test').id }, OWNER_NOT_ACTIVE_MEMBER);
    await refused({ billing_owner_user_id: userByEmail('kevin.walsh@harborview.test').id }, OWNER_NOT_ACTIVE_MEMBER);
    await refused({ billing_owner_user_id: 99_999 }, OWNER_NOT_ACTIVE_MEMBER);
    await refused({ billing_owner_user_id: null }, OWNER_NOT_CLEARABLE);
  });

  it('refuses a seat limit below the active users (400) or past 100,000 (422), names past 200 characters and emails past 254 (422)', async () => {
    const org = orgByName('Harborview Insurance Group');
    const below = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: 4 } });
    expect([below.status, below.body]).toEqual([400, { detail: seatLimitBelowActive(4, 5) }]);
    expect((await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: 5 } })).body.user_limit).toBe(5);
    expect((await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: 100_000 } })).body.user_limit).toBe(100_000);
    const over = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { user_limit: 100_001 } });
    expect([over.status, fieldsOf(over.body)]).toEqual([422, ['user_limit']]);
    const long = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { name: 'x'.repeat(201) } });
    expect([long.status, fieldsOf(long.body)]).toEqual([422, ['name']]);
    const created = await call('/orgs', { token: su(), json: { name: 'y'.repeat(201) } });
    expect([created.status, fieldsOf(created.body)]).toEqual([422, ['name']]);
    const tooMany = await call('/orgs', { token: su(), json: { name: 'Plenty', user_limit: 100_001 } });
    expect([tooMany.status, fieldsOf(tooMany.body)]).toEqual([422, ['user_limit']]);
    expect((await call('/orgs', { token: su(), json: { name: 'y'.repeat(200) } })).status).toBe(200);
    const email = await call(`/orgs/${org.id}/users`, {
      token: su(),
      json: { username: `${'a'.repeat(249)}@b.test`, password: 'password1' },
    });
    expect([email.status, fieldsOf(email.body)]).toEqual([422, ['username']]);
  });

  it('comps an organization (plan Comped, active); unchecking gives back its own subscription’s status', async () => {
    const org = orgByName('Prairie Mutual Brokers');
    const on = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { comped: true } });
    expect(on.body).toMatchObject({ plan: 'Comped', subscription_status: 'active' });
    expect((await call('/auth/me', { token: tokenOf('agent@prairiemutual.test') })).body).toMatchObject({
      subscription_status: 'active',
      show_billing_cta: false,
    });
    const off = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { comped: false } });
    expect(off.body).toMatchObject({ plan: 'Pro', subscription_status: 'past_due' });
  });

  it('unchecking comped on an organization with no subscription of its own clears plan and status', async () => {
    const org = orgByName('Lakeside Partners');
    const off = await call(`/orgs/${org.id}`, { method: 'PATCH', token: su(), json: { comped: false } });
    expect(off.body).toMatchObject({ plan: null, subscription_status: null });
  });
});

describe('organization logo', () => {
  const png = () => makeLogoPng([9, 9, 9], [250, 250, 250], 2);

  it('lets the billing owner set and delete their own logo, served at /logos/{org_id}.png', async () => {
    const org = orgByName('Prairie Mutual Brokers');
    const token = tokenOf('owner@prairiemutual.test');
    const up = await call(`/orgs/${org.id}/logo`, {
      method: 'POST',
      token,
      multipart: [{}, { bytes: png(), name: 'logo.png', type: 'image/png' }],
    });
    expect([up.status, up.body]).toEqual([200, { logo_url: expect.stringMatching(new RegExp(`^/logos/${org.id}\\.png\\?v=\\w+$`)) }]);
    expect((await call('/auth/me', { token })).body.logo_url).toBe(up.body.logo_url);
    expect((await fetch(new URL(`/api/logos/${org.id}.png`, location.origin))).status).toBe(200);
    const del = await call(`/orgs/${org.id}/logo`, { method: 'DELETE', token });
    expect(del.body).toEqual({ logo_url: null });
    expect(db.files.size).toBe(0);
    expect((await fetch(new URL(`/api/logos/${org.id}.png`, location.origin))).status).toBe(404);
  });

  it('answers 404 to an owner for another organization, 403 to a non-owner, 400 for a non-image', async () => {
    const other = orgByName('Summit Ridge Agency');
    const own = orgByName('Prairie Mutual Brokers');
    expect(
      (
        await call(`/orgs/${other.id}/logo`, {
          method: 'POST',
          token: tokenOf('owner@prairiemutual.test'),
          multipart: [{}, { bytes: png(), name: 'l.png' }],
        })
      ).status,
    ).toBe(404);
    expect((await call(`/orgs/${own.id}/logo`, { method: 'DELETE', token: tokenOf('agent@prairiemutual.test') })).status).toBe(403);
    const text = await call(`/orgs/${own.id}/logo`, {
      method: 'POST',
      token: tokenOf('owner@prairiemutual.test'),
      multipart: [{}, { bytes: new TextEncoder().encode('<svg/>'), name: 'l.png' }],
    });
    expect(text.status).toBe(400);
    expect(
      (await call(`/orgs/${other.id}/logo`, { method: 'POST', token: su(), multipart: [{}, { bytes: png(), name: 'l.png' }] })).status,
    ).toBe(200);
  });
});
