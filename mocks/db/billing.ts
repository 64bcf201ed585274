// Billing and seat rules of docs/product.md#4-states and #9-constants: a 7-day trial, then $99/month for 4 seats and $25
// per extra seat; during a trial the owner's 5th active seat ends the trial at once. No money
// moves without a yes and a way to pay: a month is paid only by a card on file that pays, else
// its invoice stays open and the subscription is past due; a superadmin's seat never ends a trial.
import { randomToken } from '../lib/random-id';
import { EXTRA_SEAT_AMOUNT, INCLUDED_SEATS, PLAN_AMOUNT, PRICE_EXTRA_SEAT, PRICE_PLAN, hostedInvoiceUrl, invoiceUrl } from './seed';
import { activeUserCount, db, nextInvoiceId } from './store';
import type { InvoiceRow, OrgRow, PaymentCard, Subscription, SubscriptionItem, SubscriptionRow } from './types';

const DAY = 86_400;
const TRIAL_DAYS = 7;
const PERIOD_DAYS = 30;
const nowSec = (): number => Math.floor(Date.now() / 1000);

function seatItems(activeSeats: number): SubscriptionItem[] {
  const items: SubscriptionItem[] = [
    {
      price_id: PRICE_PLAN,
      description: `Pro plan (${INCLUDED_SEATS} seats included)`,
      quantity: 1,
      unit_amount: PLAN_AMOUNT,
      currency: 'usd',
    },
  ];
  const extra = Math.max(0, activeSeats - INCLUDED_SEATS);
  if (extra > 0)
    items.push({
      price_id: PRICE_EXTRA_SEAT,
      description: 'Additional seat',
      quantity: extra,
      unit_amount: EXTRA_SEAT_AMOUNT,
      currency: 'usd',
    });
  return items;
}

/** Invoice numbers start with a random prefix per organization (as a provider's do), never its id. */
function invoicePrefix(org: OrgRow): string {
  org.billing.invoice_prefix ??= randomToken().slice(0, 8).toUpperCase();
  return org.billing.invoice_prefix;
}

function addInvoice(org: OrgRow, start: number, end: number, total: number, status: 'paid' | 'open'): void {
  const id = nextInvoiceId();
  const count = db.invoices.filter((i) => i.org_id === org.id).length;
  db.invoices.push({
    id,
    org_id: org.id,
    number: `${invoicePrefix(org)}-${String(count + 1).padStart(4, '0')}`,
    status,
    created: start,
    period_start: start,
    period_end: end,
    total,
    currency: 'usd',
    hosted_invoice_url: hostedInvoiceUrl(id),
    invoice_pdf: invoiceUrl(db.basePath, id),
  });
}

/** Keeps the subscription's seat items in line with the active users. */
function syncSeats(org: OrgRow): void {
  const sub = org.billing.subscription;
  if (sub) sub.items = seatItems(activeUserCount(org.id));
}

/** Test cards that are saved but decline every charge (Stripe's 0341), as a real provider's do. */
const declines = (card: PaymentCard | null | undefined): boolean => !card || card.last4 === '0341';

/**
 * Starts the paid month now, a new period and its invoice: paid by the card on file (status
 * active) when it pays; with no card, or one that declines, the invoice stays open and the
 * subscription is past due until the owner pays on the portal.
 */
function startPaidPeriod(org: OrgRow): void {
  const start = nowSec();
  const items = seatItems(activeUserCount(org.id));
  const sub: SubscriptionRow = org.billing.subscription ?? {
    id: `sub_${org.id}${start.toString(36)}`,
    status: 'active',
    cancel_at_period_end: false,
    current_period_start: start,
    current_period_end: start,
    plan_label: 'Pro',
    items,
  };
  const paid = !declines(org.billing.card);
  const status = paid ? 'active' : 'past_due';
  Object.assign(sub, { status, current_period_start: start, current_period_end: start + PERIOD_DAYS * DAY, items, plan_label: 'Pro' });
  org.billing.subscription = sub;
  org.billing.trial_ends_at = null;
  org.plan = 'Pro';
  org.subscription_status = status;
  addInvoice(
    org,
    start,
    start + PERIOD_DAYS * DAY,
    items.reduce((sum, i) => sum + i.quantity * i.unit_amount, 0),
    paid ? 'paid' : 'open',
  );
}

