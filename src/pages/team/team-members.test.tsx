import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { currentPath, renderApp } from '../../../test/render-app';
import { lastDialog, openTeam, recordCalls, rowOf } from './team-test-kit';

const stored = (email: string) => db.users.find((u) => u.email === email);
const harborview = () => db.orgs.find((o) => o.name === 'Harborview Insurance Group')!;

describe('/team members grid', () => {
  it('lists every member with email, role, active toggle and last seen; Owner on the owner’s row', async () => {
    const { table } = await openTeam();
    const owner = await rowOf(table, 'Margaret Chen');
    expect(owner).toHaveTextContent('owner@harborview.test');
    expect(owner).toHaveTextContent('(you)');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByRole('switch', { name: 'Active: Margaret Chen' })).toBeDisabled();
    const kevin = await rowOf(table, 'Kevin Walsh');
    expect(within(kevin).getByRole('switch', { name: 'Active: Kevin Walsh' })).not.toBeChecked();
    expect(kevin).toHaveTextContent('Inactive');
    expect(kevin).toHaveTextContent('Never signed in');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + db.users.filter((u) => u.org_id === harborview().id).length);
  });

  it('shows online members and when the others were last seen', async () => {
    const rosa = stored('rosa.delgado@harborview.test')!;
    db.presence[rosa.id] = new Date(Date.now() - 10_000).toISOString();
    db.presence[stored('tom.becker@harborview.test')!.id] = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const { table } = await openTeam();
    expect(await rowOf(table, 'Rosa Delgado')).toHaveTextContent('Online');
    expect(await rowOf(table, 'Tom Becker')).toHaveTextContent('Last seen 3 hours ago');
  });

  it('tells the seats plainly: in use of the 4 included, the additional ones, the policy', async () => {
    const { members } = await openTeam();
    const seats = within(members).getByRole('group', { name: '5 of 4 included seats in use' });
    expect(seats).toHaveTextContent('+ 1 additional seat at $25/month each');
    expect(within(seats).getByRole('meter', { name: 'Active seats' })).toHaveAttribute('aria-valuenow', '5');
    expect(seats).toHaveTextContent('The plan is $99/month and includes 4 active seats; each additional seat is $25/month.');
    expect(seats).toHaveTextContent('During the 7-day trial, up to 4 active seats are included.');
    expect(seats).not.toHaveTextContent('seats your organization may use');
  });

  it('tells a trialing owner that a 5th seat ends the trial, and a limited one the limit', async () => {
    const trial = await openTeam('trialOwner');
    expect(within(trial.members).getByRole('note')).toHaveTextContent(
      'You are on the free trial. A 5th active seat ends the trial today and starts the paid month; you are asked first.',
    );
    trial.unmount();
    const limited = await openTeam('pastDueOwner');
    expect(within(limited.members).getByText('2 of 6 seats your organization may use')).toBeInTheDocument();
    expect(within(limited.members).getByRole('button', { name: 'Create Agent' })).toBeEnabled();
  });

  it('sorts by a column header, both ways', async () => {
    const { table, user } = await openTeam();
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('bdi')?.textContent);
    expect(names()[0]).toBe('Daniel Okafor');
    await user.click(within(table).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()[0]).toBe('Tom Becker'));
    expect(within(table).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('lists the admin read-only: the toggle cannot be used, no edit, no invite, no delete', async () => {
    const { table } = await openTeam();
    const admin = await rowOf(table, 'Daniel Okafor');
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByRole('switch', { name: 'Active: Daniel Okafor' })).toBeDisabled();
    expect(within(admin).getByText('Managed by a superadmin')).toBeInTheDocument();
    expect(within(admin).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends anyone but the billing owner to /home', async () => {
    for (const as of ['agent', 'admin'] as const) {
      const app = renderApp('/team', { as });
      await waitFor(() => expect(currentPath()).toBe('/home'));
      app.unmount();
    }
  });

  it('sends a visitor without a session to /login', async () => {
    renderApp('/team');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});

describe('/team an owner refused on an admin’s row', () => {
  it('shows the server’s 403 when a stale list offered the admin as an agent; nothing changes', async () => {
    // A list read before a superadmin made Daniel an admin still shows him as an agent.
    server.use(
      http.get('*/api/team/users', async () => {
        const rows = db.users
          .filter((u) => u.org_id === harborview().id)
          .map((u) => ({ ...u, password: undefined, online: false, last_seen: null }));
        return HttpResponse.json(rows.map((u) => (u.email === 'admin@harborview.test' ? { ...u, role: 'agent' } : u)));
      }),
    );
    const { table, user, screen } = await openTeam();
    const admin = await rowOf(table, 'Daniel Okafor');
    await user.click(within(admin).getByRole('button', { name: 'Edit Daniel Okafor' }));
    const dialog = await lastDialog(screen);
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'margaret.owns.this@harborview.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Save failed.');
    expect(alert).toHaveTextContent('Admins and superadmins are managed by a superadmin.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('margaret.owns.this@harborview.test');
    expect(stored('admin@harborview.test')?.username).toBe('admin@harborview.test');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(admin).getByRole('button', { name: 'Send invite to Daniel Okafor' }));
    const members = screen.getByRole('region', { name: 'Members' });
    expect(await within(members).findByRole('alert')).toHaveTextContent(
      'Invite send failed.Admins and superadmins are managed by a superadmin.',
    );
    expect(within(members).queryByRole('link', { name: 'Open the invite link' })).not.toBeInTheDocument();
  });
});

