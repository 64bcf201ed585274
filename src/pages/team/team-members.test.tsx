import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { currentPath } from '../../../test/render-app';
import { lastDialog, openTeam, rowOf } from './team-test-kit';

const stored = (email: string) => db.users.find((u) => u.email === email);

describe('/team members grid (spec §2 Team)', () => {
  it('lists every member with email, role, active toggle and last seen; Owner on the owner’s row', async () => {
    const { table } = await openTeam();
    const owner = await rowOf(table, 'Margaret Chen');
    expect(owner).toHaveTextContent('owner@harborview.test');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByRole('switch', { name: 'Active: Margaret Chen' })).toBeDisabled();
    const kevin = await rowOf(table, 'Kevin Walsh');
    expect(within(kevin).getByRole('switch', { name: 'Active: Kevin Walsh' })).not.toBeChecked();
    expect(kevin).toHaveTextContent('Never signed in');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + db.users.filter((u) => u.org_id === 1).length);
  });

  it('lists the admin read-only: no toggle to use, no edit, no delete', async () => {
    const { table } = await openTeam();
    const admin = await rowOf(table, 'Daniel Okafor');
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByRole('switch', { name: 'Active: Daniel Okafor' })).toBeDisabled();
    expect(within(admin).getByText('Managed by a superadmin')).toBeInTheDocument();
    expect(within(admin).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends others to /home', async () => {
    const { renderApp } = await import('../../../test/render-app');
    renderApp('/team', { as: 'agent' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('deactivates and re-activates a member (PATCH is_active)', async () => {
    const { table, user, members } = await openTeam();
    const rosa = await rowOf(table, 'Rosa Delgado');
    await user.click(within(rosa).getByRole('switch', { name: 'Active: Rosa Delgado' }));
    expect(await within(members).findByText('Rosa Delgado is now inactive.')).toBeInTheDocument();
    expect(stored('rosa.delgado@harborview.test')?.is_active).toBe(0);
    await user.click(within(rosa).getByRole('switch', { name: 'Active: Rosa Delgado' }));
    expect(await within(members).findByText('Rosa Delgado is now active.')).toBeInTheDocument();
    expect(stored('rosa.delgado@harborview.test')?.is_active).toBe(1);
  });

  it('deletes after asking; Cancel keeps the member', async () => {
    const { table, user, members, screen } = await openTeam();
    const tom = await rowOf(table, 'Tom Becker');
    await user.click(within(tom).getByRole('button', { name: 'Delete Tom Becker' }));
    const ask = await lastDialog(screen);
    expect(ask).toHaveTextContent('Delete Tom Becker?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(stored('tom.becker@harborview.test')).toBeDefined();
    await user.click(within(tom).getByRole('button', { name: 'Delete Tom Becker' }));
    await user.click(within(await lastDialog(screen)).getByRole('button', { name: 'Delete' }));
    expect(await within(members).findByText('Tom Becker was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Tom Becker')).not.toBeInTheDocument());
    expect(stored('tom.becker@harborview.test')).toBeUndefined();
  });

  it('never deletes the account owner: it says so and sends nothing', async () => {
    const { table, user, members } = await openTeam();
    const owner = await rowOf(table, 'Margaret Chen');
    await user.click(within(owner).getByRole('button', { name: 'Delete Margaret Chen' }));
    expect(await within(members).findByRole('alert')).toHaveTextContent('You can’t delete the account owner.');
    expect(stored('owner@harborview.test')).toBeDefined();
  });
});
