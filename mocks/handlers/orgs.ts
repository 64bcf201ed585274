// /orgs*: the superadmin manages every organization; the billing owner may set their own logo.
import { HttpResponse, type HttpHandler } from 'msw';
import { afterSeatsChanged, seatRefusal, syncBilling } from '../db/billing';
import { newFileKey, putFile, removeFile } from '../db/blobs';
import { activeUserCount, db, findOrg, findUserByEmail, nextOrgId, nextUserId } from '../db/store';
import { newOrgRow, type OrgLogoResponse, type OkResponse, type OrgRow, type Role, type UserRow } from '../db/types';
import { orgEtag, orgLogoUrl, toOrganization, toUser } from '../db/views';
import { jsonWithEtag, staleWrite } from '../lib/etag';
import { readCaller } from '../lib/auth';
import { detail, fieldError, notFound } from '../lib/errors';
import { authorize, forbidden, may } from '../lib/guard';
import { router } from '../lib/route';
import { checkLogo, readUpload } from '../lib/upload';
import { Fields, jsonObject, nameKey } from '../lib/validate';
import { removeCompany } from './companies';

const ROLES: readonly Role[] = ['agent', 'admin', 'superadmin'];
const PASSWORD_MIN = 8;
// docs/decisions.md#limits: user_limit 0–100,000 or null (names and emails: the limit table of lib/validate.ts).
const SEATS_MAX = 100_000;
/** A subscription that has not ended (past due and unpaid ones are still owed, and come back). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

export const ORG_NAME_TAKEN = 'An organization with that name already exists.';

/** Whether another organization has this name, as people would read it (see `nameKey`). */
export function orgNameTaken(name: string, except?: OrgRow): boolean {
  const key = nameKey(name);
  return db.orgs.some((o) => o !== except && nameKey(o.name) === key);
}

export const OWNER_NOT_ACTIVE_MEMBER = 'The billing owner must be an active user of this organization.';
export const OWNER_NOT_CLEARABLE = 'An organization’s billing owner can’t be cleared: choose another active user instead.';
export const seatLimitBelowActive = (limit: number, active: number): string =>
  `A seat limit of ${limit} is below this organization’s ${active} active users.`;

/** The organization of the path for a superadmin, or the 401/403/404 to answer with. */
function orgFor(request: Request, action: 'show' | 'edit' | 'delete' | 'create', id: string): { caller: UserRow; org: OrgRow } | Response {
  const caller = authorize(request, 'orgs', action);
  if (caller instanceof Response) return caller;
  const org = findOrg(Number(id));
  if (!org || !/^\d+$/.test(id)) return notFound('Organization not found');
  syncBilling(org);
  return { caller, org };
}

/**
 * The logo calls: a superadmin for any organization, the billing owner for their own
 * (another organization's id answers them 404, as everywhere).
 */
function logoOrg(request: Request, action: 'create' | 'delete', id: string): OrgRow | Response {
  const caller = readCaller(request);
  if (caller instanceof Response) return caller;
  const superadmin = may(caller, 'orgs', 'edit');
  if (!superadmin && !may(caller, 'org-logo', action)) return forbidden();
  const org = /^\d+$/.test(id) ? findOrg(Number(id)) : undefined;
  if (!org || (!superadmin && org.id !== caller.org_id)) return notFound('Organization not found');
  return org;
}

function removeOrg(org: OrgRow): void {
  db.companies.filter((c) => c.org_id === org.id).forEach(removeCompany);
  if (org.logo?.kind === 'uploaded') removeFile(org.logo.fileKey);
  const userIds = new Set(db.users.filter((u) => u.org_id === org.id).map((u) => u.id));
  db.users = db.users.filter((u) => !userIds.has(u.id));
  for (const id of userIds) delete db.presence[id];
  db.conversations = db.conversations.filter((c) => c.org_id !== org.id);
  db.invoices = db.invoices.filter((i) => i.org_id !== org.id);
  db.orgs = db.orgs.filter((o) => o !== org);
}

