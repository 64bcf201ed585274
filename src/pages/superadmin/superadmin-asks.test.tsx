import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { nextUserId } from '../../../mocks/db/store';
import { findDialog, only, openConsole, openUsers, recordCalls, rowWith } from './superadmin-test-kit';

type App = Awaited<ReturnType<typeof openUsers>>;

const user = (email: string) => only(db.users, (u) => u.username === email, `user ${email}`);
const orgNamed = (name: string) => only(db.orgs, (o) => o.name === name, name);
const HARBORVIEW = 'Harborview Insurance Group';
const LIBERTY = 'Liberty Bell Insurance';
/** The calls that change users (presence pings are not theirs). */
const writes = <C extends { key: string }>(calls: C[]) => calls.filter((c) => /^(POST \/orgs|PATCH \/users|DELETE \/users)/.test(c.key));

/** The questions titled `title` asked so far (jsdom runs no leave animation: an answered one stays in the page). */
const questions = (app: App, title: string) => app.screen.queryAllByRole('dialog').filter((d) => d.textContent?.startsWith(title));
/** The newest question titled `title`. */
const newest = (app: App, title: string) =>
  waitFor(() => {
    const found = questions(app, title).at(-1);
    if (!found) throw new Error(`No question ${title}`);
    return found;
  });

async function rowOf(app: App, email: string) {
  const search = app.screen.getByLabelText('Search users by name or email');
  await app.user.clear(search);
  await app.user.type(search, `${email}{Enter}`);
  await waitFor(() => expect(within(app.table('Users')).getAllByRole('row')).toHaveLength(2));
  return rowWith(app.table('Users'), email);
}

async function fillCreate(app: App, email: string, orgName: string) {
  await app.user.click(app.screen.getByRole('button', { name: 'Create user' }));
  const dialog = await findDialog('Create user');
  await app.user.type(within(dialog).getByLabelText('Email'), email);
  await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
  await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), orgName);
  return dialog;
}

/** Adds active agents to an organization straight in the mock's data, before the page loads. */
function seatAgents(orgName: string, count: number) {
  const org = orgNamed(orgName);
  for (let i = 0; i < count; i++) {
    const id = nextUserId();
    db.users.push({
      id,
      username: `extra${id}@seats.test`,
      email: `extra${id}@seats.test`,
      first_name: null,
      last_name: null,
      role: 'agent',
      org_id: org.id,
      is_active: 1,
      password: 'password1',
      created_at: new Date().toISOString(),
    });
  }
}

