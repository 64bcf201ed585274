import type { Subscription } from '../../api';
import { EXTRA_SEAT_MONTHLY_MINOR, INCLUDED_SEATS, PLAN_MONTHLY_MINOR } from '../../config';
import { fromEpochSeconds } from '../../components/format';
import { COMPED_PLAN, standingOf, type Standing } from '../../components/standing';

type Status = { subscription_status: string | null; seats: number | null; plan_label: string | null };

/** The month's price for a number of active seats (docs/product.md#9-constants), in minor units of usd. */
export function monthlyPrice(seats: number) {
  const extraSeats = Math.max(0, seats - INCLUDED_SEATS);
  const extraAmount = extraSeats * EXTRA_SEAT_MONTHLY_MINOR;
  return {
    base: PLAN_MONTHLY_MINOR,
    includedSeats: INCLUDED_SEATS,
    extraSeats,
    extraSeatAmount: EXTRA_SEAT_MONTHLY_MINOR,
    extraAmount,
    total: PLAN_MONTHLY_MINOR + extraAmount,
  };
}

export type PlanView = {
  label: string | null;
  status: string | null;
  comped: boolean;
  /** The organization had a subscription (or comped access); false: nothing to show yet. */
  subscribed: boolean;
  seats: number | null;
  price: ReturnType<typeof monthlyPrice> | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canCancel: boolean;
  canResume: boolean;
  /** The provider's portal has something for this organization (not comped, not never subscribed). */
  hasPortal: boolean;
  /** Its status in the words every screen uses. */
  standing: Standing;
};

const CANCELABLE = ['active', 'trialing', 'past_due'];

/** What the plan card shows, from whichever of the two billing calls answered (`now`: when they did). */
export function planView(status: Status | null, subscription: Subscription | null, now: number = Date.now()): PlanView {
  const label = subscription?.plan_label ?? status?.plan_label ?? null;
  const state = subscription?.status ?? status?.subscription_status ?? null;
  const comped = label === COMPED_PLAN;
  const periodEnd = fromEpochSeconds(subscription?.current_period_end);
  const subscribed = comped || !!state || !!periodEnd;
  const cancelAtPeriodEnd = !comped && subscription?.cancel_at_period_end === true;
  const seats = status?.seats ?? null;
  return {
    label,
    status: state,
    comped,
    subscribed,
    seats,
    price: comped || !subscribed || seats === null ? null : monthlyPrice(seats),
    periodEnd,
    cancelAtPeriodEnd,
    canCancel: !!subscription && !comped && !cancelAtPeriodEnd && CANCELABLE.includes(state ?? ''),
    canResume: !!subscription && cancelAtPeriodEnd,
    hasPortal: subscribed && !comped,
    standing: standingOf({ status: state, plan: label, cancelAtPeriodEnd, periodEnd, now }),
  };
}
