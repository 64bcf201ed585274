import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { setDemoAccounts } from '../../mock-mode';
import { forgetIdentity } from '../../providers/identity';

async function open() {
  forgetIdentity();
  const app = renderApp('/login');
  await app.screen.findByRole('heading', { name: 'Sign in' });
  return app;
}

describe('/login', () => {
  it('has labelled fields, remember me, the trial link and the forgot button', async () => {
    const { screen } = await open();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your 7 day free trial' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('reads LOGGING IN… while working', async () => {
    setFault('POST /auth/login', { kind: 'delay', ms: 400 });
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('button', { name: /LOGGING IN…/ })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it.each([
    ['a network failure', { kind: 'network' }, 'Server error. Please try again.'],
    ['an empty error body', { kind: 'status', status: 500 }, 'Login failed'],
    ['a non-JSON error body', { kind: 'status', status: 502, body: '<html>gateway</html>' }, 'Login failed'],
    [
      'a detail list',
      {
        kind: 'status',
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'username'], msg: 'Field required', type: 'missing' },
            { loc: ['body', 'password'], msg: 'Too short', type: 'x' },
          ],
        },
      },
      'Field required, Too short',
    ],
    ['an error field', { kind: 'status', status: 429, body: { error: 'Too many attempts' } }, 'Too many attempts'],
  ] as const)('shows %s as its text', async (_name, fault, text) => {
    setFault('POST /auth/login', fault as never);
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('remember me keeps the email for the next visit', async () => {
    const first = await open();
    await first.user.type(first.screen.getByLabelText('Email'), 'owner@harborview.test');
    await first.user.type(first.screen.getByLabelText('Password'), 'demo1234');
    await first.user.click(first.screen.getByRole('checkbox', { name: 'Remember me' }));
    await first.user.click(first.screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    first.unmount();
    localStorage.removeItem('token');
    const second = await open();
    expect(second.screen.getByLabelText('Email')).toHaveValue('owner@harborview.test');
    expect(second.screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('lists the demo accounts in mock mode and fills the form from one', async () => {
    setDemoAccounts([{ label: 'Admin', email: 'admin@harborview.test', password: 'demo1234', role: 'admin' }]);
    try {
      const { screen, user } = await open();
      const list = screen.getByRole('list', { name: 'Demo accounts' });
      expect(within(list).getByText('admin@harborview.test')).toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Use Admin account' }));
      expect(screen.getByLabelText('Email')).toHaveValue('admin@harborview.test');
      expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
      // The way back to the seed data sits in the demo block, in the page's flow.
      const block = screen.getByRole('region', { name: 'Demo accounts' });
      // It asks first: every change made in this browser would go.
      await user.click(within(block).getByRole('button', { name: 'Reset demo data' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' });
      expect(dialog).toHaveTextContent('This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(window.location.search).not.toContain('mock-reset');
    } finally {
      setDemoAccounts([]);
    }
  });

  it('lists no demo accounts outside mock mode', async () => {
    const { screen } = await open();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});

describe('/login forgot password', () => {
  it('asks for the email first', async () => {
    const { screen, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your email first, then click Forgot password.');
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the answer and the reset link in the reset modal', async () => {
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('If that email exists, we’ve sent a reset link.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the reset link' }).getAttribute('href')).toMatch(/\/reset-password\?token=/);
  });

  it.each([
    ['the server text', { kind: 'status', status: 400, body: { detail: 'Too many reset requests' } }, 'Too many reset requests'],
    ['its fallback for an empty body', { kind: 'status', status: 500 }, 'Unable to start password reset.'],
    ['its network text', { kind: 'network' }, 'Could not request reset right now.'],
  ] as const)('shows %s when the call fails', async (_n, fault, text) => {
    setFault('POST /auth/forgot-password', fault as never);
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    await act(async () => undefined);
  });
});
