// On the signed-out pages: a double click sends one call, a 200 that is not JSON is
// no sign-in and no reset, and every input carries the server's limit.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server, setFault } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

/** The number of calls to `path` (below the API base), counted as the page makes them. */
function count(path: string): () => number {
  let n = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) n += 1;
  });
  return () => n;
}

async function open(url: string, heading: string) {
  forgetIdentity();
  const app = renderApp(url);
  await app.screen.findByRole('heading', { name: heading });
  return app;
}

afterEach(() => server.events.removeAllListeners());

describe('/login', () => {
  it('a double click on LOG IN sends one login call', async () => {
    const logins = count('/auth/login');
    setFault('POST /auth/login', { kind: 'delay', ms: 200 });
    const { screen, user } = await open('/login', 'Sign in');
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.dblClick(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(logins()).toBe(1);
  });

  it('a 200 that is not JSON is Login failed', async () => {
    setFault('POST /auth/login', { kind: 'status', status: 200, body: '<!doctype html><p>Welcome</p>' });
    const { screen, user } = await open('/login', 'Sign in');
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});

describe('/reset-password', () => {
  it('a 200 that is not JSON is no reset', async () => {
    setFault('POST /auth/reset-password', { kind: 'malformed' });
    const { screen, user } = await open('/reset-password?token=abc', 'Reset your password');
    await user.type(screen.getByLabelText('New password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm password'), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed.');
  });
});

describe('input limits: the same as the server’s', () => {
  it.each([
    ['/login', 'Sign in', { Email: '254', Password: '200' }],
    ['/forgot', 'Forgot your password?', { Email: '254' }],
    ['/reset-password?token=abc', 'Reset your password', { 'New password': '200', 'Confirm password': '200' }],
    [
      '/register',
      'Create your account',
      {
        'First name': '200',
        'Last name': '200',
        Email: '254',
        'Company name': '200',
        Phone: '200',
        Website: '2048',
        'Address 1': '200',
        'Address 2': '200',
        City: '200',
        Zipcode: '200',
        'Confirm password': '200',
      },
    ],
  ] as const)('%s', async (url, heading, limits) => {
    const { screen } = await open(url, heading);
    for (const [label, max] of Object.entries(limits))
      expect(screen.getByLabelText(label, { exact: true }), label).toHaveAttribute('maxlength', max);
  });
});
