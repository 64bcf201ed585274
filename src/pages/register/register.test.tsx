import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { leaveApp } from '../../components/leave-app';

vi.mock('../../components/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => vi.mocked(leaveApp).mockReset());

async function open() {
  const app = renderApp('/register');
  await app.screen.findByRole('heading', { name: 'Create your account' });
  return app;
}

type App = Awaited<ReturnType<typeof open>>;

async function fill({ screen, user }: App, overrides: Record<string, string> = {}) {
  const v = {
    email: 'new.owner@brightpath.test',
    org: 'Brightpath Insurance',
    password: 'longenough1',
    confirm: 'longenough1',
    ...overrides,
  };
  await user.type(screen.getByLabelText('First name'), 'Riley');
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.org) await user.type(screen.getByLabelText('Company name'), v.org);
  await user.type(screen.getByLabelText('Phone'), '(555) 010-2000');
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('Confirm password'), v.confirm);
}

const submit = ({ screen, user }: App) => user.click(screen.getByRole('button', { name: 'Register Account' }));
const accept = ({ screen, user }: App) => user.click(screen.getByRole('checkbox', { name: /Terms and Agreement/ }));

describe('/register validation', () => {
  it('shows every required message on an empty submit', async () => {
    const app = await open();
    await submit(app);
    for (const text of [
      'Please enter your company name.',
      'Please enter your email.',
      'Password must be at least 8 characters.',
      'Please accept the terms to continue.',
    ]) {
      expect(await app.screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('checks the password length and the confirmation', async () => {
    const app = await open();
    await fill(app, { password: 'short', confirm: 'different' });
    await accept(app);
    await submit(app);
    expect(await app.screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(await app.screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('offers the 50 states plus DC', async () => {
    const app = await open();
    const states = within(app.screen.getByLabelText('State')).getAllByRole('option').slice(1);
    expect(states).toHaveLength(51);
    expect(states.map((o) => o.textContent)).toContain('District of Columbia');
  });
});

describe('/register success flow', () => {
  it('registers with blank optionals as null, saves the contact details, polls me, then goes to checkout', async () => {
    const bodies: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'GET')
        bodies[`${request.method} ${path}`] = await request
          .clone()
          .json()
          .catch(() => null);
    });
    const app = await open();
    await fill(app);
    await accept(app);
    await submit(app);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1));
    server.events.removeAllListeners();
    expect(vi.mocked(leaveApp).mock.calls[0][0]).toMatch(/^\/home\?session_id=/);
    expect(bodies['POST /api/auth/register']).toEqual({
      org_name: 'Brightpath Insurance',
      email: 'new.owner@brightpath.test',
      password: 'longenough1',
      first_name: 'Riley',
      last_name: null,
      phone: '(555) 010-2000',
      address1: null,
      address2: null,
      city: null,
      state: null,
      zipcode: null,
      website: null,
      heard: null,
    });
    expect(bodies['PATCH /api/team/org']).toEqual({
      contact_email: 'new.owner@brightpath.test',
      contact_phone: '(555) 010-2000',
      website: null,
    });
    expect(bodies['POST /api/billing/checkout']).toEqual({ price_id: 'price_demo_registration' });
    expect(localStorage.getItem('token')?.split('.')).toHaveLength(3);
    expect(db.users.some((u) => u.email === 'new.owner@brightpath.test')).toBe(true);
  });

  it('goes to /home with the message when no organization appears after 3 polls, 300 ms apart', async () => {
    const polls: number[] = [];
    server.use(
      http.get('*/api/auth/me', () => {
        polls.push(Date.now());
        return HttpResponse.json({ user_id: 99, email: 'x@y.test', role: 'agent', org_id: null });
      }),
    );
    const app = await open();
    await fill(app);
    await accept(app);
    await submit(app);
    expect(
      await app.screen.findByText(
        "Account created, but your organization isn't ready yet. You can start your trial from Billing after your first login.",
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(polls[2] - polls[0]).toBeGreaterThanOrEqual(550);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each([
    ['a checkout status error', { kind: 'status', status: 502 }, 'Unable to start billing (status 502).'],
    [
      'a checkout network error',
      { kind: 'network' },
      "Account created, but couldn't reach billing. You can start your trial from Billing later.",
    ],
  ] as const)('goes to /home with the message on %s', async (_n, fault, text) => {
    setFault('POST /billing/checkout', fault as never);
    const app = await open();
    await fill(app);
    await accept(app);
    await submit(app);
    expect(await app.screen.findByText(text)).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });
});

describe('/register errors', () => {
  it.each([
    ['the server detail', { kind: 'status', status: 400, body: { detail: 'Email already registered' } }, 'Email already registered'],
    ['Registration failed. for an empty body', { kind: 'status', status: 500 }, 'Registration failed.'],
    ['Registration failed. for a non-JSON body', { kind: 'status', status: 500, body: '<html>oops</html>' }, 'Registration failed.'],
    ['the network text', { kind: 'network' }, 'Network error. Please try again.'],
    [
      'the missing token text',
      { kind: 'status', status: 200, body: { role: 'agent', org_id: 1 } },
      'Missing auth token after registration.',
    ],
  ] as const)('shows %s and keeps what was typed', async (_n, fault, text) => {
    setFault('POST /auth/register', fault as never);
    const app = await open();
    await fill(app);
    await accept(app);
    await submit(app);
    expect(await app.screen.findByRole('alert')).toHaveTextContent(text);
    expect(app.screen.getByLabelText('Company name')).toHaveValue('Brightpath Insurance');
    expect(app.screen.getByLabelText('Password')).toHaveValue('longenough1');
    expect(currentPath()).toBe('/register');
  });

  it('reads Creating account… while working', async () => {
    setFault('POST /auth/register', { kind: 'delay', ms: 300 });
    const app = await open();
    await fill(app);
    await accept(app);
    await submit(app);
    expect(await app.screen.findByRole('button', { name: /Creating account…/ })).toBeInTheDocument();
    await waitFor(() => expect(leaveApp).toHaveBeenCalled());
  });
});
