import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { currentPath, renderApp, signInAs } from '../test/render-app';
import { forgetIdentity } from './providers/identity';

const landsOn = async (path: string) => waitFor(() => expect(currentPath()).toBe(path), { timeout: 5000 });

describe('the routes and their redirects', () => {
  it.each(['/', '/nowhere', '/home/extra', '/login/deeper'])('%s signed out → /login', async (url) => {
    forgetIdentity();
    const { screen } = renderApp(url);
    await landsOn('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/home', '/agent', '/admin', '/superadmin', '/team', '/billing', '/library'])('%s without a token → /login', async (url) => {
    forgetIdentity();
    renderApp(url);
    await landsOn('/login');
  });

  it.each([
    ['superadmin', '/superadmin'],
    ['admin', '/admin'],
    ['agent', '/home'],
    ['owner', '/home'],
  ] as const)('/login with a valid %s token → %s', async (as, to) => {
    forgetIdentity();
    renderApp('/login', { as });
    await landsOn(to);
  });

  it('an expired token on /home clears token, role and org_id and goes to /login', async () => {
    forgetIdentity();
    signInAs('agent', { expiresInSec: -10 });
    renderApp('/home');
    await landsOn('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('org_id')).toBeNull();
  });

  it.each([
    ['agent', '/admin', '/home'],
    ['owner', '/admin', '/home'],
    ['admin', '/admin', '/admin'],
    ['superadmin', '/admin', '/admin'],
    ['agent', '/superadmin', '/login'],
    ['admin', '/superadmin', '/login'],
    ['superadmin', '/superadmin', '/superadmin'],
    ['agent', '/team', '/home'],
    ['admin', '/billing', '/home'],
    ['owner', '/team', '/team'],
    ['owner', '/billing', '/billing'],
    ['agent', '/library', '/library'],
    ['pastDueOwner', '/library', '/home'],
    ['trialOwner', '/library', '/library'],
    ['agent', '/home', '/home'],
    ['agent', '/agent', '/agent'],
  ] as const)('%s on %s → %s', async (as, url, to) => {
    forgetIdentity();
    const { screen } = renderApp(url, { as });
    await landsOn(to);
    if (to === url) expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a 401 on the me call ends the session and goes to /login; the selections stay', async () => {
    forgetIdentity();
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ detail: 'Token revoked' }, { status: 401 })));
    renderApp('/team', { as: 'owner' });
    localStorage.setItem('selectedCompany', '{"company_id":"c1"}');
    localStorage.setItem('conversationId', 'conv_1');
    await landsOn('/login');
    for (const key of ['token', 'role', 'org_id', 'user', 'first_name']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('selectedCompany')).toBe('{"company_id":"c1"}');
    expect(localStorage.getItem('conversationId')).toBe('conv_1');
  });

  it('a visitor of /reset-password with a stale session keeps the reset link', async () => {
    forgetIdentity();
    signInAs('agent', { expiresInSec: -10 });
    localStorage.setItem('conversationId', 'conv_1');
    const { screen } = renderApp('/reset-password?token=reset-abc');
    expect(await screen.findByRole('button', { name: /reset/i })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(currentPath()).toBe('/reset-password');
    expect(window.location.search).toBe('?token=reset-abc');
    expect(localStorage.getItem('conversationId')).toBe('conv_1');
  });

  it('logs in through the form and lands by role', async () => {
    forgetIdentity();
    const { screen, user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await landsOn('/admin');
  });

  it('shows the server error on the login form and keeps what was typed', async () => {
    forgetIdentity();
    const { screen, user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'agent@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('agent@harborview.test');
    expect(currentPath()).toBe('/login');
  });

  it('logout clears the session and returns to /login', async () => {
    forgetIdentity();
    const { screen, user } = renderApp('/home', { as: 'agent' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await landsOn('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
