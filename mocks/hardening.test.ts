// Hardening, round 3 (the mock backend over real HTTP, as `npm run mock:server` serves it): each
// describe names the item it keeps fixed, and each test failed on the code before the fix.
import { Agent } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';
import { concatBytes, makeLogoPng, pngChunk, PNG_SIGNATURE } from './db/png';
import { db, resetDb } from './db/store';
import { APP_URL, PUBLIC_URL, rawRequest, useHttpMockServer } from './http-test-server';
import { call as callIn, fieldsOf, orgByName, tokenOf, userByEmail, type CallOptions } from './test-utils';

const { base } = useHttpMockServer();
/** A call to the HTTP server. */
const call = (path: string, opts: CallOptions = {}) => callIn(path, { ...opts, base: base() });

const NORTHSTAR = 'cmp_hv_northstar';
const DAY_MS = 86_400_000;
const admin = () => tokenOf('admin@harborview.test');
const superadmin = () => tokenOf('super@underwriter.test');
const northstar = () => db.companies.find((c) => c.company_id === NORTHSTAR)!;

beforeEach(() => resetDb());
afterEach(() => vi.useRealTimers());

/** Lets `ms` pass for the server's clock (Date only: the HTTP server's timers run as usual). */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** A new organization's owner (no subscription, no card), signed in. */
async function registerOwner(orgName = 'Cedar Grove Insurance', email = 'dana@cedargrove.test'): Promise<string> {
  const res = await call('/auth/register', { json: { org_name: orgName, email, password: 'strongpass1' } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

/** Checkout with the trial price and the session id of the answered payment page. */
async function checkoutSession(token: string): Promise<string> {
  const res = await call('/billing/checkout', { token, json: { price_id: 'price_demo_trial' } });
  expect(res.status).toBe(200);
  return new URL(res.body.url, APP_URL).searchParams.get('session_id')!;
}

const invoicesOf = (orgId: number) => db.invoices.filter((i) => i.org_id === orgId);

describe('#3 body limits by call, not by what the request claims', () => {
  const keepAlive = () => new Agent({ keepAlive: true, maxSockets: 1 });
  const patchUrl = () => `${base()}/api/companies/${NORTHSTAR}`;

  it('a 64 MB JSON body declared multipart/form-data answers 413 and is not applied; the connection serves the next request', async () => {
    const agent = keepAlive();
    const body = Buffer.from(JSON.stringify({ company_docs_link_name: 'Applied anyway', padding: 'x'.repeat(64 * 1024 * 1024) }));
    const big = await rawRequest(patchUrl(), {
      method: 'PATCH',
      agent,
      body,
      headers: { Authorization: `Bearer ${admin()}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': body.length },
    });
    expect([big.status, JSON.parse(big.text)]).toEqual([413, { detail: 'Request body too large: at most 1 MB.' }]);
    expect(northstar().company_docs_link_name).not.toBe('Applied anyway');
    const next = await rawRequest(`${base()}/api/companies`, { agent, headers: { Authorization: `Bearer ${admin()}` } });
    expect([next.status, next.reusedSocket]).toEqual([200, true]);
    agent.destroy();
  });

  it('a chunked body (no length declared) is cut off once it passes 1 MB; the connection stays usable', async () => {
    const agent = keepAlive();
    const chunks = [
      Buffer.from('{"company_phone":"1","padding":"'),
      ...Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 'y')),
      Buffer.from('"}'),
    ];
    const big = await rawRequest(patchUrl(), {
      method: 'PATCH',
      agent,
      chunks,
      headers: { Authorization: `Bearer ${admin()}`, 'Content-Type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(northstar().company_phone).not.toBe('1');
    const next = await rawRequest(`${base()}/api/auth/me`, { agent, headers: { Authorization: `Bearer ${admin()}` } });
    expect([next.status, next.reusedSocket]).toEqual([200, true]);
    agent.destroy();
  });

  it('a JSON call with a body of another type answers 415 and changes nothing', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const res = await call(`/companies/${NORTHSTAR}`, {
        method: 'PATCH',
        token: admin(),
        body: JSON.stringify({ company_phone: '(555) 415-0000' }),
        headers: { 'Content-Type': type },
      });
      expect([res.status, res.body.detail], type).toEqual([415, 'Unsupported media type: this call takes application/json.']);
    }
    expect(northstar().company_phone).not.toBe('(555) 415-0000');
    // The same call as JSON (or, as FastAPI reads it, with no type at all) is applied.
    expect(
      (await call(`/companies/${NORTHSTAR}`, { method: 'PATCH', token: admin(), json: { company_phone: '(555) 415-0000' } })).status,
    ).toBe(200);
  });

  it('uploads keep their own limit: a 3 MB PDF is taken, a 3 MB logo is not', async () => {
    const pdf = new Uint8Array(3 * 1024 * 1024).fill(0x20);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const up = await call('/upload', { token: admin(), multipart: [{ company_id: NORTHSTAR }, { bytes: pdf, name: 'big.pdf' }] });
    expect(up.status).toBe(200);
    const logo = await call('/upload-logo', {
      token: admin(),
      multipart: [{ company_id: NORTHSTAR }, { bytes: new Uint8Array(3 * 1024 * 1024), name: 'big.png' }],
    });
    expect([logo.status, logo.body.detail]).toEqual([413, 'File too large: logos up to 2 MB.']);
  });
});

describe('#1 a checkout session starts one trial, once, and expires', () => {
  it('a session_id used once answers 400 when replayed, and changes nothing', async () => {
    const token = await registerOwner();
    const sessionId = await checkoutSession(token);
    expect((await call('/billing/refresh', { token, json: { session_id: sessionId } })).body.subscription_status).toBe('trialing');
    const org = orgByName('Cedar Grove Insurance');
    const invoices = invoicesOf(org.id).length;
    const replay = await call('/billing/refresh', { token, json: { session_id: sessionId } });
    expect([replay.status, replay.body]).toEqual([400, { detail: 'This checkout session was already used.' }]);
    expect(invoicesOf(org.id)).toHaveLength(invoices);
  });

  it('an old session replayed after the subscription ended does not bring it back nor write a paid invoice', async () => {
    const token = await registerOwner();
    const sessionId = await checkoutSession(token);
    await call('/billing/refresh', { token, json: { session_id: sessionId } });
    expect((await call('/billing/cancel', { method: 'POST', token })).status).toBe(200);
    later(8 * DAY_MS);
    const owner = tokenOf('dana@cedargrove.test');
    expect((await call('/billing/status', { token: owner })).body.subscription_status).toBe('canceled');
    const org = orgByName('Cedar Grove Insurance');
    const before = JSON.stringify(invoicesOf(org.id));
    const replay = await call('/billing/refresh', { token: owner, json: { session_id: sessionId } });
    expect(replay.status).toBe(400);
    expect((await call('/billing/status', { token: owner })).body.subscription_status).toBe('canceled');
    expect(JSON.stringify(invoicesOf(org.id))).toBe(before);
    // A month later, still nothing: no renewal of what was never paid for.
    later(31 * DAY_MS);
    await call('/billing/refresh', { token: tokenOf('dana@cedargrove.test'), json: { session_id: sessionId } });
    expect(invoicesOf(org.id).filter((i) => i.status === 'paid' && i.total > 0)).toEqual([]);
  });

  it('a session not returned from within a day has expired', async () => {
    const token = await registerOwner();
    const sessionId = await checkoutSession(token);
    later(DAY_MS + 60_000);
    const owner = tokenOf('dana@cedargrove.test');
    const late = await call('/billing/refresh', { token: owner, json: { session_id: sessionId } });
    expect([late.status, late.body]).toEqual([400, { detail: 'This checkout session has expired. Start the checkout again.' }]);
    expect((await call('/billing/status', { token: owner })).body.subscription_status).toBeNull();
  });
});

describe('#2 comped off gives an organization its own subscription back', () => {
  const patchOrg = (id: number, json: unknown) => call(`/orgs/${id}`, { method: 'PATCH', token: superadmin(), json });

  it.each([
    ['an active, paying organization', 'Harborview Insurance Group', 'owner@harborview.test', 'active'],
    ['a trialing one', 'Summit Ridge Agency', 'owner@summitridge.test', 'trialing'],
    ['a past-due one', 'Prairie Mutual Brokers', 'owner@prairiemutual.test', 'past_due'],
  ])('%s is %s again, with its plan', async (_what, name, owner, status) => {
    const org = orgByName(name);
    expect((await patchOrg(org.id, { comped: true })).body).toMatchObject({ plan: 'Comped', subscription_status: 'active' });
    const off = await patchOrg(org.id, { comped: false });
    expect([off.status, off.body.plan, off.body.subscription_status]).toEqual([200, 'Pro', status]);
    expect((await call('/auth/me', { token: tokenOf(owner) })).body.subscription_status).toBe(status);
  });

  it('an organization without a subscription of its own has its status cleared', async () => {
    const created = await call('/orgs', { token: superadmin(), json: { name: 'Brand New Agency' } });
    await patchOrg(created.body.id, { comped: true });
    const off = await patchOrg(created.body.id, { comped: false });
    expect([off.body.plan, off.body.subscription_status]).toEqual([null, null]);
  });
});

describe('#9 checkout takes the product’s two price ids only', () => {
  it('any other price id answers 422', async () => {
    const token = await registerOwner();
    for (const priceId of ['price_free_forever', 'price_pro_monthly', '']) {
      const res = await call('/billing/checkout', { token, json: { price_id: priceId } });
      expect([res.status, fieldsOf(res.body)], priceId).toEqual([422, ['price_id']]);
    }
    expect(db.checkout_sessions ?? {}).toEqual({});
    expect((await call('/billing/checkout', { token, json: { price_id: 'price_demo_registration' } })).status).toBe(200);
  });
});

describe('#10 the portal’s address and way back come from configuration; a session ends with its owner', () => {
  const portal = (headers: Record<string, string>) =>
    rawRequest(`${base()}/api/billing/portal`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenOf('owner@prairiemutual.test')}`, ...headers },
    });

  it('a forged Host and Origin change neither the portal URL nor its Return link', async () => {
    const res = await portal({ Host: 'evil.example', Origin: 'https://evil.example' });
    const url = (JSON.parse(res.text) as { url: string }).url;
    expect(url.startsWith(`${PUBLIC_URL}/mock-portal/bps_`)).toBe(true);
    const page = await rawRequest(`${base()}${new URL(url).pathname}`, { headers: { Host: 'evil.example' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="${APP_URL}/billing?billing=return"`);
    expect(page.text).not.toContain('evil.example');
  });

  it('a portal session ends when the organization’s billing owner changes', async () => {
    const url = (JSON.parse((await portal({})).text) as { url: string }).url;
    const path = new URL(url).pathname;
    expect((await rawRequest(`${base()}${path}`)).status).toBe(200);
    const org = orgByName('Prairie Mutual Brokers');
    const other = userByEmail('agent@prairiemutual.test');
    expect(
      (await call(`/orgs/${org.id}`, { method: 'PATCH', token: superadmin(), json: { billing_owner_user_id: other.id } })).status,
    ).toBe(200);
    const gone = await rawRequest(`${base()}${path}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This billing portal session has ended');
    const pay = await rawRequest(`${base()}${path}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pay.status).toBe(410);
    expect(db.invoices.filter((i) => i.org_id === org.id && i.status === 'open')).not.toEqual([]);
  });
});

describe('#11 no charge without the owner’s yes and a way to pay', () => {
  const addAgents = async (token: string, count: number, prefix = 'seat') => {
    for (let i = 0; i < count; i++) {
      const res = await call('/team/users', { token, json: { username: `${prefix}${i}@cedargrove.test`, password: 'strongpass1' } });
      expect(res.status).toBe(200);
    }
  };

  it('a trial that ends with no card on file goes past due with an open invoice, never paid', async () => {
    const token = await registerOwner();
    await call('/billing/refresh', { token, json: { session_id: await checkoutSession(token) } });
    later(8 * DAY_MS);
    const owner = tokenOf('dana@cedargrove.test');
    expect((await call('/billing/status', { token: owner })).body.subscription_status).toBe('past_due');
    const [newest] = (await call('/billing/invoices', { token: owner })).body.invoices;
    expect(newest).toMatchObject({ status: 'open', total: 9900 });
  });

  it('a trial ended by the owner’s 5th seat with no card goes past due with an open invoice', async () => {
    const token = await registerOwner();
    await call('/billing/refresh', { token, json: { session_id: await checkoutSession(token) } });
    await addAgents(token, 4);
    expect((await call('/billing/status', { token })).body.subscription_status).toBe('past_due');
    const month = (await call('/billing/invoices', { token })).body.invoices.filter((i: { total: number }) => i.total > 0);
    expect(month).toMatchObject([{ status: 'open', total: 9900 + 2500 }]);
  });

  it('with a card that pays, the trial’s end is billed and paid (Summit Ridge)', async () => {
    later(6 * DAY_MS);
    const token = tokenOf('owner@summitridge.test');
    expect((await call('/billing/status', { token })).body.subscription_status).toBe('active');
    const [newest] = (await call('/billing/invoices', { token })).body.invoices;
    expect(newest).toMatchObject({ status: 'paid', total: 9900 });
  });

  it('a trial set to cancel is not ended by a 5th seat: it runs out with nothing to pay', async () => {
    const token = tokenOf('owner@summitridge.test');
    const org = orgByName('Summit Ridge Agency');
    expect((await call('/billing/cancel', { method: 'POST', token })).status).toBe(200);
    const invoices = invoicesOf(org.id).length;
    await addAgents(token, 3);
    expect((await call('/billing/status', { token })).body).toMatchObject({ subscription_status: 'trialing', seats: 5 });
    expect(invoicesOf(org.id)).toHaveLength(invoices);
    later(6 * DAY_MS);
    expect((await call('/billing/status', { token: tokenOf('owner@summitridge.test') })).body.subscription_status).toBe('canceled');
    expect(invoicesOf(org.id)).toHaveLength(invoices);
  });

  it('a superadmin’s create or move of a 5th seat into a trial ends nothing and bills nothing', async () => {
    const org = orgByName('Summit Ridge Agency');
    const invoices = invoicesOf(org.id).length;
    for (const username of ['one@summitridge.test', 'two@summitridge.test']) {
      expect((await call(`/orgs/${org.id}/users`, { token: superadmin(), json: { username, password: 'strongpass1' } })).status).toBe(200);
    }
    const moved = userByEmail('rosa.delgado@harborview.test');
    expect((await call(`/users/${moved.id}`, { method: 'PATCH', token: superadmin(), json: { org_id: org.id } })).status).toBe(200);
    const status = await call('/billing/status', { token: tokenOf('owner@summitridge.test') });
    expect(status.body).toMatchObject({ subscription_status: 'trialing', seats: 5 });
    expect(invoicesOf(org.id)).toHaveLength(invoices);
  });
});

describe('#14 invoice numbers do not expose organization ids', () => {
  it('a new organization’s invoices are numbered with a random prefix', async () => {
    const token = await registerOwner();
    await call('/billing/refresh', { token, json: { session_id: await checkoutSession(token) } });
    const org = orgByName('Cedar Grove Insurance');
    const [invoice] = (await call('/billing/invoices', { token })).body.invoices;
    expect(invoice.number).toMatch(/^[0-9A-F]{8}-0001$/);
    expect(invoice.number).not.toContain(String(org.id));
    const other = await registerOwner('Birch Lane Insurance', 'lee@birchlane.test');
    await call('/billing/refresh', { token: other, json: { session_id: await checkoutSession(other) } });
    const [second] = (await call('/billing/invoices', { token: other })).body.invoices;
    expect(second.number.slice(0, 8)).not.toBe(invoice.number.slice(0, 8));
  });
});

describe('#4 logos are images of a sane size', () => {
  const concat = concatBytes;
  const chunk = pngChunk;
  /** A PNG whose IHDR declares `width`×`height`, followed by `rest` (a small IDAT, or anything). */
  const declaredPng = (width: number, height: number, rest: Uint8Array) => {
    const ihdr = new Uint8Array(13);
    const view = new DataView(ihdr.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return concat(PNG_SIGNATURE, chunk('IHDR', ihdr), rest);
  };
  const solidPng = (width: number, height: number) =>
    encodePng({ width, height, channels: 3, depth: 8, data: new Uint8Array(width * height * 3).fill(120) });
  const jpegOf = (width: number, height: number) =>
    new Uint8Array(encodeJpeg({ width, height, data: new Uint8Array(width * height * 4).fill(200) }, 80).data);
  const html = new TextEncoder().encode('<html><body><script>alert(document.domain)</script></body></html>');

  const uploads: [string, (bytes: Uint8Array) => Promise<{ status: number; body: { detail?: string } }>][] = [
    [
      'POST /upload-logo',
      (bytes) => call('/upload-logo', { token: admin(), multipart: [{ company_id: NORTHSTAR }, { bytes, name: 'logo.png' }] }),
    ],
    [
      'POST /orgs/{id}/logo',
      (bytes) =>
        call(`/orgs/${orgByName('Harborview Insurance Group').id}/logo`, {
          token: tokenOf('owner@harborview.test'),
          multipart: [{}, { bytes, name: 'logo.png' }],
        }),
    ],
  ];

  it.each(uploads)('%s refuses what does not decode, has no pixels or is past 1024×1024', async (_name, upload) => {
    const refused: [string, Uint8Array, string][] = [
      ['a PNG signature followed by HTML', concat(PNG_SIGNATURE, html), 'Logo must be a PNG or JPEG image.'],
      ['a PNG header followed by HTML', declaredPng(64, 64, html), 'Logo must be a PNG or JPEG image.'],
      ['a 0×0 PNG', declaredPng(0, 0, chunk('IEND', new Uint8Array(0))), 'Logo must be a PNG or JPEG image.'],
      [
        'a small PNG declaring 20000×20000',
        declaredPng(
          20000,
          20000,
          concat(chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', new Uint8Array(0))),
        ),
        'Logo must be at most 1024×1024 pixels.',
      ],
      ['a 1025×1 PNG', solidPng(1025, 1), 'Logo must be at most 1024×1024 pixels.'],
      ['a truncated PNG', solidPng(64, 64).subarray(0, 60), 'Logo must be a PNG or JPEG image.'],
      ['a JPEG start followed by HTML', concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), html), 'Logo must be a PNG or JPEG image.'],
      ['a truncated JPEG', jpegOf(64, 64).subarray(0, 200), 'Logo must be a PNG or JPEG image.'],
      ['a 2000×8 JPEG', jpegOf(2000, 8), 'Logo must be at most 1024×1024 pixels.'],
    ];
    for (const [what, bytes, detail] of refused) {
      const res = await upload(bytes);
      expect([res.status, res.body.detail], what).toEqual([400, detail]);
    }
    for (const [what, bytes] of [
      ['the seed’s 64×64 PNG', makeLogoPng([1, 2, 3], [250, 250, 250], 1)],
      ['a 1024×1024 PNG', solidPng(1024, 1024)],
      ['a 32×32 JPEG', jpegOf(32, 32)],
    ] as const) {
      expect((await upload(bytes)).status, what).toBe(200);
    }
  });
});

describe('#6 names people can tell apart', () => {
  const NO_VISIBLE = 'Enter a name with at least one visible character.';
  const HIDDEN = 'Remove control, NUL or direction-override characters.';

  it('refuses names with nothing visible, or with control, NUL or direction-override characters (422)', async () => {
    const cases: [string, string][] = [
      ['\u200b\u200b', NO_VISIBLE],
      ['\u3164', NO_VISIBLE],
      ['\u0301', NO_VISIBLE],
      ['Acme\u0000Corp', HIDDEN],
      ['Acme\u202egnp.exe', HIDDEN],
      ['Acme\u2066Corp', HIDDEN],
      ['Acme\tCorp', HIDDEN],
    ];
    for (const [name, msg] of cases) {
      const org = await call('/orgs', { token: superadmin(), json: { name } });
      expect([org.status, org.body.detail], JSON.stringify(name)).toEqual([422, [{ loc: ['body', 'name'], msg, type: 'value_error' }]]);
      const reg = await call('/auth/register', { json: { org_name: name, email: 'x@y.test', password: 'strongpass1' } });
      expect([reg.status, fieldsOf(reg.body)], JSON.stringify(name)).toEqual([422, ['org_name']]);
      const company = await call(`/companies/${NORTHSTAR}`, { method: 'PATCH', token: admin(), json: { company_display: name } });
      expect([company.status, fieldsOf(company.body)], JSON.stringify(name)).toEqual([422, ['company_display']]);
      const person = await call(`/users/${userByEmail('agent@harborview.test').id}`, {
        method: 'PATCH',
        token: superadmin(),
        json: { first_name: name },
      });
      expect([person.status, fieldsOf(person.body)], JSON.stringify(name)).toEqual([422, ['first_name']]);
    }
    const phone = await call('/team/org', {
      method: 'PATCH',
      token: tokenOf('owner@harborview.test'),
      json: { contact_phone: '555\u202e0100' },
    });
    expect([phone.status, fieldsOf(phone.body)]).toEqual([422, ['contact_phone']]);
    // Any script, accents and emoji are names.
    for (const name of ['保険エージェンシー', 'Ωmega Brokers', 'Zoë & Søn', 'Café 👩‍💼']) {
      expect((await call('/orgs', { token: superadmin(), json: { name } })).status, name).toBe(200);
    }
  });

  it('compares names after NFKC, case folding and whitespace folding, on create, rename and registration', async () => {
    for (const name of [
      'harborview  insurance group',
      'ＨＡＲＢＯＲＶＩＥＷ Insurance Group',
      'Harborview\u00a0Insurance Group',
      'Harborview Insurance\u200b Group',
    ]) {
      const res = await call('/orgs', { token: superadmin(), json: { name } });
      expect([res.status, res.body.detail], name).toEqual([400, 'An organization with that name already exists.']);
    }
    const summit = orgByName('Summit Ridge Agency');
    const rename = await call(`/orgs/${summit.id}`, {
      method: 'PATCH',
      token: superadmin(),
      json: { name: 'HARBORVIEW   insurance group' },
    });
    expect(rename.status).toBe(400);
    expect((await call(`/orgs/${summit.id}`, { method: 'PATCH', token: superadmin(), json: { name: 'summit ridge agency' } })).status).toBe(
      200,
    );
    const reg = await call('/auth/register', {
      json: { org_name: ' Harborview  INSURANCE Group ', email: 'new.owner@elsewhere.test', password: 'strongpass1' },
    });
    expect([reg.status, reg.body.detail]).toEqual([400, 'An organization with that name already exists.']);
    expect(db.users.some((u) => u.email === 'new.owner@elsewhere.test')).toBe(false);
  });
});

describe('#7 emails are emails', () => {
  const BAD = [
    '<img src=x onerror=alert(1)>@x.co',
    '"><svg/onload=alert(1)>@evil.co',
    'a\u0000b@x.co',
    'a\u202eb@x.co',
    'a@b',
    'a..b@x.co',
    'a@-x.co',
    'a b@x.co',
  ];
  const owner = () => tokenOf('owner@harborview.test');

  it.each([
    [
      'POST /team/users username',
      (email: string) => call('/team/users', { token: owner(), json: { username: email, password: 'strongpass1' } }),
      'username',
    ],
    [
      'PATCH /team/users username',
      (email: string) =>
        call(`/team/users/${userByEmail('agent@harborview.test').id}`, { method: 'PATCH', token: owner(), json: { username: email } }),
      'username',
    ],
    [
      'POST /orgs/{id}/users username',
      (email: string) =>
        call(`/orgs/${orgByName('Summit Ridge Agency').id}/users`, {
          token: superadmin(),
          json: { username: email, password: 'strongpass1' },
        }),
      'username',
    ],
    ['POST /auth/send-invite email', (email: string) => call('/auth/send-invite', { token: owner(), json: { email } }), 'email'],
    [
      'PATCH /team/org contact_email',
      (email: string) => call('/team/org', { method: 'PATCH', token: owner(), json: { contact_email: email } }),
      'contact_email',
    ],
    [
      'POST /auth/register email',
      (email: string) => call('/auth/register', { json: { org_name: 'Mail Test Agency', email, password: 'strongpass1' } }),
      'email',
    ],
  ])('%s: anything but an email answers 422', async (_name, send, field) => {
    for (const email of BAD) {
      const res = await send(email);
      expect([res.status, res.body.detail], JSON.stringify(email)).toEqual([
        422,
        [{ loc: ['body', field], msg: 'Enter a valid email address.', type: 'value_error' }],
      ]);
    }
    expect(db.users.some((u) => u.email.includes('onerror') || u.email.includes('svg'))).toBe(false);
  });

  it('real addresses, internationalized ones included, are taken', async () => {
    for (const email of ["o'brien+team@mail.example.com", 'josé@exámple.com', 'ops@sub.domain.co.uk']) {
      expect((await call('/team/users', { token: owner(), json: { username: email, password: 'strongpass1' } })).status, email).toBe(200);
    }
  });
});

describe('#12 PATCH answers carry an ETag; a stale If-Match answers 412', () => {
  const owner = () => tokenOf('owner@harborview.test');
  const agentId = () => userByEmail('agent@harborview.test').id;
  const records: [string, () => string, () => string, unknown, unknown][] = [
    ['/companies/{id}', () => `/companies/${NORTHSTAR}`, admin, { company_phone: '(555) 010-1111' }, { company_phone: '(555) 010-2222' }],
    ['/orgs/{id}', () => `/orgs/${orgByName('Summit Ridge Agency').id}`, superadmin, { user_limit: 40 }, { user_limit: 50 }],
    ['/users/{id}', () => `/users/${agentId()}`, superadmin, { first_name: 'Mine' }, { first_name: 'Theirs' }],
    ['/team/users/{id}', () => `/team/users/${agentId()}`, owner, { first_name: 'Mine' }, { first_name: 'Theirs' }],
    ['/team/org', () => '/team/org', owner, { contact_phone: '(555) 010-3333' }, { contact_phone: '(555) 010-4444' }],
  ];

  it.each(records)('PATCH %s', async (_name, path, token, mine, theirs) => {
    const first = await call(path(), { method: 'PATCH', token: token(), json: mine });
    const etag = first.res.headers.get('etag');
    expect([first.status, etag]).toEqual([200, expect.stringMatching(/^"[0-9a-f]{16}"$/)]);
    // Sent back unchanged: applied, same version for the same values.
    const same = await call(path(), { method: 'PATCH', token: token(), json: mine, headers: { 'If-Match': etag! } });
    expect([same.status, same.res.headers.get('etag')]).toEqual([200, etag]);
    // Someone else saves in between: a save on the old version is refused and changes nothing.
    const other = await call(path(), { method: 'PATCH', token: token(), json: theirs });
    expect(other.res.headers.get('etag')).not.toBe(etag);
    const stale = await call(path(), { method: 'PATCH', token: token(), json: mine, headers: { 'If-Match': etag! } });
    expect([stale.status, stale.body]).toEqual([412, { detail: 'This record was changed elsewhere since you loaded it.' }]);
    expect(stale.res.headers.get('etag')).toBe(other.res.headers.get('etag'));
    // Without If-Match (a client that ignores ETags) the save goes through as before.
    expect((await call(path(), { method: 'PATCH', token: token(), json: mine })).status).toBe(200);
  });

  it('GET /companies/{id} carries the ETag its PATCH checks; a browser on another origin may read it and send If-Match', async () => {
    const got = await call(`/companies/${NORTHSTAR}`, { token: admin(), headers: { Origin: 'https://app.example' } });
    expect(got.res.headers.get('access-control-expose-headers')).toContain('ETag');
    const etag = got.res.headers.get('etag')!;
    expect(
      (
        await call(`/companies/${NORTHSTAR}`, {
          method: 'PATCH',
          token: admin(),
          json: { company_city: 'Bangor' },
          headers: { 'If-Match': etag },
        })
      ).status,
    ).toBe(200);
    const preflight = await rawRequest(`${base()}/api/companies/${NORTHSTAR}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,if-match',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('If-Match');
  });
});
