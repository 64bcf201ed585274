import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearFaults, db, setFault } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { companyButtons, openAdmin, SEEDED, select } from './admin-test-kit';
import { forgetIdentity } from '../../providers/identity';

describe('/admin page', () => {
  it('shows the toolbar, the company list, the three tabs and an empty panel', async () => {
    const { screen } = await openAdmin();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Companies' });
    for (const name of SEEDED) expect(within(list).getByRole('button', { name })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Northstar Mutual' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upload', 'Company Info', 'Docs Link']);
    expect(screen.getByText('Select a company on the left to see its logo, info and documents.')).toBeInTheDocument();
  });

  it('is for admins and superadmins; an agent goes to /home', async () => {
    forgetIdentity();
    const { screen } = renderApp('/admin', { as: 'agent' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    const superadmin = await openAdmin('superadmin', null);
    expect(superadmin.screen.getByRole('navigation', { name: 'Companies' })).toBeInTheDocument();
  });

  it('selects a company: logo, name, document count, info and documents', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Northstar Mutual');
    expect(app.screen.getByRole('button', { name: 'Northstar Mutual' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(panel).findByText('3 documents')).toBeInTheDocument();
    expect(within(panel).getByText('Northstar_HO_Underwriting_Guidelines_2025.pdf')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Company name')).toHaveValue('Northstar Mutual');
    expect(within(panel).getByRole('button', { name: 'Choose logo' })).toBeInTheDocument();
    expect(within(panel).getByText('Address').nextElementSibling?.textContent).toMatch(/·/);
  });

  it('deselects on a click outside interactive areas, not on one inside them', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Bluewater Casualty');
    await app.user.click(within(panel).getByRole('heading', { name: 'Bluewater Casualty' }));
    expect(within(panel).getByRole('heading', { name: 'Bluewater Casualty' })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('tab', { name: 'Company Info' }));
    expect(app.screen.getByRole('button', { name: 'Bluewater Casualty' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(app.screen.getByRole('main'));
    expect(app.screen.getByRole('button', { name: 'Bluewater Casualty' })).toHaveAttribute('aria-pressed', 'false');
    expect(app.screen.getByText('Select a company on the left to see its logo, info and documents.')).toBeInTheDocument();
    expect(app.screen.getByText('Select a company on the left first.')).toBeInTheDocument();
  });

  it('filters the list by name (the data provider filters, after a pause in typing)', async () => {
    const app = await openAdmin();
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Filter companies' }), 'gran');
    const list = app.screen.getByRole('navigation', { name: 'Companies' });
    await waitFor(() => expect(companyButtons(list).map((b) => b.textContent)).toEqual(['Granite Peak Insurance']));
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Filter companies' }), 'zzz');
    expect(await within(list).findByText('No company matches the filter.')).toBeInTheDocument();
  });

  it('says "No companies yet." for an empty list', async () => {
    setFault('GET /companies', { kind: 'status', status: 200, body: [] });
    const { screen } = await openAdmin('admin', null);
    expect(await screen.findByText('No companies yet.')).toBeInTheDocument();
  });

  it.each([
    ['a non-array body', { kind: 'status', status: 200, body: { companies: 'nope' } }],
    ['a string body', { kind: 'status', status: 200, body: 'companies' }],
    ['a malformed body', { kind: 'malformed' }],
    ['a server error', { kind: 'status', status: 500, body: { detail: 'Boom' } }],
  ] as const)('shows no companies, says the list failed (with Retry) and logs an error for %s', async (_name, fault) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /companies', fault as never);
    const { screen, user } = await openAdmin('admin', null);
    const list = screen.getByRole('navigation', { name: 'Companies' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('Could not load the companies.');
    expect(companyButtons(list)).toHaveLength(0);
    expect(within(list).queryByText('No companies yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    clearFaults();
    await user.click(within(list).getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByText('Northstar Mutual')).toBeInTheDocument();
    log.mockRestore();
  });

  it('pages a list of 500 companies 25 at a time', async () => {
    const org = db.users.find((u) => u.email === 'admin@harborview.test')!.org_id;
    const template = db.companies.find((c) => c.org_id === org)!;
    for (let i = 0; i < 495; i += 1) {
      db.companies.push({ ...template, company_id: `cmp_bulk_${i}`, company_display: `Bulk Carrier ${String(i).padStart(3, '0')}` });
    }
    const app = await openAdmin('admin', 'Bulk Carrier 000');
    const list = app.screen.getByRole('navigation', { name: 'Companies' });
    expect(companyButtons(list)).toHaveLength(25);
    await app.user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Bulk Carrier 025')).toBeInTheDocument();
    const filter = within(list).getByRole('searchbox', { name: 'Filter companies' });
    await app.user.click(filter);
    await app.user.paste('999');
    await waitFor(() => expect(companyButtons(list)).toHaveLength(0));
    await app.user.clear(filter);
    await app.user.paste('carrier 494');
    await waitFor(() => expect(companyButtons(list)).toHaveLength(1));
  });
});