describe('/superadmin asks before a seat that costs money', { timeout: 60_000 }, () => {
  it('Create user into a full, paid organization asks with the cost first; Cancel sends nothing and keeps what was typed', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const before = db.users.length;
    const dialog = await fillCreate(app, 'sixth@harborview.test', HARBORVIEW);
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    const ask = await findDialog(`Add a paid seat to ${HARBORVIEW}?`);
    expect(ask).toHaveTextContent('This makes a 6th active seat: $25/month more, $149/month in all.');
    expect(ask).toHaveTextContent('Nothing is charged now');
    expect(writes(calls)).toEqual([]);

    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    expect(db.users).toHaveLength(before);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sixth@harborview.test');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('password1');
    expect(within(dialog).getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue(HARBORVIEW);

    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    await app.user.click(within(await newest(app, `Add a paid seat to ${HARBORVIEW}?`)).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(db.users).toHaveLength(before + 1));
    expect(writes(calls).map((c) => c.key)).toEqual([`POST /orgs/${orgNamed(HARBORVIEW).id}/users`]);
  });

  it('moving an active user into a full, paid organization asks first; Cancel keeps the choice; an inactive user moves without a word', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const tom = user('tom.becker@harborview.test');
    await app.user.click(within(await rowOf(app, tom.username)).getByRole('button', { name: 'Move Tom Becker' }));
    const dialog = await findDialog('Move Tom Becker');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move to' }), LIBERTY);
    await app.user.click(within(dialog).getByRole('button', { name: /Move user$/ }));
    const ask = await findDialog(`Add a paid seat to ${LIBERTY}?`);
    expect(ask).toHaveTextContent('This makes a 12th active seat: $25/month more, $299/month in all.');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    expect(within(dialog).getByRole('combobox', { name: 'Move to' })).toHaveDisplayValue(LIBERTY);

    await app.user.click(within(dialog).getByRole('button', { name: /Move user$/ }));
    await app.user.click(within(await newest(app, `Add a paid seat to ${LIBERTY}?`)).getByRole('button', { name: 'Move user' }));
    await waitFor(() => expect(user(tom.username).org_id).toBe(orgNamed(LIBERTY).id));
    expect(writes(calls).map((c) => [c.key, c.body])).toEqual([[`PATCH /users/${tom.id}`, { org_id: orgNamed(LIBERTY).id }]]);

    // Kevin is inactive: he takes no seat, so nothing is asked.
    const asked = questions(app, 'Add a paid seat').length;
    const kevin = user('kevin.walsh@harborview.test');
    await app.user.click(within(await rowOf(app, kevin.username)).getByRole('button', { name: 'Move Kevin Walsh' }));
    const move = await findDialog('Move Kevin Walsh');
    await app.user.selectOptions(within(move).getByRole('combobox', { name: 'Move to' }), LIBERTY);
    await app.user.click(within(move).getByRole('button', { name: /Move user$/ }));
    await waitFor(() => expect(user(kevin.username).org_id).toBe(orgNamed(LIBERTY).id));
    expect(questions(app, 'Add a paid seat')).toHaveLength(asked);
  });

  it('re-activating a user in a full, paid organization asks first; Cancel leaves the switch off and sends nothing', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const kevin = user('kevin.walsh@harborview.test');
    const toggle = () => within(rowWith(app.table('Users'), kevin.username)).getByRole('switch', { name: 'Active: Kevin Walsh' });
    await rowOf(app, kevin.username);
    await app.user.click(toggle());
    const ask = await findDialog(`Add a paid seat to ${HARBORVIEW}?`);
    expect(ask).toHaveTextContent('This makes a 6th active seat: $25/month more, $149/month in all.');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(toggle()).not.toBeChecked();
    expect(writes(calls)).toEqual([]);

    await app.user.click(toggle());
    await app.user.click(within(await newest(app, `Add a paid seat to ${HARBORVIEW}?`)).getByRole('button', { name: 'Activate user' }));
    await waitFor(() => expect(user(kevin.username).is_active).toBe(1));
    expect(writes(calls).map((c) => [c.key, c.body])).toEqual([[`PATCH /users/${kevin.id}`, { is_active: 1 }]]);
    // Deactivating frees a seat: nothing to ask.
    const asked = questions(app, 'Add a paid seat').length;
    await waitFor(() => expect(toggle()).toBeChecked());
    await app.user.click(toggle());
    await waitFor(() => expect(user(kevin.username).is_active).toBe(0));
    expect(questions(app, 'Add a paid seat')).toHaveLength(asked);
  });

  it.each<[string, () => void, string]>([
    ['a trial (a superadmin’s seat never ends it)', () => seatAgents('Summit Ridge Agency', 2), 'Summit Ridge Agency'],
    ['comped access', () => undefined, 'Cascade Mutual Agents'],
    [
      'a paid plan with an included seat left',
      () => {
        user('rosa.delgado@harborview.test').is_active = 0;
        user('tom.becker@harborview.test').is_active = 0;
      },
      HARBORVIEW,
    ],
  ])('asks nothing on %s: the user is created at once', async (_n, arrange, orgName) => {
    arrange();
    const calls = recordCalls(server);
    const app = await openUsers();
    const dialog = await fillCreate(app, 'free.seat@seats.test', orgName);
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    await waitFor(() => expect(db.users.some((u) => u.username === 'free.seat@seats.test')).toBe(true));
    expect(questions(app, 'Add a ')).toEqual([]);
    expect(writes(calls).map((c) => c.key)).toEqual([`POST /orgs/${orgNamed(orgName).id}/users`]);
  });
});

