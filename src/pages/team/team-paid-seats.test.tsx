import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import type { As } from '../../../test/render-app';
import { addAgents, deactivate, lastDialog, openTeam, recordCalls, rowOf } from './team-test-kit';

// docs/decisions.md#money-needs-a-yes: on an active, paid plan a seat beyond the 4 included adds
// $25/month, so the owner is asked, with the cost and the new total, before any call.

type App = Awaited<ReturnType<typeof openTeam>>;
const stored = (email: string) => db.users.find((u) => u.email === email)!;

async function createAgent(app: App, email: string) {
  await app.user.click(within(app.members).getByRole('button', { name: 'Create Agent' }));
  const dialog = await app.screen.findByRole('dialog', { name: 'Create Agent' });
  await app.user.type(within(dialog).getByLabelText('First name'), 'Jo');
  await app.user.type(within(dialog).getByLabelText('Email'), email);
  await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
  await app.user.click(within(dialog).getByRole('button', { name: /Create Agent$/ }));
  return dialog;
}

describe('/team a seat beyond the 4 included on an active plan asks first', () => {
  it('Create Agent: the cost and the new total before the POST; Cancel sends nothing and keeps the form; going ahead sends it once', async () => {
    deactivate('tom.becker@harborview.test');
    const calls = recordCalls(server);
    const app = await openTeam();
    expect(within(app.members).getByText('4 of 4 included seats in use')).toBeInTheDocument();
    const dialog = await createAgent(app, 'jo.park@harborview.test');

    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent('Add a paid seat?');
    expect(ask).toHaveTextContent('Your plan includes 4 active seats. Creating jo.park@harborview.test adds a seat beyond them.');
    expect(ask).toHaveTextContent('This makes a 5th active seat: $25/month more, $124/month in all.');
    expect(calls.of('POST /team/users')).toEqual([]);
    // Nothing is being sent while the question is open: the form's button is not busy (no loading icon in its name).
    expect(within(dialog).getByRole('button', { name: 'Create Agent' })).toBeInTheDocument();

    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.of('POST /team/users')).toEqual([]);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Jo');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jo.park@harborview.test');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('password1');

    await app.user.click(within(dialog).getByRole('button', { name: /Create Agent$/ }));
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'Add seat and create' }));
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Jo was added.');
    expect(calls.of('POST /team/users')).toHaveLength(1);
    expect(await within(app.members).findByText('5 of 4 included seats in use')).toBeInTheDocument();
  });

  it('the row’s toggle re-activating a member: the 6th seat’s cost; Cancel sends nothing, going ahead one PATCH', async () => {
    const kevin = stored('kevin.walsh@harborview.test');
    const calls = recordCalls(server);
    const app = await openTeam();
    const row = await rowOf(app.table, 'Kevin Walsh');
    const toggle = within(row).getByRole('switch', { name: 'Active: Kevin Walsh' });
    await app.user.click(toggle);
    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent('Activating Kevin Walsh adds a seat beyond them.');
    expect(ask).toHaveTextContent('This makes a 6th active seat: $25/month more, $149/month in all.');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.of(`PATCH /team/users/${kevin.id}`)).toEqual([]);
    expect(toggle).not.toBeChecked();
    expect(kevin.is_active).toBe(0);

    await app.user.click(toggle);
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'Add seat and activate' }));
    expect(await within(app.members).findByText('Kevin Walsh is now active.')).toBeInTheDocument();
    expect(calls.of(`PATCH /team/users/${kevin.id}`).map((c) => c.body)).toEqual([{ is_active: 1 }]);
  });

  it('the edit dialog’s active toggle: asks on Save; Cancel sends nothing and keeps the changes; going ahead one PATCH', async () => {
    const kevin = stored('kevin.walsh@harborview.test');
    const calls = recordCalls(server);
    const app = await openTeam();
    await app.user.click(within(await rowOf(app.table, 'Kevin Walsh')).getByRole('button', { name: 'Edit Kevin Walsh' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Edit Kevin Walsh' });
    await app.user.clear(within(dialog).getByLabelText('Last name'));
    await app.user.type(within(dialog).getByLabelText('Last name'), 'Walsh-Reid');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await app.user.click(within(dialog).getByRole('button', { name: /Save$/ }));
    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent('This makes a 6th active seat: $25/month more, $149/month in all.');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.of(`PATCH /team/users/${kevin.id}`)).toEqual([]);
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Walsh-Reid');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();

    await app.user.click(within(dialog).getByRole('button', { name: /Save$/ }));
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'Add seat and activate' }));
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Kevin Walsh-Reid saved.');
    expect(calls.of(`PATCH /team/users/${kevin.id}`).map((c) => c.body)).toEqual([{ last_name: 'Walsh-Reid', is_active: 1 }]);
  });

  it('deactivating asks nothing: it frees a seat', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    await app.user.click(within(await rowOf(app.table, 'Tom Becker')).getByRole('switch', { name: 'Active: Tom Becker' }));
    expect(await within(app.members).findByText('Tom Becker is now inactive.')).toBeInTheDocument();
    expect(app.screen.queryByText('Add a paid seat?')).not.toBeInTheDocument();
    expect(calls.of(`PATCH /team/users/${stored('tom.becker@harborview.test').id}`)).toHaveLength(1);
  });

  it.each<[string, As, () => void, string]>([
    [
      'an active plan under 4 seats (the 4th is included)',
      'owner',
      () => deactivate('rosa.delgado@harborview.test', 'tom.becker@harborview.test'),
      'jo@harborview.test',
    ],
    ['a trial with room (its 3rd seat)', 'trialOwner', () => undefined, 'jo@summitridge.test'],
    ['a comped organization at 4 seats (nothing is billed)', 'compedOwner', () => addAgents('Lakeside Partners', 1), 'jo@lakeside.test'],
  ])('asks nothing on %s: one POST at once', async (_n, as, arrange, email) => {
    arrange();
    const calls = recordCalls(server);
    const app = await openTeam(as);
    await createAgent(app, email);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Jo was added.');
    expect(calls.of('POST /team/users')).toHaveLength(1);
    expect(app.screen.queryByText('Add a paid seat?')).not.toBeInTheDocument();
    expect(app.screen.queryByText('End the free trial now?')).not.toBeInTheDocument();
  });

  it('a comped organization re-activates its 5th member without a word, and its seats say nothing is billed', async () => {
    addAgents('Lakeside Partners', 1);
    addAgents('Lakeside Partners', 1, 0);
    const inactive = db.users.at(-1)!;
    const name = `Extra Agent ${inactive.id}`;
    const app = await openTeam('compedOwner');
    const seats = within(app.members).getByRole('group', { name: '4 of 4 included seats in use' });
    await waitFor(() => expect(seats).toHaveTextContent('Your organization has complimentary access: no seat is billed.'));
    expect(seats).not.toHaveTextContent('$');
    await app.user.click(within(await rowOf(app.table, name)).getByRole('switch', { name: `Active: ${name}` }));
    expect(await within(app.members).findByText(`${name} is now active.`)).toBeInTheDocument();
    expect(inactive.is_active).toBe(1);
    expect(app.screen.queryByText('Add a paid seat?')).not.toBeInTheDocument();
  });

  it('when the plan cannot be read, a seat beyond 4 on an active plan still asks (a charge is never silent)', async () => {
    setFault('GET /billing/status', { kind: 'status', status: 500 });
    addAgents('Lakeside Partners', 1);
    const calls = recordCalls(server);
    const app = await openTeam('compedOwner');
    await createAgent(app, 'jo@lakeside.test');
    expect(await lastDialog(app.screen)).toHaveTextContent('This makes a 5th active seat: $25/month more, $124/month in all.');
    expect(calls.of('POST /team/users')).toEqual([]);
  });
});
