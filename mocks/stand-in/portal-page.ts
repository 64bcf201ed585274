// The billing portal stand-in (what Stripe's customer portal shows): the plan, the card on file
// with a form to replace it, the amount due with a Pay button, recent invoices, and the way back.
import type { InvoiceRow, PaymentCard, SubscriptionRow } from '../db/types';
import { day, esc, money, standInDocument } from './html';
import { INVOICE_PATH, PORTAL_PATH } from './paths';

export interface CardForm {
  values: { number: string; expiry: string; cvc: string };
  error: string;
}

export interface PortalView {
  session: string;
  /** Where "Return to Underwriter Desk" goes: the app's /billing?billing=return. */
  returnUrl: string;
  orgName: string;
  plan: string | null;
  /** The organization's status (what the app shows). */
  status: string | null;
  subscription: SubscriptionRow | null;
  /** The month's price for the active seats, in minor units (usd). */
  monthly: number;
  seats: number;
  includedSeats: number;
  card: PaymentCard | null;
  openInvoices: InvoiceRow[];
  recentInvoices: InvoiceRow[];
  notice?: { tone: 'ok' | 'bad'; text: string } | null;
  cardForm?: CardForm | null;
}

const WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paid: 'Paid',
  open: 'Open',
  void: 'Void',
  draft: 'Draft',
  uncollectible: 'Uncollectible',
};
const TONE: Record<string, string> = { active: 'ok', paid: 'ok', trialing: 'info', past_due: 'bad', unpaid: 'bad', open: 'bad' };
const tag = (status: string | null | undefined): string =>
  status ? `<span class="si-tag ${TONE[status] ?? ''}">${esc(WORDS[status] ?? status)}</span>` : '';

const action = (session: string, name: string) => `${PORTAL_PATH}${encodeURIComponent(session)}/${name}`;

function planSection(v: PortalView): string {
  const sub = v.subscription;
  const comped = v.plan === 'Comped';
  const status = comped ? v.status : (sub?.status ?? v.status);
  let line: string;
  let extra = '';
  if (comped) line = 'Complimentary access: nothing to pay.';
  else if (!sub) line = 'No subscription yet.';
  else if (sub.status === 'trialing') line = `Your free trial ends on ${day(sub.current_period_end)}. Then ${money(v.monthly)} per month.`;
  else if (sub.status === 'past_due' || sub.status === 'unpaid')
    line = 'The last payment failed. Pay the amount due below to restore access.';
  else if (sub.status === 'canceled') {
    line = `Your plan ended on ${day(sub.current_period_end)}.`;
    extra = `<form method="post" action="${esc(action(v.session, 'renew'))}"><button class="si-btn primary" type="submit">Renew plan</button></form>`;
  } else if (sub.cancel_at_period_end) line = `Your plan will be canceled on ${day(sub.current_period_end)}.`;
  else line = `Your plan renews on ${day(sub.current_period_end)}.`;
  const extraSeats = Math.max(0, v.seats - v.includedSeats);
  const seats = `${v.seats} active ${v.seats === 1 ? 'seat' : 'seats'} (${v.includedSeats} included${extraSeats ? `, ${extraSeats} extra` : ''})`;
  return `<section class="si-section" aria-labelledby="si-plan">
<h2 id="si-plan">Current plan</h2>
<div class="si-row"><span class="si-plan">${esc(comped ? 'Comped' : (sub?.plan_label ?? v.plan ?? 'No plan'))} ${tag(status)}</span></div>
${comped || !sub ? '' : `<div class="si-price">${esc(money(v.monthly))} <small>per month</small></div><p class="si-muted">${esc(seats)}</p>`}
<p class="si-muted">${esc(line)}</p>
${extra}
</section>`;
}

/** The field a refusal is about (the provider's messages name it). */
const fieldOf = (error: string): keyof CardForm['values'] =>
  /expir/i.test(error) ? 'expiry' : /security code/i.test(error) ? 'cvc' : 'number';

