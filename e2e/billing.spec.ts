import type { Page } from '@playwright/test';
import { ACCOUNTS, MOCK_SERVER, expect, expectAccessible as axeCheck, test } from './fixtures';

// The billing journeys, in both modes: a past-due owner pays through the payment provider's
// portal (the mock's stand-in page: in the app's origin with the worker, on the mock server's
// own origin with mocks off) and the badge turns back to PRO; an active owner cancels and
// resumes; the invoice links open.

const plan = (page: Page) => page.getByRole('region', { name: 'Plan' });

/** axe on the page as it rests: the pointer off any control. */
async function checkAccessible(page: Page, expectAccessible: () => Promise<void>): Promise<void> {
  await page.mouse.move(0, 0);
  await expectAccessible();
}

test('a past-due owner fixes payment through the billing portal and is PRO again', async ({ page, mode, login, expectAccessible }) => {
  test.slow();
  await login(ACCOUNTS.pastDueOwner);
  await expect(page.getByText('Not-Activated')).toBeVisible();
  await page.getByRole('link', { name: 'Update payment' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Your payment is past due' });
  await expect(banner).toBeVisible();
  await expect(plan(page).getByText('Past due', { exact: true })).toBeVisible();
  await checkAccessible(page, expectAccessible);

  // The portal: another site, on the API's host.
  await banner.getByRole('button', { name: 'Update billing info' }).click();
  const portalOrigin = mode === 'mocks-off' ? MOCK_SERVER : new URL(page.url()).origin;
  await expect(page).toHaveURL(new RegExp(`^${portalOrigin}/mock-portal/bps_`));
  await expect(page.getByRole('heading', { name: 'Billing portal', level: 1 })).toBeVisible();
  await expect(page.getByText('•••• 0341')).toBeVisible();
  await checkAccessible(page, expectAccessible);

  // The card on file declines; a new card, then the payment goes through.
  await page.getByRole('button', { name: 'Pay $99.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Update your card, then try again.');
  await page.getByText('Update card').click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card number is invalid.');
  // What was typed is still there.
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toHaveText('Your card was saved.');
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $99.00' }).click();
  await expect(page.getByRole('status')).toHaveText('Payment received. Your subscription is active again.');
  await expect(page.getByText('Amount due')).toHaveCount(0);
  await checkAccessible(page, expectAccessible);

  // Back in the app, on /billing: billing is read again and the query string goes.
  await page.getByRole('link', { name: '← Return to Underwriter Desk' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(plan(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payment is past due')).toHaveCount(0);
  const newest = page.getByRole('table', { name: 'Invoice history' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Paid');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText('Your subscription is active.')).toBeVisible();
});

test('an active owner cancels (Access until), then resumes', async ({ page, login, expectAccessible }) => {
  await login(ACCOUNTS.owner);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Billing (Invoices & Plan)' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const card = plan(page);
  await expect(card.getByText('$124.00', { exact: true }).first()).toBeVisible();
  const renewal = (await card.getByText('Next renewal').locator('xpath=following-sibling::dd').textContent())!;
  await checkAccessible(page, expectAccessible);

  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Your organization keeps access until ${renewal}.`);
  await checkAccessible(page, expectAccessible);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText('Access until')).toBeVisible();
  await expect(card.getByText('Access until').locator('xpath=following-sibling::dd')).toHaveText(renewal);
  await expect(card.getByText('Next renewal')).toHaveCount(0);
  await checkAccessible(page, expectAccessible);

  // It holds across a reload (the server has it), and Resume brings Cancel back.
  await page.reload();
  await expect(card.getByText('Access until')).toBeVisible();
  await card.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(card.getByText('Next renewal')).toBeVisible();
});

test('the invoice links open: the hosted invoice and the PDF', async ({ page, mode, context, login }) => {
  await login(ACCOUNTS.owner);
  await page.goto('/billing');
  const row = page.getByRole('table', { name: 'Invoice history' }).getByRole('row').nth(1);
  await expect(row).toContainText('HV-0005');
  const view = row.getByRole('link', { name: 'View invoice HV-0005 (opens in a new tab)' });
  const pdf = row.getByRole('link', { name: 'PDF of invoice HV-0005 (opens in a new tab)' });
  for (const link of [view, pdf]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const apiOrigin = mode === 'mocks-off' ? MOCK_SERVER : new URL(page.url()).origin;
  await expect(view).toHaveAttribute('href', new RegExp(`^${apiOrigin}/mock-invoice/in_[0-9a-f]{32}$`));
  await expect(pdf).toHaveAttribute('href', new RegExp(`^${apiOrigin}/api/files/invoices/in_[0-9a-f]{32}\\.pdf$`));

  // The hosted invoice, in a new tab.
  const [hosted] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(hosted.getByRole('heading', { name: /^Invoice HV-0005/, level: 1 })).toBeVisible();
  await expect(hosted.getByText('$124.00')).toBeVisible();
  await expect(hosted.getByText('Harborview Insurance Group').first()).toBeVisible();
  await hosted.mouse.move(0, 0);
  await axeCheck(hosted);
  await hosted.close();

  // The PDF, in a new tab: a real PDF from the API's host.
  const href = (await pdf.getAttribute('href'))!;
  if (mode === 'mocks-off') {
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const [tab] = await Promise.all([context.waitForEvent('page'), pdf.click()]);
  await expect(tab).toHaveURL(href);
  if (mode === 'worker') {
    // The worker does not see navigations: the mock frames the file it answers.
    await expect(tab.locator('iframe')).toHaveAttribute('title', /^in_[0-9a-f]{32}\.pdf$/);
    await expect(tab.locator('iframe')).toHaveAttribute('src', /^blob:/);
  }
});
