import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { issueCheckoutSession } from '../lib/auth';
import { call, fieldsOf, orgByName, tokenOf } from '../test-utils';

const register = async () => {
  const { body } = await call('/auth/register', {
    json: { org_name: 'Cedar Grove Insurance', email: 'dana@cedargrove.test', password: 'strongpass1' },
  });
  return body.access_token as string;
};

describe('checkout and refresh', () => {
  it('answers a stand-in payment page on the app, whose return starts the 7-day trial', async () => {
    const token = await register();
    const checkout = await call('/billing/checkout', { token, json: { price_id: 'price_demo_registration' } });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/^\/home\?session_id=cs_test_\w+$/);
    const sessionId = new URL(checkout.body.url, location.origin).searchParams.get('session_id');

    const refresh = await call('/billing/refresh', { token, json: { session_id: sessionId } });
    expect(refresh.status).toBe(200);
    expect(refresh.body).toEqual({ subscription_status: 'trialing', seats: 1, plan_label: 'Pro' });
    const sub = (await call('/billing/subscription', { token })).body;
    const days = (sub.current_period_end - Date.now() / 1000) / 86_400;
    expect(sub).toMatchObject({ status: 'trialing', cancel_at_period_end: false, plan_label: 'Pro' });
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await call('/auth/me', { token })).body).toMatchObject({ subscription_status: 'trialing', show_billing_cta: false });
    // A session is used once: a second return with it is refused and changes nothing.
    const again = await call('/billing/refresh', { token, json: { session_id: sessionId } });
    expect([again.status, again.body]).toEqual([400, { detail: 'This checkout session was already used.' }]);
    expect((await call('/billing/status', { token })).body.subscription_status).toBe('trialing');
  });

  it('refuses a session of another organization and validates bodies', async () => {
    const token = await register();
    const sessionId = issueCheckoutSession(orgByName('Summit Ridge Agency').id, 'price_demo_trial');
    const res = await call('/billing/refresh', { token, json: { session_id: sessionId } });
    expect([res.status, res.body]).toEqual([400, { detail: 'Unknown checkout session' }]);
    expect((await call('/billing/refresh', { token, json: { session_id: 'cs_test_forged' } })).status).toBe(400);
    const missing = await call('/billing/checkout', { token, json: {} });
    expect([missing.status, fieldsOf(missing.body)]).toEqual([422, ['price_id']]);
    expect((await call('/billing/refresh', { method: 'POST', token })).body.subscription_status).toBeNull();
  });

  it.each([
    ['past due', 'owner@prairiemutual.test'],
    ['active', 'owner@harborview.test'],
    ['trialing', 'owner@summitridge.test'],
    ['comped', 'owner@lakeside.test'],
  ])('answers 409 to a second checkout (%s): no new trial for an organization that had one', async (_state, email) => {
    const token = tokenOf(email);
    const before = JSON.stringify(db.orgs);
    const res = await call('/billing/checkout', { token, json: { price_id: 'price_demo_trial' } });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/already has a subscription/);
    expect(JSON.stringify(db.orgs)).toBe(before);
  });

  it('keeps billing to the billing owner', async () => {
    for (const email of ['agent@harborview.test', 'admin@harborview.test']) {
      const token = tokenOf(email);
      expect((await call('/billing/checkout', { token, json: { price_id: 'p' } })).status).toBe(403);
      expect((await call('/billing/subscription', { token })).status).toBe(403);
      expect((await call('/billing/invoices', { token })).status).toBe(403);
    }
    expect((await call('/billing/invoices')).status).toBe(401);
  });
});

describe('subscription, invoices, portal, cancel and resume', () => {
  it('answers the active subscription and its invoices, newest first, in minor units', async () => {
    const token = tokenOf('owner@harborview.test');
    const sub = (await call('/billing/subscription', { token })).body;
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: false, plan_label: 'Pro' });
    expect(sub.items.map((i: { unit_amount: number; quantity: number }) => [i.unit_amount, i.quantity])).toEqual([
      [9900, 1],
      [2500, 1],
    ]);
    const { body } = await call('/billing/invoices', { token });
    const org = orgByName('Harborview Insurance Group');
    expect(body.invoices).toHaveLength(db.invoices.filter((i) => i.org_id === org.id).length);
    expect(body.invoices[0].created).toBeGreaterThan(body.invoices[1].created);
    expect(body.invoices[0]).toMatchObject({ total: 12400, currency: 'usd', status: 'paid' });
    expect(body.invoices[0]).not.toHaveProperty('org_id');
    const pdf = await fetch(new URL(body.invoices[0].invoice_pdf, location.origin));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('opens the portal stand-in on the API’s host, a fresh session on every call', async () => {
    const token = tokenOf('owner@harborview.test');
    const first = (await call('/billing/portal', { method: 'POST', token })).body.url as string;
    expect(first).toMatch(new RegExp(`^${location.origin}/mock-portal/bps_[\\w-]+\\.[\\w-]+$`));
    const second = (await call('/billing/portal', { method: 'POST', token })).body.url as string;
    expect(second).not.toBe(first);
    const res = await call('/billing/portal', { method: 'POST', token: await register() });
    expect([res.status, res.body]).toEqual([400, { detail: 'No billing account yet. Start your trial first.' }]);
  });

  it('cancels at period end and resumes', async () => {
    const token = tokenOf('owner@harborview.test');
    const canceled = await call('/billing/cancel', { method: 'POST', token });
    expect([canceled.status, canceled.body.cancel_at_period_end, canceled.body.status]).toEqual([200, true, 'active']);
    const resumed = await call('/billing/resume', { method: 'POST', token });
    expect([resumed.status, resumed.body.cancel_at_period_end]).toEqual([200, false]);
  });

  it('has nothing to cancel for a comped or unsubscribed organization', async () => {
    const comped = await call('/billing/cancel', { method: 'POST', token: tokenOf('owner@lakeside.test') });
    expect([comped.status, comped.body]).toEqual([400, { detail: 'No active subscription to cancel.' }]);
    expect((await call('/billing/resume', { method: 'POST', token: await register() })).status).toBe(400);
    expect((await call('/billing/subscription', { token: tokenOf('owner@lakeside.test') })).body).toMatchObject({
      status: 'active',
      plan_label: 'Comped',
      items: [],
    });
  });
});
