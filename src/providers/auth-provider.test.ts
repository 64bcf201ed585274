import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, setFault } from '../../mocks/node';
import { signInAs } from '../../test/render-app';
import { ApiError, NetworkError } from '../api';
import { authProvider, homeFor } from './auth-provider';
import { forgetIdentity } from './identity';

const login = (email: string, password = 'demo1234') => authProvider.login({ email, password });
const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');

describe('authProvider.login', () => {
  it.each([
    ['super@underwriter.test', 'superadmin', '/superadmin'],
    ['admin@harborview.test', 'admin', '/admin'],
    ['agent@harborview.test', 'agent', '/home'],
    ['owner@harborview.test', 'agent', '/home'],
  ])('%s: stores token, role and org_id, then goes to %s', async (email, role, to) => {
    const res = await login(email);
    expect(res).toEqual({ success: true, redirectTo: to });
    expect(localStorage.getItem('token')?.split('.')).toHaveLength(3);
    expect(localStorage.getItem('role')).toBe(role);
    expect(localStorage.getItem('org_id')).toMatch(/^\d+$/);
  });

  it('sends a form body with username = the email', async () => {
    let seen = '';
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        seen = `${request.headers.get('content-type')} ${await request.text()}`;
        return HttpResponse.json({ access_token: 'a.b.c', role: null, org_id: 2 });
      }),
    );
    expect(await login('x@y.test', 'pw pw')).toEqual({ success: true, redirectTo: '/home' });
    expect(seen).toBe('application/x-www-form-urlencoded username=x%40y.test&password=pw+pw');
    expect(localStorage.getItem('role')).toBe('agent');
  });

  it.each([
    ['the server detail', { kind: 'status', status: 400, body: { detail: 'Incorrect email or password' } }, 'Incorrect email or password'],
    [
      'a detail list joined by comma',
      {
        kind: 'status',
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'username'], msg: 'Field required', type: 'missing' },
            { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
          ],
        },
      },
      'Field required, Field required',
    ],
    ['the error field', { kind: 'status', status: 403, body: { error: 'Account is disabled' } }, 'Account is disabled'],
    ['Login failed for an empty body', { kind: 'status', status: 500 }, 'Login failed'],
    ['Login failed for a non-JSON body', { kind: 'status', status: 502, body: '<html>Bad gateway</html>' }, 'Login failed'],
    ['Login failed for a 200 without a token', { kind: 'malformed' }, 'Login failed'],
    ['the network text for a network failure', { kind: 'network' }, 'Server error. Please try again.'],
  ] as const)('shows %s', async (_name, fault, message) => {
    setFault('POST /auth/login', fault as never);
    const res = await login('agent@harborview.test');
    expect(res).toMatchObject({ success: false, error: { message } });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses a wrong password with the mock server words', async () => {
    const res = await login('agent@harborview.test', 'wrong-password');
    expect(res.success).toBe(false);
    expect(res.error?.message).not.toBe('');
  });
});

describe('authProvider.logout', () => {
  it('clears every storage key of the product and nothing else', async () => {
    const keys = [
      'token',
      'user',
      'first_name',
      'role',
      'org_id',
      'conversationId',
      'selectedCompany',
      'library.selectedCompany',
      'docs_link_name_c1',
      'docs_link_name_c2',
    ];
    keys.forEach((k) => localStorage.setItem(k, 'x'));
    localStorage.setItem('login.rememberedEmail', 'a@b.test');
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/login' });
    keys.forEach((k) => expect(localStorage.getItem(k), k).toBeNull());
    expect(localStorage.getItem('login.rememberedEmail')).toBe('a@b.test');
  });
});

describe('authProvider.check', () => {
  it('accepts a token with three parts whose exp has not passed', async () => {
    signInAs('agent');
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it.each([
    ['an expired token', () => signInAs('agent', { expiresInSec: -5 })],
    ['a token with two parts', () => localStorage.setItem('token', 'a.b')],
    ['no token', () => undefined],
  ])('sends %s to /login, clearing token, role and org_id', async (_name, arrange) => {
    arrange();
    localStorage.setItem('role', 'admin');
    localStorage.setItem('org_id', '1');
    localStorage.setItem('selectedCompany', '{"company_id":"c1"}');
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/login' });
    ['token', 'role', 'org_id'].forEach((k) => expect(localStorage.getItem(k)).toBeNull());
    expect(localStorage.getItem('selectedCompany')).not.toBeNull();
  });

  it('reads exp as seconds', async () => {
    const exp = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem('token', `${b64url({ alg: 'none' })}.${b64url({ exp })}.s`);
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });
});

describe('authProvider identity and permissions', () => {
  it('getIdentity answers GET /auth/me', async () => {
    signInAs('owner');
    forgetIdentity();
    const me = await authProvider.getIdentity!();
    expect(me).toMatchObject({ email: 'owner@harborview.test', role: 'agent', is_billing_owner: true });
  });

  it('getPermissions: the role plus the billing owner flag', async () => {
    signInAs('owner');
    forgetIdentity();
    expect(await authProvider.getPermissions!()).toEqual({ role: 'agent', isBillingOwner: true });
    signInAs('admin');
    forgetIdentity();
    expect(await authProvider.getPermissions!()).toEqual({ role: 'admin', isBillingOwner: false });
  });

  it('counts billing_owner_user_id == user_id as the billing owner', async () => {
    localStorage.setItem('token', 'a.b.c');
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ user_id: 12, role: 'agent', is_billing_owner: false, billing_owner_user_id: 12 }),
      ),
    );
    forgetIdentity();
    expect(await authProvider.getPermissions!()).toEqual({ role: 'agent', isBillingOwner: true });
  });

  it('a failing me call only warns and keeps the stored role', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs('admin');
    forgetIdentity();
    setFault('GET /auth/me', { kind: 'status', status: 500 });
    expect(await authProvider.getIdentity!()).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(await authProvider.getPermissions!()).toEqual({ role: 'admin', isBillingOwner: false });
    warn.mockRestore();
  });
});

describe('authProvider.onError', () => {
  it('leaves a 401 to the HTTP layer (one path: session-effects), and never logs out on other errors', async () => {
    expect(await authProvider.onError(new ApiError(401, 'Not authenticated', {}))).toEqual({});
    expect(await authProvider.onError(new ApiError(403, 'Not allowed', {}))).toEqual({});
    expect(await authProvider.onError(new NetworkError())).toEqual({});
    expect(await authProvider.onError({ statusCode: 500 })).toEqual({});
  });
});

it('homeFor routes by role, default agent', () => {
  expect([homeFor('superadmin'), homeFor('admin'), homeFor('agent'), homeFor(null)]).toEqual(['/superadmin', '/admin', '/home', '/home']);
});