export function orgHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.get('/orgs', ({ request }) => {
      const caller = authorize(request, 'orgs', 'list');
      if (caller instanceof Response) return caller;
      db.orgs.forEach(syncBilling);
      const active = new Map<number, number>();
      for (const u of db.users) if (u.is_active === 1) active.set(u.org_id, (active.get(u.org_id) ?? 0) + 1);
      return HttpResponse.json(db.orgs.map((o) => toOrganization(o, active.get(o.id) ?? 0)));
    }),

    r.post('/orgs', async ({ request }) => {
      const caller = authorize(request, 'orgs', 'create');
      if (caller instanceof Response) return caller;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const name = f.str('name', { required: true, blankMsg: 'Organization name cannot be empty.' });
      const limit = f.int('user_limit', { nullable: true, min: 0, max: SEATS_MAX });
      const failed = f.fail();
      if (failed || !name) return failed ?? detail(400, 'name is required');
      if (orgNameTaken(name)) return detail(400, ORG_NAME_TAKEN);
      const org = newOrgRow({ id: nextOrgId(), name, user_limit: limit ?? null, created_at: new Date().toISOString() });
      db.orgs.push(org);
      return HttpResponse.json(toOrganization(org));
    }),

    r.patch('/orgs/:id', async ({ request, params }) => {
      const found = orgFor(request, 'edit', params.id);
      if (found instanceof Response) return found;
      const { org } = found;
      const stale = staleWrite(request, orgEtag(org));
      if (stale) return stale;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const name = f.str('name', { nonBlank: true, blankMsg: 'Organization name cannot be empty.' });
      if (f.has('name') && body.name === null) f.errors.push(fieldError('name', 'Organization name cannot be empty.'));
      const limit = f.int('user_limit', { nullable: true, min: 0, max: SEATS_MAX });
      const ownerId = f.int('billing_owner_user_id', { nullable: true });
      const comped = f.bool('comped');
      const failed = f.fail();
      if (failed) return failed;
      if (name && orgNameTaken(name, org)) return detail(400, ORG_NAME_TAKEN);
      if (ownerId === null) return detail(400, OWNER_NOT_CLEARABLE);
      if (typeof ownerId === 'number' && !db.users.some((u) => u.id === ownerId && u.org_id === org.id && u.is_active === 1)) {
        return detail(400, OWNER_NOT_ACTIVE_MEMBER);
      }
      const active = activeUserCount(org.id);
      if (typeof limit === 'number' && limit < active) return detail(400, seatLimitBelowActive(limit, active));
      if (name) org.name = name;
      if (limit !== undefined) org.user_limit = limit;
      if (ownerId !== undefined) org.billing_owner_user_id = ownerId;
      if (comped === true) {
        org.plan = 'Comped';
        org.subscription_status = 'active';
      } else if (comped === false && org.plan === 'Comped') {
        // The organization's own subscription comes back while it lives (a paying organization
        // keeps its Library); with none, or an ended one, plan and status are cleared.
        const sub = org.billing.subscription;
        const live = !!sub && LIVE_STATUSES.includes(sub.status);
        org.plan = live ? sub.plan_label : null;
        org.subscription_status = live ? sub.status : null;
      }
      return jsonWithEtag(toOrganization(org), orgEtag(org));
    }),

    r.delete('/orgs/:id', ({ request, params }) => {
      const found = orgFor(request, 'delete', params.id);
      if (found instanceof Response) return found;
      if (found.org.id === found.caller.org_id) return detail(400, 'You can’t delete your own organization.');
      removeOrg(found.org);
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),

    r.get('/orgs/:id/users', ({ request, params }) => {
      const found = orgFor(request, 'show', params.id);
      if (found instanceof Response) return found;
      return HttpResponse.json(db.users.filter((u) => u.org_id === found.org.id).map((u) => toUser(u)));
    }),

    r.post('/orgs/:id/users', async ({ request, params }) => {
      const caller = authorize(request, 'users', 'create');
      if (caller instanceof Response) return caller;
      const found = orgFor(request, 'edit', params.id);
      if (found instanceof Response) return found;
      const { org } = found;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const username = f.str('username', { required: true, email: true, lower: true, blankMsg: 'Email is required.' });
      const password = f.str('password', {
        required: true,
        min: PASSWORD_MIN,
        minMsg: `Password must be at least ${PASSWORD_MIN} characters.`,
        blankMsg: 'Password is required.',
      });
      const role = f.oneOf('role', ROLES) ?? 'agent';
      const first = f.str('first_name');
      const last = f.str('last_name');
      const failed = f.fail();
      if (failed || !username || !password) return failed ?? detail(400, 'username and password are required');
      if (findUserByEmail(username)) return detail(400, 'Email already registered');
      const refusal = seatRefusal(org);
      if (refusal) return detail(400, refusal);
      const user: UserRow = {
        id: nextUserId(),
        username,
        email: username,
        first_name: first ?? null,
        last_name: last ?? null,
        role,
        org_id: org.id,
        is_active: 1,
        password,
        created_at: new Date().toISOString(),
      };
      db.users.push(user);
      // An organization made by the superadmin has no billing owner until its first user.
      org.billing_owner_user_id ??= user.id;
      afterSeatsChanged(org, 'superadmin');
      return HttpResponse.json(toUser(user));
    }),

    r.post('/orgs/:id/logo', async ({ request, params }) => {
      const org = logoOrg(request, 'create', params.id);
      if (org instanceof Response) return org;
      const form = await readUpload(request);
      if (form instanceof Response) return form;
      const logo = checkLogo(form.file);
      if (logo instanceof Response) return logo;
      if (org.logo?.kind === 'uploaded') removeFile(org.logo.fileKey);
      const fileKey = newFileKey(`logos/org/${org.id}`);
      putFile(fileKey, { mime: logo.mime, bytes: logo.file.bytes });
      org.logo = { kind: 'uploaded', fileKey, mime: logo.mime };
      const answer: OrgLogoResponse = { logo_url: orgLogoUrl(org) };
      return HttpResponse.json(answer);
    }),

    r.delete('/orgs/:id/logo', ({ request, params }) => {
      const org = logoOrg(request, 'delete', params.id);
      if (org instanceof Response) return org;
      if (org.logo?.kind === 'uploaded') removeFile(org.logo.fileKey);
      org.logo = null;
      const answer: OrgLogoResponse = { logo_url: null };
      return HttpResponse.json(answer);
    }),
  ];
}
