import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS, PLAN_PRICE_USD } from '../config';

/** The plan's monthly price for this many active seats: $99 for up to 4, $25 for each seat more. */
export const monthlyPriceFor = (activeSeats: number): number =>
  PLAN_PRICE_USD + Math.max(0, activeSeats - INCLUDED_SEATS) * EXTRA_SEAT_PRICE_USD;

/**
 * Whether one more active seat is billed now (docs/decisions.md#money-needs-a-yes): the
 * organization pays for its plan (active, not comped) and already fills the included seats.
 */
export const nextSeatIsBilled = (activeSeats: number, status: string | null | undefined, comped: boolean): boolean =>
  status === 'active' && !comped && activeSeats >= INCLUDED_SEATS;

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/** "an 8th", "an 11th", "an 18th", "an 80th"; "a" before the rest. */
const article = (n: number): string => (/^8|^1[18]$/.test(String(n)) ? 'an' : 'a');

/** What one more billed seat costs, said before the call: "This makes a 5th active seat: $25/month more, $124/month in all." */
export const extraSeatCost = (activeSeats: number): string =>
  `This makes ${article(activeSeats + 1)} ${ordinal(activeSeats + 1)} active seat: $${EXTRA_SEAT_PRICE_USD}/month more, $${monthlyPriceFor(activeSeats + 1)}/month in all.`;
