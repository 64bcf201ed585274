// The tenant-isolation matrix: every endpoint × {no token, expired token, agent, admin, billing
// owner, superadmin} × {own organization, another organization}. The status each cell must
// answer comes from the access table (src/api/policy.ts) and the tenancy rule of docs/decisions.md#access-and-tenancy;
// every list answered must hold only the caller's organization's rows.
import { beforeEach, describe, expect, it } from 'vitest';
import { isAllowed, type Action, type Subject } from '../src/api/policy';
import { buildPdf } from './db/pdf';
import { makeLogoPng } from './db/png';
import { db, nextConversationId, nextUserId, resetDb } from './db/store';
import type { OrgRow, UserRow } from './db/types';
import { issueToken } from './lib/auth';
import { subjectsOfUser } from './lib/guard';
import { call, type CallOptions } from './test-utils';

type CallerKey = 'none' | 'expired' | 'agent' | 'admin' | 'owner' | 'superadmin';
type Target = 'own' | 'other';

const CALLERS: Record<Exclude<CallerKey, 'none'>, string> = {
  expired: 'agent@harborview.test',
  agent: 'agent@harborview.test',
  admin: 'admin@harborview.test',
  owner: 'owner@harborview.test',
  superadmin: 'super@underwriter.test',
};

/** What a cell needs: the target organization and rows of it. */
interface Ctx {
  caller: UserRow | null;
  org: OrgRow;
  companyId: string;
  docId: string;
  /** An active agent of the target organization who is not its billing owner. */
  member: UserRow;
  /** A conversation of the caller (own) or of a user of the other organization. */
  conversationId: string;
  invoiceId: string;
}

/** Who passes the role check: a row of the policy table, or a rule of its own. */
type Rule = [resource: string, action: Action] | 'public' | ((s: Subject[]) => boolean);
/** `org`: another organization's id answers 404 to everyone; `super`: to everyone but a superadmin; `none`: no id in the call. */
type Scope = 'org' | 'super' | 'none';

interface Endpoint {
  name: string;
  rule: Rule;
  scope: Scope;
  call: (ctx: Ctx) => CallOptions & { path: string };
  /** The success status for an allowed caller on its own organization (default 200). */
  ok?: (caller: CallerKey, target: Target) => number;
  /** For lists: the ids every row must belong to. */
  rows?: (body: unknown, ctx: Ctx) => string[];
}

const pdf = buildPdf({ title: 'Matrix', footer: 'f', blocks: [{ type: 'para', text: 'Matrix test document about flood zones.' }] });
const png = makeLogoPng([10, 20, 30], [200, 200, 200], 0);
const superOrOwner = (s: Subject[]) => isAllowed(s, 'orgs', 'edit') || isAllowed(s, 'org-logo', 'create');
const inviteRule = (s: Subject[]) => isAllowed(s, 'users', 'create') || isAllowed(s, 'team-users', 'create');
/** The superadmin's organization is comped: nothing to open, cancel or resume there. */
const billingAction = (caller: CallerKey) => (caller === 'superadmin' ? 400 : 200);

