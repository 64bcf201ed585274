import type { Page } from '@playwright/test';
import { encode } from 'fast-png';
import { ACCOUNTS, expect, test } from './fixtures';

// What a new user meets on a phone and on the logo forms, in both modes (in-browser worker, and
// mocks off against the HTTP mock server): a logo past 1024×1024 is refused before any upload, the
// invoice history needs no sideways scrolling at 390 px, and a citation opens its page at phone
// width with the quoted passage in view.

const PHONE = { width: 390, height: 844 };
const TOO_LARGE = 'This image is 1200×1200 pixels. Please choose one no larger than 1024×1024.';

/** A real 1200×1200 PNG, made here rather than kept in git. */
const bigLogo = () => ({
  name: 'big-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(encode({ width: 1200, height: 1200, channels: 1, depth: 8, data: new Uint8Array(1200 * 1200).fill(90) })),
});

/** Every logo upload the page sends (none may go out for a refused file). */
function logoUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /logo/i.test(new URL(r.url()).pathname)) sent.push(r.url());
  });
  return sent;
}

test.describe('logo over 1024×1024', () => {
  test('/admin refuses a carrier’s 1200×1200 logo before any upload, and keeps the current one', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const sent = logoUploads(page);
    await login(ACCOUNTS.admin);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Granite Peak Insurance', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Selected company' });
    await expect(panel.getByRole('heading', { name: 'Granite Peak Insurance', level: 2 })).toBeVisible();
    await panel.getByLabel('Logo file').setInputFiles(bigLogo());
    await expect(panel.getByRole('alert')).toHaveText(TOO_LARGE);
    await expect(panel.getByRole('img', { name: 'New logo preview' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Choose logo' })).toBeVisible();
    expect(sent).toEqual([]);
    await page.mouse.move(0, 0);
    await expectAccessible();
  });

  test('/team refuses the organization’s 1200×1200 logo before any upload, and keeps the current one', async ({
    page,
    login,
    expectAccessible,
  }) => {
    const sent = logoUploads(page);
    await login(ACCOUNTS.owner);
    await page.goto('/team');
    const profile = page.getByRole('region', { name: 'Organization profile' });
    const current = profile.getByRole('img', { name: 'Harborview Insurance Group logo' });
    await expect(current).toBeVisible();
    const before = await current.getAttribute('src');
    await profile.getByLabel('Logo file').setInputFiles(bigLogo());
    await expect(profile.getByRole('alert')).toContainText(TOO_LARGE);
    await expect(profile.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
    await expect(current).toHaveAttribute('src', before!);
    expect(sent).toEqual([]);
    await page.mouse.move(0, 0);
    await expectAccessible();
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test('the invoice history shows View and PDF without sideways scrolling', async ({ page, login, expectAccessible }) => {
    await login(ACCOUNTS.owner);
    await page.goto('/billing');
    const table = page.getByRole('table', { name: 'Invoice history' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Nor does the table scroll inside its own box.
    const inner = await table.evaluate((el) => {
      let box: Element | null = el;
      const boxes: { scroll: number; client: number }[] = [];
      while (box && box !== document.body) {
        boxes.push({ scroll: box.scrollWidth, client: box.clientWidth });
        box = box.parentElement;
      }
      return boxes;
    });
    for (const b of inner) expect(b.scroll).toBeLessThanOrEqual(b.client);
    const view = table.getByRole('link', { name: /^View invoice/ }).first();
    const pdf = table.getByRole('link', { name: /^PDF of invoice/ }).first();
    for (const link of [view, pdf]) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.mouse.move(0, 0);
    await expectAccessible();
  });

  test('a cited page opens fit to the width, with the quoted passage in view', async ({ page, login, expectAccessible }) => {
    test.slow();
    await login(ACCOUNTS.agent);
    await page.goto('/agent');
    await page.getByRole('button', { name: 'Carriers' }).click();
    await page.getByRole('button', { name: 'Bluewater Casualty', exact: true }).last().click();
    const box = page.getByRole('textbox', { name: 'Your question' });
    await expect(box).toBeEnabled();
    await box.fill('How old must drivers be?');
    await box.press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    const answer = messages.locator(':scope > li').last();
    const citation = answer.getByRole('link', { name: /^Commercial Auto Underwriting Manual, page \d+$/ }).first();
    await expect(citation).toBeVisible({ timeout: 20_000 });
    // The answer was scrolled to its start: its first line is in view.
    await expect(answer.locator('[data-markdown] > :first-child')).toBeInViewport();
    const cited = Number(/page (\d+)/.exec((await citation.textContent()) ?? '')?.[1]);
    await citation.click();

    await expect(page).toHaveURL(new RegExp(`/library\\?doc=.+&quote=.+#page=${cited}$`));
    const doc = page.getByRole('region', { name: /^Bluewater Casualty — Commercial Auto Underwriting Manual, \d+ pages?$/ });
    const pageBox = doc.getByRole('group', { name: new RegExp(`^Page ${cited} of \\d+$`) });
    const lit = pageBox.locator('mark[data-mark="quote"]').first();
    await expect(lit).toBeInViewport({ timeout: 15_000 });
    // Fit to the width: the page is no wider than the screen, and the document does not scroll sideways.
    const pageRect = (await pageBox.boundingBox())!;
    expect(pageRect.x).toBeGreaterThanOrEqual(0);
    expect(pageRect.x + pageRect.width).toBeLessThanOrEqual(PHONE.width);
    expect(await doc.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.mouse.move(0, 0);
    await expectAccessible();
  });
});
