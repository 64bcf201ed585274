import { expect, lastMailedLink, test } from './fixtures';

// The signed-out journeys, in both modes: registration through the (mock) checkout back to a PRO
// dashboard, and forgot → reset → login with the new password.

test('register, go through checkout, come back PRO', async ({ page, expectAccessible }) => {
  const email = `riley.${Date.now()}@brightpath.test`;
  await page.goto('/register');
  await expectAccessible();
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Brightpath Insurance');
  await page.getByLabel('Phone').fill('(555) 010-2000');
  await page.getByLabel('Website').fill('brightpath.test');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').selectOption({ label: 'Colorado' });
  await page.getByLabel('Password', { exact: true }).fill('longenough1');
  await page.getByLabel('Confirm password').fill('longenough1');
  await page.getByRole('checkbox', { name: /Terms and Agreement/ }).check();
  await page.getByRole('button', { name: 'Register Account' }).click();

  // The mock's payment page is the dashboard with a session id; the dashboard refreshes billing.
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
  await expect(page.getByText('Brightpath Insurance')).toBeVisible();
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start your 7 day free trial' })).toHaveCount(0);
  await expectAccessible();

  // The owner menu, then Logout.
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByText('Team & Profile')).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(page.getByText('Team & Profile')).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a past-due organization is offered payment, never a new trial', async ({ page, login, expectAccessible }) => {
  await login('owner@prairiemutual.test');
  await expect(page.getByText('Not-Activated')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update payment' })).toHaveAttribute('href', '/billing');
  await expect(page.getByRole('button', { name: 'Start your 7 day free trial' })).toHaveCount(0);
  await page.getByRole('button', { name: /Library/ }).click();
  await expect(page.getByRole('alert')).toContainText('Payment is past due: the Library is closed until it is paid.');
  await expect(page.getByRole('alert')).not.toContainText(/free trial/i);
  await expectAccessible();
});

test('forgot, reset, and log in with the new password', async ({ page, login, expectAccessible, mode }) => {
  await page.goto('/forgot');
  await page.getByLabel('Email').fill('agent@harborview.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If that email exists, we’ve sent a reset link.')).toBeVisible();
  await expectAccessible();
  if (mode === 'worker') {
    await page.getByRole('link', { name: 'Open the reset link' }).click();
  } else {
    // Mocks off: the link is e-mailed, never shown (docs/decisions.md#reset-links); the test reads
    // the mock server's outbox as a user reads their mail.
    await expect(page.getByRole('link', { name: 'Open the reset link' })).toHaveCount(0);
    await page.goto(await lastMailedLink('agent@harborview.test'));
  }

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('a-brand-new-pass');
  await page.getByLabel('Confirm password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  await expectAccessible();

  await login('agent@harborview.test', 'a-brand-new-pass');
  await expect(page).toHaveURL(/\/home$/);
});

test('the login page forgot button opens the reset modal', async ({ page, expectAccessible, mode }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your email first, then click Forgot password.');
  await page.getByLabel('Email').fill('owner@harborview.test');
  if (mode === 'mocks-off') {
    // A server that answers a reset_url anyway: with mocks off the app never shows it.
    await page.route('**/auth/forgot-password', (route) =>
      route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { message: 'If that email exists, we’ve sent a reset link.', reset_url: '/reset-password?token=leaked' },
      }),
    );
  }
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('If that email exists, we’ve sent a reset link.')).toBeVisible();
  if (mode === 'worker') {
    await expect(dialog.getByRole('link', { name: 'Open the reset link' })).toHaveAttribute('href', /\/reset-password\?token=/);
  } else {
    await expect(dialog.getByRole('link', { name: 'Open the reset link' })).toHaveCount(0);
  }
  await expectAccessible();
});
