import type { BrowserContext, Locator, Page } from '@playwright/test';
import { buildPdf } from '../mocks/db/pdf';
import { ACCOUNTS, expect, test } from './fixtures';

// Ask a carrier-specific question, follow the citation to the highlighted passage,
// switch documents, download. A docs URL answering HTML never runs and
// is refused; a file name outside ISO-8859-1 uploads, shows and downloads under its own name.
// Both modes (in-browser worker, and mocks off against the HTTP mock server).

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const viewer = (page: Page) => page.getByRole('region', { name: 'Document viewer' });

/** True once pdf.js has drawn something other than white on the page's canvas. */
async function drawn(pageBox: Locator): Promise<boolean> {
  return pageBox.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || !canvas.width) return false;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4 * 97) if (data[i]! < 200) return true;
    return false;
  });
}

async function downloadHead(page: Page): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), viewer(page).getByRole('button', { name: 'Download' }).click()]);
  const stream = await download.createReadStream();
  const head: Buffer = await new Promise((done, fail) => {
    stream.once('readable', () => done(stream.read(5) as Buffer));
    stream.once('error', fail);
  });
  return { name: download.suggestedFilename(), head: head.toString('latin1') };
}

test('an agent asks a carrier-specific question, follows the citation to the lit passage, switches documents and downloads', async ({
  page,
  login,
  expectAccessible,
}) => {
  test.slow();
  await login(ACCOUNTS.agent);
  await page.goto('/agent');
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Bluewater Casualty' }).click();
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('How old must drivers be?');
  await box.press('Enter');
  // A direct answer from Bluewater's own manual (a homeowners carrier has no drivers), cited.
  const answer = messages(page).locator(':scope > li').last().locator('[data-markdown] > p').first();
  await expect(answer).toContainText('Every driver must be at least 21 years old', { timeout: 20_000 });
  const citation = answer.getByRole('link', { name: /^Commercial Auto Underwriting Manual, page \d+$/ });
  const cited = Number(/page (\d+)/.exec((await citation.textContent()) ?? '')?.[1]);
  await citation.click();

  await expect(page).toHaveURL(new RegExp(`/library\\?doc=.+&quote=.+#page=${cited}$`));
  const doc = viewer(page).getByRole('region', { name: /^Bluewater Casualty — Commercial Auto Underwriting Manual, \d+ pages?$/ });
  await expect(doc).toBeVisible();
  const pageBox = doc.getByRole('group', { name: new RegExp(`^Page ${cited} of \\d+$`) });
  await expect.poll(() => drawn(pageBox), { timeout: 15_000 }).toBe(true);
  // The quoted sentence is lit on its page, and in view.
  const lit = pageBox.locator('mark[data-mark="quote"]').first();
  await expect(lit).toBeVisible();
  await expect(lit).toBeInViewport();
  expect((await pageBox.locator('mark[data-mark="quote"]').allTextContents()).join(' ')).toContain(
    'Every driver must be at least 21 years old',
  );
  await page.mouse.move(0, 0);
  await expectAccessible();

  // Another of the carrier's documents: the header and the download name follow it.
  await viewer(page).getByRole('combobox', { name: 'Document' }).selectOption({ label: 'Fleet Safety Program Requirements' });
  await expect(viewer(page).getByRole('heading', { level: 2 })).toHaveText('Bluewater Casualty — Fleet Safety Program Requirements');
  const fleet = viewer(page).getByRole('region', { name: /^Bluewater Casualty — Fleet Safety Program Requirements, \d+ pages?$/ });
  await expect.poll(() => drawn(fleet.getByRole('group', { name: /^Page 1 of / })), { timeout: 15_000 }).toBe(true);
  // Search: the matches light up and are counted.
  await viewer(page).getByRole('searchbox', { name: 'Search in document' }).fill('telematics');
  await viewer(page).getByRole('searchbox', { name: 'Search in document' }).press('Enter');
  await expect(viewer(page).getByText(/^1 of \d+$/)).toBeVisible();
  await expect(fleet.locator('mark[data-mark="active"]')).toBeVisible();

  expect(await downloadHead(page)).toEqual({ name: 'Bluewater_Fleet_Safety_Requirements.pdf', head: '%PDF-' });
  await expectAccessible();
});