describe('/team active toggle', () => {
  it('deactivates and re-activates a member (PATCH is_active 0, then 1, the billed seat confirmed)', async () => {
    const calls = recordCalls(server);
    const { table, user, members, screen } = await openTeam();
    const rosa = await rowOf(table, 'Rosa Delgado');
    await user.click(within(rosa).getByRole('switch', { name: 'Active: Rosa Delgado' }));
    expect(await within(members).findByText('Rosa Delgado is now inactive.')).toBeInTheDocument();
    expect(stored('rosa.delgado@harborview.test')?.is_active).toBe(0);
    await user.click(within(rosa).getByRole('switch', { name: 'Active: Rosa Delgado' }));
    await user.click(within(await lastDialog(screen)).getByRole('button', { name: 'Add seat and activate' }));
    expect(await within(members).findByText('Rosa Delgado is now active.')).toBeInTheDocument();
    expect(stored('rosa.delgado@harborview.test')?.is_active).toBe(1);
    expect(calls.of(`PATCH /team/users/${stored('rosa.delgado@harborview.test')!.id}`).map((c) => c.body)).toEqual([
      { is_active: 0 },
      { is_active: 1 },
    ]);
  });

  it.each<[string, Fault, string]>([
    [
      'the seat limit the server gives',
      { kind: 'status', status: 400, body: { detail: 'Seat limit reached: 6 of 6 seats are in use.' } },
      'Save failed.Seat limit reached: 6 of 6 seats are in use.',
    ],
    ['no words for an empty 500', { kind: 'status', status: 500 }, 'Save failed.'],
    ['no words for an unreadable 200', { kind: 'malformed' }, 'Save failed.'],
  ])('says Save failed. with %s, and the row stays as it was', async (_n, fault, text) => {
    const kevin = stored('kevin.walsh@harborview.test')!;
    setFault(`PATCH /team/users/${kevin.id}`, fault);
    const { table, user, members, screen } = await openTeam();
    const row = await rowOf(table, 'Kevin Walsh');
    await user.click(within(row).getByRole('switch', { name: 'Active: Kevin Walsh' }));
    await user.click(within(await lastDialog(screen)).getByRole('button', { name: 'Add seat and activate' }));
    expect(await within(members).findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(within(row).getByRole('switch', { name: 'Active: Kevin Walsh' })).not.toBeChecked());
  });

  it('sends one request while the toggle is pending', async () => {
    const rosa = stored('rosa.delgado@harborview.test')!;
    setFault(`PATCH /team/users/${rosa.id}`, { kind: 'delay', ms: 400 });
    const calls = recordCalls(server);
    const { table, user, members } = await openTeam();
    const row = await rowOf(table, 'Rosa Delgado');
    const toggle = within(row).getByRole('switch', { name: 'Active: Rosa Delgado' });
    await user.click(toggle);
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(await within(members).findByText('Rosa Delgado is now inactive.')).toBeInTheDocument();
    expect(calls.of(`PATCH /team/users/${rosa.id}`)).toHaveLength(1);
  });
});

