import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

// /team: a seat beyond the 4 included on an active plan asks with its cost before the call; the
// owner's own Delete and active toggle are disabled with the reason beside them; on a phone the
// members are cards. Both modes (in-browser worker, and mocks off over HTTP), with axe.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Signs the Harborview owner in at this screen size and opens /team. */
async function openTeam(page: Page, login: (email: string) => Promise<void>, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await login(ACCOUNTS.owner);
  await page.goto('/team');
  const members = page.getByRole('region', { name: 'Members' });
  const table = members.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('switch', { name: 'Active: Margaret Chen' })).toBeVisible();
  return { members, table, row: (name: string) => table.getByRole('row').filter({ hasText: name }) };
}

/** Every POST /team/users the page sends from now on (the worker's and the server's alike). */
function recordCreates(page: Page) {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/team\/users$/.test(new URL(req.url()).pathname)) sent.push(req.postData() ?? '');
  });
  return sent;
}

async function expectOwnerLocked(row: Locator) {
  const remove = row.getByRole('button', { name: 'Delete Margaret Chen' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('You can’t delete the account owner.');
  await expect(row.getByText('You can’t delete the account owner.')).toBeInViewport();
  const active = row.getByRole('switch', { name: 'Active: Margaret Chen' });
  await expect(active).toBeDisabled();
  await expect(active).toHaveAccessibleDescription('The account owner is always active.');
  await expect(row.getByText('The account owner is always active.')).toBeVisible();
}

test.describe('/team seats that cost money, the owner’s row, phone cards', () => {
  test('on an active plan at 4 seats, Create Agent asks with the cost before the call; Cancel sends nothing; going ahead creates once', async ({
    page,
    login,
    expectAccessible,
  }) => {
    test.slow();
    const { members, row } = await openTeam(page, login, DESKTOP);
    // Harborview pays for 5 seats: switching Tom off (which asks nothing) leaves the 4 included.
    await row('Tom Becker').getByRole('switch', { name: 'Active: Tom Becker' }).click();
    await expect(members.getByRole('status')).toHaveText('Tom Becker is now inactive.');
    await expect(members.getByText('4 of 4 included seats in use')).toBeVisible();

    const sent = recordCreates(page);
    await members.getByRole('button', { name: 'Create Agent' }).click();
    const create = page.getByRole('dialog', { name: 'Create Agent' });
    await create.getByLabel('First name').fill('Jordan');
    await create.getByLabel('Email', { exact: true }).fill('jordan@harborview.test');
    await create.getByLabel('Password', { exact: true }).fill('password1');
    await create.getByRole('button', { name: 'Create Agent' }).click();

    const ask = page.getByRole('dialog', { name: 'Add a paid seat?' });
    await expect(ask).toContainText('Creating jordan@harborview.test adds a seat beyond them.');
    await expect(ask).toContainText('This makes a 5th active seat: $25/month more, $124/month in all.');
    expect(sent).toEqual([]);
    await expectAccessible();

    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(create.getByLabel('Email', { exact: true })).toHaveValue('jordan@harborview.test');
    expect(sent).toEqual([]);

    await create.getByRole('button', { name: 'Create Agent' }).click();
    await page.getByRole('dialog', { name: 'Add a paid seat?' }).getByRole('button', { name: 'Add seat and create' }).click();
    await expect(members.getByRole('status')).toHaveText('Jordan was added.');
    await expect(members.getByText('5 of 4 included seats in use')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toMatchObject({ username: 'jordan@harborview.test' });
  });

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${name}: the owner’s Delete and active toggle are disabled with the reason beside them`, async ({
      page,
      login,
      expectAccessible,
    }) => {
      const { row } = await openTeam(page, login, size);
      const owner = row('Margaret Chen');
      await owner.scrollIntoViewIfNeeded();
      await expectOwnerLocked(owner);
      await expectAccessible();
    });
  }

  test('390×844: the members are cards (no header row, no sideways scroll); 1440×900: a table', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const { table } = await openTeam(page, login, PHONE);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(7);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The header row is for screen readers only.
    const headerHeight = () => rows.first().evaluate((tr) => tr.parentElement!.getBoundingClientRect().height);
    expect(await headerHeight()).toBeLessThanOrEqual(1);
    // Each member a card: its lines stacked, each under the one before, with its own border and no
    // separator but the one under the name.
    const card = rows.filter({ hasText: 'Priya Raman' });
    const cells = card.getByRole('cell');
    const boxes = await Promise.all((await cells.all()).map((c) => c.boundingBox()));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    const borders = await card.evaluate((tr) => ({
      card: getComputedStyle(tr).borderTopWidth,
      lines: [...tr.querySelectorAll('td')].map((td) => getComputedStyle(td).borderBottomWidth),
    }));
    expect(borders.card).toBe('1px');
    expect(borders.lines.slice(1).every((w) => w === '0px')).toBe(true);
    const edit = card.getByRole('button', { name: 'Edit Priya Raman' });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expectAccessible();

    await page.setViewportSize(DESKTOP);
    await expect.poll(headerHeight).toBeGreaterThan(20);
    const tom = rows.filter({ hasText: 'Tom Becker' });
    const [nameBox, roleBox] = await Promise.all([tom.getByRole('cell').nth(0).boundingBox(), tom.getByRole('cell').nth(1).boundingBox()]);
    expect(roleBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width - 1);
    expect(roleBox!.y).toBe(nameBox!.y);
  });
});