test('on a phone the document is drawn to the screen’s width, with its tools', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(ACCOUNTS.agent);
  await page.goto('/library');
  await page.getByRole('button', { name: 'Carriers' }).click();
  await page.getByRole('dialog', { name: 'Carriers' }).getByRole('button', { name: 'Keystone Fire & Marine' }).click();
  const doc = viewer(page).getByRole('region', { name: /^Keystone Fire & Marine — Commercial Property Underwriting Rules/ });
  const first = doc.getByRole('group', { name: /^Page 1 of / });
  await expect.poll(() => drawn(first), { timeout: 15_000 }).toBe(true);
  const width = (await first.boundingBox())!.width;
  expect(width).toBeGreaterThan(300);
  expect(width).toBeLessThanOrEqual(390);
  await viewer(page).getByRole('button', { name: 'Next page' }).click();
  await expect(viewer(page).getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

const EVIL = 'https://docs.evil.example/northstar-guide.pdf';
// What an attacker's page would do if it ran: draw a fake sign-in, mark the window.
const EVIL_HTML = `<!doctype html><title>Sign in</title><h1>Your session expired</h1><form><input name="password"></form>
<script>window.__pwned = true; try { window.top.__pwned = true; window.top.document.title = 'pwned'; } catch (e) {}</script>`;

/** Answers the attacker's docs URL with HTML (as a "PDF"), for the page and the mock's service worker alike. */
async function serveEvilPage(context: BrowserContext): Promise<void> {
  await context.route(EVIL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', headers: { 'access-control-allow-origin': '*' }, body: EVIL_HTML }),
  );
}

test('a docs URL answering HTML never runs and is refused; a UTF-8 file name shows and downloads as itself', async ({
  page,
  context,
  login,
  expectAccessible,
}) => {
  test.slow();
  await serveEvilPage(context);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // An admin points Northstar's docs link at a page that answers HTML, and uploads a PDF named in Japanese.
  await login(ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Northstar Mutual', exact: true }).click();
  await page.getByRole('tab', { name: 'Docs Link' }).click();
  await page.getByRole('radio', { name: 'Another web address' }).check();
  await page.getByRole('textbox', { name: /Web address/ }).fill(EVIL);
  await page.getByRole('button', { name: 'Save Docs Link' }).click();
  await expect(page.getByText('Docs link saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Upload' }).click();
  const pdf = buildPdf({
    title: '保険ガイド 2025',
    footer: 'Northstar Mutual',
    blocks: [
      { type: 'title', text: 'Northstar Mutual' },
      { type: 'para', text: 'Flood zone rules: elevation certificates are required in zone AE.' },
    ],
  });
  await page.getByLabel('PDF file').setInputFiles({ name: '保険ガイド 2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Selected company' }).getByText('保険ガイド 2025.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  // An agent opens the library on Northstar: the docs link is refused, nothing of it runs.
  await login(ACCOUNTS.agent);
  await page.goto('/library');
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Northstar Mutual' }).click();
  const refusal = viewer(page).getByRole('alert');
  await expect(refusal).toContainText("This document can't be shown here");
  // Another site: never fetched (the app connects only to its own origin and the API's).
  await expect(refusal).toContainText('It is on another site.');
  await expect(refusal.getByRole('button', { name: 'Open in new tab' })).toBeVisible();
  expect(await page.locator('iframe, object, embed').count()).toBe(0);
  expect(page.frames()).toHaveLength(1);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page).not.toHaveTitle('pwned');
  await expectAccessible();

  // The document with the UTF-8 name: picked, drawn, titled and downloaded under its own name.
  await viewer(page).getByRole('combobox', { name: 'Document' }).selectOption({ label: '保険ガイド 2025' });
  await expect(viewer(page).getByRole('heading', { level: 2 })).toHaveText('Northstar Mutual — 保険ガイド 2025');
  const doc = viewer(page).getByRole('region', { name: 'Northstar Mutual — 保険ガイド 2025, 1 page' });
  await expect.poll(() => drawn(doc.getByRole('group', { name: 'Page 1 of 1' })), { timeout: 15_000 }).toBe(true);
  expect(await downloadHead(page)).toEqual({ name: '保険ガイド 2025.pdf', head: '%PDF-' });
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});
