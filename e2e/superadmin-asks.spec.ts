import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

// The superadmin console asks before what costs money or cannot be taken back lightly, in both
// modes (worker and mocks-off): a role change says what it grants, and a user created into a
// full, paid organization says what the seat costs, before any call. axe on each question.

const HARBORVIEW = 'Harborview Insurance Group';

/** axe on the page as it rests: the pointer off any control. */
async function checkAccessible(page: Page, expectAccessible: () => Promise<void>): Promise<void> {
  await page.mouse.move(0, 0);
  await expectAccessible();
}

/** Counts the page's calls that match `method` and `path` (below /api). */
function countCalls(page: Page, method: string, path: RegExp): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.method() === method && path.test(new URL(req.url()).pathname.replace(/^.*?\/api/, ''))) n++;
  });
  return () => n;
}

async function openUsers(page: Page, login: (email: string) => Promise<void>) {
  await login(ACCOUNTS.superadmin);
  await page.getByRole('tab', { name: /All Users/ }).click();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').nth(1)).toBeVisible();
  return users;
}

test.describe('/superadmin asks first', () => {
  test('a role change says what it grants; Cancel leaves the role, going ahead changes it', async ({ page, login, expectAccessible }) => {
    const patches = countCalls(page, 'PATCH', /^\/users\/\d+$/);
    const users = await openUsers(page, login);
    await page.getByLabel('Search users by name or email').fill('agent@harborview.test');
    await expect(users.getByRole('row')).toHaveCount(2);
    const role = users.getByRole('combobox', { name: 'Role of Priya Raman' });

    await role.selectOption('Superadmin');
    const ask = page.getByRole('dialog', { name: 'Make Priya Raman a superadmin?' });
    await expect(ask).toContainText('Priya Raman will be able to:');
    await expect(ask.getByRole('listitem')).toHaveText([/^Manage carriers on the Admin page/, /^Manage every organization and user/]);
    await checkAccessible(page, expectAccessible);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(role).toHaveValue('agent');
    expect(patches()).toBe(0);

    await role.selectOption('Admin');
    await page.getByRole('dialog', { name: 'Make Priya Raman an admin?' }).getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText('Role changed').first()).toBeVisible();
    await expect(role).toHaveValue('admin');
    expect(patches()).toBe(1);
  });

  test('a user created into a full, paid organization asks with the cost first', async ({ page, login, expectAccessible }) => {
    const posts = countCalls(page, 'POST', /^\/orgs\/\d+\/users$/);
    const users = await openUsers(page, login);
    await page.getByRole('button', { name: 'Create user' }).click();
    const create = page.getByRole('dialog', { name: 'Create user' });
    await create.getByLabel('Email').fill('sixth.seat@harborview.test');
    await create.getByLabel('Password', { exact: true }).fill('producer-2025');
    await create.getByRole('combobox', { name: 'Organization' }).selectOption({ label: HARBORVIEW });
    await create.getByRole('button', { name: 'Create user' }).click();

    const ask = page.getByRole('dialog', { name: `Add a paid seat to ${HARBORVIEW}?` });
    await expect(ask).toContainText('This makes a 6th active seat: $25/month more, $149/month in all.');
    await expect(ask).toContainText('Nothing is charged now');
    await checkAccessible(page, expectAccessible);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(posts()).toBe(0);
    await expect(create.getByLabel('Email')).toHaveValue('sixth.seat@harborview.test');

    await create.getByRole('button', { name: 'Create user' }).click();
    await ask.getByRole('button', { name: 'Create user' }).click();
    await expect(create).toBeHidden();
    expect(posts()).toBe(1);
    await page.getByLabel('Search users by name or email').fill('sixth.seat');
    await expect(users.getByRole('row').filter({ hasText: 'sixth.seat@harborview.test' })).toContainText(HARBORVIEW);
  });
});
