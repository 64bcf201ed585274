import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

// The superadmin console, in both modes (worker and mocks-off): search an organization,
// change its seat limit and owner, comp it, create a user in it, change that user's role, export
// the users CSV, delete the organization; axe on each state.

const ORG = 'Coastal Shield Insurance';
const NEW_USER = 'new.producer@coastalshield.test';

/** axe on the page as it rests: the pointer off any control (a hovered button is not its resting look). */
async function checkAccessible(page: Page, expectAccessible: () => Promise<void>): Promise<void> {
  await page.mouse.move(0, 0);
  await expectAccessible();
}

test.describe('/superadmin console', () => {
  test('search an organization, change its seat limit and owner, comp it, add a user, change their role, export users, delete the organization', async ({
    page,
    login,
    expectAccessible,
  }) => {
    // Eight axe runs, a download and a dozen saves: three times the usual limit on a busy machine.
    test.slow();
    await login(ACCOUNTS.superadmin);
    await expect(page).toHaveURL(/\/superadmin$/);
    const orgs = page.getByRole('table', { name: 'Organizations' });
    await expect(orgs.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('region', { name: 'Online Now' })).toBeVisible();
    await checkAccessible(page, expectAccessible);

    // Search, and the search is in the URL.
    await page.getByLabel('Search organizations by name').fill('coastal');
    await expect(orgs.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/filters%5B0%5D%5Bvalue%5D=coastal|filters\[0\]\[value\]=coastal/);

    // The card: seat limit.
    await orgs.getByRole('button', { name: ORG }).click();
    const card = page.getByRole('dialog', { name: ORG, exact: true });
    await expect(card.getByLabel('Seat limit')).toHaveValue('8');
    await checkAccessible(page, expectAccessible);
    await card.getByLabel('Seat limit').fill('3');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('A seat limit of 3 is below this organization’s 7 active users.')).toBeVisible();
    await card.getByLabel('Seat limit').fill('12');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(orgs.getByRole('row').nth(1)).toContainText('7 of 12 seats used');

    // Billing owner: another active user of the organization.
    const owner = card.getByRole('combobox', { name: 'Billing owner' });
    await expect(owner.locator('option')).toHaveCount(7);
    const next = await owner.locator('option').nth(1).textContent();
    const nextName = String(next).replace(/ \(.*\)$/, '');
    await owner.selectOption({ index: 1 });
    await expect(orgs.getByRole('row').nth(1)).toContainText(nextName);

    // Comped.
    await card.getByRole('switch', { name: 'Comped' }).click();
    await expect(card.getByRole('switch', { name: 'Comped' })).toBeChecked();
    await expect(orgs.getByRole('row').nth(1)).toContainText('Comped');
    await expect(orgs.getByRole('row').nth(1)).toContainText('Active');

    // A user in it.
    await card.getByRole('button', { name: 'Add user' }).click();
    const create = page.getByRole('dialog', { name: 'Create user' });
    await expect(create.getByRole('combobox', { name: 'Organization' })).toHaveValue(/\d+/);
    await create.getByRole('button', { name: 'Create user' }).click();
    await expect(create.getByText('Email is required.')).toBeVisible();
    await checkAccessible(page, expectAccessible);
    await create.getByLabel('Email').fill(NEW_USER);
    await create.getByLabel('Password', { exact: true }).fill('producer-2025');
    await create.getByRole('button', { name: 'Create user' }).click();
    await expect(create).toBeHidden();
    await expect(orgs.getByRole('row').nth(1)).toContainText('8 of 12 seats used');

    // Its users: change the new user's role.
    await card.getByRole('button', { name: 'View users' }).click();
    await expect(page.getByRole('tab', { name: 'All Users' })).toHaveAttribute('aria-selected', 'true');
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(9);
    const row = users.getByRole('row').filter({ hasText: NEW_USER });
    await expect(row).toContainText(ORG);
    await row.getByRole('combobox', { name: /^Role of/ }).selectOption('Admin');
    await page
      .getByRole('dialog', { name: /^Make .* an admin\?$/ })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expect(page.getByText('Role changed').first()).toBeVisible();
    await checkAccessible(page, expectAccessible);

    // Export the users CSV (the filtered view: this organization's users).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export users (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Name","Email","Role","Organization","Active","Online","Last seen","ID"');
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.includes(NEW_USER))).toContain(`"${NEW_USER}","Admin","${ORG}","Yes"`);

    // Back to the organization, and delete it.
    await row.getByRole('button', { name: ORG }).click();
    await expect(page.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    const again = page.getByRole('dialog', { name: ORG, exact: true });
    await again.getByRole('button', { name: 'Delete organization' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${ORG}?` });
    await expect(confirm).toContainText('8 active users');
    await expect(confirm).toContainText('documents');
    await checkAccessible(page, expectAccessible);
    await confirm.getByRole('button', { name: 'Delete organization' }).click();
    await expect(again).toBeHidden();
    await page.getByLabel('Search organizations by name').fill('');
    await expect(orgs.getByRole('row')).toHaveCount(11);
    await expect(orgs.getByRole('button', { name: ORG })).toHaveCount(0);

    // Gone on the server too.
    await page.reload();
    await expect(orgs.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(ORG)).toHaveCount(0);
    await page.getByRole('tab', { name: 'All Users' }).click();
    await page.getByLabel('Search users by name or email').fill(NEW_USER);
    await expect(users.getByText('No user matches these filters.')).toBeVisible();
    await checkAccessible(page, expectAccessible);
  });

  test('phone: the tables become cards, and the card opens full width', async ({ page, login, expectAccessible }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(ACCOUNTS.superadmin);
    const orgs = page.getByRole('table', { name: 'Organizations' });
    await expect(orgs.getByRole('row')).toHaveCount(11);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await orgs.getByRole('button', { name: 'Harborview Insurance Group' }).click();
    const card = page.getByRole('dialog', { name: 'Harborview Insurance Group' });
    await expect(card.getByLabel('Name')).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.width).toBeGreaterThan(380);
    await checkAccessible(page, expectAccessible);
  });

  test('another role is sent away from /superadmin', async ({ page, login }) => {
    await login(ACCOUNTS.admin);
    await page.goto('/superadmin');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