const ENDPOINTS: Endpoint[] = [
  // auth
  {
    name: 'POST /auth/login',
    rule: 'public',
    scope: 'none',
    call: () => ({
      path: '/auth/login',
      method: 'POST',
      body: new URLSearchParams({ username: 'agent@harborview.test', password: 'demo1234' }),
    }),
  },
  {
    name: 'POST /auth/register',
    rule: 'public',
    scope: 'none',
    call: () => ({ path: '/auth/register', json: { org_name: 'Matrix Org', email: 'matrix@new.test', password: 'password1' } }),
  },
  { name: 'GET /auth/me', rule: ['page:home', 'show'], scope: 'none', call: () => ({ path: '/auth/me' }) },
  {
    name: 'POST /auth/forgot-password',
    rule: 'public',
    scope: 'none',
    call: (c) => ({ path: '/auth/forgot-password', json: { email: c.member.email } }),
  },
  { name: 'POST /auth/forgot', rule: 'public', scope: 'none', call: (c) => ({ path: '/auth/forgot', json: { email: c.member.email } }) },
  {
    name: 'POST /auth/reset-password',
    rule: 'public',
    scope: 'none',
    ok: () => 400,
    call: () => ({ path: '/auth/reset-password', json: { token: 'bad.token', new_password: 'password1' } }),
  },
  {
    name: 'POST /auth/send-invite',
    rule: inviteRule,
    scope: 'super',
    call: (c) => ({ path: '/auth/send-invite', json: { email: c.member.email } }),
  },
  // companies and documents
  {
    name: 'GET /companies',
    rule: ['companies', 'list'],
    scope: 'none',
    call: () => ({ path: '/companies' }),
    rows: (body, c) =>
      (body as { company_id: string }[]).map((r) =>
        db.companies.find((x) => x.company_id === r.company_id)?.org_id === c.caller!.org_id ? 'ok' : `leak ${r.company_id}`,
      ),
  },
  { name: 'GET /companies/{id}', rule: ['companies', 'show'], scope: 'org', call: (c) => ({ path: `/companies/${c.companyId}` }) },
  {
    name: 'GET /companies/{id}/documents',
    rule: ['documents', 'list'],
    scope: 'org',
    call: (c) => ({ path: `/companies/${c.companyId}/documents` }),
    rows: (body, c) =>
      (body as { documents: { doc_id: string }[] }).documents.map((d) =>
        db.documents.find((x) => x.doc_id === d.doc_id)?.org_id === c.caller!.org_id ? 'ok' : `leak ${d.doc_id}`,
      ),
  },
  {
    name: 'PATCH /companies/{id}',
    rule: ['companies', 'edit'],
    scope: 'org',
    call: (c) => ({ path: `/companies/${c.companyId}`, method: 'PATCH', json: { company_phone: '(555) 555-0000' } }),
  },
  {
    name: 'POST /upload (company_id)',
    rule: ['documents', 'create'],
    scope: 'org',
    call: (c) => ({ path: '/upload', method: 'POST', multipart: [{ company_id: c.companyId }, { bytes: pdf, name: 'm.pdf' }] }),
  },
  {
    name: 'POST /upload (company_name)',
    rule: ['companies', 'create'],
    scope: 'none',
    call: () => ({ path: '/upload', method: 'POST', multipart: [{ company_name: 'Matrix Carrier' }, { bytes: pdf, name: 'm.pdf' }] }),
  },
  {
    name: 'POST /upload-logo',
    rule: ['companies', 'edit'],
    scope: 'org',
    call: (c) => ({ path: '/upload-logo', method: 'POST', multipart: [{ company_id: c.companyId }, { bytes: png, name: 'l.png' }] }),
  },
  {
    name: 'DELETE /delete-company/{id}',
    rule: ['companies', 'delete'],
    scope: 'org',
    call: (c) => ({ path: `/delete-company/${c.companyId}`, method: 'DELETE' }),
  },
  {
    name: 'DELETE /delete-document/{cid}/{did}',
    rule: ['documents', 'delete'],
    scope: 'org',
    call: (c) => ({ path: `/delete-document/${c.companyId}/${c.docId}`, method: 'DELETE' }),
  },
  // conversations
  {
    name: 'POST /conversations',
    rule: ['conversations', 'create'],
    scope: 'org',
    call: (c) => ({ path: '/conversations', json: { company_id: c.companyId } }),
  },
  {
    name: 'GET /conversations/{id}/messages',
    rule: ['conversations', 'show'],
    scope: 'org',
    call: (c) => ({ path: `/conversations/${c.conversationId}/messages` }),
    rows: (body, c) =>
      (body as { content: string }[]).map((m) => (m.content.startsWith(`secret of ${c.caller!.id}`) ? 'ok' : `leak ${m.content}`)),
  },
  {
    name: 'POST /conversations/{id}/messages',
    rule: ['conversations', 'edit'],
    scope: 'org',
    call: (c) => ({ path: `/conversations/${c.conversationId}/messages`, json: { content: 'deductible' } }),
  },
  {
    name: 'POST /conversations/{id}/clear',
    rule: ['conversations', 'edit'],
    scope: 'org',
    call: (c) => ({ path: `/conversations/${c.conversationId}/clear`, method: 'POST' }),
  },
  // organizations (the superadmin works across organizations)
  { name: 'GET /orgs', rule: ['orgs', 'list'], scope: 'none', call: () => ({ path: '/orgs' }) },
  { name: 'POST /orgs', rule: ['orgs', 'create'], scope: 'none', call: () => ({ path: '/orgs', json: { name: 'Matrix Org' } }) },
  {
    name: 'PATCH /orgs/{id}',
    rule: ['orgs', 'edit'],
    scope: 'super',
    call: (c) => ({ path: `/orgs/${c.org.id}`, method: 'PATCH', json: { user_limit: 50 } }),
  },
  {
    name: 'DELETE /orgs/{id}',
    rule: ['orgs', 'delete'],
    scope: 'super',
    ok: (_k, t) => (t === 'own' ? 400 : 200),
    call: (c) => ({ path: `/orgs/${c.org.id}`, method: 'DELETE' }),
  },
  { name: 'GET /orgs/{id}/users', rule: ['users', 'list'], scope: 'super', call: (c) => ({ path: `/orgs/${c.org.id}/users` }) },
  {
    name: 'POST /orgs/{id}/users',
    rule: ['users', 'create'],
    scope: 'super',
    call: (c) => ({ path: `/orgs/${c.org.id}/users`, json: { username: 'matrix.user@new.test', password: 'password1', role: 'agent' } }),
  },
  {
    name: 'POST /orgs/{id}/logo',
    rule: superOrOwner,
    scope: 'super',
    call: (c) => ({ path: `/orgs/${c.org.id}/logo`, method: 'POST', multipart: [{}, { bytes: png, name: 'l.png' }] }),
  },
  {
    name: 'DELETE /orgs/{id}/logo',
    rule: superOrOwner,
    scope: 'super',
    call: (c) => ({ path: `/orgs/${c.org.id}/logo`, method: 'DELETE' }),
  },
  // users
  { name: 'GET /users', rule: ['users', 'list'], scope: 'none', call: () => ({ path: '/users' }) },
  {
    name: 'PATCH /users/{id}',
    rule: ['users', 'edit'],
    scope: 'super',
    call: (c) => ({ path: `/users/${c.member.id}`, method: 'PATCH', json: { first_name: 'Matrix' } }),
  },
  {
    name: 'DELETE /users/{id}',
    rule: ['users', 'delete'],
    scope: 'super',
    call: (c) => ({ path: `/users/${c.member.id}`, method: 'DELETE' }),
  },
  // team (the billing owner's own organization only)
  {
    name: 'GET /team/users',
    rule: ['team-users', 'list'],
    scope: 'none',
    call: () => ({ path: '/team/users' }),
    rows: (body, c) =>
      (body as { id: number; org_id: number }[]).map((u) =>
        u.org_id === c.caller!.org_id && db.users.find((x) => x.id === u.id)?.org_id === c.caller!.org_id ? 'ok' : `leak ${u.id}`,
      ),
  },
  {
    name: 'POST /team/users',
    rule: ['team-users', 'create'],
    scope: 'none',
    call: () => ({ path: '/team/users', json: { username: 'matrix.agent@new.test', password: 'password1' } }),
  },
  {
    name: 'PATCH /team/users/{id}',
    rule: ['team-users', 'edit'],
    scope: 'org',
    call: (c) => ({ path: `/team/users/${c.member.id}`, method: 'PATCH', json: { first_name: 'Matrix' } }),
  },
  {
    name: 'DELETE /team/users/{id}',
    rule: ['team-users', 'delete'],
    scope: 'org',
    call: (c) => ({ path: `/team/users/${c.member.id}`, method: 'DELETE' }),
  },
  {
    name: 'PATCH /team/org',
    rule: ['team-users', 'edit'],
    scope: 'none',
    call: () => ({ path: '/team/org', method: 'PATCH', json: { contact_phone: '(555) 555-0101' } }),
  },
  // billing
  { name: 'GET /billing/status', rule: ['billing-status', 'show'], scope: 'none', call: () => ({ path: '/billing/status' }) },
  // Every seeded organization of the callers had a subscription or is comped: no second trial (409).
  {
    name: 'POST /billing/checkout',
    rule: ['billing', 'edit'],
    scope: 'none',
    ok: () => 409,
    call: () => ({ path: '/billing/checkout', json: { price_id: 'price_demo_trial' } }),
  },
  { name: 'POST /billing/refresh', rule: ['billing', 'edit'], scope: 'none', call: () => ({ path: '/billing/refresh', json: {} }) },
  { name: 'GET /billing/subscription', rule: ['billing', 'show'], scope: 'none', call: () => ({ path: '/billing/subscription' }) },
  {
    name: 'GET /billing/invoices',
    rule: ['invoices', 'list'],
    scope: 'none',
    call: () => ({ path: '/billing/invoices' }),
    rows: (body, c) =>
      (body as { invoices: { id: string }[] }).invoices.map((i) =>
        db.invoices.find((x) => x.id === i.id)?.org_id === c.caller!.org_id ? 'ok' : `leak ${i.id}`,
      ),
  },
  {
    name: 'POST /billing/portal',
    rule: ['billing', 'edit'],
    scope: 'none',
    ok: billingAction,
    call: () => ({ path: '/billing/portal', method: 'POST' }),
  },
  {
    name: 'POST /billing/cancel',
    rule: ['billing', 'edit'],
    scope: 'none',
    ok: billingAction,
    call: () => ({ path: '/billing/cancel', method: 'POST' }),
  },
  {
    name: 'POST /billing/resume',
    rule: ['billing', 'edit'],
    scope: 'none',
    ok: billingAction,
    call: () => ({ path: '/billing/resume', method: 'POST' }),
  },
  // presence
  { name: 'POST /presence/ping', rule: ['page:home', 'show'], scope: 'none', call: () => ({ path: '/presence/ping', json: {} }) },
  // files: public like a static file server (browsers load them without the bearer header)
  {
    name: 'GET /files/companies/{id}/docs/{doc}.pdf',
    rule: 'public',
    scope: 'none',
    call: (c) => ({ path: `/files/companies/${c.companyId}/docs/${c.docId}.pdf` }),
  },
  {
    name: 'GET /files/companies/{id}/logo.png',
    rule: 'public',
    scope: 'none',
    call: (c) => ({ path: `/files/companies/${c.companyId}/logo.png` }),
  },
  { name: 'GET /files/invoices/{id}.pdf', rule: 'public', scope: 'none', call: (c) => ({ path: `/files/invoices/${c.invoiceId}.pdf` }) },
  { name: 'GET /logos/{org_id}.png', rule: 'public', scope: 'none', call: () => ({ path: '/logos/1.png' }) },
];

