import { INCLUDED_SEATS } from '../../config';
import { nextSeatIsBilled } from '../../components/seat-cost';
import { COMPED_PLAN } from '../../components/standing';

/** The seats of an organization, as the team page tells them (docs/product.md#4-states, #9-constants). */
export type Seats = {
  /** Active users, the billing owner included. */
  active: number;
  /** The organization's seat limit; null is unlimited. */
  limit: number | null;
  /** The subscription status (the me call's). */
  status: string | null;
  /** Complimentary access (plan Comped): no seat is billed. */
  comped: boolean;
};

type SeatUser = { subscription_status?: string | null; org_user_limit?: unknown } | null;

const limitOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/**
 * The seats from every member, the me call (status, seat limit) and the plan's label (GET
 * /billing/status: the me call does not say whether access is complimentary).
 */
export function seatsOf(rows: readonly { is_active?: unknown }[], user: SeatUser, plan: string | null = null): Seats {
  return {
    active: rows.filter((r) => Number(r.is_active) === 1).length,
    limit: limitOf(user?.org_user_limit),
    status: user?.subscription_status ?? null,
    comped: plan === COMPED_PLAN,
  };
}

export const isTrial = (s: Seats): boolean => s.status === 'trialing';

/** One more active seat during a trial would be the 5th: it ends the trial and starts the paid month. */
export const oneMoreEndsTrial = (s: Seats): boolean => isTrial(s) && s.active >= INCLUDED_SEATS;

/** One more active seat adds to an active, paid plan's monthly price (docs/decisions.md#money-needs-a-yes). */
export const oneMoreIsBilled = (s: Seats): boolean => nextSeatIsBilled(s.active, s.status, s.comped);

/** Why one more active seat is refused (the organization's limit), or null. */
export function seatLimitReason(s: Seats): string | null {
  if (s.limit === null || s.active < s.limit) return null;
  return `All ${s.limit} seats of your organization are in use. Deactivate a member to free a seat, or ask Underwriter Desk support for more.`;
}

/** Active seats past the included ones (each billed as an additional seat, unless access is complimentary). */
export const extraSeats = (s: Seats): number => Math.max(0, s.active - INCLUDED_SEATS);
