import { describe, expect, it } from 'vitest';
import { roleChange, seatCostOf } from './user-asks';

const org = (active_users: number, subscription_status: string | null, plan: string | null = 'Pro') => ({
  name: 'Harborview',
  active_users,
  subscription_status,
  plan,
});

describe('what one more seat costs, as the superadmin is asked', () => {
  it('costs $25 more on an active, paid plan that fills the included seats', () => {
    expect(seatCostOf(org(4, 'active'))).toBe('This makes a 5th active seat: $25/month more, $124/month in all.');
    expect(seatCostOf(org(11, 'active'))).toBe('This makes a 12th active seat: $25/month more, $299/month in all.');
  });

  it('costs nothing on a trial, comped access, a seat still included, or no plan that bills', () => {
    expect(seatCostOf(org(4, 'trialing'))).toBeNull();
    expect(seatCostOf(org(9, 'active', 'Comped'))).toBeNull();
    expect(seatCostOf(org(3, 'active'))).toBeNull();
    expect(seatCostOf(org(6, 'past_due'))).toBeNull();
    expect(seatCostOf(org(6, 'canceled'))).toBeNull();
    expect(seatCostOf(org(6, null, null))).toBeNull();
  });

  it('says the cost is unknown when the organization is not known (or its seats are not a number)', () => {
    expect(seatCostOf(undefined)).toMatch(/^The organizations did not load, so the cost can’t be shown/);
    expect(seatCostOf({ ...org(4, 'active'), active_users: '4' as unknown as number })).toMatch(/cost can’t be shown/);
  });
});

describe('what a role change grants or takes away', () => {
  it('names the powers gained going up and lost going down', () => {
    expect(roleChange('agent', 'admin')).toEqual({
      gains: true,
      powers: ['Manage carriers on the Admin page: upload and delete their PDFs, set their logos, contact details and documents link.'],
    });
    const down = roleChange('superadmin', 'agent');
    expect(down.gains).toBe(false);
    expect(down.powers).toHaveLength(2);
    expect(down.powers[1]).toMatch(/^Manage every organization and user: /);
  });

  it('names no power for a role it does not know', () => {
    expect(roleChange('auditor', 'admin').powers).toEqual([]);
  });
});