const CALLER_KEYS: CallerKey[] = ['none', 'expired', 'agent', 'admin', 'owner', 'superadmin'];
const TARGETS: Target[] = ['own', 'other'];
const SIZE = ENDPOINTS.length * CALLER_KEYS.length * TARGETS.length;

function userOf(email: string): UserRow {
  return db.users.find((u) => u.email === email)!;
}

/** A fresh seed, plus one plain member and one conversation per organization. */
function setup(key: CallerKey, target: Target): { ctx: Ctx; token?: string } {
  resetDb();
  const caller = key === 'none' ? null : userOf(CALLERS[key]);
  const home = (caller ?? userOf(CALLERS.agent)).org_id;
  const orgId = target === 'own' ? home : db.orgs.find((o) => o.id !== home && db.invoices.some((i) => i.org_id === o.id))!.id;
  const org = db.orgs.find((o) => o.id === orgId)!;
  const member: UserRow = {
    id: nextUserId(),
    username: `member${orgId}@matrix.test`,
    email: `member${orgId}@matrix.test`,
    first_name: 'Member',
    last_name: null,
    role: 'agent',
    org_id: orgId,
    is_active: 1,
    password: 'password1',
    created_at: new Date().toISOString(),
  };
  db.users.push(member);
  const company = db.companies.find((c) => c.org_id === orgId)!;
  const doc = db.documents.find((d) => d.company_id === company.company_id)!;
  const speaker = target === 'own' && caller ? caller : member;
  const conversationId = nextConversationId();
  db.conversations.push({
    id: conversationId,
    org_id: orgId,
    user_id: speaker.id,
    company_id: company.company_id,
    created_at: new Date().toISOString(),
    messages: [{ role: 'user', content: `secret of ${speaker.id}` }],
  });
  const invoiceId = db.invoices.find((i) => i.org_id === orgId)?.id ?? db.invoices[0].id;
  const ctx: Ctx = { caller, org, companyId: company.company_id, docId: doc.doc_id, member, conversationId, invoiceId };
  const token = caller ? issueToken(caller, { expiresInSec: key === 'expired' ? -60 : 3600 }) : undefined;
  return { ctx, token };
}

