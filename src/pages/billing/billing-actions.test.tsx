import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, setFault, type Fault } from '../../../mocks/node';
import { leaveApp } from '../../components/leave-app';
import { HARBORVIEW, openBilling, orgNamed, recordCalls } from './billing-test-kit';

// Buttons are found by how their names end: after a request antd's spinner icon ("loading") stays
// in their name under jsdom, which never ends its leave motion.
vi.mock('../../components/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => vi.mocked(leaveApp).mockReset());

describe('Update billing info (POST /billing/portal)', () => {
  it('goes to the portal url the server answers, asking for a fresh one on every click', async () => {
    const calls = recordCalls();
    const { plan, user } = await openBilling('owner');
    const button = within(plan).getByRole('button', { name: /Update billing info$/ });
    await user.click(button);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1));
    const first = vi.mocked(leaveApp).mock.calls[0][0];
    expect(first).toMatch(new RegExp(`^${window.location.origin}/mock-portal/bps_`));
    // Still busy while the browser leaves: no second session is opened from this click.
    expect(button).toBeDisabled();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(2));
    expect(vi.mocked(leaveApp).mock.calls[1][0]).not.toBe(first);
    expect(calls.filter((c) => c === 'POST /billing/portal')).toHaveLength(2);
  });

  it('sends one request for a double click, and disables the other actions meanwhile', async () => {
    server.use(
      http.post('*/api/billing/portal', async () => {
        await delay(300);
        return HttpResponse.json({ url: '/billing?billing=return' });
      }),
    );
    const calls = recordCalls();
    const { plan, user } = await openBilling('owner');
    const button = within(plan).getByRole('button', { name: /Update billing info$/ });
    await user.dblClick(button);
    expect(within(plan).getByRole('button', { name: /Cancel subscription$/ })).toBeDisabled();
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`${window.location.origin}/billing?billing=return`));
    expect(calls.filter((c) => c === 'POST /billing/portal')).toHaveLength(1);
  });

  it.each<[string, Fault, string]>([
    ['HTTP N for an error without a body', { kind: 'status', status: 502 }, 'HTTP 502 opening portal'],
    ['HTTP N for a non-JSON error', { kind: 'status', status: 500, body: '<html>Bad gateway</html>' }, 'HTTP 500 opening portal'],
    [
      'the server’s detail',
      { kind: 'status', status: 400, body: { detail: 'No billing account yet. Start your trial first.' } },
      'No billing account yet. Start your trial first.',
    ],
    ['the server’s error', { kind: 'status', status: 503, body: { error: 'Portal is down' } }, 'Portal is down'],
    ['the fallback when the network fails', { kind: 'network' }, 'Could not open billing portal.'],
    ['the fallback for a 2xx without a url', { kind: 'status', status: 200, body: { nope: true } }, 'Could not open billing portal.'],
    ['the fallback for a 2xx that is not JSON', { kind: 'status', status: 200, body: '<html>ok</html>' }, 'Could not open billing portal.'],
    [
      'the fallback for a url that is not http(s)',
      { kind: 'status', status: 200, body: { url: 'javascript:alert(1)' } },
      'Could not open billing portal.',
    ],
  ])('shows %s', async (_name, fault, text) => {
    setFault('POST /billing/portal', fault);
    const { screen, plan, user } = await openBilling('owner');
    await user.click(within(plan).getByRole('button', { name: /Update billing info$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(leaveApp).not.toHaveBeenCalled();
    // The button is free again, and the next click asks again.
    expect(within(plan).getByRole('button', { name: /Update billing info$/ })).toBeEnabled();
  });

  it('opens the portal from the past-due banner too', async () => {
    const { screen, user } = await openBilling('pastDueOwner');
    const banner = screen.getByText('Your payment is past due').closest('[role="alert"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: /Update billing info$/ }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(expect.stringMatching(/\/mock-portal\/bps_/)));
  });
});

describe('Cancel subscription and Resume Subscription', () => {
  it('confirms with the date access ends, cancels at period end, then resumes', async () => {
    const calls = recordCalls();
    const { screen, plan, user } = await openBilling('owner');
    const until = within(plan).getByText('Next renewal').nextSibling!.textContent!;
    await user.click(within(plan).getByRole('button', { name: /Cancel subscription$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel your subscription?');
    expect(dialog).toHaveTextContent(`Your organization keeps access until ${until}.`);
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls).not.toContain('POST /billing/cancel');

    await user.click(within(plan).getByRole('button', { name: /Cancel subscription$/ }));
    const second = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(second).getByRole('button', { name: /Cancel subscription$/ }));
    expect(await within(plan).findByText('Access until')).toBeInTheDocument();
    expect(within(plan).getByText('Access until').nextSibling).toHaveTextContent(until);
    expect(orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end).toBe(true);
    expect(calls.filter((c) => c === 'POST /billing/cancel')).toHaveLength(1);

    await user.click(within(plan).getByRole('button', { name: /Resume Subscription$/ }));
    expect(await within(plan).findByRole('button', { name: /Cancel subscription$/ })).toBeEnabled();
    expect(within(plan).getByText('Next renewal')).toBeInTheDocument();
    expect(orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end).toBe(false);
    expect(calls.filter((c) => c === 'POST /billing/resume')).toHaveLength(1);
  });

  it('keeps Resume disabled while its request is on its way: a double click resumes once', async () => {
    orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end = true;
    setFault('POST /billing/resume', { kind: 'delay', ms: 300 });
    const calls = recordCalls();
    const { plan, user } = await openBilling('owner');
    const resume = within(plan).getByRole('button', { name: /Resume Subscription$/ });
    await user.dblClick(resume);
    expect(resume).toBeDisabled();
    expect(within(plan).getByRole('button', { name: /Update billing info$/ })).toBeDisabled();
    expect(await within(plan).findByRole('button', { name: /Cancel subscription$/ })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /billing/resume')).toHaveLength(1);
  });

  it('treats an empty 2xx as done (the success bodies say nothing) and reads the new state', async () => {
    server.use(
      http.post('*/api/billing/cancel', () => {
        orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { screen, plan, user } = await openBilling('owner');
    await user.click(within(plan).getByRole('button', { name: /Cancel subscription$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cancel subscription$/ }));
    expect(await within(plan).findByRole('button', { name: /Resume Subscription$/ })).toBeInTheDocument();
    expect(screen.queryByText('Cancel failed.')).not.toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    ['Cancel failed. for an error without a body', { kind: 'status', status: 500 }, 'Cancel failed.'],
    ['Cancel failed. for a 2xx that is not JSON', { kind: 'status', status: 200, body: '<html>oops</html>' }, 'Cancel failed.'],
    ['Cancel failed. when the network fails', { kind: 'network' }, 'Cancel failed.'],
    [
      'the server’s detail',
      { kind: 'status', status: 400, body: { detail: 'No active subscription to cancel.' } },
      'No active subscription to cancel.',
    ],
  ])('shows %s, and nothing changes', async (_name, fault, text) => {
    setFault('POST /billing/cancel', fault);
    const { screen, plan, user } = await openBilling('owner');
    await user.click(within(plan).getByRole('button', { name: /Cancel subscription$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cancel subscription$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(within(plan).getByRole('button', { name: /Cancel subscription$/ })).toBeEnabled();
    expect(within(plan).queryByText('Access until')).not.toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    ['Resume failed. for an error without a body', { kind: 'status', status: 500 }, 'Resume failed.'],
    ['Resume failed. for a 2xx that is not JSON', { kind: 'status', status: 200, body: 'done' }, 'Resume failed.'],
    ['Resume failed. when the network fails', { kind: 'network' }, 'Resume failed.'],
    ['the server’s error', { kind: 'status', status: 409, body: { error: 'Already resumed' } }, 'Already resumed'],
  ])('shows %s', async (_name, fault, text) => {
    orgNamed(HARBORVIEW).billing.subscription!.cancel_at_period_end = true;
    setFault('POST /billing/resume', fault);
    const { screen, plan, user } = await openBilling('owner');
    await user.click(within(plan).getByRole('button', { name: /Resume Subscription$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(within(plan).getByRole('button', { name: /Resume Subscription$/ })).toBeEnabled();
  });
});
