// The payment provider's own pages, played by the mock on the API's host (outside the API base):
// the billing portal a `POST /billing/portal` session opens, and hosted invoices. Plain HTML with
// forms that post back here: over HTTP (mocks-off) the browser submits them as it would to a real
// provider; in the in-browser mode mocks/stand-in/client.ts fetches the same pages and posts the
// same forms, since a service worker does not see navigations.
import { HttpResponse, type HttpHandler } from 'msw';
import { DECLINED, monthlyAmount, openInvoices, payOpenInvoices, renewSubscription, saveCard, syncBilling } from '../db/billing';
import { INCLUDED_SEATS } from '../db/seed';
import { activeUserCount, db, findOrg } from '../db/store';
import type { OrgRow } from '../db/types';
import { readPortalSession } from '../lib/auth';
import { readForm, router } from '../lib/route';
import { invoiceMissingPage, invoicePage } from '../stand-in/invoice-page';
import { portalGonePage, portalPage, type CardForm, type PortalView } from '../stand-in/portal-page';
import { INVOICE_PATH, PORTAL_PATH } from '../stand-in/paths';

// A page of another site: no script, styles of its own, forms only back to itself.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const html = (body: string, status = 200): Response =>
  new HttpResponse(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': CSP,
    },
  });

/** After a form post: a 303 to the next page, or `{ location }` for the in-browser client that asked for JSON. */
function goTo(request: Request, location: string): Response {
  if ((request.headers.get('accept') ?? '').includes('application/json')) return HttpResponse.json({ location });
  return new HttpResponse(null, { status: 303, headers: { Location: location } });
}

const NOTICES: Record<string, PortalView['notice']> = {
  card: { tone: 'ok', text: 'Your card was saved.' },
  paid: { tone: 'ok', text: 'Payment received. Your subscription is active again.' },
  renewed: { tone: 'ok', text: 'Your plan was renewed.' },
  declined: { tone: 'bad', text: DECLINED },
};

type Session = { session: string; returnUrl: string; org: OrgRow };

/** The organization a portal session was opened for, or the page that says why it cannot be used. */
function openSession(session: string): Session | Response {
  const read = readPortalSession(session);
  const org = typeof read === 'object' ? findOrg(read.orgId) : undefined;
  if (typeof read !== 'object' || !org) {
    const reason = typeof read === 'object' || read === 'invalid' ? 'invalid' : read;
    return html(portalGonePage(reason), reason === 'invalid' ? 404 : 410);
  }
  syncBilling(org);
  return { session, returnUrl: read.returnUrl, org };
}

function portalView({ session, returnUrl, org }: Session, notice: PortalView['notice'], cardForm: CardForm | null = null): PortalView {
  const invoices = db.invoices.filter((i) => i.org_id === org.id).sort((a, b) => b.created - a.created);
  return {
    session,
    returnUrl,
    orgName: org.name,
    plan: org.plan,
    status: org.subscription_status,
    subscription: org.billing.subscription,
    monthly: monthlyAmount(org),
    seats: activeUserCount(org.id),
    includedSeats: INCLUDED_SEATS,
    card: org.billing.card ?? null,
    openInvoices: openInvoices(org),
    recentInvoices: invoices.slice(0, 6),
    notice,
    cardForm,
  };
}

const back = (s: Session, query: string): string => `${PORTAL_PATH}${encodeURIComponent(s.session)}?${query}`;

export function standInHandlers(): HttpHandler[] {
  // Outside the API base: the pages live at the root of the API's host.
  const r = router('');
  return [
    r.get(`${PORTAL_PATH}:session`, ({ request, params }) => {
      const s = openSession(params.session);
      if (s instanceof Response) return s;
      const query = new URL(request.url).searchParams;
      const notice = NOTICES[query.get('done') ?? query.get('error') ?? ''] ?? null;
      return html(portalPage(portalView(s, notice)));
    }),

    r.post(`${PORTAL_PATH}:session/card`, async ({ request, params }) => {
      const s = openSession(params.session);
      if (s instanceof Response) return s;
      const form = await readForm(request);
      const values = { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
      const refused = saveCard(s.org, values);
      if (refused) return html(portalPage(portalView(s, null, { values, error: refused })), 422);
      return goTo(request, back(s, 'done=card'));
    }),

    r.post(`${PORTAL_PATH}:session/pay`, ({ request, params }) => {
      const s = openSession(params.session);
      if (s instanceof Response) return s;
      return goTo(request, back(s, payOpenInvoices(s.org) ? 'error=declined' : 'done=paid'));
    }),

    r.post(`${PORTAL_PATH}:session/renew`, ({ request, params }) => {
      const s = openSession(params.session);
      if (s instanceof Response) return s;
      if (s.org.billing.subscription?.status !== 'canceled') return goTo(request, back(s, ''));
      return goTo(request, back(s, renewSubscription(s.org) ? 'error=declined' : 'done=renewed'));
    }),

    r.get(`${INVOICE_PATH}:invoiceId`, ({ params }) => {
      const invoice = db.invoices.find((i) => i.id === params.invoiceId);
      const org = invoice && findOrg(invoice.org_id);
      return invoice && org ? html(invoicePage(invoice, org.name)) : html(invoiceMissingPage(), 404);
    }),
  ];
}
