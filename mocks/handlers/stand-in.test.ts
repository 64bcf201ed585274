import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db/store';
import { issuePortalSession } from '../lib/auth';
import { call, orgByName, tokenOf } from '../test-utils';

const PAST_DUE = 'owner@prairiemutual.test';

/** Opens the portal as the app does; `origin` is the app's, as a browser names it. */
async function openPortal(email = PAST_DUE, origin?: string): Promise<string> {
  const res = await fetch(new URL('/api/billing/portal', location.origin), {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenOf(email)}`, ...(origin ? { Origin: origin } : {}) },
  });
  return ((await res.json()) as { url: string }).url;
}

/** A form post as a browser sends it (no redirect followed, so the 303 can be read). */
const post = (url: string, fields: Record<string, string> = {}, accept = 'text/html') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: accept },
    body: new URLSearchParams(fields),
  });

const text = async (res: Response) => (await res.text()).replace(/\s+/g, ' ');
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe('the billing portal stand-in', () => {
  it('shows the past-due plan, the declining card on file, the amount due and the way back to the app', async () => {
    const url = await openPortal(PAST_DUE, 'http://127.0.0.1:4474');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await text(res);
    expect(page).toContain('<title>Billing portal · Prairie Mutual Brokers</title>');
    expect(page).toMatch(/Past due/);
    expect(page).toContain('•••• 0341');
    expect(page).toContain('Pay $99.00');
    // The way back is the app's configured origin (here the page's), never the Origin the call named.
    expect(page).toContain(`href="${location.origin}/billing?billing=return"`);
    expect(page).not.toMatch(/<script/i);
  });

  it('returns to the app’s own origin when the browser names none (the in-browser mode)', async () => {
    const page = await text(await fetch(await openPortal()));
    expect(page).toContain(`href="${location.origin}/billing?billing=return"`);
  });

  it('declines the card on file, refuses a bad card keeping what was typed, then saves a good one and pays', async () => {
    const url = await openPortal();
    const org = orgByName('Prairie Mutual Brokers');

    const declined = await post(`${url}/pay`);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toMatch(/\/mock-portal\/bps_[^?]+\?error=declined$/);
    expect(await text(await fetch(new URL(declined.headers.get('location')!, url)))).toContain(
      'Your card was declined. Update your card, then try again.',
    );
    expect(org.subscription_status).toBe('past_due');

    const refused = await post(`${url}/card`, { number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' });
    expect(refused.status).toBe(422);
    const refusedPage = await text(refused);
    expect(refusedPage).toContain('Your card number is invalid.');
    expect(refusedPage).toContain('value="4242 4242 4242 4241" aria-invalid="true"');
    expect(refusedPage).toMatch(/name="expiry"[^>]*value="12\/34">/);
    expect(await text(await post(`${url}/card`, { ...GOOD_CARD, expiry: '01/20' }))).toContain('Your card has expired.');
    expect(await text(await post(`${url}/card`, { ...GOOD_CARD, cvc: '1' }))).toContain('Your card’s security code is invalid.');
    expect(await text(await post(`${url}/card`, { ...GOOD_CARD, number: '4000 0000 0000 0002' }))).toContain('Your card was declined.');

    const saved = await post(`${url}/card`, GOOD_CARD);
    expect([saved.status, saved.headers.get('location')]).toEqual([303, expect.stringMatching(/\?done=card$/)]);
    expect(org.billing.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });

    const open = db.invoices.find((i) => i.org_id === org.id && i.status === 'open')!;
    const paid = await post(`${url}/pay`);
    expect(paid.headers.get('location')).toMatch(/\?done=paid$/);
    expect(open.status).toBe('paid');
    expect(org.subscription_status).toBe('active');
    const page = await text(await fetch(new URL(paid.headers.get('location')!, url)));
    expect(page).toContain('Payment received. Your subscription is active again.');
    expect(page).not.toContain('Amount due');
    const me = await call('/auth/me', { token: tokenOf(PAST_DUE) });
    expect(me.body.subscription_status).toBe('active');
    const status = await call('/billing/status', { token: tokenOf(PAST_DUE) });
    expect(status.body.subscription_status).toBe('active');
  });

  it('answers the in-browser client, which asks for JSON, with where to go next', async () => {
    const url = await openPortal();
    const res = await post(`${url}/card`, GOOD_CARD, 'application/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ location: expect.stringMatching(/^\/mock-portal\/bps_[^?]+\?done=card$/) });
  });

  it('renews a plan that ended, with a paid month', async () => {
    const org = orgByName('Harborview Insurance Group');
    org.billing.subscription!.status = 'canceled';
    org.subscription_status = 'canceled';
    const url = await openPortal('owner@harborview.test');
    expect(await text(await fetch(url))).toContain('Renew plan');
    const renewed = await post(`${url}/renew`);
    expect(renewed.headers.get('location')).toMatch(/\?done=renewed$/);
    expect([org.subscription_status, org.billing.subscription!.status, org.billing.subscription!.cancel_at_period_end]).toEqual([
      'active',
      'active',
      false,
    ]);
  });

  it('refuses forged and expired sessions, and another organization cannot be reached by editing one', async () => {
    const url = await openPortal();
    const forged = await fetch(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(forged.status).toBe(404);
    expect(await text(forged)).toContain('This billing portal link is not valid.');
    expect((await post(`${url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}/pay`)).status).toBe(404);
    const org = orgByName('Prairie Mutual Brokers');
    const owner = db.users.find((u) => u.id === org.billing_owner_user_id)!;
    const old = issuePortalSession(org.id, owner, '/billing?billing=return', { now: Date.now() - 31 * 60_000 });
    const expired = await fetch(new URL(`/mock-portal/${old}`, location.origin));
    expect(expired.status).toBe(410);
    expect(await text(expired)).toContain('This billing portal session has expired.');
  });
});

describe('hosted invoices and invoice ids', () => {
  it('serves the hosted invoice page of an invoice by its id alone', async () => {
    const { invoices } = (await call('/billing/invoices', { token: tokenOf('owner@harborview.test') })).body;
    const [newest] = invoices;
    expect(newest.hosted_invoice_url).toBe(`/mock-invoice/${newest.id}`);
    const res = await fetch(new URL(newest.hosted_invoice_url, location.origin));
    expect(res.status).toBe(200);
    const page = await text(res);
    expect(page).toContain(`Invoice ${newest.number}`);
    expect(page).toContain('$124.00');
    expect(page).toContain('Harborview Insurance Group');
    expect(page).toContain(`href="${newest.invoice_pdf}"`);
    expect((await fetch(new URL('/mock-invoice/in_hv0001', location.origin))).status).toBe(404);
  });

  it('makes invoice ids unguessable: 128 random bits, new ones for new invoices and for every seed', async () => {
    const ids = db.invoices.map((i) => i.id);
    for (const id of ids) expect(id).toMatch(/^in_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const invoice of db.invoices) expect(invoice.invoice_pdf).toBe(`/api/files/invoices/${invoice.id}.pdf`);
    resetDb();
    expect(db.invoices.map((i) => i.id).some((id) => ids.includes(id))).toBe(false);
    // A new trial's invoice too.
    const { body } = await call('/auth/register', {
      json: { org_name: 'Cedar Grove Insurance', email: 'dana@cedargrove.test', password: 'strongpass1' },
    });
    const checkout = await call('/billing/checkout', { token: body.access_token, json: { price_id: 'price_demo_registration' } });
    const sessionId = new URL(checkout.body.url, location.origin).searchParams.get('session_id');
    await call('/billing/refresh', { token: body.access_token, json: { session_id: sessionId } });
    const created = (await call('/billing/invoices', { token: body.access_token })).body.invoices;
    expect(created).toHaveLength(1);
    expect(created[0].id).toMatch(/^in_[0-9a-f]{32}$/);
  });
});
