import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, issueToken, server, setFault, type Fault } from '../../../mocks/node';
import { currentPath, renderApp, signInAs, type As } from '../../../test/render-app';
import { saveLogin } from '../../api';
import { formatDate } from '../../components/format';
import { leaveApp } from '../../components/leave-app';
import { authProvider } from '../../providers/auth-provider';
import { forgetIdentity } from '../../providers/identity';

/** What the mock's me call answers for a seeded user, read before a handler overrides it. */
async function meOf(as: As): Promise<Record<string, unknown>> {
  const token = signInAs(as);
  const res = await fetch(new URL('/api/auth/me', window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as Record<string, unknown>;
}

vi.mock('../../components/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => {
  server.events.removeAllListeners();
  vi.mocked(leaveApp).mockReset();
  vi.restoreAllMocks();
});

/** A never-subscribed owner's trial checkout, and the app opened where the payment page sends them back. */
async function backFromTrialCheckout() {
  neverSubscribed();
  const token = signInAs('pastDueOwner');
  const res = await fetch(new URL('/api/billing/checkout', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ price_id: 'price_demo_trial' }),
  });
  const { url } = (await res.json()) as { url: string };
  forgetIdentity();
  return renderApp(url);
}

/** Counts the GET /billing/subscription calls from now on. */
function recordSubscriptionReads() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/billing/subscription')) calls.count += 1;
  });
  return calls;
}

/** Prairie Mutual as an organization that has never had a subscription (the trial is for those). */
function neverSubscribed() {
  const org = db.orgs.find((o) => o.name === 'Prairie Mutual Brokers')!;
  Object.assign(org, { plan: null, subscription_status: null });
  org.billing.subscription = null;
}

async function open(as: As, url = '/home') {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findByRole('heading', { name: /^Welcome, / });
  return app;
}

describe('/home profile card', () => {
  it('greets the owner of an active organization with PRO and contact links', async () => {
    const { screen } = await open('owner');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Welcome, \S+/);
    expect(screen.getByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    const contacts = screen.getByRole('list', { name: 'Contact' });
    expect(
      within(contacts)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')?.split(':')[0]),
    ).toEqual(expect.arrayContaining(['mailto', 'tel']));
  });

  it('shows Not-Activated and the initials when there is no logo', async () => {
    const { screen } = await open('pastDueOwner');
    expect(screen.getByText('Not-Activated')).toBeInTheDocument();
    expect(screen.queryByText('PRO')).not.toBeInTheDocument();
    expect(screen.getByText('PM')).toBeInTheDocument();
  });
});

