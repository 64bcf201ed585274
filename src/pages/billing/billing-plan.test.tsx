import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { formatDate } from '../../components/format';
import { HARBORVIEW, PRAIRIE, openBilling, orgNamed } from './billing-test-kit';

const dateOfEnd = (orgName: string) => formatDate(orgNamed(orgName).billing.subscription!.current_period_end)!;

describe('/billing plan card, per state', () => {
  it('active: plan, status, seats, the price worked out, the next renewal, and the actions', async () => {
    const { plan } = await openBilling('owner');
    expect(within(plan).getByText('Pro')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    // Harborview has 5 active users: $99 for 4 + $25 for the 5th.
    expect(within(plan).getByText('per month').parentElement).toHaveTextContent('$124.00 per month');
    const price = within(plan).getByRole('table', { name: 'Monthly price' });
    expect(
      within(price)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Pro plan, up to 4 seats$99.00', '1 additional seat × $25.00$25.00', 'Total per month$124.00']);
    expect(within(plan).getByText('5 active seats (4 included)')).toBeInTheDocument();
    expect(within(plan).getByText('Next renewal').nextSibling).toHaveTextContent(dateOfEnd(HARBORVIEW));
    expect(within(plan).getByRole('button', { name: 'Update billing info' })).toBeEnabled();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    expect(within(plan).queryByRole('button', { name: 'Resume Subscription' })).not.toBeInTheDocument();
    expect(within(plan).queryByText('Access until')).not.toBeInTheDocument();
  });

  it('trialing: the days left and the end date, the price after the trial', async () => {
    const { plan } = await openBilling('trialOwner');
    expect(within(plan).getByText('Trialing')).toBeInTheDocument();
    const end = orgNamed('Summit Ridge Agency').billing.subscription!.current_period_end;
    const left = Math.ceil((end * 1000 - Date.now()) / 86_400_000);
    expect(within(plan).getByText('Trial ends').nextSibling).toHaveTextContent(`${formatDate(end)} (${left} days left)`);
    expect(within(plan).getByText('Per month after the trial').nextSibling).toHaveTextContent('$99.00');
    expect(within(plan).getByText('per month after the trial').parentElement).toHaveTextContent('$99.00 per month after the trial');
    expect(within(plan).getByText('2 active seats (4 included)')).toBeInTheDocument();
    expect(within(plan).queryByText('Next renewal')).not.toBeInTheDocument();
  });

  it('says "1 day left" on the last day of a trial', async () => {
    orgNamed('Summit Ridge Agency').billing.subscription!.current_period_end = Math.floor(Date.now() / 1000) + 3600;
    const { plan } = await openBilling('trialOwner');
    expect(within(plan).getByText(/\(1 day left\)$/)).toBeInTheDocument();
  });

  it('past due: a banner at the top with Update billing info, the status as a tag', async () => {
    const { screen, plan } = await openBilling('pastDueOwner');
    const banner = screen.getByText('Your payment is past due').closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent('The Library is closed for your organization until the open invoice is paid.');
    expect(within(banner).getByRole('button', { name: 'Update billing info' })).toBeEnabled();
    // The banner leads the page, before its heading.
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(plan).getByText('Past due')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('no banner when payment is not past due', async () => {
    const { screen } = await openBilling('owner');
    expect(screen.queryByText('Your payment is past due')).not.toBeInTheDocument();
  });

  it('cancel at period end: "Access until <date>" instead of the renewal, and Resume Subscription', async () => {
    orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end = true;
    const { plan } = await openBilling('owner');
    // The tag says when access ends, not a green "Active".
    expect(within(plan).getByText(`Access ends ${dateOfEnd(HARBORVIEW)}`)).toBeInTheDocument();
    expect(within(plan).queryByText('Active')).not.toBeInTheDocument();
    expect(within(plan).getByText('Access until').nextSibling).toHaveTextContent(dateOfEnd(HARBORVIEW));
    expect(
      within(plan).getByText(
        `Your subscription is canceled and ends on ${dateOfEnd(HARBORVIEW)}. Resume it to keep access after that date.`,
      ),
    ).toBeInTheDocument();
    expect(within(plan).queryByText('Next renewal')).not.toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('comped: complimentary, nothing to pay, cancel or open', async () => {
    const { plan } = await openBilling('compedOwner');
    expect(within(plan).getByText('Comped')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('Your organization has complimentary access: there is nothing to pay.')).toBeInTheDocument();
    expect(within(plan).getByText('3 active seats')).toBeInTheDocument();
    expect(within(plan).queryByText(/per month/)).not.toBeInTheDocument();
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
  });

  it('comped: an empty invoice history that says why, with no word of a trial', async () => {
    const { screen } = await openBilling('compedOwner');
    const empty = await screen.findByText(/^No invoices/);
    expect(empty).toHaveTextContent('No invoices: complimentary access has nothing to pay.');
    expect(screen.getByRole('main')).not.toHaveTextContent(/trial/i);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update billing info' })).not.toBeInTheDocument();
  });

  it('a 7-day trial has 7 days left on its first day, even when the server’s clock runs ahead', async () => {
    const sub = orgNamed('Summit Ridge Agency').billing.subscription!;
    sub.current_period_end = Math.floor(Date.now() / 1000) + 7 * 86_400 + 60;
    const { plan } = await openBilling('trialOwner');
    expect(within(plan).getByText('Trial ends').nextSibling).toHaveTextContent(`${formatDate(sub.current_period_end)} (7 days left)`);
  });

  it('ended: the status in words, when it ended, and the portal to renew', async () => {
    const org = orgNamed(PRAIRIE);
    org.billing.subscription!.status = 'canceled';
    org.subscription_status = 'canceled';
    const { plan, screen } = await openBilling('pastDueOwner');
    expect(within(plan).getByText('Canceled')).toBeInTheDocument();
    expect(within(plan).getByText('Ended').nextSibling).toHaveTextContent(dateOfEnd(PRAIRIE));
    expect(within(plan).getByRole('button', { name: 'Update billing info' })).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your payment is past due')).not.toBeInTheDocument();
  });

  it.each([
    ['unpaid', 'Unpaid'],
    ['incomplete', 'Incomplete'],
    ['paused', 'Paused'],
    ['on_hold_by_bank', 'on_hold_by_bank'],
  ])('shows the status %s as "%s"', async (status, words) => {
    const org = orgNamed(PRAIRIE);
    org.billing.subscription!.status = status;
    org.subscription_status = status;
    const { plan } = await openBilling('pastDueOwner');
    expect(within(plan).getByText(words)).toBeInTheDocument();
    expect(within(plan).getByText('Current period ends')).toBeInTheDocument();
  });

  it('an organization that never had a subscription: where to start the trial', async () => {
    const org = orgNamed(PRAIRIE);
    Object.assign(org, { plan: null, subscription_status: null });
    org.billing.subscription = null;
    db.invoices = db.invoices.filter((i) => i.org_id !== org.id);
    const { plan, screen } = await openBilling('pastDueOwner');
    expect(plan).toHaveTextContent('Your organization has no subscription yet. Start your 7 day free trial from the Home page.');
    expect(within(plan).getByRole('link', { name: 'Start your 7 day free trial' })).toHaveAttribute('href', '/home');
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText(/^No invoices yet\./)).toBeInTheDocument();
  });
});

describe('/billing access', () => {
  it.each(['agent', 'admin'] as const)('sends the %s, who is not the billing owner, to /home', async (as) => {
    const { screen } = renderApp('/billing', { as });
    await screen.findByRole('heading', { name: /^Welcome, / }, { timeout: 20_000 });
    expect(currentPath()).toBe('/home');
  });

  it('sends a visitor without a token to /login', async () => {
    const { screen } = renderApp('/billing');
    await screen.findByRole('button', { name: 'LOG IN' }, { timeout: 20_000 });
    expect(currentPath()).toBe('/login');
  });
});
