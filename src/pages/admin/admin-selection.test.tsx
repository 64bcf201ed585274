import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdmin, select } from './admin-test-kit';

afterEach(() => vi.restoreAllMocks());

describe('/admin selection', () => {
  it('New carrier clears the selection and starts a new company on the Upload tab', async () => {
    const app = await openAdmin();
    await select(app, 'Bluewater Casualty');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    await app.user.click(app.screen.getByRole('button', { name: 'New carrier' }));
    expect(app.screen.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
    expect(app.screen.getByRole('button', { name: 'Bluewater Casualty' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(app.screen.getByLabelText('Company Name')).toHaveFocus());
    expect(app.screen.getByText('Select a company on the left to see its logo, info and documents.')).toBeInTheDocument();
  });

  it('a message about one company does not stay when another is picked', async () => {
    const app = await openAdmin();
    await select(app, 'Northstar Mutual');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please select a PDF.')).toBeInTheDocument();
    await select(app, 'Bluewater Casualty');
    expect(app.screen.queryByText('Please select a PDF.')).not.toBeInTheDocument();
  });

  it('logs no antd form warning while companies are picked with the edit tabs open', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const app = await openAdmin();
    for (const [tab, label] of [
      ['Company Info', 'City'],
      ['Docs Link', 'Docs link name'],
    ] as const) {
      await select(app, 'Northstar Mutual');
      await app.user.click(app.screen.getByRole('tab', { name: tab }));
      await app.screen.findByLabelText(label);
      for (const name of ['Bluewater Casualty', 'Granite Peak Insurance', 'Northstar Mutual']) {
        await select(app, name);
        await app.screen.findByLabelText(label);
      }
    }
    const said = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' '));
    expect(said.filter((s) => /not connected to any Form element/.test(s))).toEqual([]);
  });
});
