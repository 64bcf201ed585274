import { ACCOUNTS, DEMO_PASSWORD, expect, storageItem, test } from './fixtures';

// The billing owner's team, seats and logo, end to end in both modes (the in-browser
// worker, and mocks off against the mock server over HTTP), with axe on each screen.

// A real 32×32 PNG (a checkerboard), so the uploaded logo renders.
const LOGO = {
  name: 'harborview-mark.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAOUlEQVR42mMQNozBiv4fZMeKSFXPMGrBqAVDwAJqGYRL/agFoxYMBQtGi4pRC0YtGK0PRi0YtQCIAP8tzj30R7QHAAAAAElFTkSuQmCC',
    'base64',
  ),
};

test.describe('/team the billing owner’s team, seats and logo', () => {
  test('upload a logo, create an agent with an invite, edit, deactivate and re-activate them, change one’s own email and sign in again', async ({
    page,
    mode,
    login,
    expectAccessible,
  }) => {
    // Three axe runs, an upload and two sign-ins: a busy machine gets the longer limit.
    test.slow();
    await login(ACCOUNTS.owner);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Team & Profile' }).click();
    await expect(page).toHaveURL(/\/team(\?|$)/);
    const members = page.getByRole('region', { name: 'Members' });
    const table = members.getByRole('table', { name: 'Members' });
    await expect(table.getByText('Margaret Chen')).toBeVisible();
    await expect(members.getByText('5 of 4 included seats in use')).toBeVisible();
    await expectAccessible();

    // The logo: a preview first, then the upload; the new one shows here and on /home.
    const profile = page.getByRole('region', { name: 'Organization profile' });
    await profile.getByLabel('Logo file').setInputFiles(LOGO);
    await expect(profile.getByRole('img', { name: 'New logo preview' })).toBeVisible();
    await profile.getByRole('button', { name: 'Upload logo' }).click();
    await expect(profile.getByText('Logo updated.')).toBeVisible();
    const logo = profile.getByRole('img', { name: 'Harborview Insurance Group logo' });
    await expect(logo).toHaveAttribute('src', /\/logos\/\d+\.png\?v=/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

    // Create an agent with an invite (no password): the invite link only in mock mode.
    await members.getByRole('button', { name: 'Create Agent' }).click();
    const create = page.getByRole('dialog', { name: 'Create Agent' });
    await create.getByLabel('First name').fill('Jordan');
    await create.getByLabel('Last name').fill('Ellis');
    await create.getByLabel('Email', { exact: true }).fill('Jordan.Ellis@Harborview.test');
    await create.getByRole('checkbox', { name: 'Send invite email' }).check();
    await expectAccessible();
    await create.getByRole('button', { name: 'Create Agent' }).click();
    // Harborview already pays for a 5th seat: the 6th asks first (e2e/team-seats.spec.ts tells it in full).
    await page.getByRole('dialog', { name: 'Add a paid seat?' }).getByRole('button', { name: 'Add seat and create' }).click();
    await expect(members.getByRole('status')).toContainText('Jordan Ellis was added.');
    await expect(members.getByRole('status')).toContainText('An invite was sent to jordan.ellis@harborview.test.');
    await expect(members.getByRole('link', { name: 'Open the invite link' })).toHaveCount(mode === 'worker' ? 1 : 0);
    const row = table.getByRole('row').filter({ hasText: 'jordan.ellis@harborview.test' });
    await expect(row).toContainText('Jordan Ellis');
    await expect(row).toContainText('Never signed in');

    // Edit them.
    await row.getByRole('button', { name: 'Edit Jordan Ellis' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Jordan Ellis' });
    await edit.getByLabel('Last name').fill('Ellis-Park');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(members.getByRole('status')).toHaveText('Changes to Jordan Ellis-Park saved.');
    await expect(row).toContainText('Jordan Ellis-Park');

    // Deactivate, then re-activate.
    const active = row.getByRole('switch', { name: 'Active: Jordan Ellis-Park' });
    await active.click();
    await expect(members.getByRole('status')).toHaveText('Jordan Ellis-Park is now inactive.');
    await expect(active).not.toBeChecked();
    await expect(members.getByText('5 of 4 included seats in use')).toBeVisible();
    await active.click();
    await page.getByRole('dialog', { name: 'Add a paid seat?' }).getByRole('button', { name: 'Add seat and activate' }).click();
    await expect(members.getByRole('status')).toHaveText('Jordan Ellis-Park is now active.');
    await expect(active).toBeChecked();
    await expect(members.getByText('6 of 4 included seats in use')).toBeVisible();

    // A new login email of one's own: back to /login with the new email, then in with it.
    await table.getByRole('button', { name: 'Edit Margaret Chen' }).click();
    const own = page.getByRole('dialog', { name: 'Edit Margaret Chen' });
    await expect(own.getByText('Changing your login email signs you out.', { exact: false })).toBeVisible();
    await own.getByLabel('Email', { exact: true }).fill('margaret.chen@harborview.test');
    await own.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your login email changed to margaret.chen@harborview.test. Please sign in again with it.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('margaret.chen@harborview.test');
    expect(await storageItem(page, 'token')).toBeNull();
    await expectAccessible();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Margaret' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Harborview Insurance Group logo' })).toHaveAttribute('src', /\?v=/);
  });

  test('a trialing owner is asked before the 5th seat ends the trial', async ({ page, login }) => {
    await login(ACCOUNTS.trialingOwner);
    await page.goto('/team');
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByText('2 of 4 included seats in use')).toBeVisible();
    for (const n of [3, 4]) {
      await members.getByRole('button', { name: 'Create Agent' }).click();
      const create = page.getByRole('dialog', { name: 'Create Agent' });
      await create.getByLabel('Email', { exact: true }).fill(`seat${n}@summitridge.test`);
      await create.getByLabel('Password', { exact: true }).fill('password1');
      await create.getByRole('button', { name: 'Create Agent' }).click();
      await expect(members.getByText(`${n} of 4 included seats in use`)).toBeVisible();
    }
    await members.getByRole('button', { name: 'Create Agent' }).click();
    const create = page.getByRole('dialog', { name: 'Create Agent' });
    await create.getByLabel('Email', { exact: true }).fill('seat5@summitridge.test');
    await create.getByLabel('Password', { exact: true }).fill('password1');
    await create.getByRole('button', { name: 'Create Agent' }).click();
    const ask = page.getByRole('dialog', { name: 'End the free trial now?' });
    await expect(ask).toContainText('makes a 5th, which ends the trial today and starts the paid month.');
    await ask.getByRole('button', { name: 'End trial and create' }).click();
    await expect(members.getByRole('status')).toContainText('The free trial has ended and the paid month has started.');
    await expect(members.getByText('5 of 4 included seats in use')).toBeVisible();
    await expect(members.getByText(/You are on the free trial/)).toHaveCount(0);
  });
});
