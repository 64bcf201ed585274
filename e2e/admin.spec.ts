import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, setFault, test } from './fixtures';

// An admin manages a carrier end to end, in both modes (worker and mocks-off).

const pdf = (text: string) => ({
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

const CARRIER = 'Tidewater Mutual';
/** axe on the page as it rests: the pointer off any control (a hovered button is not its resting look). */
async function checkAccessible(page: Page, expectAccessible: () => Promise<void>): Promise<void> {
  await page.mouse.move(0, 0);
  await expectAccessible();
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Selected company' });

test.describe('/admin carriers and documents', () => {
  test.afterEach(async ({ mode }) => {
    if (mode === 'mocks-off') await setFault(null);
  });

  test('create a carrier by upload, add a PDF with progress, edit info and docs link, delete a document and the carrier', async ({
    page,
    mode,
    login,
    expectAccessible,
  }) => {
    // The longest journey (about 35 s with the in-browser worker, which reads each uploaded PDF):
    // three times the usual limit, so a busy machine does not fail it.
    test.slow();
    await login(ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    // Slow uploads down so the progress bar can be seen.
    if (mode === 'mocks-off') await setFault('POST /upload=delay-1200');
    else await page.goto('/admin?mock-fault=POST%20/upload=delay-1200');
    await expect(page.getByRole('button', { name: 'Northstar Mutual', exact: true })).toBeVisible();
    await checkAccessible(page, expectAccessible);

    // Create the carrier with its first PDF.
    await page.getByLabel('Company Name').fill(CARRIER);
    await page.getByLabel('PDF file').setInputFiles({ name: 'Tidewater Guide.pdf', ...pdf('first') });
    await expect(page.getByText('Selected: Tidewater Guide.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: CARRIER })).toBeVisible();
    await expect(page.getByRole('button', { name: CARRIER, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByText('1 document', { exact: true })).toBeVisible();

    // A second PDF to the selected carrier, with a progress bar that goes away afterwards.
    await expect(page.getByText(`Adds the PDF to ${CARRIER}.`, { exact: false })).toBeVisible();
    await page.getByLabel('PDF file').setInputFiles({ name: 'Tidewater Binding Memo.pdf', ...pdf('second') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(panel.getByText('2 documents', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Tidewater Binding Memo.pdf' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
    await checkAccessible(page, expectAccessible);

    // Company Info.
    await page.getByRole('tab', { name: 'Company Info' }).click();
    await page.getByLabel('Address 1').fill('200 Waterside Drive');
    await page.getByLabel('City').fill('Norfolk');
    await page.getByLabel('State').selectOption({ label: 'Virginia' });
    await page.getByLabel('Zipcode').fill('23510');
    await page.getByLabel('Phone').fill('(757) 555-0190');
    await page.getByLabel('Website').fill('https://tidewater.example');
    await page.getByRole('button', { name: 'Save Company Info' }).click();
    await expect(page.getByText('Company info saved')).toBeVisible();
    await expect(panel.getByText('200 Waterside Drive · Norfolk · VA · 23510')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'https://tidewater.example' })).toBeVisible();
    await checkAccessible(page, expectAccessible);

    // Docs Link.
    await page.getByRole('tab', { name: 'Docs Link' }).click();
    // The docs link points at the carrier's first document, picked from its list.
    await expect(page.getByRole('radio', { name: 'One of its documents' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Document' })).toHaveValue(/.+/);
    await expect(page.getByRole('combobox', { name: 'Document' }).locator('option:checked')).toHaveText('Tidewater Guide');
    await page.getByLabel('Docs link name').fill('Tidewater Guides');
    await page.getByRole('button', { name: 'Save Docs Link' }).click();
    await expect(page.getByText('Docs link saved')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Tidewater Guides' })).toBeVisible();

    // The edits show on /agent's details panel and in /library.
    for (const path of ['/agent', '/library']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: CARRIER }).click();
      const details = page.getByRole('complementary', { name: 'Company details' });
      await expect(details.getByText(/200 Waterside Drive · Norfolk/)).toBeVisible();
      await details.getByRole('tab', { name: 'Resources' }).click();
      await expect(details.getByText('Tidewater Guides')).toBeVisible();
    }
    await page.goto('/admin');
    await page.getByRole('button', { name: CARRIER, exact: true }).click();
    await expect(panel.getByText('Tidewater Binding Memo.pdf')).toBeVisible();

    // Delete a document, after confirmation.
    await panel.getByRole('button', { name: 'Delete Tidewater Binding Memo.pdf' }).click();
    const docDialog = page.getByRole('dialog');
    await expect(docDialog).toContainText('Delete Tidewater Binding Memo.pdf?');
    await checkAccessible(page, expectAccessible);
    await docDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('1 document', { exact: true })).toBeVisible();
    await expect(panel.getByText('Tidewater Binding Memo.pdf')).toHaveCount(0);

    // Delete the carrier, after confirmation.
    await page.getByRole('button', { name: `Delete ${CARRIER}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Delete ${CARRIER}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: CARRIER, exact: true })).toHaveCount(0);
    await expect(page.getByText('Select a company on the left to see its logo, info and documents.')).toBeVisible();

    // Still gone after a reload: the server deleted it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Northstar Mutual', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: CARRIER, exact: true })).toHaveCount(0);
    await checkAccessible(page, expectAccessible);
  });

  test('refuses a renamed text file as a PDF and asks for a company name', async ({ page, login }) => {
    await login(ACCOUNTS.admin);
    await expect(page.getByRole('button', { name: 'Northstar Mutual', exact: true })).toBeVisible();
    await page.getByLabel('PDF file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await expect(page.getByRole('alert')).toHaveText('Please select a PDF.');
    await page.getByLabel('PDF file').setInputFiles({ name: 'real.pdf', ...pdf('ok') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a Company Name for a new company, or select one on the left.');
  });
});
