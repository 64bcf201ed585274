import { describe, expect, it } from 'vitest';
import { extraSeatCost, monthlyPriceFor, nextSeatIsBilled } from './seat-cost';

describe('seat cost', () => {
  it('prices the plan by active seats: $99 for up to 4, $25 for each more', () => {
    expect([1, 4, 5, 6, 12].map(monthlyPriceFor)).toEqual([99, 99, 124, 149, 299]);
  });

  it('bills the next seat only on an active, paid plan that fills the 4 included seats', () => {
    expect(nextSeatIsBilled(4, 'active', false)).toBe(true);
    expect(nextSeatIsBilled(5, 'active', false)).toBe(true);
    expect(nextSeatIsBilled(3, 'active', false)).toBe(false);
    expect(nextSeatIsBilled(4, 'active', true)).toBe(false);
    expect(nextSeatIsBilled(4, 'trialing', false)).toBe(false);
    expect(nextSeatIsBilled(4, 'past_due', false)).toBe(false);
    expect(nextSeatIsBilled(4, null, false)).toBe(false);
  });

  it('says the seat, the added cost and the new total', () => {
    expect(extraSeatCost(4)).toBe('This makes a 5th active seat: $25/month more, $124/month in all.');
    expect(extraSeatCost(5)).toBe('This makes a 6th active seat: $25/month more, $149/month in all.');
    expect(extraSeatCost(20)).toBe('This makes a 21st active seat: $25/month more, $524/month in all.');
    expect(extraSeatCost(10)).toBe('This makes an 11th active seat: $25/month more, $274/month in all.');
    expect(extraSeatCost(7)).toBe('This makes an 8th active seat: $25/month more, $199/month in all.');
  });
});
