import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, setFault, type Fault } from '../../../mocks/node';
import { currentPath, renderApp, signInAs, type As } from '../../../test/render-app';
import { leaveApp } from '../../components/leave-app';
import { authProvider } from '../../providers/auth-provider';
import { forgetIdentity } from '../../providers/identity';

vi.mock('../../components/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => {
  vi.mocked(leaveApp).mockReset();
  vi.restoreAllMocks();
});

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
    expect(within(contacts).getAllByRole('link').map((a) => a.getAttribute('href')?.split(':')[0])).toEqual(
      expect.arrayContaining(['mailto', 'tel']),
    );
  });

  it('shows Not-Activated and the initials when there is no logo', async () => {
    const { screen } = await open('pastDueOwner');
    expect(screen.getByText('Not-Activated')).toBeInTheDocument();
    expect(screen.queryByText('PRO')).not.toBeInTheDocument();
    expect(screen.getByText('PM')).toBeInTheDocument();
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

  it('starts the trial through checkout with the trial price id', async () => {
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: 'Start your 7 day free trial' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(expect.stringMatching(/^\/home\?session_id=/)));
  });

  it.each([
    ['the server text', { kind: 'status', status: 403, body: { detail: 'Only the billing owner can start a trial' } }, 'Only the billing owner can start a trial'],
    ['Unable to start trial. for an empty body', { kind: 'status', status: 500 }, 'Unable to start trial.'],
    ['Unable to start trial. for a body without url', { kind: 'status', status: 200, body: { nope: true } }, 'Unable to start trial.'],
    ['the network text', { kind: 'network' }, 'Network error starting trial.'],
  ] as const)('shows %s when the trial cannot start', async (_n, fault, text) => {
    setFault('POST /billing/checkout', fault as never);
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

  it('explains why the library is closed otherwise', async () => {
    const { screen, user } = await open('pastDueOwner');
    await user.click(screen.getByRole('button', { name: /Library/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your organization is not active yet. Start your free trial to access the Library.');
    expect(currentPath()).toBe('/home');
  });
});

describe('/home billing return (spec §4)', () => {
  it('with session_id refreshes billing, reloads the user (PRO) and drops the query string', async () => {
    const token = signInAs('pastDueOwner');
    const res = await fetch(new URL('/api/billing/checkout', window.location.origin), {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ price_id: 'price_demo_trial' }),
    });
    const { url } = (await res.json()) as { url: string };
    forgetIdentity();
    const { screen } = renderApp(url);
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

describe('/home with odd /auth/me answers (decisions.md: never a crash)', () => {
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
        user_id: 7, email: 42, first_name: ['x'], org_name: 1234, org_contact_phone: 5551234567,
        org_website: { href: 'x' }, logo_url: 9, subscription_status: 'active', role: 'agent',
      },
    });
    const { screen } = await open('agent');
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5551234567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Agent');
  });
});
