import type { Page } from '@playwright/test';
import { buildSeed } from '../mocks/db/seed';
import { ACCOUNTS, expect, MOCK_SERVER, test } from './fixtures';

// What a new user trips over: the phone's menu, statuses that agree with each other, a reset
// that asks first, and a library document that opens in a new tab when it cannot be fetched.

const PHONE = { width: 390, height: 844 };
const COMPED_OWNER = 'owner@lakeside.test';

/** The owner of the seed's organization that never had a subscription (Keystone Family Insurance). */
function neverSubscribedOwner(): string {
  const seed = buildSeed('/api');
  const org = seed.orgs.find((o) => o.name === 'Keystone Family Insurance')!;
  return seed.users.find((u) => u.id === org.billing_owner_user_id)!.email;
}

const statusLine = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasNotText: 'Loading' }).first();
const plan = (page: Page) => page.getByRole('region', { name: 'Plan' });

test('on a phone the Menu opens on screen, names the current place and goes where it is told', async ({
  page,
  login,
  expectAccessible,
}) => {
  await page.setViewportSize(PHONE);
  await login(ACCOUNTS.owner);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Home · Underwriter Desk');
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Wholly on screen, below its button, with every place readable.
  const box = (await menu.boundingBox())!;
  const under = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y).toBeGreaterThanOrEqual(under.y + under.height);
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['Home', 'Assistant', 'Library']);
  for (const item of await items.all()) {
    const b = (await item.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible();
  await menu.getByRole('menuitem', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page).toHaveTitle('Library · Underwriter Desk');
  await expect(menu).toHaveCount(0);

  // From there, by keyboard: open, down to Assistant, Enter.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agent$/);
});

