// Issue 15 (hardening), the mock backend's part: each test names the item it keeps fixed, and
// each failed on the code before the fix. The app's part sits beside the screens (see the list in
// the closing note).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPdf } from './db/pdf';
import { db, disablePersistence, enablePersistence, resetDb } from './db/store';
import { createMockApp } from './http-app';
import { server } from './node';
import { outbox, setLinksInAnswers } from './lib/outbox';
import { call, fieldsOf, tokenOf } from './test-utils';

const NORTHSTAR = 'cmp_hv_northstar';
const admin = () => tokenOf('admin@harborview.test');
const patchCompany = (json: unknown, token = admin()) => call(`/companies/${NORTHSTAR}`, { method: 'PATCH', token, json });
const login = (username: string, password: string) => call('/auth/login', { body: new URLSearchParams({ username, password }) });
const tokenFromLink = (link: string) => new URL(link, 'http://app.test').searchParams.get('token')!;

describe('#8 server-side limits (FastAPI 422 bodies, 413 for a body)', () => {
  it('refuses a name past 200 characters, on every body that carries one', async () => {
    const long = 'N'.repeat(201);
    const company = await patchCompany({ company_display: long });
    expect(company.status).toBe(422);
    expect(company.body.detail).toEqual([
      { loc: ['body', 'company_display'], msg: 'String should have at most 200 characters', type: 'string_too_long' },
    ]);
    expect((await patchCompany({ company_display: 'N'.repeat(200) })).status).toBe(200);

    const org = await call('/orgs', { token: tokenOf('super@underwriter.test'), json: { name: long } });
    expect([org.status, fieldsOf(org.body)]).toEqual([422, ['name']]);
    const reg = await call('/auth/register', { json: { email: 'new@x.test', password: 'longenough', org_name: long } });
    expect([reg.status, fieldsOf(reg.body)]).toEqual([422, ['org_name']]);
    const address = await patchCompany({ company_address1: 'A'.repeat(201), company_city: 'C'.repeat(201) });
    expect([address.status, fieldsOf(address.body)]).toEqual([422, ['company_address1', 'company_city']]);
  });

  it('the login form and the upload fields are held to the same table', async () => {
    const form = await login(`${'a'.repeat(250)}@x.test`, 'demo1234');
    expect([form.status, fieldsOf(form.body)]).toEqual([422, ['username']]);
    const pdf = buildPdf({ title: 'T', footer: 'f', blocks: [{ type: 'para', text: 'Limits.' }] });
    const upload = await call('/upload', {
      token: admin(),
      multipart: [{ company_name: 'U'.repeat(201) }, { bytes: pdf, name: 'g.pdf', type: 'application/pdf' }],
    });
    expect([upload.status, fieldsOf(upload.body)]).toEqual([422, ['company_name']]);
    expect(db.companies.some((c) => c.company_display.startsWith('UUU'))).toBe(false);
  });

  it('stores URLs of http(s) only: javascript: and other schemes are refused, a scheme-less website is fine', async () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.test/x']) {
      const res = await patchCompany({ company_website: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'company_website'], type: 'url_scheme' });
    }
    expect((await patchCompany({ company_website: '//evil.example/x' })).status).toBe(422);
    const team = await call('/team/org', {
      method: 'PATCH',
      token: tokenOf('owner@harborview.test'),
      json: { website: 'javascript:alert(document.domain)' },
    });
    expect([team.status, fieldsOf(team.body)]).toEqual([422, ['website']]);
    for (const good of ['https://northstar.example', 'www.northstar.example', 'localhost:8080/docs']) {
      expect((await patchCompany({ company_website: good })).status, good).toBe(200);
    }
    expect(db.companies.find((c) => c.company_id === NORTHSTAR)!.company_website).toBe('localhost:8080/docs');
  });

  it('a docs base URL is an http(s) URL or a path on the API, never another scheme or //host', async () => {
    for (const good of ['https://docs.example/guide.pdf', '/api/files/companies/cmp_hv_northstar/docs/x.pdf']) {
      expect((await patchCompany({ company_docs_base_url: good })).status, good).toBe(200);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x.pdf',
      'docs.example/guide.pdf',
      `https://docs.example/${'p'.repeat(2040)}`,
    ]) {
      const res = await patchCompany({ company_docs_base_url: bad });
      expect([res.status, fieldsOf(res.body)], bad).toEqual([422, ['company_docs_base_url']]);
    }
    expect((await patchCompany({ company_docs_base_url: `https://docs.example/${'p'.repeat(2000)}` })).status).toBe(200);
  });

  it('answers 413 for a JSON body past 1 MB (a 10 MB one is not stored)', async () => {
    const huge = await patchCompany({ company_docs_link_name: 'ok', padding: 'x'.repeat(10 * 1024 * 1024) });
    expect([huge.status, huge.body]).toEqual([413, { detail: 'Request body too large: at most 1 MB.' }]);
    const form = await call('/auth/login', { body: new URLSearchParams({ username: 'a@b.test', password: 'p'.repeat(1_100_000) }) });
    expect(form.status).toBe(413);
  });
});