function expectedStatus(ep: Endpoint, key: CallerKey, target: Target, caller: UserRow | null): number {
  const ok = ep.ok?.(key, target) ?? 200;
  if (ep.rule === 'public') return ok;
  if (!caller || key === 'expired') return 401;
  const subjects = subjectsOfUser(caller);
  const allowed = typeof ep.rule === 'function' ? ep.rule(subjects) : isAllowed(subjects, ep.rule[0], ep.rule[1]);
  if (!allowed) return 403;
  if (target === 'other' && (ep.scope === 'org' || (ep.scope === 'super' && !isAllowed(subjects, 'orgs', 'edit')))) return 404;
  return ok;
}

describe(`tenant isolation matrix: ${SIZE} cells (${ENDPOINTS.length} endpoints × ${CALLER_KEYS.length} callers × ${TARGETS.length} organizations)`, () => {
  beforeEach(() => resetDb());

  it.each(ENDPOINTS.map((ep) => [ep.name, ep] as const))('%s', async (_name, ep) => {
    const mismatches: string[] = [];
    for (const key of CALLER_KEYS) {
      for (const target of TARGETS) {
        const { ctx, token } = setup(key, target);
        const { path, ...opts } = ep.call(ctx);
        const res = await call(path, { ...opts, token });
        const want = expectedStatus(ep, key, target, key === 'expired' ? null : ctx.caller);
        if (res.status !== want)
          mismatches.push(`${key}/${target}: ${res.status} (want ${want}) ${JSON.stringify(res.body)?.slice(0, 120)}`);
        if (res.status >= 400 && typeof res.body === 'object' && res.body !== null) {
          if (!('detail' in res.body)) mismatches.push(`${key}/${target}: error body without detail`);
        }
        if (ep.rows && res.status === 200 && ctx.caller) {
          const leaks = ep.rows(res.body, ctx).filter((r) => r !== 'ok');
          if (leaks.length) mismatches.push(`${key}/${target}: ${leaks.join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('covers every route the mock serves', async () => {
    const { createHandlers } = await import('./handlers');
    // The API's routes; the payment provider's stand-in pages outside it (a session or an
    // unguessable id is their credential) have their own tests (handlers/stand-in.test.ts).
    const served = createHandlers('/api')
      .filter((h) => String(h.info.path).startsWith('*/api/'))
      .map(
        (h) =>
          `${h.info.method} ${String(h.info.path)
            .replace('*/api', '')
            .replace(/:[A-Za-z]+/g, '{}')}`,
      );
    const tested = new Set(
      ENDPOINTS.map((e) =>
        e.name
          .replace(/ \(.*\)$/, '')
          .replace(/\{[^}]*\}(\.[a-z]+)?/g, '{}')
          .replace(/logo\.png$/, '{}')
          .replace(/\{\}\.png$/, '{}'),
      ),
    );
    const untested = served.filter((s) => !tested.has(s.replace(/\{\}\.pdf$/, '{}')));
    expect(untested).toEqual([]);
  });
});
