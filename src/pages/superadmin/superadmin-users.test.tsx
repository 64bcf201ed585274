import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { captureDownloads, findDialog, firstCells, only, openUsers, recordCalls, rowWith } from './superadmin-test-kit';

type App = Awaited<ReturnType<typeof openUsers>>;

const user = (email: string) => only(db.users, (u) => u.username === email, `user ${email}`);
const orgOf = (id: number) => only(db.orgs, (o) => o.id === id, `organization ${id}`);
const label = (u: { first_name: string | null; last_name: string | null; username: string }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;
/** Each row's user name and email (the two isolated texts of the User cell). */
const people = (app: App) =>
  within(app.table('Users'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td:first-child bdi')].map((b) => b.textContent ?? ''));
const names = (app: App) => people(app).map((p) => p[0] ?? '');
/** The panel on screen (the other tab's is hidden). */
const panel = (app: App) => app.screen.getByRole('tabpanel');

/** Answers the open question titled `title` with its button `button`. */
async function answer(app: App, title: string, button: string) {
  const ask = await findDialog(title);
  await app.user.click(within(ask).getByRole('button', { name: button }));
}

async function searchUsers(app: App, text: string) {
  await app.user.type(app.screen.getByLabelText('Search users by name or email'), `${text}{Enter}`);
}

/** The row of one user, found by searching their email. */
async function rowOf(app: App, email: string) {
  await searchUsers(app, email);
  await waitFor(() => expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(2));
  return rowWith(app.table('Users'), email);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/superadmin All Users: the table', { timeout: 60_000 }, () => {
  it('lists every user with name, email, role, organization, active and last seen, 25 a page', async () => {
    const app = await openUsers();
    expect(app.screen.getByRole('tab', { name: 'All Users' })).toHaveAttribute('aria-selected', 'true');
    expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(26);
    expect(app.screen.getByText(`1–25 of ${db.users.length} users`)).toBeInTheDocument();
    const sorted = db.users.map(label).sort((a, b) => a.localeCompare(b));
    expect(names(app)).toEqual(sorted.slice(0, 25));
    const margaret = await rowOf(app, 'owner@harborview.test');
    expect(margaret).toHaveTextContent('Margaret Chen');
    expect(margaret).toHaveTextContent('Owner');
    expect(margaret).toHaveTextContent('Harborview Insurance Group');
    expect(within(margaret).getByRole('combobox', { name: 'Role of Margaret Chen' })).toHaveDisplayValue('Agent');
    expect(within(margaret).getByRole('switch', { name: 'Active: Margaret Chen' })).toBeChecked();
    expect(margaret).toHaveTextContent('Never');
  });

  it('sorts by organization name (joined from GET /orgs), both ways', async () => {
    const app = await openUsers();
    const header = within(app.table('Users')).getByRole('columnheader', { name: /Organization/ });
    await app.user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const orgNames = db.users.map((u) => orgOf(u.org_id).name).sort((a, b) => a.localeCompare(b));
    const shown = () =>
      within(app.table('Users'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(shown()).toEqual(orgNames.slice(0, 25));
    await app.user.click(within(header).getByRole('button'));
    await waitFor(() => expect(shown()).toEqual([...orgNames].reverse().slice(0, 25)));
  });

  it('searches by name or email, and filters by role, organization, active and online', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    await searchUsers(app, 'harborview.test');
    await waitFor(() => expect(names(app)).toHaveLength(6));
    await app.user.clear(app.screen.getByLabelText('Search users by name or email'));
    await searchUsers(app, 'priya');
    await waitFor(() => expect(names(app)).toEqual(['Priya Raman']));
    await app.user.clear(app.screen.getByLabelText('Search users by name or email'));
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    const admins = db.users.filter((u) => u.role === 'admin');
    await waitFor(() => expect(names(app).sort()).toEqual(admins.map(label).sort()));
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Role' }), 'All roles');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Organization' }), 'Summit Ridge Agency');
    await waitFor(() => expect(names(app).sort()).toEqual(['Hannah Price', 'Jacob Lindqvist']));
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Organization' }), 'All organizations');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Active' }), 'Inactive');
    await waitFor(() =>
      expect(names(app).sort()).toEqual(
        db.users
          .filter((u) => u.is_active === 0)
          .map(label)
          .sort(),
      ),
    );
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Active' }), 'Active or not');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Online' }), 'Online now');
    await waitFor(() =>
      expect(
        within(app.table('Users'))
          .getAllByRole('row')
          .slice(1)
          .every((r) => r.textContent?.includes('Online')),
      ).toBe(true),
    );
    expect(decodeURIComponent(window.location.search)).toContain('filters[0][field]=online');
    expect(decodeURIComponent(window.location.search)).toContain('tab=users');
    // All of it in memory: one GET /users for the page, none per filter.
    expect(calls.filter((c) => c.key === 'GET /users')).toHaveLength(1);
  });

  it('restores its filters, sort and page from a shared URL', async () => {
    const org = only(db.orgs, (o) => o.name === 'Mesa Verde Insurance Partners', 'Mesa Verde');
    const app = await openUsers(
      `/superadmin?tab=users&filters[0][field]=org_id&filters[0][operator]=eq&filters[0][value]=${org.id}&sorters[0][field]=full_name&sorters[0][order]=desc&pageSize=10&currentPage=2`,
    );
    const staff = db.users
      .filter((u) => u.org_id === org.id)
      .map(label)
      .sort((a, b) => b.localeCompare(a));
    await waitFor(() => expect(names(app)).toEqual(staff.slice(10, 20)));
    expect(app.screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue(org.name);
    expect(within(app.table('Users')).getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says Failed to load users when GET /users fails, and never shows an empty list for it', async () => {
    setFault('GET /users', { kind: 'status', status: 500, body: { detail: 'Users are on fire' } });
    const app = await import('./superadmin-test-kit').then((k) => k.openConsole('/superadmin?tab=users'));
    const alert = await within(app.table('Users')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users');
    expect(alert).toHaveTextContent('Users are on fire');
    expect(within(app.table('Users')).queryByText(/No users yet/)).not.toBeInTheDocument();
  });

  it('exports the filtered, sorted view as CSV with organization names', async () => {
    const downloads = captureDownloads();
    const app = await openUsers('/superadmin?tab=users&sorters[0][field]=username&sorters[0][order]=asc&pageSize=10');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Role' }), 'Agent');
    await app.user.click(app.screen.getByRole('button', { name: 'Export users (CSV)' }));
    const files = await waitFor(async () => {
      const got = await downloads();
      expect(got).toHaveLength(1);
      return got;
    });
    const lines = files[0]!.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Name","Email","Role","Organization","Active","Online","Last seen","ID"');
    const agents = db.users.filter((u) => u.role === 'agent').sort((a, b) => a.username.localeCompare(b.username));
    expect(lines).toHaveLength(agents.length + 1);
    expect(lines.slice(1).map((l) => l.split('","')[1])).toEqual(agents.map((u) => u.username));
    expect(lines.find((l) => l.includes('"agent@harborview.test"'))).toContain(
      '"Priya Raman","agent@harborview.test","Agent","Harborview Insurance Group","Yes"',
    );
    // Times in a CSV file are ISO 8601 (UTC, to the second), whatever the server wrote.
    const lastSeen = lines.slice(1).map((l) => l.split('","')[6]);
    expect(lastSeen.filter(Boolean).length).toBeGreaterThan(0);
    for (const cell of lastSeen) expect(cell).toMatch(/^$|^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe('/superadmin All Users: row actions', { timeout: 60_000 }, () => {
  it('changes a role (PATCH /users/{id} role) once confirmed', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const priya = user('agent@harborview.test');
    const row = await rowOf(app, priya.username);
    await app.user.selectOptions(within(row).getByRole('combobox', { name: 'Role of Priya Raman' }), 'Admin');
    await answer(app, 'Make Priya Raman an admin?', 'Make admin');
    await waitFor(() => expect(user(priya.username).role).toBe('admin'));
    expect(calls.filter((c) => c.key === `PATCH /users/${priya.id}`).map((c) => c.body)).toEqual([{ role: 'admin' }]);
    await waitFor(() =>
      expect(within(rowWith(app.table('Users'), priya.username)).getByRole('combobox', { name: 'Role of Priya Raman' })).toHaveDisplayValue(
        'Admin',
      ),
    );
  });

  it.each<[string, Fault, string]>([
    ['the server’s words', { kind: 'status', status: 400, body: { detail: 'Role locked by policy.' } }, 'Role locked by policy.'],
    ['its own words for an unreadable answer', { kind: 'malformed' }, 'The change was not saved. Try again.'],
  ])('says Update user failed with %s, and puts the role back', async (_n, fault, text) => {
    const app = await openUsers();
    const row = await rowOf(app, 'agent@harborview.test');
    setFault('PATCH /users/*', fault);
    await app.user.selectOptions(within(row).getByRole('combobox', { name: 'Role of Priya Raman' }), 'Admin');
    await answer(app, 'Make Priya Raman an admin?', 'Make admin');
    const alert = await within(panel(app)).findByRole('alert');
    expect(alert).toHaveTextContent('Update user failed');
    expect(alert).toHaveTextContent(`Priya Raman: ${text}`);
    await waitFor(() =>
      expect(
        within(rowWith(app.table('Users'), 'agent@harborview.test')).getByRole('combobox', { name: 'Role of Priya Raman' }),
      ).toHaveDisplayValue('Agent'),
    );
    expect(user('agent@harborview.test').role).toBe('agent');
  });

  it('deactivates and reactivates a user; the billing owner’s and one’s own toggles are disabled', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const rosa = user('rosa.delgado@harborview.test');
    const row = await rowOf(app, rosa.username);
    const toggle = within(row).getByRole('switch', { name: 'Active: Rosa Delgado' });
    await app.user.click(toggle);
    await waitFor(() => expect(user(rosa.username).is_active).toBe(0));
    await waitFor(() =>
      expect(within(rowWith(app.table('Users'), rosa.username)).getByRole('switch', { name: 'Active: Rosa Delgado' })).not.toBeChecked(),
    );
    await app.user.click(within(rowWith(app.table('Users'), rosa.username)).getByRole('switch', { name: 'Active: Rosa Delgado' }));
    // Harborview pays for its plan and has 4 active seats again: Rosa's is the 5th, billed.
    await answer(app, 'Add a paid seat to Harborview Insurance Group?', 'Activate user');
    await waitFor(() => expect(user(rosa.username).is_active).toBe(1));
    expect(calls.filter((c) => c.key === `PATCH /users/${rosa.id}`).map((c) => c.body)).toEqual([{ is_active: 0 }, { is_active: 1 }]);
    await app.user.clear(app.screen.getByLabelText('Search users by name or email'));
    const owner = await rowOf(app, 'owner@harborview.test');
    expect(within(owner).getByRole('switch', { name: 'Active: Margaret Chen' })).toBeDisabled();
    expect(within(owner).getByRole('button', { name: 'Move Margaret Chen' })).toBeDisabled();
    await app.user.clear(app.screen.getByLabelText('Search users by name or email'));
    const self = await rowOf(app, 'super@underwriter.test');
    expect(within(self).getByRole('switch', { name: 'Active: Alex Morgan' })).toBeDisabled();
    expect(within(self).getByRole('combobox', { name: 'Role of Alex Morgan' })).toBeDisabled();
  });

  it('moves a user to another organization (PATCH /users/{id} org_id)', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const tom = user('tom.becker@harborview.test');
    const row = await rowOf(app, tom.username);
    await app.user.click(within(row).getByRole('button', { name: 'Move Tom Becker' }));
    const dialog = await findDialog('Move Tom Becker');
    await app.user.click(within(dialog).getByRole('button', { name: /Move user$/ }));
    expect(await within(dialog).findByText('Choose an organization.')).toBeInTheDocument();
    const target = only(db.orgs, (o) => o.name === 'Liberty Bell Insurance', 'Liberty Bell');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move to' }), 'Liberty Bell Insurance');
    await app.user.click(within(dialog).getByRole('button', { name: /Move user$/ }));
    await answer(app, 'Add a paid seat to Liberty Bell Insurance?', 'Move user');
    await waitFor(() => expect(user(tom.username).org_id).toBe(target.id));
    expect(calls.filter((c) => c.key === `PATCH /users/${tom.id}`).map((c) => c.body)).toEqual([{ org_id: target.id }]);
    await waitFor(() => expect(rowWith(app.table('Users'), tom.username)).toHaveTextContent('Liberty Bell Insurance'));
  });

  it('a refused move says Update user failed with the server’s words in the dialog, which stays open', async () => {
    const app = await openUsers();
    const row = await rowOf(app, 'tom.becker@harborview.test');
    await app.user.click(within(row).getByRole('button', { name: 'Move Tom Becker' }));
    const dialog = await findDialog('Move Tom Becker');
    // Prairie Mutual has 6 seats; fill them first.
    const prairie = only(db.orgs, (o) => o.name === 'Bayou State Agency', 'Bayou');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move to' }), prairie.name);
    await app.user.click(within(dialog).getByRole('button', { name: /Move user$/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Update user failed');
    expect(alert).toHaveTextContent('Seat limit reached: 6 of 6 seats are in use.');
    expect(within(dialog).getByRole('combobox', { name: 'Move to' })).toHaveDisplayValue(prairie.name);
  });

  it('sets a password: at least 8 characters, confirmed (PATCH /users/{id} password)', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const priya = user('agent@harborview.test');
    const row = await rowOf(app, priya.username);
    await app.user.click(within(row).getByRole('button', { name: 'Set password for Priya Raman' }));
    const dialog = await findDialog('Set password for Priya Raman');
    await app.user.type(within(dialog).getByLabelText('New password'), 'short');
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'other');
    await app.user.click(within(dialog).getByRole('button', { name: /Set password$/ }));
    expect(await within(dialog).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match.')).toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText('New password'));
    await app.user.type(within(dialog).getByLabelText('New password'), 'longenough1');
    await app.user.clear(within(dialog).getByLabelText('Confirm password'));
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'longenough2');
    await app.user.click(within(dialog).getByRole('button', { name: /Set password$/ }));
    expect(await within(dialog).findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('PATCH /users'))).toBe(false);
    await app.user.clear(within(dialog).getByLabelText('Confirm password'));
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'longenough1');
    await app.user.click(within(dialog).getByRole('button', { name: /Set password$/ }));
    await waitFor(() => expect(user(priya.username).password).toBe('longenough1'));
    expect(calls.filter((c) => c.key === `PATCH /users/${priya.id}`).map((c) => c.body)).toEqual([{ password: 'longenough1' }]);
  });

  it('a failed password change says Update user failed and keeps what was typed', async () => {
    const app = await openUsers();
    const row = await rowOf(app, 'agent@harborview.test');
    await app.user.click(within(row).getByRole('button', { name: 'Set password for Priya Raman' }));
    const dialog = await findDialog('Set password for Priya Raman');
    setFault('PATCH /users/*', { kind: 'status', status: 500 });
    await app.user.type(within(dialog).getByLabelText('New password'), 'longenough1');
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'longenough1');
    await app.user.click(within(dialog).getByRole('button', { name: /Set password$/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Update user failed');
    expect(alert).toHaveTextContent('The password was not changed. Try again.');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('longenough1');
  });

  it('deletes a user after a confirmation (DELETE /users/{id})', async () => {
    const app = await openUsers();
    const kevin = user('kevin.walsh@harborview.test');
    const row = await rowOf(app, kevin.username);
    await app.user.click(within(row).getByRole('button', { name: 'Delete Kevin Walsh' }));
    const dialog = await findDialog('Delete Kevin Walsh?');
    expect(dialog).toHaveTextContent('loses access at once');
    await app.user.click(within(dialog).getByRole('button', { name: /Delete user$/ }));
    await waitFor(() => expect(db.users.some((u) => u.id === kevin.id)).toBe(false));
    await waitFor(() => expect(within(app.table('Users')).queryByText(kevin.username)).not.toBeInTheDocument());
  });

  it('never deletes the billing owner: You can’t delete the account owner., and no call', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const row = await rowOf(app, 'owner@harborview.test');
    await app.user.click(within(row).getByRole('button', { name: 'Delete Margaret Chen' }));
    const dialog = await findDialog('Delete Margaret Chen?');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can’t delete the account owner.');
    expect(within(dialog).queryByRole('button', { name: /Delete user$/ })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(calls.some((c) => c.key.startsWith('DELETE /users'))).toBe(false);
  });

  it.each<[string, Fault, string]>([
    [
      'the server’s words',
      { kind: 'status', status: 400, body: { detail: 'You can’t delete your own account.' } },
      'You can’t delete your own account.',
    ],
    ['its own words on a network failure', { kind: 'network' }, 'The user was not deleted. Try again.'],
  ])('says Delete failed with %s', async (_n, fault, text) => {
    const app = await openUsers();
    const row = await rowOf(app, 'kevin.walsh@harborview.test');
    setFault('DELETE /users/*', fault);
    await app.user.click(within(row).getByRole('button', { name: 'Delete Kevin Walsh' }));
    const dialog = await findDialog('Delete Kevin Walsh?');
    await app.user.click(within(dialog).getByRole('button', { name: /Delete user$/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Delete failed');
    expect(alert).toHaveTextContent(text);
    expect(db.users.some((u) => u.username === 'kevin.walsh@harborview.test')).toBe(true);
  });
});

describe('/superadmin All Users: Create user', { timeout: 60_000 }, () => {
  async function openCreate(app: App) {
    await app.user.click(app.screen.getByRole('button', { name: 'Create user' }));
    return findDialog('Create user');
  }

  it('creates a user: POST /orgs/{id}/users { username, password, role }, the email lowercased', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const dialog = await openCreate(app);
    const lakeside = only(db.orgs, (o) => o.name === 'Lakeside Partners', 'Lakeside');
    await app.user.type(within(dialog).getByLabelText('Email'), 'New.Agent@Lakeside.test');
    await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Admin');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), 'Lakeside Partners');
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    await waitFor(() => expect(db.users.some((u) => u.username === 'new.agent@lakeside.test')).toBe(true));
    expect(calls.filter((c) => c.key.startsWith('POST /orgs')).map((c) => [c.key, c.body])).toEqual([
      [`POST /orgs/${lakeside.id}/users`, { username: 'new.agent@lakeside.test', password: 'password1', role: 'admin' }],
    ]);
    await searchUsers(app, 'new.agent');
    await waitFor(() => expect(rowWith(app.table('Users'), 'new.agent@lakeside.test')).toHaveTextContent('Lakeside Partners'));
  });

  it('needs an email, a password of 8 characters and an organization, before any call', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const dialog = await openCreate(app);
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await app.user.type(within(dialog).getByLabelText('Password'), 'short');
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    expect(await within(dialog).findByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an organization.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST /orgs'))).toBe(false);
  });

  it('shows the server’s message when the seat limit is reached, and keeps what was typed', async () => {
    const app = await openUsers();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByLabelText('Email'), 'eighth@bayoustate.test');
    await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), 'Bayou State Agency');
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Seat limit reached: 6 of 6 seats are in use. Deactivate a user or ask for more seats.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('eighth@bayoustate.test');
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('Bayou State Agency');
  });
});

describe('/superadmin the 30 s poll and Online Now', { timeout: 60_000 }, () => {
  it('Online Now lists who pinged in the last minute, with their organization', async () => {
    const priya = user('agent@harborview.test');
    db.presence[priya.id] = new Date().toISOString();
    const tom = user('tom.becker@harborview.test');
    db.presence[tom.id] = new Date(Date.now() - 61_000).toISOString();
    const app = await openUsers();
    const card = app.screen.getByRole('region', { name: 'Online Now' });
    const list = await within(card).findByRole('list', { name: 'Online users' });
    const item = within(list).getByText('Priya Raman').closest('li')!;
    expect(item).toHaveTextContent('Harborview Insurance Group');
    expect(within(list).queryByText('Tom Becker')).not.toBeInTheDocument();
  });

  it('a poll updates online state and keeps the page, sort, filters, an open dialog and what was typed in it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = recordCalls(server);
    const app = await openUsers(
      '/superadmin?tab=users&filters[0][field]=role&filters[0][operator]=eq&filters[0][value]=agent&sorters[0][field]=org_name&sorters[0][order]=desc&pageSize=10&currentPage=2',
    );
    const rows = () => within(app.table('Users')).getAllByRole('row').slice(1);
    const before = firstCells(app.table('Users'));
    expect(before).toHaveLength(10);
    const someone = user(people(app)[3]![1]!);
    expect(rows()[3]).not.toHaveTextContent('Online');
    await app.user.click(within(rows()[0]!).getByRole('button', { name: /^Set password for/ }));
    const dialog = await findDialog('Set password for');
    await app.user.type(within(dialog).getByLabelText('New password'), 'half-typ');
    const gets = calls.filter((c) => c.key === 'GET /users').length;

    db.presence[someone.id] = new Date().toISOString();
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /users').length).toBe(gets + 1));
    await waitFor(() => expect(rowWith(app.table('Users'), someone.username)).toHaveTextContent('Online'));

    expect(firstCells(app.table('Users'))).toEqual(before);
    expect(app.screen.getByText(/Page 2 of/)).toBeInTheDocument();
    expect(app.screen.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Agent');
    expect(within(app.table('Users')).getByRole('columnheader', { name: /Organization/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('half-typ');
    expect(dialog.isConnected).toBe(true);
    expect(within(app.screen.getByRole('region', { name: 'Online Now' })).getByText(label(someone))).toBeInTheDocument();
  });

  it('polls every 30 s however the user moves through the table, and the page shows the poll at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = recordCalls(server);
    const app = await openUsers('/superadmin?tab=users&pageSize=10');
    const gets = calls.filter((c) => c.key === 'GET /users').length;
    vi.advanceTimersByTime(20_000);
    await app.user.click(within(app.screen.getByRole('navigation', { name: 'Users pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.screen.getByText(/Page 2 of/)).toBeInTheDocument());
    const offline = within(app.table('Users'))
      .getAllByRole('row')
      .slice(1)
      .find((r) => !r.textContent?.includes('Online'))!;
    const someone = user([...offline.querySelectorAll('td:first-child bdi')].map((b) => b.textContent ?? '').at(-1)!);
    db.presence[someone.id] = new Date().toISOString();
    vi.advanceTimersByTime(10_000);
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /users').length).toBe(gets + 1));
    await waitFor(() => expect(rowWith(app.table('Users'), someone.username)).toHaveTextContent('Online'));
  });

  it('a failed poll keeps the rows it had and says so', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await openUsers();
    const before = firstCells(app.table('Users'));
    setFault('GET /users', { kind: 'status', status: 503 });
    vi.advanceTimersByTime(30_000);
    expect(await app.screen.findByText(/Couldn’t refresh the users/)).toBeInTheDocument();
    expect(firstCells(app.table('Users'))).toEqual(before);
  });
});