describe('/team delete', () => {
  it('asks first; Cancel keeps the member, Delete removes them', async () => {
    const { table, user, members, screen } = await openTeam();
    const tom = await rowOf(table, 'Tom Becker');
    await user.click(within(tom).getByRole('button', { name: 'Delete Tom Becker' }));
    const ask = await lastDialog(screen);
    expect(ask).toHaveTextContent('Delete Tom Becker?');
    expect(ask).toHaveTextContent('They lose access to Underwriter Desk at once');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(stored('tom.becker@harborview.test')).toBeDefined();
    await user.click(within(tom).getByRole('button', { name: 'Delete Tom Becker' }));
    await user.click(within(await lastDialog(screen)).getByRole('button', { name: 'Delete' }));
    expect(await within(members).findByText('Tom Becker was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Tom Becker')).not.toBeInTheDocument());
    expect(stored('tom.becker@harborview.test')).toBeUndefined();
  });

  it('never deletes the account owner: Delete and the active toggle are disabled, the reasons beside them', async () => {
    const { table } = await openTeam();
    const owner = await rowOf(table, 'Margaret Chen');
    const remove = within(owner).getByRole('button', { name: 'Delete Margaret Chen' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('You can’t delete the account owner.');
    expect(within(owner).getByText('You can’t delete the account owner.')).toBeVisible();
    const active = within(owner).getByRole('switch', { name: 'Active: Margaret Chen' });
    expect(active).toBeDisabled();
    expect(active).toHaveAccessibleDescription('The account owner is always active.');
    expect(within(owner).getByText('The account owner is always active.')).toBeVisible();
    // Nobody else's row carries the owner's reasons.
    const tom = await rowOf(table, 'Tom Becker');
    expect(within(tom).getByRole('button', { name: 'Delete Tom Becker' })).toBeEnabled();
    expect(tom).not.toHaveTextContent('account owner');
  });

  it.each<[string, Fault, string]>([
    [
      'the server text',
      { kind: 'status', status: 400, body: { detail: 'You can’t delete the account owner.' } },
      'Delete failed.You can’t delete the account owner.',
    ],
    ['no words on a network failure', { kind: 'network' }, 'Delete failed.'],
  ])('says Delete failed. with %s and keeps the row', async (_n, fault, text) => {
    setFault(`DELETE /team/users/${stored('tom.becker@harborview.test')!.id}`, fault);
    const { table, user, members, screen } = await openTeam();
    await user.click(within(await rowOf(table, 'Tom Becker')).getByRole('button', { name: 'Delete Tom Becker' }));
    await user.click(within(await lastDialog(screen)).getByRole('button', { name: 'Delete' }));
    expect(await within(members).findByRole('alert')).toHaveTextContent(text);
    expect(within(table).getByText('Tom Becker')).toBeInTheDocument();
  });
});

describe('/team send invite', () => {
  it('is offered to members who never signed in, not to oneself or to who has', async () => {
    db.presence[stored('rosa.delgado@harborview.test')!.id] = new Date(Date.now() - 86_400_000 * 3).toISOString();
    const { table } = await openTeam();
    expect(within(await rowOf(table, 'Tom Becker')).getByRole('button', { name: 'Send invite to Tom Becker' })).toBeInTheDocument();
    expect(within(await rowOf(table, 'Rosa Delgado')).queryByRole('button', { name: /Send invite/ })).not.toBeInTheDocument();
    expect(within(await rowOf(table, 'Margaret Chen')).queryByRole('button', { name: /Send invite/ })).not.toBeInTheDocument();
  });

  it('sends POST /auth/send-invite { email } and, in mock mode, shows the link', async () => {
    const calls = recordCalls(server);
    const { table, user, members } = await openTeam();
    await user.click(within(await rowOf(table, 'Tom Becker')).getByRole('button', { name: 'Send invite to Tom Becker' }));
    expect(await within(members).findByRole('status')).toHaveTextContent('Invite sent to tom.becker@harborview.test.');
    expect(within(members).getByRole('link', { name: 'Open the invite link' }).getAttribute('href')).toMatch(/\/reset-password\?token=/);
    expect(calls.of('POST /auth/send-invite').map((c) => c.body)).toEqual([{ email: 'tom.becker@harborview.test' }]);
  });

  it.each<[string, Fault, string]>([
    ['the server text', { kind: 'status', status: 404, body: { detail: 'User not found' } }, 'Invite send failed.User not found'],
    ['no words for a non-JSON 502', { kind: 'status', status: 502, body: '<html>Bad gateway</html>' }, 'Invite send failed.'],
  ])('says Invite send failed. with %s', async (_n, fault, text) => {
    setFault('POST /auth/send-invite', fault);
    const { table, user, members } = await openTeam();
    await user.click(within(await rowOf(table, 'Tom Becker')).getByRole('button', { name: 'Send invite to Tom Becker' }));
    expect(await within(members).findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace(/[.?]/g, '\\$&')}$`));
  });
});

describe('/team load states', () => {
  it.each<[string, Fault, string]>([
    ['a 500 without words', { kind: 'status', status: 500 }, 'Unable to load team.'],
    [
      'the server text',
      { kind: 'status', status: 503, body: { detail: 'Team service is down' } },
      'Unable to load team. Team service is down',
    ],
    ['a body that is not a list', { kind: 'status', status: 200, body: { users: 'none' } }, 'Unable to load team.'],
  ])('says Unable to load team. for %s (never an empty team), and Retry loads it', async (_n, fault, text) => {
    setFault('GET /team/users', fault);
    const { renderApp: render } = await import('../../../test/render-app');
    const app = render('/team', { as: 'owner' });
    const members = await app.screen.findByRole('region', { name: 'Members' });
    const alert = await within(members).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(members).queryByText(/No members yet/)).not.toBeInTheDocument();
    const { clearFaults } = await import('../../../mocks/node');
    clearFaults();
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(members).findByText('Margaret Chen')).toBeInTheDocument();
  });

  it('shows the grid busy while it loads', async () => {
    setFault('GET /team/users', { kind: 'delay', ms: 300 });
    const app = renderApp('/team', { as: 'owner' });
    const table = await app.screen.findByRole('table', { name: 'Members' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(await within(table).findByText('Margaret Chen')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});
