import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { currentPath } from '../../../test/render-app';
import { openTeam, recordCalls, rowOf } from './team-test-kit';

type App = Awaited<ReturnType<typeof openTeam>>;
const stored = (email: string) => db.users.find((u) => u.email === email);

async function openEdit(app: App, name: string) {
  await app.user.click(within(await rowOf(app.table, name)).getByRole('button', { name: `Edit ${name}` }));
  return app.screen.findByRole('dialog', { name: `Edit ${name}` });
}

async function retype(app: App, dialog: HTMLElement, label: string, text: string) {
  const field = within(dialog).getByLabelText(label);
  await app.user.clear(field);
  if (text) await app.user.type(field, text);
}

const save = async (app: App, dialog: HTMLElement) => app.user.click(await within(dialog).findByRole('button', { name: /Save$/ }));

describe('/team edit a member (PATCH /team/users/{id}, only the changed fields)', () => {
  it('starts from the member and sends only what changed', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openEdit(app, 'Rosa Delgado');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Rosa');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('rosa.delgado@harborview.test');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await retype(app, dialog, 'Last name', 'Delgado-Ruiz');
    await save(app, dialog);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Rosa Delgado-Ruiz saved.');
    expect(await rowOf(app.table, 'Rosa Delgado-Ruiz')).toBeInTheDocument();
    const rosa = stored('rosa.delgado@harborview.test')!;
    expect(calls.of(`PATCH /team/users/${rosa.id}`).map((c) => c.body)).toEqual([{ last_name: 'Delgado-Ruiz' }]);
  });

  it('changes another member’s email (login and address, lowercased) and active flag together', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const tom = stored('tom.becker@harborview.test')!;
    const dialog = await openEdit(app, 'Tom Becker');
    await retype(app, dialog, 'Email', 'T.Becker@Harborview.test');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await save(app, dialog);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Tom Becker saved.');
    expect(calls.of(`PATCH /team/users/${tom.id}`).map((c) => c.body)).toEqual([
      { username: 't.becker@harborview.test', email: 't.becker@harborview.test', is_active: 0 },
    ]);
    expect(tom).toMatchObject({ username: 't.becker@harborview.test', is_active: 0 });
    expect(currentPath()).toBe('/team');
  });

  it('opens each member with their own values: nothing of the last one edited lingers', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const first = await openEdit(app, 'Rosa Delgado');
    await retype(app, first, 'Last name', 'Delgado-Ruiz');
    await save(app, first);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Rosa Delgado-Ruiz saved.');
    const second = await openEdit(app, 'Tom Becker');
    expect(within(second).getByLabelText('First name')).toHaveValue('Tom');
    expect(within(second).getByLabelText('Last name')).toHaveValue('Becker');
    expect(within(second).getByLabelText('Email')).toHaveValue('tom.becker@harborview.test');
    await retype(app, second, 'First name', 'Thomas');
    await save(app, second);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Thomas Becker saved.');
    expect(calls.of(`PATCH /team/users/${stored('tom.becker@harborview.test')!.id}`).map((c) => c.body)).toEqual([
      { first_name: 'Thomas' },
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openEdit(app, 'Rosa Delgado');
    await save(app, dialog);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.calls.filter((c) => c.key.startsWith('PATCH'))).toEqual([]);
    expect(within(app.members).queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a blank or malformed email and carries the limits', async () => {
    const app = await openTeam();
    const dialog = await openEdit(app, 'Rosa Delgado');
    for (const label of ['First name', 'Last name']) expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await retype(app, dialog, 'Email', '');
    await save(app, dialog);
    expect(await within(dialog).findByText('Email is required.')).toBeInTheDocument();
    await retype(app, dialog, 'Email', 'rosa@');
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('keeps the owner active: the switch cannot be turned off, and says why', async () => {
    const app = await openTeam();
    const dialog = await openEdit(app, 'Margaret Chen');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(dialog).toHaveTextContent('The account owner is always active.');
    expect(dialog).toHaveTextContent('Changing your login email signs you out.');
  });

  it.each<[string, Fault, string]>([
    [
      'the server text',
      { kind: 'status', status: 400, body: { detail: 'Email already registered' } },
      'Save failed.Email already registered',
    ],
    ['no words for an unreadable 200', { kind: 'malformed' }, 'Save failed.'],
    ['no words on a network failure', { kind: 'network' }, 'Save failed.'],
  ])('says Save failed. with %s, keeping the dialog and what was typed', async (_n, fault, text) => {
    const rosa = stored('rosa.delgado@harborview.test')!;
    setFault(`PATCH /team/users/${rosa.id}`, fault);
    const app = await openTeam();
    const dialog = await openEdit(app, 'Rosa Delgado');
    await retype(app, dialog, 'Email', 'agent@summitridge.test');
    await save(app, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('agent@summitridge.test');
    expect(rosa.username).toBe('rosa.delgado@harborview.test');
  });
});

describe('/team changing one’s own login email (a new login)', () => {
  it('signs the owner out to /login, says why, fills in the new email; the new email signs in', async () => {
    const app = await openTeam();
    const dialog = await openEdit(app, 'Margaret Chen');
    await retype(app, dialog, 'Email', 'Margaret.Chen@Harborview.test');
    await save(app, dialog);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(
      await app.screen.findByText('Your login email changed to margaret.chen@harborview.test. Please sign in again with it.'),
    ).toBeInTheDocument();
    expect(app.screen.getByLabelText('Email')).toHaveValue('margaret.chen@harborview.test');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();

    await app.user.type(app.screen.getByLabelText('Password'), 'demo1234');
    await app.user.click(app.screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await app.screen.findByRole('heading', { name: 'Welcome, Margaret' })).toBeInTheDocument();
  });

  it('stays on /team when the owner changes only their name, and the greeting follows', async () => {
    const app = await openTeam();
    const dialog = await openEdit(app, 'Margaret Chen');
    await retype(app, dialog, 'First name', 'Maggie');
    await save(app, dialog);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Maggie Chen saved.');
    expect(currentPath()).toBe('/team');
    expect(await app.screen.findByRole('button', { name: 'Maggie: account menu' })).toBeInTheDocument();
  });

  it('keeps the session when the save fails', async () => {
    setFault('PATCH /team/users/*', { kind: 'status', status: 400, body: { detail: 'Email already registered' } });
    const app = await openTeam();
    const dialog = await openEdit(app, 'Margaret Chen');
    await retype(app, dialog, 'Email', 'agent@harborview.test');
    await save(app, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Save failed.Email already registered');
    expect(currentPath()).toBe('/team');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
