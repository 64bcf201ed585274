import { isEntitled } from '../api';
import { TRIAL_DAYS } from '../config';
import { daysUntil, formatDate } from './format';
import { statusWords } from './status-words';

/**
 * Where an organization stands with its subscription, in the words every screen uses: the home
 * badge, status line and Library tile, the billing plan card and invoice history, the owner
 * menu. One function, so no two screens tell a user different things.
 */

/** The plan label of complimentary access (plan Comped, status active). */
export const COMPED_PLAN = 'Comped';

/** The product's own words (verbatim): why the Library is closed to an organization that is not active yet. */
export const LIBRARY_NOT_ACTIVE = 'Your organization is not active yet. Start your free trial to access the Library.';

const NO_INVOICES_BEFORE_START = 'No invoices yet. Your first one appears here when your trial or subscription starts.';

type StandingFacts = {
  /** subscription_status (the me call's, or the subscription's). */
  status: string | null | undefined;
  /** The plan label, when known (GET /billing/subscription or /billing/status). */
  plan?: string | null;
  cancelAtPeriodEnd?: boolean;
  /** The end of the current period (the trial's end while trialing). */
  periodEnd?: Date | null;
  /** The moment the facts were read (epoch ms). */
  now?: number;
};

type Kind = 'none' | 'trial' | 'active' | 'ending' | 'comped' | 'past_due' | 'ended' | 'other';

export type Standing = {
  kind: Kind;
  /** The Library and the PRO badge: active or trialing. */
  entitled: boolean;
  /** The status as a tag (billing): its words and antd colour; null when there is no subscription. */
  tag: { text: string; color?: string } | null;
  /** One sentence: where the organization stands. */
  summary: string;
  tone: 'ok' | 'warn' | 'bad';
  /** The billing owner's next step on /billing (a link's words), or null when there is nothing to do there. */
  ownerStep: string | null;
  /** Why the Library is closed (the home tile's alert), or null when it is open. */
  libraryClosed: string | null;
  /** The same in a few words, on the Library tile itself. */
  libraryTileNote: string | null;
  /** Whole days left of a trial whose end is known. */
  trialDaysLeft: number | null;
  /** What an empty invoice history says. */
  noInvoices: string;
};

const ENDED = ['canceled', 'incomplete_expired'];

export function standingOf({
  status,
  plan = null,
  cancelAtPeriodEnd = false,
  periodEnd = null,
  now = Date.now(),
}: StandingFacts): Standing {
  const entitled = isEntitled(status);
  const words = statusWords(status);
  const base = {
    entitled,
    trialDaysLeft: null,
    noInvoices: 'No invoices yet.',
    libraryClosed: null,
    libraryTileNote: null,
    ownerStep: 'Manage billing',
  };
  const date = formatDate(periodEnd);

  if (!status) {
    return {
      ...base,
      kind: 'none',
      tag: null,
      summary: 'Your organization is not active yet.',
      tone: 'warn',
      ownerStep: null,
      libraryClosed: LIBRARY_NOT_ACTIVE,
      libraryTileNote: 'Not active yet',
      noInvoices: NO_INVOICES_BEFORE_START,
    };
  }
  if (entitled && plan === COMPED_PLAN) {
    return {
      ...base,
      kind: 'comped',
      tag: { text: words, color: 'success' },
      tone: 'ok',
      ownerStep: null,
      summary: 'Your organization has complimentary access.',
      noInvoices: 'No invoices: complimentary access has nothing to pay.',
    };
  }
  if (entitled && cancelAtPeriodEnd) {
    return {
      ...base,
      kind: 'ending',
      tone: 'warn',
      ownerStep: 'Resume subscription',
      tag: { text: date ? `Access ends ${date}` : 'Ending', color: 'warning' },
      summary: date ? `Your subscription ends on ${date}. The Library stays open until then.` : 'Your subscription ends with this period.',
    };
  }
  if (status === 'trialing') {
    // A trial lasts 7 days: a browser clock a moment behind the server's, or a page opened just
    // before the trial began, would otherwise count 8 on its first day.
    const left = periodEnd ? Math.min(TRIAL_DAYS, daysUntil(periodEnd, now)) : null;
    return {
      ...base,
      kind: 'trial',
      tag: { text: words, color: 'blue' },
      tone: 'ok',
      trialDaysLeft: left,
      noInvoices: NO_INVOICES_BEFORE_START,
      summary:
        left !== null && date
          ? `Free trial: ${left} ${left === 1 ? 'day' : 'days'} left (ends ${date}).`
          : 'Your organization is on its free trial.',
    };
  }
  if (status === 'active')
    return { ...base, kind: 'active', tag: { text: words, color: 'success' }, tone: 'ok', summary: 'Your subscription is active.' };
  if (status === 'past_due') {
    const summary = 'Payment is past due: the Library is closed until it is paid.';
    return {
      ...base,
      kind: 'past_due',
      tag: { text: words, color: 'error' },
      tone: 'bad',
      ownerStep: 'Update payment',
      summary,
      libraryClosed: summary,
      libraryTileNote: 'Closed until payment',
    };
  }
  if (ENDED.includes(status)) {
    const summary = 'Your subscription has ended: the Library is closed.';
    return {
      ...base,
      kind: 'ended',
      tag: { text: words },
      tone: 'warn',
      summary,
      libraryClosed: `${summary} It opens again when the subscription is renewed.`,
      libraryTileNote: 'Closed',
    };
  }
  return {
    ...base,
    kind: 'other',
    tone: 'warn',
    tag: { text: words, color: status === 'unpaid' ? 'error' : status === 'incomplete' ? 'warning' : undefined },
    summary: `Subscription: ${words}.`,
    libraryClosed: `Subscription: ${words}. The Library is closed until the subscription is active.`,
    libraryTileNote: 'Closed',
  };
}