describe('#4 a very large company field cannot fill browser storage', () => {
  afterEach(() => {
    disablePersistence();
    vi.restoreAllMocks();
  });

  it('a 5 MB field is refused before it is stored', async () => {
    const res = await patchCompany({ company_website: `https://x.test/${'a'.repeat(5 * 1024 * 1024)}` });
    expect(res.status).toBe(413);
    expect(db.companies.find((c) => c.company_id === NORTHSTAR)!.company_website).not.toContain('aaaa');
  });

  it('a persisted store over the quota throws nothing (and confirms nothing: see storage-full.test.ts)', async () => {
    enablePersistence('/api');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await patchCompany({ company_phone: '(555) 010-0000' });
    expect(res.status).toBe(507);
  });
});

describe('#9 the browser mock shares one store across tabs', () => {
  afterEach(() => disablePersistence());

  /** What another tab's mock does when it saves: the whole state, and a new revision. */
  function otherTabSaves(change: (state: typeof db) => void): void {
    const state = JSON.parse(localStorage.getItem('mockdb.v1')!) as typeof db;
    change(state);
    localStorage.setItem('mockdb.v1', JSON.stringify(state));
    localStorage.setItem('mockdb.v1.rev', `other-tab-${Math.random()}`);
  }

  it('a write in one tab does not erase what another tab wrote since', async () => {
    enablePersistence('/api');
    expect(localStorage.getItem('mockdb.v1')).not.toBeNull();
    otherTabSaves((state) => {
      state.companies.find((c) => c.company_id === NORTHSTAR)!.company_phone = '(555) 000-1111';
    });
    expect((await patchCompany({ company_city: 'Bangor' })).status).toBe(200);
    const saved = JSON.parse(localStorage.getItem('mockdb.v1')!) as typeof db;
    const northstar = saved.companies.find((c) => c.company_id === NORTHSTAR)!;
    expect([northstar.company_phone, northstar.company_city]).toEqual(['(555) 000-1111', 'Bangor']);
  });

  it('a read sees another tab’s write', async () => {
    enablePersistence('/api');
    otherTabSaves((state) => {
      state.companies.find((c) => c.company_id === NORTHSTAR)!.company_display = 'Northstar Renamed Elsewhere';
    });
    const { body } = await call(`/companies/${NORTHSTAR}`, { token: admin() });
    expect(body.company_display).toBe('Northstar Renamed Elsewhere');
  });
});

describe('#13 a password reset ends earlier sessions', () => {
  it('a token issued before the reset answers 401; a new sign-in works', async () => {
    const before = (await login('agent@harborview.test', 'demo1234')).body.access_token as string;
    expect((await call('/auth/me', { token: before })).status).toBe(200);
    const { body } = await call('/auth/forgot-password', { json: { email: 'agent@harborview.test' } });
    const reset = await call('/auth/reset-password', { json: { token: tokenFromLink(body.reset_url), new_password: 'a-brand-new-pass' } });
    expect(reset.status).toBe(200);
    const stale = await call('/auth/me', { token: before });
    expect([stale.status, stale.body.detail]).toEqual([401, 'Session ended: sign in again']);
    expect((await call('/companies', { token: before })).status).toBe(401);
    const after = (await login('agent@harborview.test', 'a-brand-new-pass')).body.access_token as string;
    expect((await call('/auth/me', { token: after })).status).toBe(200);
  });

  it('other users’ sessions are untouched', async () => {
    const owner = tokenOf('owner@harborview.test');
    const { body } = await call('/auth/forgot-password', { json: { email: 'agent@harborview.test' } });
    await call('/auth/reset-password', { json: { token: tokenFromLink(body.reset_url), new_password: 'a-brand-new-pass' } });
    expect((await call('/auth/me', { token: owner })).status).toBe(200);
  });
});

