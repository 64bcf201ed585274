import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, fakeJwt, settle, storageItem, test } from './fixtures';

// The route table of docs/product.md#2-screens, walked in both modes (worker and mocks-off).

const url = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/[?]/g, '\\?')}(?:[?#].*)?$`);

/** Opens a page and checks it stays there once everything has settled. */
async function expectStays(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expect(page).toHaveURL(url(path));
}

test.describe('signed out', () => {
  for (const path of [
    '/',
    '/nowhere',
    '/some/deep/unknown?x=1',
    '/home',
    '/agent',
    '/admin',
    '/superadmin',
    '/team',
    '/billing',
    '/library',
  ]) {
    test(`${path} goes to /login`, async ({ page, expectAccessible }) => {
      await page.goto(path);
      await expect(page).toHaveURL(url('/login'));
      await expectAccessible();
    });
  }

  for (const path of ['/login', '/register', '/forgot', '/reset-password?token=x']) {
    test(`${path} is public`, async ({ page, expectAccessible }) => {
      await expectStays(page, path);
      await expectAccessible();
    });
  }
});

test.describe('sign-in lands by role', () => {
  const cases = [
    ['superadmin', ACCOUNTS.superadmin, '/superadmin'],
    ['admin', ACCOUNTS.admin, '/admin'],
    ['agent', ACCOUNTS.agent, '/home'],
    ['billing owner', ACCOUNTS.owner, '/home'],
  ] as const;

  for (const [who, email, landing] of cases) {
    test(`${who} lands on ${landing}, and /login sends them back there`, async ({ page, login, expectAccessible }) => {
      await page.goto('/login');
      await expectAccessible();
      await login(email);
      await expect(page).toHaveURL(url(landing));
      expect(await storageItem(page, 'token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
      await expectAccessible();

      // A valid stored token on /login redirects by role.
      await page.goto('/login');
      await expect(page).toHaveURL(url(landing));
      await expectAccessible();
    });
  }
});

test.describe('guards for signed-in users', () => {
  test('an agent reaches /home and /agent, and /admin sends them to /home', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.agent);
    await expectStays(page, '/agent');
    await expectAccessible();
    await page.goto('/admin');
    await expect(page).toHaveURL(url('/home'));
    await expectAccessible();
  });

  test('a superadmin may open /admin', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.superadmin);
    await expectStays(page, '/admin');
    await expectAccessible();
  });

  // /superadmin sends any other signed-in user to /login, which (token still valid) sends
  // them on to their own landing page.
  for (const [who, email, landing] of [
    ['an agent', ACCOUNTS.agent, '/home'],
    ['an admin', ACCOUNTS.admin, '/admin'],
  ] as const) {
    test(`/superadmin: ${who} ends on ${landing}`, async ({ page, login, expectAccessible }) => {
      await login(email);
      await page.goto('/superadmin');
      await expect(page).toHaveURL(url(landing));
      await settle(page);
      await expect(page).toHaveURL(url(landing));
      await expectAccessible();
    });
  }

  for (const path of ['/team', '/billing']) {
    test(`${path}: a non-owner agent goes to /home`, async ({ page, login, expectAccessible }) => {
      await login(ACCOUNTS.agent);
      await page.goto(path);
      await expect(page).toHaveURL(url('/home'));
      await expectAccessible();
    });

    test(`${path}: the billing owner stays`, async ({ page, login, expectAccessible }) => {
      await login(ACCOUNTS.owner);
      await expectStays(page, path);
      await expectAccessible();
    });
  }

  test('/library: the owner of a past_due organization goes to /home', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.pastDueOwner);
    await expect(page).toHaveURL(url('/home'));
    await page.goto('/library');
    await expect(page).toHaveURL(url('/home'));
    await expectAccessible();
  });

  test('/library: an agent of an active organization stays', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.agent);
    await expectStays(page, '/library');
    await expectAccessible();
  });

  test('/library: the owner of a trialing organization stays', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.trialingOwner);
    await expectStays(page, '/library');
    await expectAccessible();
  });
});

test.describe('session end', () => {
  test('an expired token on /home goes to /login and is cleared', async ({ page, expectAccessible }) => {
    await page.goto('/login');
    const expired = fakeJwt({
      sub: '3',
      role: 'agent',
      org_id: 1,
      exp: Math.floor(Date.now() / 1000) - 3600,
    });
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', 'agent');
      localStorage.setItem('org_id', '1');
    }, expired);

    await page.goto('/home');
    await expect(page).toHaveURL(url('/login'));
    await expect.poll(() => storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'role')).toBeNull();
    expect(await storageItem(page, 'org_id')).toBeNull();
    await expectAccessible();
  });

  test('a token that is not a JWT on /home goes to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-jwt'));
    await page.goto('/home');
    await expect(page).toHaveURL(url('/login'));
  });

  test('Logout returns to /login and signs out', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.agent);
    await expect(page).toHaveURL(url('/home'));
    await settle(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(url('/login'));
    await expect.poll(() => storageItem(page, 'token')).toBeNull();
    await expectAccessible();

    // The guard now applies again.
    await page.goto('/home');
    await expect(page).toHaveURL(url('/login'));
  });
});
