import { describe, expect, it } from 'vitest';
import { call, tokenOf } from '../test-utils';
import { db } from './store';

/** What GET /auth/me answers each user of an organization: show_billing_cta and the status. */
async function ctaOf(orgName: string): Promise<{ owner: boolean; others: boolean[]; status: unknown }> {
  const org = db.orgs.find((o) => o.name === orgName)!;
  const members = db.users.filter((u) => u.org_id === org.id && u.is_active);
  const answers = await Promise.all(members.map(async (u) => ({ u, me: (await call('/auth/me', { token: tokenOf(u.email) })).body })));
  const owner = answers.find((a) => a.u.id === org.billing_owner_user_id)!;
  return {
    owner: owner.me.show_billing_cta,
    others: answers.filter((a) => a !== owner).map((a) => a.me.show_billing_cta),
    status: owner.me.subscription_status,
  };
}

describe('show_billing_cta: the trial offer, only to the billing owner of an organization that never had a subscription', () => {
  it('is true for that owner, false for the organization’s other users', async () => {
    const cta = await ctaOf('Keystone Family Insurance');
    expect(cta).toMatchObject({ owner: true, status: null });
    expect(cta.others.length).toBeGreaterThan(0);
    expect(cta.others.every((c) => c === false)).toBe(true);
  });

  it.each([
    ['Harborview Insurance Group', 'active'],
    ['Summit Ridge Agency', 'trialing'],
    ['Prairie Mutual Brokers', 'past_due'],
    ['Lakeside Partners', 'active'],
    ['Blue Ridge Risk Advisors', 'canceled'],
    ['Coastal Shield Insurance', 'unpaid'],
    ['Granite State Brokerage', 'incomplete'],
    ['Redwood Coverage Co.', 'paused'],
  ])('is false for everyone at %s (%s): it had a subscription or has complimentary access', async (name, status) => {
    const cta = await ctaOf(name);
    expect(cta.status).toBe(status);
    expect([cta.owner, ...cta.others].every((c) => c === false)).toBe(true);
  });

  it('comes back for the owner when complimentary access ends on an organization that never subscribed', async () => {
    const su = tokenOf('super@underwriter.test');
    const lakeside = db.orgs.find((o) => o.name === 'Lakeside Partners')!;
    expect((await call(`/orgs/${lakeside.id}`, { method: 'PATCH', token: su, json: { comped: false } })).status).toBe(200);
    expect(await ctaOf('Lakeside Partners')).toMatchObject({ owner: true, status: null });
  });
});
