// /users*: the superadmin manages every user of every organization.
import { HttpResponse, type HttpHandler } from 'msw';
import { afterSeatsChanged, seatRefusal } from '../db/billing';
import { db, findOrg } from '../db/store';
import type { OkResponse, Role, UserRow } from '../db/types';
import { toUser, userEtag } from '../db/views';
import { jsonWithEtag, staleWrite } from '../lib/etag';
import { endSessions } from '../lib/auth';
import { detail, notFound } from '../lib/errors';
import { authorize } from '../lib/guard';
import { router } from '../lib/route';
import { Fields, jsonObject } from '../lib/validate';
import { OWNER_DEACTIVATE_REFUSED, OWNER_DELETE_REFUSED } from './team';

const ROLES: readonly Role[] = ['agent', 'admin', 'superadmin'];
const PASSWORD_MIN = 8;

function userFor(request: Request, action: 'edit' | 'delete', id: string): { caller: UserRow; user: UserRow } | Response {
  const caller = authorize(request, 'users', action);
  if (caller instanceof Response) return caller;
  const user = /^\d+$/.test(id) ? db.users.find((u) => u.id === Number(id)) : undefined;
  return user ? { caller, user } : notFound('User not found');
}

const isOwner = (user: UserRow): boolean => findOrg(user.org_id)?.billing_owner_user_id === user.id;

export function userHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.get('/users', ({ request }) => {
      const caller = authorize(request, 'users', 'list');
      if (caller instanceof Response) return caller;
      const now = Date.now();
      return HttpResponse.json(db.users.map((u) => toUser(u, now)));
    }),

    r.patch('/users/:id', async ({ request, params }) => {
      const found = userFor(request, 'edit', params.id);
      if (found instanceof Response) return found;
      const { caller, user } = found;
      const stale = staleWrite(request, userEtag(user));
      if (stale) return stale;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const role = f.oneOf('role', ROLES);
      const orgId = f.int('org_id');
      const active = f.bool('is_active');
      const password = f.str('password', {
        nonBlank: true,
        min: PASSWORD_MIN,
        minMsg: `Password must be at least ${PASSWORD_MIN} characters.`,
      });
      const first = f.str('first_name');
      const last = f.str('last_name');
      const failed = f.fail();
      if (failed) return failed;

      if (user.id === caller.id && ((role && role !== 'superadmin') || active === false)) {
        return detail(400, 'You can’t remove your own superadmin access.');
      }
      if (active === false && isOwner(user)) return detail(400, OWNER_DEACTIVATE_REFUSED);
      const from = findOrg(user.org_id);
      const to = orgId === undefined || orgId === null ? from : findOrg(orgId);
      if (!to) return detail(400, `Organization ${orgId} does not exist.`);
      const moving = !!from && to.id !== from.id;
      if (moving && isOwner(user)) return detail(400, 'Choose another billing owner for the organization before moving its owner.');
      const willBeActive = active ?? user.is_active === 1;
      if (willBeActive && (moving || user.is_active === 0)) {
        const refusal = seatRefusal(to);
        if (refusal) return detail(400, refusal);
      }

      if (role) user.role = role;
      if (password) {
        user.password = password;
        // A new password ends the user's earlier sessions, as a reset does (docs/decisions.md#reset-links).
        endSessions(user);
      }
      if (first !== undefined) user.first_name = first;
      if (last !== undefined) user.last_name = last;
      if (active !== undefined) user.is_active = active ? 1 : 0;
      if (moving) {
        user.org_id = to.id;
        db.conversations = db.conversations.filter((c) => c.user_id !== user.id);
      }
      afterSeatsChanged(to, 'superadmin');
      if (from && moving) afterSeatsChanged(from, 'superadmin');
      return jsonWithEtag(toUser(user), userEtag(user));
    }),

    r.delete('/users/:id', ({ request, params }) => {
      const found = userFor(request, 'delete', params.id);
      if (found instanceof Response) return found;
      const { caller, user } = found;
      if (user.id === caller.id) return detail(400, 'You can’t delete your own account.');
      if (isOwner(user)) return detail(400, OWNER_DELETE_REFUSED);
      db.users = db.users.filter((u) => u.id !== user.id);
      db.conversations = db.conversations.filter((c) => c.user_id !== user.id);
      delete db.presence[user.id];
      const org = findOrg(user.org_id);
      if (org) afterSeatsChanged(org, 'superadmin');
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),
  ];
}
