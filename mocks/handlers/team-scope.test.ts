// docs/decisions.md#who-the-billing-owner-manages: /team/* and POST /auth/send-invite act on users
// of role agent in the caller's organization and on the caller's own row; anything else answers
// 403 (another organization's row stays 404, the tenancy rule). Before this rule an owner could
// change an admin's login email and get the admin a reset link: the admin account was theirs.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { setLinksInAnswers } from '../lib/outbox';
import { call, orgByName, tokenOf, userByEmail } from '../test-utils';

const OWNER = 'owner@harborview.test';
const ADMIN = 'admin@harborview.test';
const MANAGED_BY_SUPERADMIN = 'Admins and superadmins are managed by a superadmin.';

afterEach(() => setLinksInAnswers(true));

describe('an owner refused on an admin’s row', () => {
  it('cannot change the admin’s login email (403, nothing changes)', async () => {
    const admin = userByEmail(ADMIN);
    const res = await call(`/team/users/${admin.id}`, {
      method: 'PATCH',
      token: tokenOf(OWNER),
      json: { username: 'mine@harborview.test' },
    });
    expect([res.status, res.body]).toEqual([403, { detail: MANAGED_BY_SUPERADMIN }]);
    expect(userByEmail(ADMIN).username).toBe(ADMIN);
    expect((await call('/auth/login', { body: new URLSearchParams({ username: ADMIN, password: 'demo1234' }) })).status).toBe(200);
  });

  it('cannot rename, deactivate or delete the admin', async () => {
    const admin = userByEmail(ADMIN);
    const token = tokenOf(OWNER);
    for (const json of [{ first_name: 'X' }, { is_active: 0 }]) {
      expect((await call(`/team/users/${admin.id}`, { method: 'PATCH', token, json })).status).toBe(403);
    }
    expect((await call(`/team/users/${admin.id}`, { method: 'DELETE', token })).status).toBe(403);
    expect(db.users.find((u) => u.id === admin.id)).toMatchObject({ first_name: 'Daniel', is_active: 1 });
  });

  it('cannot get the admin (or a superadmin) an invite link', async () => {
    const res = await call('/auth/send-invite', { token: tokenOf(OWNER), json: { email: ADMIN } });
    expect([res.status, res.body]).toEqual([403, { detail: MANAGED_BY_SUPERADMIN }]);
    expect(
      (await call('/auth/send-invite', { token: tokenOf('owner@lakeside.test'), json: { email: 'admin@lakeside.test' } })).status,
    ).toBe(403);
    // The superadmin's organization: its billing owner is the superadmin, acting as the owner.
    const ud = orgByName('Underwriter Desk Operations');
    const opsAdmin = {
      ...userByEmail(ADMIN),
      id: 900,
      username: 'ops.admin@underwriter.test',
      email: 'ops.admin@underwriter.test',
      org_id: ud.id,
    };
    db.users.push(opsAdmin);
    expect(
      (
        await call('/team/users/900', {
          method: 'PATCH',
          token: tokenOf('super@underwriter.test'),
          json: { username: 'x@underwriter.test' },
        })
      ).status,
    ).toBe(403);
  });

  it('still manages the agents and its own row', async () => {
    const token = tokenOf(OWNER);
    const rosa = userByEmail('rosa.delgado@harborview.test');
    expect((await call(`/team/users/${rosa.id}`, { method: 'PATCH', token, json: { last_name: 'Delgado-Ruiz' } })).status).toBe(200);
    expect((await call('/auth/send-invite', { token, json: { email: rosa.email } })).status).toBe(200);
    const owner = userByEmail(OWNER);
    const own = await call(`/team/users/${owner.id}`, { method: 'PATCH', token, json: { first_name: 'Maggie' } });
    expect([own.status, own.body.first_name]).toEqual([200, 'Maggie']);
    expect((await call('/auth/send-invite', { token, json: { email: OWNER } })).status).toBe(200);
  });

  it('lets an owner who is an admin edit their own row, not another admin’s', async () => {
    const lakeside = orgByName('Lakeside Partners');
    const admin = userByEmail('admin@lakeside.test');
    lakeside.billing_owner_user_id = admin.id;
    const token = tokenOf('admin@lakeside.test');
    expect((await call(`/team/users/${admin.id}`, { method: 'PATCH', token, json: { first_name: 'Nia' } })).status).toBe(200);
    db.users.push({ ...admin, id: 901, username: 'second.admin@lakeside.test', email: 'second.admin@lakeside.test' });
    expect((await call('/team/users/901', { method: 'PATCH', token, json: { first_name: 'X' } })).status).toBe(403);
  });

  it('keeps 404 for a user of another organization (tenancy before role)', async () => {
    const other = userByEmail('admin@lakeside.test');
    expect((await call(`/team/users/${other.id}`, { method: 'PATCH', token: tokenOf(OWNER), json: { first_name: 'X' } })).status).toBe(404);
    expect((await call('/auth/send-invite', { token: tokenOf(OWNER), json: { email: other.email } })).status).toBe(404);
  });

  it('leaves the superadmin able to invite anyone', async () => {
    expect((await call('/auth/send-invite', { token: tokenOf('super@underwriter.test'), json: { email: ADMIN } })).status).toBe(200);
  });
});

describe('invite links only in mock mode (docs/decisions.md#reset-links)', () => {
  it('answers the link from the in-browser and test backends', async () => {
    const rosa = userByEmail('rosa.delgado@harborview.test');
    expect((await call('/auth/send-invite', { token: tokenOf(OWNER), json: { email: rosa.email } })).body.reset_url).toMatch(
      /^\/reset-password\?token=/,
    );
  });

  it('answers no link when the backend serves real HTTP (npm run mock:server)', async () => {
    setLinksInAnswers(false);
    const rosa = userByEmail('rosa.delgado@harborview.test');
    const invite = await call('/auth/send-invite', { token: tokenOf(OWNER), json: { email: rosa.email } });
    expect(invite.status).toBe(200);
    expect(invite.body).toEqual({ message: `Invite sent to ${rosa.email}.` });
    const created = await call('/team/users', { token: tokenOf(OWNER), json: { username: 'invited@harborview.test', send_invite: true } });
    expect(created.status).toBe(200);
    expect(created.body).not.toHaveProperty('reset_url');
  });
});

describe('the me call names the seat limit (the team page’s meter and Create Agent)', () => {
  it('answers org_user_limit: the limit, or null for unlimited', async () => {
    expect((await call('/auth/me', { token: tokenOf('owner@prairiemutual.test') })).body.org_user_limit).toBe(6);
    expect((await call('/auth/me', { token: tokenOf(OWNER) })).body.org_user_limit).toBeNull();
  });
});