describe('/home when the me call fails (a warning only)', () => {
  it('keeps the last known user from the stored sign-in info: name, organization and status', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs('owner');
    localStorage.setItem(
      'user',
      JSON.stringify({ first_name: 'Margaret', org_name: 'Harborview Insurance Group', subscription_status: 'active' }),
    );
    localStorage.setItem('first_name', 'Margaret');
    setFault('GET /auth/me', { kind: 'status', status: 500 });
    forgetIdentity();
    const { screen } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Margaret' })).toBeInTheDocument();
    expect(screen.getByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('takes given_name, name or preferred_username from the stored sign-in info before the defaults', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs('agent');
    localStorage.setItem('user', JSON.stringify({ given_name: 'Gia', email: 'g@x.test' }));
    setFault('GET /auth/me', { kind: 'network' });
    forgetIdentity();
    const { screen } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Gia' })).toBeInTheDocument();
  });
});

describe('/home standing, told plainly', () => {
  it('tells a trialing owner the days left and the end date', async () => {
    const { screen } = await open('trialOwner');
    expect(await screen.findByText(/^Free trial: \d+ days? left \(ends .+\)\.$/)).toBeInTheDocument();
  });

  it('sends a past-due owner to billing to update payment', async () => {
    const { screen } = await open('pastDueOwner');
    expect(await screen.findByRole('link', { name: 'Update payment' })).toHaveAttribute('href', '/billing');
  });

  it('shows an admin the admin console tile, a superadmin both consoles', async () => {
    const admin = await open('admin');
    expect(admin.screen.getByRole('button', { name: /Admin console/ })).toBeInTheDocument();
    expect(admin.screen.queryByRole('button', { name: /Superadmin console/ })).not.toBeInTheDocument();
    admin.unmount();
    const superadmin = await open('superadmin');
    await superadmin.user.click(superadmin.screen.getByRole('button', { name: /Superadmin console/ }));
    await waitFor(() => expect(currentPath()).toBe('/superadmin'));
  });
});

describe('/home toolbar', () => {
  it('gives the billing owner a menu to Billing and Team', async () => {
    const { screen, user } = await open('owner');
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    expect(await screen.findByText('Team & Profile')).toBeInTheDocument();
    await user.click(screen.getByText('Billing (Invoices & Plan)'));
    await waitFor(() => expect(currentPath()).toBe('/billing'));
  });

  it('gives other users their name without a menu, and no trial button when active', async () => {
    const { screen } = await open('agent');
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start your 7 day free trial' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers a past-due owner no trial (payment is fixed on /billing)', async () => {
    const { screen } = await open('pastDueOwner');
    expect(screen.getByText('Not-Activated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start your 7 day free trial' })).not.toBeInTheDocument();
  });

  it('follows show_billing_cta when the me call carries it, true or false', async () => {
    const owner = await meOf('owner');
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...owner, show_billing_cta: true })));
    const shown = await open('owner');
    expect(shown.screen.getByRole('button', { name: 'Start your 7 day free trial' })).toBeInTheDocument();
    shown.unmount();
    neverSubscribed();
    server.resetHandlers();
    const pastDue = await meOf('pastDueOwner');
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...pastDue, show_billing_cta: false })));
    const hidden = await open('pastDueOwner');
    expect(hidden.screen.getByText('Not-Activated')).toBeInTheDocument();
    expect(hidden.screen.queryByRole('button', { name: 'Start your 7 day free trial' })).not.toBeInTheDocument();
  });

  it.each([
    ['canceled', false],
    ['past_due', false],
    ['unpaid', false],
    ['active', false],
    [null, true],
  ])('without show_billing_cta, offers the trial only to an organization that never had one (status %s: %s)', async (status, shown) => {
    const me = await meOf('pastDueOwner');
    delete me.show_billing_cta;
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...me, subscription_status: status })));
    const { screen } = await open('pastDueOwner');
    expect(!!screen.queryByRole('button', { name: 'Start your 7 day free trial' })).toBe(shown);
  });

  it('leads a past-due owner’s menu with Update payment, to /billing', async () => {
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Update payment', 'Billing (Invoices & Plan)', 'Team & Profile']);
    await user.click(items[0]);
    await waitFor(() => expect(currentPath()).toBe('/billing'));
  });

  it('gives an owner whose payment is in order no Update payment item', async () => {
    const { screen, user } = await open('owner');
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await screen.findByText('Team & Profile');
    expect(screen.queryByText('Update payment')).not.toBeInTheDocument();
  });

  it('starts the trial through checkout with the trial price id', async () => {
    neverSubscribed();
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: 'Start your 7 day free trial' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(expect.stringMatching(/^\/home\?session_id=/)));
  });

  it('sends one checkout for a double click on the trial button', async () => {
    neverSubscribed();
    setFault('POST /billing/checkout', { kind: 'delay', ms: 200 });
    let checkouts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/billing/checkout')) checkouts += 1;
    });
    const { screen, user } = await open('pastDueOwner');
    const button = screen.getByRole('button', { name: 'Start your 7 day free trial' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1));
    server.events.removeAllListeners();
    expect(checkouts).toBe(1);
  });

  it('shows the 409 of a second checkout (no second trial) as the server words it', async () => {
    const me = await meOf('pastDueOwner');
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...me, show_billing_cta: true })));
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: 'Start your 7 day free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organization already has a subscription. Update payment on the Billing page instead of starting a new trial.',
    );
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server text',
      { kind: 'status', status: 403, body: { detail: 'Only the billing owner can start a trial' } },
      'Only the billing owner can start a trial',
    ],
    ['Unable to start trial. for an empty body', { kind: 'status', status: 500 }, 'Unable to start trial.'],
    ['Unable to start trial. for a body without url', { kind: 'status', status: 200, body: { nope: true } }, 'Unable to start trial.'],
    ['the network text', { kind: 'network' }, 'Network error starting trial.'],
  ] as const)('shows %s when the trial cannot start', async (_n, fault, text) => {
    setFault('POST /billing/checkout', fault as never);
    neverSubscribed();
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: 'Start your 7 day free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(leaveApp).not.toHaveBeenCalled();
  });
});