function cardSection(v: PortalView): string {
  const card = v.card;
  const form = v.cardForm;
  const val = (k: keyof CardForm['values']) => esc(form?.values[k] ?? '');
  const wrong = form ? fieldOf(form.error) : null;
  const invalid = (k: keyof CardForm['values']) => (wrong === k ? ' aria-invalid="true" aria-describedby="si-card-error"' : '');
  const current = card
    ? `<div class="si-card"><span class="si-brandchip">${esc(card.brand)}</span><span>•••• ${esc(card.last4)}</span><span class="si-muted">Expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}</span></div>`
    : '<p class="si-muted">No card on file.</p>';
  return `<section class="si-section" aria-labelledby="si-pm">
<h2 id="si-pm">Payment method</h2>
${current}
<details${form || !card ? ' open' : ''}>
<summary>${card ? 'Update card' : 'Add a card'}</summary>
<form class="si-form" method="post" action="${esc(action(v.session, 'card'))}" novalidate>
${form ? `<p class="si-notice bad wide" id="si-card-error" role="alert">${esc(form.error)}</p>` : ''}
<label class="wide">Card number<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required value="${val('number')}"${invalid('number')}></label>
<label>Expiry (MM / YY)<input name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${val('expiry')}"${invalid('expiry')}></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required value="${val('cvc')}"${invalid('cvc')}></label>
<p class="si-hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is saved but declines; 4000 0000 0000 0002 is refused.</p>
<button class="si-btn primary" type="submit">Save card</button>
</form>
</details>
</section>`;
}

function dueSection(v: PortalView): string {
  if (!v.openInvoices.length) return '';
  const due = v.openInvoices.reduce((sum, i) => sum + i.total, 0);
  const currency = v.openInvoices[0].currency;
  const rows = v.openInvoices
    .map(
      (i) =>
        `<tr><td>${esc(i.number ?? i.id)}</td><td>${esc(day(i.created))}</td><td class="num">${esc(money(i.total, i.currency))}</td></tr>`,
    )
    .join('');
  return `<section class="si-section" aria-labelledby="si-due">
<h2 id="si-due">Amount due</h2>
<table class="si-table"><thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="${esc(action(v.session, 'pay'))}"><button class="si-btn primary" type="submit">Pay ${esc(money(due, currency))}</button></form>
</section>`;
}

function historySection(v: PortalView): string {
  if (!v.recentInvoices.length) return '';
  const rows = v.recentInvoices
    .map(
      (i) =>
        `<tr><td><a href="${esc(`${INVOICE_PATH}${encodeURIComponent(i.id)}`)}">${esc(i.number ?? i.id)}</a></td><td>${esc(day(i.created))}</td><td>${tag(i.status)}</td><td class="num">${esc(money(i.total, i.currency))}</td></tr>`,
    )
    .join('');
  return `<section class="si-section" aria-labelledby="si-history">
<h2 id="si-history">Invoice history</h2>
<table class="si-table"><thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

export function portalPage(v: PortalView): string {
  const notice = v.notice
    ? `<p class="si-notice ${v.notice.tone}" role="${v.notice.tone === 'bad' ? 'alert' : 'status'}">${esc(v.notice.text)}</p>`
    : '';
  return standInDocument({
    title: `Billing portal · ${v.orgName}`,
    side: `<a class="si-back" href="${esc(v.returnUrl)}">← Return to Underwriter Desk</a>
<p class="si-note">Manage the subscription of <strong>${esc(v.orgName)}</strong>: your plan, your card and your invoices.</p>`,
    main: `<h1>Billing portal</h1>
${notice}
${planSection(v)}
${dueSection(v)}
${cardSection(v)}
${historySection(v)}`,
  });
}

const GONE: Record<'invalid' | 'expired' | 'ended', string> = {
  expired: 'This billing portal session has expired. Go back to the app and open the billing portal again.',
  invalid: 'This billing portal link is not valid. Go back to the app and open the billing portal again.',
  ended:
    'This billing portal session has ended: the organization’s billing owner changed or was signed out everywhere. The billing owner can open the billing portal again from the app.',
};

/** The page for a portal link that cannot be used (forged, older than its 30 minutes, or its owner's no more). */
export function portalGonePage(reason: 'invalid' | 'expired' | 'ended'): string {
  const text = GONE[reason];
  return standInDocument({
    title: 'Billing portal',
    side: '<p class="si-note">Billing portal sessions last 30 minutes.</p>',
    main: `<h1>Billing portal</h1><p class="si-notice bad" role="alert">${esc(text)}</p>`,
  });
}