/** Starts the 7-day trial (a $0 invoice), as the payment page's return does. */
export function startTrial(org: OrgRow): void {
  const start = nowSec();
  const end = start + TRIAL_DAYS * DAY;
  org.billing.customer_id ??= `cus_${org.id}${start.toString(36)}`;
  org.billing.subscription = {
    id: `sub_${org.id}${start.toString(36)}`,
    status: 'trialing',
    cancel_at_period_end: false,
    current_period_start: start,
    current_period_end: end,
    plan_label: 'Pro',
    items: seatItems(activeUserCount(org.id)),
  };
  org.billing.trial_ends_at = new Date(end * 1000).toISOString();
  org.plan = 'Pro';
  org.subscription_status = 'trialing';
  addInvoice(org, start, end, 0, 'paid');
}

/** Lets time pass: a trial past its end starts its paid month, a period past its end renews or ends if canceled. */
export function syncBilling(org: OrgRow): void {
  const sub = org.billing.subscription;
  if (!sub || org.plan === 'Comped') return;
  if (sub.current_period_end > nowSec()) return;
  if (sub.cancel_at_period_end) {
    sub.status = 'canceled';
    org.subscription_status = 'canceled';
    return;
  }
  if (sub.status === 'trialing' || sub.status === 'active') startPaidPeriod(org);
}

/** Why one more active seat is refused (docs/decisions.md#seats: past `user_limit`), or null when it fits. */
export function seatRefusal(org: OrgRow): string | null {
  if (org.user_limit === null) return null;
  const active = activeUserCount(org.id);
  return active >= org.user_limit
    ? `Seat limit reached: ${active} of ${org.user_limit} seats are in use. Deactivate a user or ask for more seats.`
    : null;
}

/**
 * After the seats changed, the seat items follow. A 5th active seat ends a trial (its paid month
 * starts) only when the billing owner added it, having been asked with the cost: a superadmin
 * cannot say yes to a charge for the owner, and a trial set to end has had the owner's no (it
 * runs to its end and stops, with nothing to pay).
 */
export function afterSeatsChanged(org: OrgRow, by: 'owner' | 'superadmin'): void {
  const sub = org.billing.subscription;
  const endsTrial =
    by === 'owner' && org.subscription_status === 'trialing' && !sub?.cancel_at_period_end && activeUserCount(org.id) > INCLUDED_SEATS;
  if (endsTrial) startPaidPeriod(org);
  else syncSeats(org);
}

export function toSubscription(org: OrgRow): Subscription {
  const sub = org.billing.subscription;
  if (!sub) {
    return { status: org.subscription_status, cancel_at_period_end: false, current_period_end: null, plan_label: org.plan, items: [] };
  }
  return {
    status: org.plan === 'Comped' ? org.subscription_status : sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    current_period_end: sub.current_period_end,
    plan_label: org.plan === 'Comped' ? 'Comped' : sub.plan_label,
    items: sub.items,
  };
}

// The payment provider's side, as its portal stand-in (mocks/stand-in) plays it.

/** The month's price for the organization's active seats, in minor units. */
export const monthlyAmount = (org: OrgRow): number =>
  seatItems(activeUserCount(org.id)).reduce((sum, i) => sum + i.quantity * i.unit_amount, 0);

export const openInvoices = (org: OrgRow): InvoiceRow[] => db.invoices.filter((i) => i.org_id === org.id && i.status === 'open');

export const DECLINED = 'Your card was declined. Update your card, then try again.';

/**
 * Pays the open invoices with the card on file: they are marked paid and a past-due or unpaid
 * subscription is active again. The reason when the card declines, else null.
 */
export function payOpenInvoices(org: OrgRow): string | null {
  if (declines(org.billing.card)) return DECLINED;
  for (const invoice of openInvoices(org)) invoice.status = 'paid';
  const sub = org.billing.subscription;
  if (sub && (sub.status === 'past_due' || sub.status === 'unpaid')) {
    sub.status = 'active';
    if (org.plan !== 'Comped') org.subscription_status = 'active';
  }
  return null;
}

/** A subscription that ended starts again with a paid month; the reason when the card declines. */
export function renewSubscription(org: OrgRow): string | null {
  if (declines(org.billing.card)) return DECLINED;
  startPaidPeriod(org);
  if (org.billing.subscription) org.billing.subscription.cancel_at_period_end = false;
  return null;
}

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string): string =>
  digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^6(011|5)/.test(digits)
          ? 'discover'
          : 'card';

/** Checks and saves a card as a provider would (number, expiry, CVC); the reason it is refused, else null. */
export function saveCard(org: OrgRow, input: { number: string; expiry: string; cvc: string }, now = new Date()): string | null {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (month < 1 || month > 12) return 'Your card’s expiration date is invalid.';
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'Your card has expired.';
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return 'Your card’s security code is invalid.';
  if (digits.endsWith('0002')) return 'Your card was declined.';
  org.billing.card = { brand: brandOf(digits), last4: digits.slice(-4), exp_month: month, exp_year: year };
  return null;
}