describe('/superadmin asks before a role change', { timeout: 60_000 }, () => {
  it('to superadmin: says what it grants; Cancel sends nothing and the select shows the old role', async () => {
    const calls = recordCalls(server);
    const app = await openUsers();
    const priya = user('agent@harborview.test');
    const select = () => within(rowWith(app.table('Users'), priya.username)).getByRole('combobox', { name: 'Role of Priya Raman' });
    await rowOf(app, priya.username);
    await app.user.selectOptions(select(), 'Superadmin');
    const ask = await findDialog('Make Priya Raman a superadmin?');
    expect(ask).toHaveTextContent('Priya Raman will be able to:');
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Manage carriers on the Admin page: upload and delete their PDFs, set their logos, contact details and documents link.',
      'Manage every organization and user: create and delete organizations and users, change roles, passwords and access, set seat limits, billing owners and comped access.',
    ]);
    expect(writes(calls)).toEqual([]);
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(select()).toHaveDisplayValue('Agent');
    expect(writes(calls)).toEqual([]);
    expect(user(priya.username).role).toBe('agent');

    await app.user.selectOptions(select(), 'Superadmin');
    await app.user.click(within(await newest(app, 'Make Priya Raman a superadmin?')).getByRole('button', { name: 'Make superadmin' }));
    await waitFor(() => expect(user(priya.username).role).toBe('superadmin'));
    expect(writes(calls).map((c) => [c.key, c.body])).toEqual([[`PATCH /users/${priya.id}`, { role: 'superadmin' }]]);
    await waitFor(() => expect(select()).toHaveDisplayValue('Superadmin'));
  });

  it('from superadmin: says what it takes away', async () => {
    user('admin@lakeside.test').role = 'superadmin';
    const calls = recordCalls(server);
    const app = await openUsers();
    const naomi = user('admin@lakeside.test');
    const row = await rowOf(app, naomi.username);
    await app.user.selectOptions(within(row).getByRole('combobox', { name: 'Role of Naomi Brooks' }), 'Admin');
    const ask = await findDialog('Make Naomi Brooks an admin?');
    expect(ask).toHaveTextContent('Naomi Brooks will no longer be able to:');
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Manage every organization and user: create and delete organizations and users, change roles, passwords and access, set seat limits, billing owners and comped access.',
    ]);
    await app.user.click(within(ask).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(user(naomi.username).role).toBe('admin'));
    expect(writes(calls).map((c) => [c.key, c.body])).toEqual([[`PATCH /users/${naomi.id}`, { role: 'admin' }]]);
  });
});

describe('/superadmin when the organizations fail to load', { timeout: 60_000 }, () => {
  it('says so on All Users and shows no made-up "Organization N" in their place', async () => {
    setFault('GET /orgs', { kind: 'status', status: 500, body: { detail: 'Orgs are down' } });
    const priya = user('agent@harborview.test');
    db.presence[priya.id] = new Date().toISOString();
    const app = await openConsole('/superadmin?tab=users');
    await waitFor(() => expect(within(app.table('Users')).getAllByRole('row').length).toBeGreaterThan(1));
    const panel = app.screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Failed to load organizations')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Orgs are down');
    const online = app.screen.getByRole('region', { name: 'Online Now' });
    await within(online).findByText('Priya Raman');
    expect(document.body.textContent).not.toMatch(/Organization \d/);
    const row = await rowOf(app, priya.username);
    expect(within(row).getByText('Organization not loaded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Organization/ })).not.toBeInTheDocument();

    await app.user.click(within(row).getByRole('button', { name: 'Move Priya Raman' }));
    const move = await findDialog('Move Priya Raman');
    expect(move).toHaveTextContent('Their organization’s name did not load.');
    expect(document.body.textContent).not.toMatch(/Organization \d/);
  });

  it('a re-activation still asks, saying the cost is unknown', async () => {
    setFault('GET /orgs', { kind: 'status', status: 500 });
    const calls = recordCalls(server);
    const app = await openConsole('/superadmin?tab=users');
    await waitFor(() => expect(within(app.table('Users')).getAllByRole('row').length).toBeGreaterThan(1));
    const row = await rowOf(app, 'kevin.walsh@harborview.test');
    await app.user.click(within(row).getByRole('switch', { name: 'Active: Kevin Walsh' }));
    const ask = await findDialog('Add a seat that may be paid?');
    expect(ask).toHaveTextContent('The organizations did not load, so the cost can’t be shown');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
  });
});
