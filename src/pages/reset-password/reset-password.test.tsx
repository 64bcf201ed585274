import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { authProvider } from '../../providers/auth-provider';

async function resetToken(email: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/forgot', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { reset_url } = (await res.json()) as { reset_url: string };
  return new URL(reset_url, window.location.origin).searchParams.get('token')!;
}

async function open(url: string) {
  const app = renderApp(url);
  await app.screen.findByRole('heading', { name: 'Reset your password' });
  return app;
}
type App = Awaited<ReturnType<typeof open>>;

async function type({ screen, user }: App, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it('says the token is missing', async () => {
    const app = await open('/reset-password');
    expect(app.screen.getByRole('alert')).toHaveTextContent('Missing reset token.');
    await type(app, 'newpassword1');
    expect(app.screen.getByRole('alert')).toHaveTextContent('Missing reset token.');
  });

  it('offers a new link when the token is missing', async () => {
    const app = await open('/reset-password');
    const link = within(app.screen.getByRole('alert')).getByRole('link', { name: 'Request a new link' });
    expect(link).toHaveAttribute('href', '/forgot');
    await app.user.click(link);
    expect(await app.screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('checks length and confirmation', async () => {
    const app = await open('/reset-password?token=abc');
    await type(app, 'short');
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    await app.user.clear(app.screen.getByLabelText('New password'));
    await app.user.clear(app.screen.getByLabelText('Confirm password'));
    await type(app, 'longenough1', 'longenough2');
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('resets with a real token, and the new password logs in', async () => {
    const token = await resetToken('agent@harborview.test');
    const app = await open(`/reset-password?token=${encodeURIComponent(token)}`);
    await type(app, 'brand-new-pass');
    expect(await app.screen.findByRole('status')).toHaveTextContent('Your password has been reset. You can log in with your new password.');
    expect(app.screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(await authProvider.login({ email: 'agent@harborview.test', password: 'brand-new-pass' })).toMatchObject({ success: true });
    expect(await authProvider.login({ email: 'agent@harborview.test', password: 'demo1234' })).toMatchObject({ success: false });
  });

  it.each([
    ['the server text for a bad token', null, 'Invalid or already used reset link.'],
    ['Reset failed. for an empty body', { kind: 'status', status: 500 }, 'Reset failed.'],
    ['the network text', { kind: 'network' }, 'Server error. Try again.'],
  ] as const)('shows %s', async (_n, fault, text) => {
    if (fault) setFault('POST /auth/reset-password', fault as never);
    const app = await open('/reset-password?token=not-a-real-token');
    await type(app, 'longenough1');
    expect(await app.screen.findByRole('alert')).toHaveTextContent(text);
  });
});
