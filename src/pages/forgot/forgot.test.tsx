import { describe, expect, it } from 'vitest';
import { setFault } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

async function open() {
  const app = renderApp('/forgot');
  await app.screen.findByRole('heading', { name: 'Forgot your password?' });
  return app;
}

describe('/forgot', () => {
  it('needs the email', async () => {
    const { screen, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your account email.');
  });

  it('shows the answer and, in mock mode, the reset link', async () => {
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If that email exists, we’ve sent a reset link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the reset link' }).getAttribute('href')).toMatch(/\/reset-password\?token=/);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the sent text when the answer has no usable message', async () => {
    setFault('POST /auth/forgot', { kind: 'status', status: 200, body: { message: { text: 'x' }, reset_url: 42 } });
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If that email exists, we’ve sent a reset link.')).toBeInTheDocument();
  });

  it.each([
    ['the server text', { kind: 'status', status: 429, body: { detail: 'Slow down' } }, 'Slow down'],
    ['the fallback for an empty body', { kind: 'status', status: 500 }, 'Could not send reset email. Try again later.'],
    ['the fallback for a non-JSON body', { kind: 'status', status: 503, body: '<html/>' }, 'Could not send reset email. Try again later.'],
    ['the network text', { kind: 'network' }, 'Network error.'],
  ] as const)('shows %s and keeps the email', async (_n, fault, text) => {
    setFault('POST /auth/forgot', fault as never);
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('Email'), 'agent@harborview.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email')).toHaveValue('agent@harborview.test');
  });
});
