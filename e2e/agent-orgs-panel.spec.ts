import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

// The agent page's superadmin panel: the organizations are there on arrival (admin mode), an
// organization's users load on demand, a radio sets its billing owner (and the server keeps it),
// Refresh Users asks again. Both modes; each test starts from the seed data (fixtures.ts), and the
// owner changed here is given back at the end all the same.

const PANEL = 'Organizations (Superadmin)';
const ORG = 'Lakeside Partners';
const OWNER = 'Grace Whitfield';
const OTHER = 'Samuel Ortiz';

const panel = (page: Page) => page.getByRole('region', { name: PANEL });
const rowOf = (page: Page, name: string) =>
  panel(page).getByRole('table', { name: 'Organizations' }).getByRole('row').filter({ hasText: name });
const ownersOf = (page: Page, name: string) => rowOf(page, name).getByRole('radiogroup', { name: `Billing owner of ${name}` });
const usersCall = (url: string) => /\/api\/orgs\/\d+\/users$/.test(new URL(url).pathname);

/** Load Users on the organization's row; resolves once its radio list is there. */
async function loadUsers(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Load Users of ${name}` })
    .click();
  await expect(ownersOf(page, name).getByRole('radio').first()).toBeVisible();
}

test('a superadmin sees the organizations on arrival, loads an organization’s users and sets its billing owner', async ({
  page,
  login,
  expectAccessible,
}) => {
  // Three axe runs and a reload on a shared 2-core machine.
  test.slow();
  await login(ACCOUNTS.superadmin);
  await page.goto('/agent');

  // Nothing clicked: the table is there with name and plan/status.
  await expect(panel(page).getByRole('button', { name: PANEL })).toHaveAttribute('aria-expanded', 'true');
  await expect(rowOf(page, ORG)).toContainText('Comped');
  await expect(rowOf(page, 'Bayou State Agency')).toContainText('Past due');
  await expect(rowOf(page, ORG).getByRole('radio')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expectAccessible();

  await loadUsers(page, ORG);
  const owners = ownersOf(page, ORG);
  await expect(owners.getByRole('radio')).toHaveCount(3);
  await expect(owners.getByRole('radio', { name: OWNER })).toBeChecked();

  // Picking another owner saves it at once.
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/orgs\/\d+$/.test(new URL(r.url()).pathname));
  await owners.getByText(OTHER).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['billing_owner_user_id']);
  expect(typeof body.billing_owner_user_id).toBe('number');
  await expect(owners.getByRole('radio', { name: OTHER })).toBeChecked();
  await expect(page.getByText('Billing owner updated')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible();

  // Refresh Users reads the list again, and the server kept the new owner: after a reload as well.
  const again = page.waitForRequest((r) => usersCall(r.url()));
  await rowOf(page, ORG)
    .getByRole('button', { name: `Refresh Users of ${ORG}` })
    .click();
  await again;
  await expect(owners.getByRole('radio', { name: OTHER })).toBeChecked();
  await page.reload();
  await loadUsers(page, ORG);
  await expect(ownersOf(page, ORG).getByRole('radio', { name: OTHER })).toBeChecked();
  await expect(ownersOf(page, ORG).getByRole('radio', { name: OWNER })).not.toBeChecked();

  // The refresh control reads the organizations again.
  const orgs = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/api/orgs'));
  await panel(page).getByRole('button', { name: 'Refresh organizations' }).click();
  await orgs;

  // Give the seed's owner back.
  await ownersOf(page, ORG).getByText(OWNER).click();
  await expect(ownersOf(page, ORG).getByRole('radio', { name: OWNER })).toBeChecked();
});

test('on a phone the panel starts folded with the organizations loaded, and opens as cards', async ({ page, login, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(ACCOUNTS.superadmin);
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/orgs') && r.ok());
  await page.goto('/agent');
  await listed;
  const fold = panel(page).getByRole('button', { name: PANEL });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toContainText(/\d+ organizations/);
  // The chat keeps the screen: its box is in view above the folded panel.
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeInViewport();
  await expectAccessible();

  await fold.click();
  await loadUsers(page, ORG);
  await expect(ownersOf(page, ORG).getByRole('radio', { name: OWNER })).toBeChecked();
  // No sideways scrolling: the rows are cards.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.mouse.move(0, 0);
  await expectAccessible();
});

test('other roles have no organizations panel and ask for no organizations', async ({ page, login }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/orgs/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await login(ACCOUNTS.admin);
  await page.goto('/agent');
  await expect(page.getByRole('navigation', { name: 'Companies' }).getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: /Organizations/ })).toHaveCount(0);
  expect(asked).toEqual([]);
});