test('/home keeps its layout while the user loads: the tiles do not move', async ({ page, mode, login }) => {
  await login(ACCOUNTS.owner);
  for (const size of [{ width: 1440, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    // The me call takes a second and a half.
    if (mode === 'worker') await page.goto(`/home?mock-fault=${encodeURIComponent('GET /auth/me=delay-1500')}`);
    else {
      await page.route('**/api/auth/me', async (route) => {
        await new Promise((r) => setTimeout(r, 1_500));
        await route.continue();
      });
      await page.goto('/home');
    }
    await expect(page.getByText('Loading your profile…')).toBeAttached();
    const tiles = page.getByRole('region', { name: 'Workspaces' });
    const before = (await tiles.boundingBox())!.y;
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(statusLine(page)).toHaveText(/Your subscription is active\./);
    const after = (await tiles.boundingBox())!.y;
    expect(Math.abs(after - before), `tiles moved at ${size.width} px`).toBeLessThanOrEqual(2);
    if (mode === 'worker') await page.goto('/home?mock-fault=clear');
    else await page.unrouteAll();
  }
});

test('past due: the banner, the Library tile and the menu all say payment, never a trial', async ({ page, login, expectAccessible }) => {
  await login(ACCOUNTS.pastDueOwner);
  await expect(statusLine(page)).toHaveText(/Payment is past due: the Library is closed until it is paid\.\s*Update payment/);
  await expect(page.getByText('Not-Activated', { exact: true })).toBeVisible();
  const tile = page.getByRole('button', { name: /Library/ });
  await expect(tile).toContainText('Closed until payment');
  await tile.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment is past due: the Library is closed until it is paid.');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem').first()).toHaveText('Update payment');
  await expect(page.locator('body')).not.toContainText(/free trial/i);
  await page.keyboard.press('Escape');
  await expectAccessible();
  await alert.getByRole('link', { name: 'Update payment' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(plan(page).getByText('Past due', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payment is past due')).toBeVisible();
});

test('comped: complimentary access, nothing to cancel or manage, no trial in the invoice history', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login(COMPED_OWNER);
  await expect(statusLine(page)).toHaveText('Your organization has complimentary access.');
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage billing' })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Billing (Invoices & Plan)' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(plan(page).getByText('Comped', { exact: true })).toBeVisible();
  await expect(plan(page)).toContainText('Your organization has complimentary access: there is nothing to pay.');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update billing info' })).toHaveCount(0);
  await expect(page.getByText('No invoices: complimentary access has nothing to pay.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/trial/i);
  await expectAccessible();
});

test('cancel at period end: the badge and the home line say when access ends, not Active', async ({ page, login, expectAccessible }) => {
  await login(ACCOUNTS.owner);
  await page.goto('/billing');
  const card = plan(page);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  const renewal = (await card.getByText('Next renewal').locator('xpath=following-sibling::dd').textContent())!;
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText(`Access ends ${renewal}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(statusLine(page)).toHaveText(`Your subscription ends on ${renewal}. The Library stays open until then.Resume subscription`);
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expectAccessible();
});

test('a trial started today has 7 days left, on Home and on Billing', async ({ page, login, expectAccessible }) => {
  await login(neverSubscribedOwner());
  await expect(statusLine(page)).toHaveText('Your organization is not active yet.', { useInnerText: true });
  // The spec's own words, for the state it means.
  await page.getByRole('button', { name: /Library/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your organization is not active yet. Start your free trial to access the Library.');
  // On a phone the bar has no room for the trial button (it pushed Logout off screen): the line offers it.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Start your 7 day free trial' })).toBeHidden();
  await expect(statusLine(page).getByRole('button', { name: 'Start free trial' })).toBeVisible();
  const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
  expect(logout.x + logout.width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(statusLine(page).getByRole('button', { name: 'Start free trial' })).toBeHidden();
  await page.getByRole('button', { name: 'Start your 7 day free trial' }).click();
  await expect(statusLine(page)).toHaveText(/^Free trial: 7 days left \(ends .+\)\.\s*Manage billing$/);
  await expect(page).toHaveURL(/\/home$/);
  await expectAccessible();
  await page.goto('/billing');
  await expect(plan(page).getByText('Trial ends').locator('xpath=following-sibling::dd')).toHaveText(/\(7 days left\)$/);
});

test('Reset demo data asks first (mock mode only)', async ({ page, mode, login, expectAccessible }) => {
  await login(ACCOUNTS.owner);
  await page.getByRole('button', { name: /account menu/ }).click();
  if (mode === 'mocks-off') {
    // Against a server there is no demo data to reset.
    await expect(page.getByRole('menuitem', { name: 'Billing (Invoices & Plan)' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reset demo data' })).toHaveCount(0);
    return;
  }
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  const reloaded = page.waitForEvent('framenavigated', (f) => f === page.mainFrame());
  await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset demo data' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/mock-reset/);
});

test('a library document on the API’s origin that cannot be fetched opens in a new tab', async ({ page, mode, login }) => {
  await login(ACCOUNTS.agent);
  const docs = /\/api\/files\/companies\/[^/]+\/docs\/[^/]+\.pdf$/;
  if (mode === 'worker') {
    // The in-browser mock answers this tab's document calls with a 500 (the new tab is not touched).
    await page.goto(`/library?mock-fault=${encodeURIComponent('GET /files/companies/*/docs/*=500')}`);
  } else {
    // Only this page's fetch fails; the new tab reaches the server.
    await page.route(docs, (route) => route.abort('connectionrefused'));
    await page.goto('/library');
  }
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Northstar Mutual' }).click();
  const viewer = page.getByRole('region', { name: 'Document viewer' });
  const refusal = viewer.getByRole('alert');
  await expect(refusal).toContainText("This document can't be shown here");
  await expect(refusal).toContainText('You can open it in a new tab instead.');
  const popup = page.waitForEvent('popup');
  await viewer.getByRole('button', { name: 'Download' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(docs);
  // On the API's own origin: the app's in the in-browser mode, the mock server's otherwise.
  expect(new URL(tab.url()).origin).toBe(mode === 'worker' ? new URL(page.url()).origin : MOCK_SERVER);
  await expect(viewer.getByText('The document could not be downloaded.')).toHaveCount(0);
  await tab.close();
});
