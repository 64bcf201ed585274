// /billing/*: the status for any member; the rest is the billing owner's. The payment provider
// is played by the mock: checkout answers a page of the app itself, the portal the mock's own
// stand-in page (mocks/stand-in) on the API's host.
import { HttpResponse, type HttpHandler } from 'msw';
import { startTrial, syncBilling, toSubscription } from '../db/billing';
import { db, findOrg } from '../db/store';
import type { InvoiceList, OrgRow, UrlResponse, UserRow } from '../db/types';
import { toBillingStatus } from '../db/views';
import { PORTAL_PATH } from '../stand-in/paths';
import { issueCheckoutSession, issuePortalSession, readCaller, readCheckoutSession } from '../lib/auth';
import { detail } from '../lib/errors';
import { authorize, callerOrg } from '../lib/guard';
import type { Action } from '../../src/api/policy';
import { router } from '../lib/route';
import { apiOrigin, appOrigin } from '../lib/public-urls';
import { Fields, jsonObject } from '../lib/validate';

const ENTITLED = ['active', 'trialing'];
/**
 * The product's two prices (docs/product.md#9-constants: registration and the dashboard's trial button), the ids the
 * app is built with (VITE_PRICE_REGISTRATION, VITE_PRICE_TRIAL, in the in-browser mock); any other
 * id answers 422, as a real server takes only its own two.
 */
const buildEnv = (import.meta.env as Record<string, string | undefined> | undefined) ?? {};
const CHECKOUT_PRICES = [buildEnv.VITE_PRICE_REGISTRATION || 'price_demo_registration', buildEnv.VITE_PRICE_TRIAL || 'price_demo_trial'];
/** A checkout session can be returned from for a day, as a payment provider's can. */
const CHECKOUT_SESSION_TTL_SEC = 24 * 3600;
const SESSION_USED = 'This checkout session was already used.';
const SESSION_EXPIRED = 'This checkout session has expired. Start the checkout again.';
const ALREADY_SUBSCRIBED =
  'This organization already has a subscription. Update payment on the Billing page instead of starting a new trial.';

export function billingHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);

  /** The billing owner and their organization (billing brought up to date), or the answer. */
  function owner(request: Request, resource: 'billing' | 'invoices', action: Action): { caller: UserRow; org: OrgRow } | Response {
    const caller = authorize(request, resource, action);
    if (caller instanceof Response) return caller;
    const org = callerOrg(caller);
    if (org instanceof Response) return org;
    syncBilling(org);
    return { caller, org };
  }

  return [
    // Any member of the organization may read the status; the rest of /billing is the owner's.
    r.get('/billing/status', ({ request }) => {
      const caller = readCaller(request);
      if (caller instanceof Response) return caller;
      const org = findOrg(caller.org_id);
      if (!org) return detail(404, 'Organization not found');
      syncBilling(org);
      return HttpResponse.json(toBillingStatus(org));
    }),

    r.post('/billing/checkout', async ({ request }) => {
      const found = owner(request, 'billing', 'edit');
      if (found instanceof Response) return found;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const priceId = f.oneOf('price_id', CHECKOUT_PRICES, { required: true });
      const failed = f.fail();
      if (failed || !priceId) return failed ?? detail(400, 'price_id is required');
      // docs/decisions.md#trial-button-and-billing-cta: one trial per organization; one that had a subscription (or is comped) pays
      // on /billing, never through a new trial.
      if (found.org.billing.subscription || ENTITLED.includes(String(found.org.subscription_status)))
        return detail(409, ALREADY_SUBSCRIBED);
      const sessionId = issueCheckoutSession(found.org.id, priceId);
      (db.checkout_sessions ??= {})[sessionId] = {
        org_id: found.org.id,
        price_id: priceId,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_TTL_SEC,
        used_at: null,
      };
      const answer: UrlResponse = { url: `/home?session_id=${sessionId}` };
      return HttpResponse.json(answer);
    }),

    r.post('/billing/refresh', async ({ request }) => {
      const found = owner(request, 'billing', 'edit');
      if (found instanceof Response) return found;
      const { org } = found;
      const body = await jsonObject(request, { optional: true });
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const sessionId = f.str('session_id');
      const failed = f.fail();
      if (failed) return failed;
      if (sessionId) {
        const session = db.checkout_sessions?.[sessionId];
        if (readCheckoutSession(sessionId) !== org.id || !session || session.org_id !== org.id)
          return detail(400, 'Unknown checkout session');
        const now = Math.floor(Date.now() / 1000);
        if (session.used_at !== null) return detail(400, SESSION_USED);
        if (session.expires_at <= now) return detail(400, SESSION_EXPIRED);
        session.used_at = now;
        // A session only ever starts the trial of an organization that never had a subscription
        // (checkout refuses the others): an ended or unpaid one is paid on the portal, never by
        // the return from a payment page.
        if (!org.billing.subscription && !ENTITLED.includes(String(org.subscription_status))) startTrial(org);
      }
      return HttpResponse.json(toBillingStatus(org));
    }),

    r.get('/billing/subscription', ({ request }) => {
      const found = owner(request, 'billing', 'show');
      if (found instanceof Response) return found;
      return HttpResponse.json(toSubscription(found.org));
    }),

    r.get('/billing/invoices', ({ request }) => {
      const found = owner(request, 'invoices', 'list');
      if (found instanceof Response) return found;
      const invoices = db.invoices
        .filter((i) => i.org_id === found.org.id)
        .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id))
        .map(({ org_id: _org, ...invoice }) => invoice);
      const answer: InvoiceList = { invoices };
      return HttpResponse.json(answer);
    }),

    r.post('/billing/portal', ({ request }) => {
      const found = owner(request, 'billing', 'edit');
      if (found instanceof Response) return found;
      if (!found.org.billing.customer_id) return detail(400, 'No billing account yet. Start your trial first.');
      // Both addresses from configuration: a request's Origin or Host is whatever its sender chose.
      const session = issuePortalSession(found.org.id, found.caller, `${appOrigin()}/billing?billing=return`);
      const answer: UrlResponse = { url: `${apiOrigin()}${PORTAL_PATH}${session}` };
      return HttpResponse.json(answer);
    }),

    r.post('/billing/cancel', ({ request }) => {
      const found = owner(request, 'billing', 'edit');
      if (found instanceof Response) return found;
      const { org } = found;
      const sub = org.billing.subscription;
      if (!sub || org.plan === 'Comped' || !['active', 'trialing', 'past_due'].includes(sub.status)) {
        return detail(400, 'No active subscription to cancel.');
      }
      sub.cancel_at_period_end = true;
      return HttpResponse.json(toSubscription(org));
    }),

    r.post('/billing/resume', ({ request }) => {
      const found = owner(request, 'billing', 'edit');
      if (found instanceof Response) return found;
      const { org } = found;
      const sub = org.billing.subscription;
      if (!sub || org.plan === 'Comped' || !['active', 'trialing', 'past_due'].includes(sub.status)) {
        return detail(400, 'No subscription to resume.');
      }
      sub.cancel_at_period_end = false;
      return HttpResponse.json(toSubscription(org));
    }),
  ];
}
