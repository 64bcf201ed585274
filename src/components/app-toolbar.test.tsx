import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp, type As } from '../../test/render-app';
import { forgetIdentity } from '../providers/identity';

async function open(url: string, as: As) {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findAllByRole('heading', { level: 1 });
  return app;
}

describe('the app bar', () => {
  it('folds the places into a button named as it reads, "Menu", which opens them and goes there', async () => {
    const { screen, user } = await open('/home', 'owner');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveTextContent(/^Menu/);
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Home', 'Assistant', 'Library']);
    // The place the user is at is marked as such.
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    expect(items[1]).not.toHaveAttribute('aria-current');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assistant' }));
    await waitFor(() => expect(currentPath()).toBe('/agent'));
    expect(screen.queryByRole('menu', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it.each([
    ['/home', 'owner'],
    ['/billing', 'owner'],
    ['/team', 'owner'],
    ['/library', 'agent'],
    ['/admin', 'admin'],
    ['/superadmin', 'superadmin'],
  ] as const)('has no Home button on %s, where the Home link is', async (url, as) => {
    const { screen } = await open(url, as);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('has the Home button on the agent page', async () => {
    const { screen, user } = await open('/agent', 'agent');
    await user.click(await screen.findByRole('button', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

describe('the window title names the page', () => {
  it.each([
    ['/login', 'Sign in · Underwriter Desk', undefined],
    ['/register', 'Create account · Underwriter Desk', undefined],
    ['/forgot', 'Forgot password · Underwriter Desk', undefined],
    ['/reset-password?token=x', 'Reset password · Underwriter Desk', undefined],
    ['/home', 'Home · Underwriter Desk', 'owner'],
    ['/agent', 'Underwriter Assistant · Underwriter Desk', 'owner'],
    ['/library', 'Library · Underwriter Desk', 'owner'],
    ['/billing', 'Billing · Underwriter Desk', 'owner'],
    ['/team', 'Team & Profile · Underwriter Desk', 'owner'],
    ['/admin', 'Admin · Underwriter Desk', 'admin'],
    ['/superadmin', 'Superadmin · Underwriter Desk', 'superadmin'],
  ] as const)('%s is titled %s', async (url, title, as) => {
    document.title = 'Underwriter Desk';
    forgetIdentity();
    const app = renderApp(url, as ? { as } : {});
    await app.screen.findAllByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
