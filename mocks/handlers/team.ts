// /team/*: the billing owner manages the users and contact details of their own organization.
import { HttpResponse, type HttpHandler } from 'msw';
import { afterSeatsChanged, seatRefusal } from '../db/billing';
import { db, findUserByEmail, nextUserId } from '../db/store';
import type { OkResponse, TeamOrg, TeamUserCreated, UserRow } from '../db/types';
import { teamOrgEtag, toUser, userEtag } from '../db/views';
import { jsonWithEtag, staleWrite } from '../lib/etag';
import { detail, notFound } from '../lib/errors';
import { authorize, callerOrg, forbidden, sameOrg } from '../lib/guard';
import { mailResetLink } from '../lib/outbox';
import { router } from '../lib/route';
import { Fields, jsonObject } from '../lib/validate';

export const OWNER_DELETE_REFUSED = 'You can’t delete the account owner.';
export const OWNER_DEACTIVATE_REFUSED = 'You can’t deactivate the account owner.';
const MANAGED_BY_SUPERADMIN = 'Admins and superadmins are managed by a superadmin.';
const PASSWORD_MIN = 8;

/**
 * docs/decisions.md#who-the-billing-owner-manages: the billing owner manages the agents of their organization and their own row;
 * an admin's or a superadmin's account (its login email, its password) is a superadmin's to
 * manage. The 403 to answer, or null. Another organization's row is a 404 before this.
 */
export function teamTargetRefusal(caller: UserRow, target: UserRow): Response | null {
  return target.role === 'agent' || target.id === caller.id ? null : forbidden(MANAGED_BY_SUPERADMIN);
}

/** A password nobody knows, for invited users until they follow the link. */
const unusablePassword = (): string => `!invite-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

export function teamHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);

  /** The owner's team member `user_id`, or the 401/403/404 to answer with. */
  function member(request: Request, userId: string, action: 'edit' | 'delete') {
    const caller = authorize(request, 'team-users', action);
    if (caller instanceof Response) return caller;
    const user = db.users.find((u) => String(u.id) === userId);
    if (!user || !sameOrg(caller, user)) return notFound('User not found');
    const refused = teamTargetRefusal(caller, user);
    if (refused) return refused;
    return { caller, user };
  }

  return [
    r.get('/team/users', ({ request }) => {
      const caller = authorize(request, 'team-users', 'list');
      if (caller instanceof Response) return caller;
      return HttpResponse.json(db.users.filter((u) => u.org_id === caller.org_id).map((u) => toUser(u)));
    }),

    r.post('/team/users', async ({ request }) => {
      const caller = authorize(request, 'team-users', 'create');
      if (caller instanceof Response) return caller;
      const org = callerOrg(caller);
      if (org instanceof Response) return org;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const username = f.str('username', { required: true, email: true, lower: true, blankMsg: 'Email is required.' });
      const sendInvite = f.bool('send_invite') ?? false;
      const password = f.str('password', {
        required: !sendInvite,
        min: PASSWORD_MIN,
        minMsg: `Password must be at least ${PASSWORD_MIN} characters.`,
        blankMsg: "Password is required (or check 'Send invite email').",
      });
      const first = f.str('first_name');
      const last = f.str('last_name');
      const failed = f.fail();
      if (failed || !username) return failed ?? detail(400, 'Email is required.');
      if (findUserByEmail(username)) return detail(400, 'Email already registered');
      const refusal = seatRefusal(org);
      if (refusal) return detail(400, refusal);
      const user: UserRow = {
        id: nextUserId(),
        username,
        email: username,
        first_name: first ?? null,
        last_name: last ?? null,
        role: 'agent',
        org_id: org.id,
        is_active: 1,
        password: password || unusablePassword(),
        created_at: new Date().toISOString(),
      };
      db.users.push(user);
      afterSeatsChanged(org, 'owner');
      const answer: TeamUserCreated = toUser(user);
      const link = sendInvite ? mailResetLink(user, 'invite') : undefined;
      if (link) answer.reset_url = link;
      return HttpResponse.json(answer);
    }),

    r.patch('/team/users/:id', async ({ request, params }) => {
      const found = member(request, params.id, 'edit');
      if (found instanceof Response) return found;
      const { caller, user } = found;
      const org = callerOrg(caller);
      if (org instanceof Response) return org;
      const stale = staleWrite(request, userEtag(user));
      if (stale) return stale;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const username = f.str('username', { nonBlank: true, email: true, lower: true });
      const email = f.str('email', { nonBlank: true, email: true, lower: true });
      const first = f.str('first_name');
      const last = f.str('last_name');
      const active = f.bool('is_active');
      const failed = f.fail();
      if (failed) return failed;
      const login = username ?? email;
      if (login && login !== user.username && findUserByEmail(login)) return detail(400, 'Email already registered');
      if (active === false && org.billing_owner_user_id === user.id) return detail(400, OWNER_DEACTIVATE_REFUSED);
      const reactivating = active === true && user.is_active === 0;
      if (reactivating) {
        const refusal = seatRefusal(org);
        if (refusal) return detail(400, refusal);
      }
      if (login) Object.assign(user, { username: login, email: login });
      if (first !== undefined) user.first_name = first;
      if (last !== undefined) user.last_name = last;
      if (active !== undefined) user.is_active = active ? 1 : 0;
      afterSeatsChanged(org, 'owner');
      return jsonWithEtag(toUser(user), userEtag(user));
    }),

    r.delete('/team/users/:id', ({ request, params }) => {
      const found = member(request, params.id, 'delete');
      if (found instanceof Response) return found;
      const { caller, user } = found;
      const org = callerOrg(caller);
      if (org instanceof Response) return org;
      if (org.billing_owner_user_id === user.id) return detail(400, OWNER_DELETE_REFUSED);
      db.users = db.users.filter((u) => u.id !== user.id);
      db.conversations = db.conversations.filter((c) => c.user_id !== user.id);
      delete db.presence[user.id];
      afterSeatsChanged(org, 'owner');
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),

    r.patch('/team/org', async ({ request }) => {
      const caller = authorize(request, 'team-users', 'edit');
      if (caller instanceof Response) return caller;
      const org = callerOrg(caller);
      if (org instanceof Response) return org;
      const stale = staleWrite(request, teamOrgEtag(org));
      if (stale) return stale;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const email = f.str('contact_email', { email: true, lower: true });
      const phone = f.str('contact_phone');
      const website = f.str('website');
      const failed = f.fail();
      if (failed) return failed;
      if (email !== undefined) org.contact_email = email;
      if (phone !== undefined) org.contact_phone = phone;
      if (website !== undefined) org.website = website;
      const answer: TeamOrg = {
        id: org.id,
        name: org.name,
        contact_email: org.contact_email,
        contact_phone: org.contact_phone,
        website: org.website,
      };
      return jsonWithEtag(answer, teamOrgEtag(org));
    }),
  ];
}
