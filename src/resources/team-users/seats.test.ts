import { describe, expect, it } from 'vitest';
import { extraSeats, oneMoreEndsTrial, seatLimitReason, seatsOf } from './seats';

const rows = (active: number, inactive = 0) => [
  ...Array.from({ length: active }, () => ({ is_active: 1 })),
  ...Array.from({ length: inactive }, () => ({ is_active: 0 })),
];

describe('seats', () => {
  it('counts active users and reads the limit and the trial from the me call', () => {
    expect(seatsOf(rows(5, 1), { subscription_status: 'active', org_user_limit: null })).toEqual({
      active: 5,
      limit: null,
      trialing: false,
    });
    expect(seatsOf(rows(2), { subscription_status: 'trialing', org_user_limit: 6 })).toEqual({ active: 2, limit: 6, trialing: true });
    // A server that sends no limit, or something that is not a seat count: unlimited.
    expect(seatsOf(rows(1), { org_user_limit: '6' }).limit).toBeNull();
    expect(seatsOf(rows(1), null)).toEqual({ active: 1, limit: null, trialing: false });
  });

  it('asks first only when one more seat would be the 5th of a trial', () => {
    expect(oneMoreEndsTrial({ active: 3, limit: null, trialing: true })).toBe(false);
    expect(oneMoreEndsTrial({ active: 4, limit: null, trialing: true })).toBe(true);
    expect(oneMoreEndsTrial({ active: 4, limit: null, trialing: false })).toBe(false);
  });

  it('refuses one more seat at the organization’s limit, with the reason', () => {
    expect(seatLimitReason({ active: 5, limit: 6, trialing: false })).toBeNull();
    expect(seatLimitReason({ active: 6, limit: 6, trialing: false })).toMatch(/^All 6 seats of your organization are in use\./);
    expect(seatLimitReason({ active: 0, limit: 0, trialing: false })).toMatch(/^All 0 seats/);
    expect(seatLimitReason({ active: 60, limit: null, trialing: false })).toBeNull();
  });

  it('counts the seats past the 4 included', () => {
    expect(extraSeats({ active: 3, limit: null, trialing: false })).toBe(0);
    expect(extraSeats({ active: 6, limit: null, trialing: false })).toBe(2);
  });
});