describe('/home tiles', () => {
  it('opens the assistant', async () => {
    const { screen, user } = await open('agent');
    await user.click(screen.getByRole('button', { name: /Underwriter Assistant/ }));
    await waitFor(() => expect(currentPath()).toBe('/agent'));
  });

  it('opens the library when active or trialing', async () => {
    const { screen, user } = await open('trialOwner');
    await user.click(screen.getByRole('button', { name: /Library/ }));
    await waitFor(() => expect(currentPath()).toBe('/library'));
  });

  it('explains, in the spec’s words, why the library is closed to an organization that is not active yet', async () => {
    neverSubscribed();
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: /Library/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your organization is not active yet. Start your free trial to access the Library.',
    );
    expect(currentPath()).toBe('/home');
  });

  it('tells a past-due owner the library is closed until payment, with Update payment, never a trial', async () => {
    const { screen, user } = await open('pastDueOwner');
    const tile = screen.getByRole('button', { name: /Library/ });
    expect(tile).toHaveTextContent('Closed until payment');
    await user.click(tile);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment is past due: the Library is closed until it is paid.');
    await user.click(within(alert).getByRole('link', { name: 'Update payment' }));
    await waitFor(() => expect(currentPath()).toBe('/billing'));
  });

  it('never offers a past-due organization a trial: not on the tile, the line, the toolbar or the menu', async () => {
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: /Library/ }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await screen.findAllByRole('menuitem');
    expect(document.body).not.toHaveTextContent(/free trial/i);
  });

  it('tells an agent of a past-due organization the same, without the owner’s link', async () => {
    const agent = db.users.find((u) => u.email === 'agent@prairiemutual.test')!;
    forgetIdentity();
    saveLogin(issueToken(agent), agent.role, agent.org_id);
    const { screen, user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: /Library/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment is past due: the Library is closed until it is paid.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('/home tells each standing as /billing does', () => {
  const line = (screen: Awaited<ReturnType<typeof open>>['screen']) => screen.getByRole('status');

  it('comped: complimentary access, PRO, and no Manage billing with nothing to manage', async () => {
    const calls = recordSubscriptionReads();
    const { screen } = await open('compedOwner');
    await waitFor(() => expect(calls.count).toBe(1));
    await waitFor(() => expect(line(screen)).toHaveTextContent('Your organization has complimentary access.'));
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(within(line(screen)).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('cancel at period end: when access ends, and Resume subscription (not a plain "active")', async () => {
    const sub = db.orgs.find((o) => o.name === 'Harborview Insurance Group')!.billing.subscription!;
    sub.cancel_at_period_end = true;
    const { screen } = await open('owner');
    const ends = formatDate(sub.current_period_end);
    await waitFor(() => expect(line(screen)).toHaveTextContent(`Your subscription ends on ${ends}. The Library stays open until then.`));
    expect(within(line(screen)).getByRole('link', { name: 'Resume subscription' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByText('Your subscription is active.')).not.toBeInTheDocument();
  });

  it('a 7-day trial has 7 days left on its first day, even when the server’s clock runs ahead', async () => {
    const sub = db.orgs.find((o) => o.name === 'Summit Ridge Agency')!.billing.subscription!;
    sub.current_period_end = Math.floor(Date.now() / 1000) + 7 * 86_400 + 60;
    const { screen } = await open('trialOwner');
    expect(await screen.findByText(`Free trial: 7 days left (ends ${formatDate(sub.current_period_end)}).`)).toBeInTheDocument();
  });

  it('a trial started from /home reads 7 days left on its return', async () => {
    const { screen } = await backFromTrialCheckout();
    expect(await screen.findByText(/^Free trial: 7 days left \(ends .+\)\.$/)).toBeInTheDocument();
  });
});

describe('/home while the user loads', () => {
  it('holds the profile card’s and the status line’s places, and shows the tiles at once', async () => {
    setFault('GET /auth/me', { kind: 'delay', ms: 400 });
    forgetIdentity();
    const { screen } = renderApp('/home', { as: 'owner' });
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Workspaces' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
  });
});

describe('/home billing return', () => {
  it('with session_id refreshes billing, reloads the user (PRO) and drops the query string', async () => {
    const { screen } = await backFromTrialCheckout();
    expect(await screen.findByText('PRO')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(currentPath()).toBe('/home');
  });

  it('handles the return once: the page is not swapped for a loading screen and back', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/auth/me') || path.endsWith('/billing/refresh')) calls.push(`${request.method} ${path.replace(/^\/api/, '')}`);
    });
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const now = document.body.textContent?.includes('Loading…') ? 'loading' : 'page';
      if (seen[seen.length - 1] !== now) seen.push(now);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    // A session check that takes a moment, as on a busy machine: the reload re-runs it.
    const check = authProvider.check.bind(authProvider);
    vi.spyOn(authProvider, 'check').mockImplementation(async (p) => {
      await new Promise((r) => setTimeout(r, 50));
      return check(p);
    });
    const { screen } = await open('owner', '/home?session_id=cs_test_once');
    await waitFor(() => expect(window.location.search).toBe(''));
    await new Promise((r) => setTimeout(r, 300));
    watch.disconnect();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /billing/refresh')).toHaveLength(1);
    // Loading once while the page's code arrives, then the page for good.
    expect(seen.join(' → ')).toBe('loading → page');
  });

  it.each(['success', 'cancel', 'return'])('?billing=%s reloads the user and drops the query string', async (value) => {
    const { screen } = await open('owner', `/home?billing=${value}`);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByText('PRO')).toBeInTheDocument();
  });
});

describe('/home with odd /auth/me answers (never a crash)', () => {
  it.each<[string, Fault]>([
    ['a 500', { kind: 'status', status: 500 }],
    ['a non-JSON body', { kind: 'status', status: 200, body: '<html>oops</html>' }],
    ['a bare string', { kind: 'status', status: 200, body: 'hello' }],
  ])('still shows the dashboard on %s', async (_name, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /auth/me', fault);
    const { screen } = await open('agent');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Agent');
    expect(screen.getByText('AG')).toBeInTheDocument();
    expect(screen.getByText('Not-Activated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Underwriter Assistant/ })).toBeInTheDocument();
  });

  it('shows fields of the wrong type as text, or not at all', async () => {
    setFault('GET /auth/me', {
      kind: 'status',
      status: 200,
      body: {
        user_id: 7,
        email: 42,
        first_name: ['x'],
        org_name: 1234,
        org_contact_phone: 5551234567,
        org_website: { href: 'x' },
        logo_url: 9,
        subscription_status: 'active',
        role: 'agent',
      },
    });
    const { screen } = await open('agent');
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5551234567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Agent');
  });
});
