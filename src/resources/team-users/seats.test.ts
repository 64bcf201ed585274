import { describe, expect, it } from 'vitest';
import { extraSeats, oneMoreEndsTrial, oneMoreIsBilled, seatLimitReason, seatsOf, type Seats } from './seats';

const rows = (active: number, inactive = 0) => [
  ...Array.from({ length: active }, () => ({ is_active: 1 })),
  ...Array.from({ length: inactive }, () => ({ is_active: 0 })),
];

const seats = (active: number, more: Partial<Seats> = {}): Seats => ({ active, limit: null, status: 'active', comped: false, ...more });

describe('seats', () => {
  it('counts active users and reads the limit and status from the me call, complimentary access from the plan', () => {
    expect(seatsOf(rows(5, 1), { subscription_status: 'active', org_user_limit: null }, 'Pro')).toEqual({
      active: 5,
      limit: null,
      status: 'active',
      comped: false,
    });
    expect(seatsOf(rows(2), { subscription_status: 'trialing', org_user_limit: 6 })).toEqual({
      active: 2,
      limit: 6,
      status: 'trialing',
      comped: false,
    });
    expect(seatsOf(rows(4), { subscription_status: 'active', org_user_limit: 10 }, 'Comped').comped).toBe(true);
    // A server that sends no limit, or something that is not a seat count: unlimited.
    expect(seatsOf(rows(1), { org_user_limit: '6' }).limit).toBeNull();
    expect(seatsOf(rows(1), null)).toEqual({ active: 1, limit: null, status: null, comped: false });
  });

  it('ends the trial only when one more seat would be the 5th of a trial', () => {
    expect(oneMoreEndsTrial(seats(3, { status: 'trialing' }))).toBe(false);
    expect(oneMoreEndsTrial(seats(4, { status: 'trialing' }))).toBe(true);
    expect(oneMoreEndsTrial(seats(4))).toBe(false);
  });

  it('bills one more seat on an active, paid plan that fills the 4 included seats, never a comped one', () => {
    expect(oneMoreIsBilled(seats(4))).toBe(true);
    expect(oneMoreIsBilled(seats(5))).toBe(true);
    expect(oneMoreIsBilled(seats(3))).toBe(false);
    expect(oneMoreIsBilled(seats(4, { comped: true }))).toBe(false);
    expect(oneMoreIsBilled(seats(4, { status: 'trialing' }))).toBe(false);
    expect(oneMoreIsBilled(seats(4, { status: 'past_due' }))).toBe(false);
  });

  it('refuses one more seat at the organization’s limit, with the reason', () => {
    expect(seatLimitReason(seats(5, { limit: 6 }))).toBeNull();
    expect(seatLimitReason(seats(6, { limit: 6 }))).toMatch(/^All 6 seats of your organization are in use\./);
    expect(seatLimitReason(seats(0, { limit: 0 }))).toMatch(/^All 0 seats/);
    expect(seatLimitReason(seats(60))).toBeNull();
  });

  it('counts the seats past the 4 included', () => {
    expect(extraSeats(seats(3))).toBe(0);
    expect(extraSeats(seats(6))).toBe(2);
  });
});
