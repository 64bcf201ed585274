import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { findDialog, firstCells, only, openConsole, openUsers } from './superadmin-test-kit';

const orgNamed = (name: string) => only(db.orgs, (o) => o.name === name, `organization ${name}`);

describe('/superadmin, the console', { timeout: 60_000 }, () => {
  it('is the superadmin’s: tabs Organizations and All Users, figures, Online Now and tips', async () => {
    const app = await openConsole();
    expect(app.screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    expect(app.screen.getByRole('tab', { name: 'All Users' })).toHaveAttribute('aria-selected', 'false');
    expect(app.screen.getByRole('region', { name: 'Online Now' })).toBeInTheDocument();
    expect(app.screen.getByRole('region', { name: 'Tips' })).toBeInTheDocument();
    const summary = app.screen.getByLabelText('Summary');
    await waitFor(() => expect(summary).toHaveTextContent(`Organizations${db.orgs.length}`));
    await waitFor(() => expect(summary).toHaveTextContent(`Users${db.users.length}`));
  });

  it.each([['agent'], ['admin']] as const)('sends an %s to /login, which sends them home', async (as) => {
    forgetIdentity();
    renderApp('/superadmin', { as });
    await waitFor(() => expect(currentPath()).not.toBe('/superadmin'));
  });

  it('switches tabs through the URL; each table keeps its own state', async () => {
    const app = await openConsole();
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toHaveLength(10));
    await app.user.type(app.screen.getByLabelText('Search organizations by name'), 'mutual{Enter}');
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=mutual'));
    await app.user.click(app.screen.getByRole('tab', { name: 'All Users' }));
    await waitFor(() => expect(window.location.search).toContain('tab=users'));
    expect(decodeURIComponent(window.location.search)).not.toContain('mutual');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=admin'));
    await app.user.click(app.screen.getByRole('tab', { name: 'Organizations' }));
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=mutual'));
    expect(window.location.search).not.toContain('tab=');
    expect(decodeURIComponent(window.location.search)).not.toContain('admin');
    expect(firstCells(app.table('Organizations'))).toEqual(['Cascade Mutual Agents', 'Prairie Mutual Brokers']);
  });

  it('an organization’s card shows its users in All Users, and adds a user to it', async () => {
    const app = await openConsole();
    const org = orgNamed('Summit Ridge Agency');
    await app.user.type(app.screen.getByLabelText('Search organizations by name'), 'summit{Enter}');
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(['Summit Ridge Agency']));
    await app.user.click(within(app.table('Organizations')).getByRole('button', { name: 'Summit Ridge Agency' }));
    const card = await app.screen.findByRole('dialog', { name: 'Summit Ridge Agency' });
    await app.user.click(within(card).getByRole('button', { name: 'Add user' }));
    const create = await findDialog('Create user');
    expect(within(create).getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('Summit Ridge Agency');
    await app.user.click(within(create).getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(card).getByRole('button', { name: 'View users' }));
    await waitFor(() => expect(app.screen.getByRole('tab', { name: 'All Users' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(app.screen.getByRole('tabpanel')).getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue(
      'Summit Ridge Agency',
    );
    await waitFor(() =>
      expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(1 + db.users.filter((u) => u.org_id === org.id).length),
    );
  });

  it('a user’s organization opens its card', async () => {
    const app = await openUsers();
    await app.user.type(app.screen.getByLabelText('Search users by name or email'), 'owner@prairiemutual.test{Enter}');
    await waitFor(() => expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(2));
    await app.user.click(within(app.table('Users')).getByRole('button', { name: 'Prairie Mutual Brokers' }));
    expect(await app.screen.findByRole('dialog', { name: 'Prairie Mutual Brokers' })).toBeInTheDocument();
    expect(app.screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toContain(`org=${orgNamed('Prairie Mutual Brokers').id}`);
  });

  it('Online Now shows everyone online in All Users', async () => {
    const priya = only(db.users, (u) => u.username === 'agent@harborview.test', 'Priya');
    db.presence[priya.id] = new Date().toISOString();
    const app = await openConsole();
    const card = app.screen.getByRole('region', { name: 'Online Now' });
    await within(card).findByText('Priya Raman');
    await app.user.click(within(card).getByRole('button', { name: /in All Users/ }));
    await waitFor(() => expect(app.screen.getByRole('combobox', { name: 'Online' })).toHaveDisplayValue('Online now'));
    await waitFor(() => expect(within(app.table('Users')).getByText('Priya Raman')).toBeInTheDocument());
    const count = Number(within(card).getByLabelText(/ online$/).textContent);
    expect(count).toBeGreaterThan(0);
    await waitFor(() => expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(1 + Math.min(25, count)));
  });
});