describe('#5 reset links are answered only in mock mode', () => {
  afterEach(() => setLinksInAnswers(true));

  it('outside mock mode forgot-password and invites answer no link; the link is only mailed', async () => {
    setLinksInAnswers(false);
    for (const path of ['/auth/forgot-password', '/auth/forgot']) {
      const { status, body } = await call(path, { json: { email: 'super@underwriter.test' } });
      expect([status, body]).toEqual([200, { message: 'If that email exists, we’ve sent a reset link.' }]);
    }
    const invite = await call('/auth/send-invite', { token: tokenOf('owner@harborview.test'), json: { email: 'agent@harborview.test' } });
    expect(invite.status).toBe(200);
    expect(invite.body.reset_url).toBeUndefined();
    expect(outbox('super@underwriter.test').map((m) => m.kind)).toEqual(['reset', 'reset']);
    expect(outbox('agent@harborview.test').map((m) => m.kind)).toEqual(['invite']);
  });
});

describe('over real HTTP (npm run mock:server)', () => {
  let http: Server;
  let base = '';
  const start = (demo?: boolean) =>
    new Promise<void>((resolve) => {
      http = createMockApp({ basePath: '/api', demo }).listen(0, '127.0.0.1', () => {
        base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => http.close(() => resolve()));

  // msw/node would answer these calls in-process: real HTTP only while this block runs.
  beforeAll(() => server.close());
  afterAll(() => {
    setLinksInAnswers(true);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    await stop();
    resetDb();
  });

  it('#5 forgot-password answers no reset_url by default; the outbox has the link for a local tool', async () => {
    await start();
    const res = await fetch(`${base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'super@underwriter.test' }),
    });
    expect(await res.json()).toEqual({ message: 'If that email exists, we’ve sent a reset link.' });
    const mail = await fetch(`${base}/__mock/outbox?to=super@underwriter.test`, { headers: { 'X-Mock-Control': '1' } });
    const { messages } = (await mail.json()) as { messages: { url: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]!.url).toMatch(/^\/reset-password\?token=/);
    expect((await fetch(`${base}/__mock/outbox`)).status).toBe(403);
  });

  it('#5 demo mode (MOCK_DEMO=1) answers the link, as the in-browser mock does', async () => {
    await start(true);
    const res = await fetch(`${base}/api/auth/forgot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'agent@harborview.test' }),
    });
    expect(((await res.json()) as { reset_url?: string }).reset_url).toMatch(/^\/reset-password\?token=/);
  });

  it('#12 a simple cross-origin POST from any page cannot reset the data or set a fault', async () => {
    await start();
    db.companies.find((c) => c.company_id === NORTHSTAR)!.company_display = 'Changed before the attack';
    // What a form or `fetch(…, { mode: 'no-cors' })` on a foreign page sends: no custom header.
    const simple: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of simple) {
      const reset = await fetch(`${base}/__mock/reset`, { method: 'POST', headers, body: 'x=1' });
      expect(reset.status).toBe(403);
      const fault = await fetch(`${base}/__mock/fault`, { method: 'POST', headers, body: JSON.stringify({ spec: 'GET /companies=500' }) });
      expect(fault.status).toBe(403);
    }
    // The header from a foreign origin: refused too (a browser would not even send it: the preflight fails).
    const forged = await fetch(`${base}/__mock/reset`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'X-Mock-Control': '1' },
    });
    expect(forged.status).toBe(403);
    const preflight = await fetch(`${base}/__mock/reset`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-mock-control',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(db.companies.find((c) => c.company_id === NORTHSTAR)!.company_display).toBe('Changed before the attack');
    const companies = await fetch(`${base}/api/companies`, { headers: { Authorization: `Bearer ${admin()}` } });
    expect(companies.status).toBe(200);
  });

  it('#12 a local tool (the e2e fixtures, curl with the header) and a loopback page may call them', async () => {
    await start();
    db.companies.find((c) => c.company_id === NORTHSTAR)!.company_display = 'Changed';
    const local = await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { 'X-Mock-Control': '1' } });
    expect(local.status).toBe(200);
    expect(db.companies.find((c) => c.company_id === NORTHSTAR)!.company_display).toBe('Northstar Mutual');
    const page = await fetch(`${base}/__mock/fault`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4174', 'X-Mock-Control': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ clear: true }),
    });
    expect([page.status, page.headers.get('access-control-allow-origin')]).toEqual([200, 'http://127.0.0.1:4174']);
    // The API itself still answers any origin (the bearer header is its only credential).
    const api = await fetch(`${base}/api/auth/me`, { headers: { Origin: 'https://app.example' } });
    expect([api.status, api.headers.get('access-control-allow-origin')]).toEqual([401, 'https://app.example']);
  });
});
