import { describe, expect, it } from 'vitest';
import { monthlyPrice, planView } from './plan-view';

const sub = (over: object = {}) => ({
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: 1_800_000_000,
  plan_label: 'Pro',
  items: [],
  ...over,
});
const status = (over: object = {}) => ({ subscription_status: 'active', seats: 3, plan_label: 'Pro', ...over });

describe('the monthly price', () => {
  it.each([
    [0, 9_900, 0],
    [1, 9_900, 0],
    [4, 9_900, 0],
    [5, 12_400, 1],
    [7, 17_400, 3],
  ])('%i active seats cost %i cents (%i extra)', (seats, total, extra) => {
    expect(monthlyPrice(seats)).toMatchObject({ base: 9_900, includedSeats: 4, extraSeats: extra, extraAmount: extra * 2_500, total });
  });
});

describe('what the plan card offers', () => {
  it('an active subscription: cancel, no resume, the portal, the price from the seats', () => {
    expect(planView(status({ seats: 5 }), sub())).toMatchObject({
      canCancel: true,
      canResume: false,
      hasPortal: true,
      price: { total: 12_400 },
      periodEnd: new Date(1_800_000_000_000),
    });
  });

  it('a cancel at period end: resume instead of cancel', () => {
    expect(planView(status(), sub({ cancel_at_period_end: true }))).toMatchObject({
      canCancel: false,
      canResume: true,
      cancelAtPeriodEnd: true,
    });
  });

  it('comped: nothing to cancel, pay or price', () => {
    expect(planView(status({ plan_label: 'Comped' }), sub({ plan_label: 'Comped', current_period_end: null }))).toMatchObject({
      comped: true,
      canCancel: false,
      canResume: false,
      hasPortal: false,
      price: null,
    });
  });

  it('never subscribed: nothing at all', () => {
    expect(
      planView(status({ subscription_status: null, plan_label: null }), sub({ status: null, plan_label: null, current_period_end: null })),
    ).toMatchObject({ subscribed: false, hasPortal: false, canCancel: false, price: null });
  });

  it('ended (canceled): the portal to renew, no cancel', () => {
    expect(planView(status({ subscription_status: 'canceled' }), sub({ status: 'canceled' }))).toMatchObject({
      canCancel: false,
      canResume: false,
      hasPortal: true,
    });
  });

  it('keeps what loaded when one call failed: no seats, no price; no subscription, no actions', () => {
    expect(planView(null, sub())).toMatchObject({ seats: null, price: null, canCancel: true, status: 'active' });
    expect(planView(status(), null)).toMatchObject({
      status: 'active',
      price: { total: 9_900 },
      canCancel: false,
      canResume: false,
      periodEnd: null,
    });
  });
});
