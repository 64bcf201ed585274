import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { LIBRARY_NOT_ACTIVE, standingOf } from './standing';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 4, 15, 0, 0);
/** Every text of a standing, as a screen would show them. */
const textsOf = (s: ReturnType<typeof standingOf>) =>
  [s.summary, s.libraryClosed, s.libraryTileNote, s.ownerStep, s.tag?.text, s.noInvoices].join(' | ');
const inDays = (days: number, extraMs = 0) => new Date(NOW + days * DAY + extraMs);

describe('standingOf: one set of words for every screen', () => {
  it('never subscribed: not active yet, the spec’s Library alert, no tag and no owner step', () => {
    expect(standingOf({ status: null, now: NOW })).toMatchObject({
      kind: 'none',
      entitled: false,
      tag: null,
      ownerStep: null,
      summary: 'Your organization is not active yet.',
      libraryClosed: LIBRARY_NOT_ACTIVE,
    });
  });

  it('past due: the Library is closed until payment, Update payment, never a trial', () => {
    const s = standingOf({ status: 'past_due', plan: 'Pro', now: NOW });
    expect(s).toMatchObject({
      kind: 'past_due',
      entitled: false,
      tone: 'bad',
      ownerStep: 'Update payment',
      tag: { text: 'Past due', color: 'error' },
    });
    expect(s.libraryClosed).toBe('Payment is past due: the Library is closed until it is paid.');
    expect(s.libraryTileNote).toBe('Closed until payment');
    expect(textsOf(s)).not.toMatch(/trial/i);
  });

  it('comped: complimentary access, nothing to manage, an invoice history that speaks of no trial', () => {
    const s = standingOf({ status: 'active', plan: 'Comped', now: NOW });
    expect(s).toMatchObject({
      kind: 'comped',
      entitled: true,
      ownerStep: null,
      libraryClosed: null,
      summary: 'Your organization has complimentary access.',
    });
    expect(textsOf(s)).not.toMatch(/trial/i);
  });

  it('cancel at period end: says when access ends, not Active', () => {
    const end = inDays(12);
    const s = standingOf({ status: 'active', plan: 'Pro', cancelAtPeriodEnd: true, periodEnd: end, now: NOW });
    expect(s.tag).toEqual({ text: `Access ends ${formatDate(end)}`, color: 'warning' });
    expect(s.summary).toBe(`Your subscription ends on ${formatDate(end)}. The Library stays open until then.`);
    expect(s).toMatchObject({ entitled: true, ownerStep: 'Resume subscription', libraryClosed: null });
  });

  it.each([
    ['a trial read the moment it began', 7, inDays(7)],
    ['a trial whose server clock runs a minute ahead', 7, inDays(7, 60_000)],
    ['a trial read by a page opened a second before it began', 7, inDays(7, 1_000)],
    ['the middle of a trial', 4, inDays(3, 3_600_000)],
    ['the last hours of a trial', 1, inDays(0, 3_600_000)],
  ])('%s: %i day(s) left', (_what, left, end) => {
    const s = standingOf({ status: 'trialing', plan: 'Pro', periodEnd: end, now: NOW });
    expect(s.trialDaysLeft).toBe(left);
    expect(s.summary).toBe(`Free trial: ${left} ${left === 1 ? 'day' : 'days'} left (ends ${formatDate(end)}).`);
  });

  it('active: active, Manage billing', () => {
    expect(standingOf({ status: 'active', plan: 'Pro', now: NOW })).toMatchObject({
      kind: 'active',
      summary: 'Your subscription is active.',
      ownerStep: 'Manage billing',
      tag: { text: 'Active' },
    });
  });

  it.each([
    ['canceled', 'Your subscription has ended: the Library is closed. It opens again when the subscription is renewed.'],
    ['unpaid', 'Subscription: Unpaid. The Library is closed until the subscription is active.'],
    ['on_hold_by_bank', 'Subscription: on_hold_by_bank. The Library is closed until the subscription is active.'],
  ])('%s: the Library closed, in words that offer no trial', (status, closed) => {
    const s = standingOf({ status, now: NOW });
    expect(s.libraryClosed).toBe(closed);
    expect(s.entitled).toBe(false);
    expect(textsOf(s)).not.toMatch(/trial/i);
  });
});
