import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type As } from '../../test/render-app';
import { resetDemoData, setDemoAccounts } from '../mock-mode';
import { forgetIdentity } from '../providers/identity';

// The reset reloads the page; here it is only watched.
vi.mock('../mock-mode', async (load) => ({ ...(await load<typeof import('../mock-mode')>()), resetDemoData: vi.fn() }));

afterEach(() => {
  setDemoAccounts([]);
  vi.mocked(resetDemoData).mockReset();
});

async function openMenu(as: As) {
  setDemoAccounts([{ label: 'Agent', email: 'agent@harborview.test', password: 'demo1234', role: 'agent' }]);
  forgetIdentity();
  const app = renderApp('/home', { as });
  await app.user.click(await app.screen.findByRole('button', { name: /account menu/ }));
  await app.user.click(await app.screen.findByRole('menuitem', { name: 'Reset demo data' }));
  const dialog = await app.screen.findByRole('dialog', { name: 'Reset demo data?' });
  return { ...app, dialog };
}

describe('Reset demo data (mock mode) asks first', () => {
  it('says what it throws away; Cancel keeps everything', async () => {
    const { user, dialog } = await openMenu('owner');
    expect(dialog).toHaveTextContent('goes back to the demo data as seeded');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // (antd's closing motion never ends in jsdom; the journeys see the dialog go.)
    expect(resetDemoData).not.toHaveBeenCalled();
  });

  it('resets once confirmed, for a user without an owner menu too', async () => {
    const { user, dialog } = await openMenu('agent');
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(resetDemoData).toHaveBeenCalledTimes(1);
  });
});
