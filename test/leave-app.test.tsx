// Hardening round 3, #5: the app leaves only for http(s) URLs a server answered. The trial
// button's and registration's checkout URL are checked as the portal's is (one check,
// navigableUrl): `javascript:`, `data:` and other schemes are never navigated to.
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '../mocks/node';
import { leaveApp } from '../src/components/leave-app';
import { forgetIdentity } from '../src/providers/identity';
import { currentPath, renderApp } from './render-app';

vi.mock('../src/components/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => vi.mocked(leaveApp).mockReset());

const HOSTILE = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];
const answerUrl = (path: string, url: string) => server.use(http.post(`*/api${path}`, () => HttpResponse.json({ url })));

describe('#5 navigation only to http(s)', () => {
  it.each(HOSTILE)('the trial button does not follow a checkout url of %j', async (url) => {
    const org = db.orgs.find((o) => o.name === 'Prairie Mutual Brokers')!;
    Object.assign(org, { plan: null, subscription_status: null });
    org.billing.subscription = null;
    answerUrl('/billing/checkout', url);
    forgetIdentity();
    const { screen, user } = renderApp('/home', { as: 'pastDueOwner' });
    await user.click(await screen.findByRole('button', { name: 'Start your 7 day free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to start trial.');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each(HOSTILE.slice(0, 3))('registration does not follow a checkout url of %j', async (url) => {
    answerUrl('/billing/checkout', url);
    const { screen, user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(screen.getByLabelText('Email'), 'new.owner@brightpath.test');
    await user.type(screen.getByLabelText('Company name'), 'Brightpath Insurance');
    await user.type(screen.getByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm password'), 'longenough1');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Unable to start billing (status 200).')).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each(HOSTILE.slice(0, 3))('Update billing info does not follow a portal url of %j', async (url) => {
    answerUrl('/billing/portal', url);
    const { screen, user } = renderApp('/billing', { as: 'owner' });
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await user.click(await within(plan).findByRole('button', { name: /Update billing info$/ }));
    expect(await screen.findByText('Could not open billing portal.')).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('a path or an http(s) URL is followed as answered', async () => {
    answerUrl('/billing/checkout', 'https://checkout.example/c/pay/cs_test_1');
    const org = db.orgs.find((o) => o.name === 'Prairie Mutual Brokers')!;
    Object.assign(org, { plan: null, subscription_status: null });
    org.billing.subscription = null;
    forgetIdentity();
    const { screen, user } = renderApp('/home', { as: 'pastDueOwner' });
    await user.click(await screen.findByRole('button', { name: 'Start your 7 day free trial' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://checkout.example/c/pay/cs_test_1'));
  });
});
