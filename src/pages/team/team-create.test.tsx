import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { addAgents, deactivate, lastDialog, openTeam, recordCalls, rowOf } from './team-test-kit';

type App = Awaited<ReturnType<typeof openTeam>>;

async function openCreate(app: App) {
  await app.user.click(within(app.members).getByRole('button', { name: 'Create Agent' }));
  return (await app.screen.findByRole('dialog', { name: 'Create Agent' })) as HTMLElement;
}

async function fill(
  app: App,
  dialog: HTMLElement,
  values: { first?: string; last?: string; email?: string; password?: string; invite?: boolean },
) {
  if (values.first) await app.user.type(within(dialog).getByLabelText('First name'), values.first);
  if (values.last) await app.user.type(within(dialog).getByLabelText('Last name'), values.last);
  if (values.email) await app.user.type(within(dialog).getByLabelText('Email'), values.email);
  if (values.password) await app.user.type(within(dialog).getByLabelText('Password'), values.password);
  if (values.invite) await app.user.click(within(dialog).getByRole('checkbox', { name: 'Send invite email' }));
}

// The name ends with the label: antd's loading icon (and its name) stays in jsdom, whose motion never ends.
const submit = async (app: App, dialog: HTMLElement) =>
  app.user.click(await within(dialog).findByRole('button', { name: /Create Agent$/ }));

describe('/team Create Agent', () => {
  // Three active seats: the next one is included, so these tests see the form alone (the ask
  // before a billed seat has its own tests in team-paid-seats.test.tsx).
  beforeEach(() => deactivate('rosa.delgado@harborview.test', 'tom.becker@harborview.test'));

  it('creates an agent with a password: the email lowercased, the agent in the grid', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openCreate(app);
    await fill(app, dialog, { first: 'Jo', last: 'Park', email: '  Jo.Park@Harborview.TEST ', password: 'password1' });
    await submit(app, dialog);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Jo Park was added.');
    expect(await rowOf(app.table, 'Jo Park')).toHaveTextContent('jo.park@harborview.test');
    expect(calls.of('POST /team/users').map((c) => c.body)).toEqual([
      { username: 'jo.park@harborview.test', password: 'password1', first_name: 'Jo', last_name: 'Park', send_invite: false },
    ]);
    expect(db.users.find((u) => u.username === 'jo.park@harborview.test')).toMatchObject({ role: 'agent', is_active: 1 });
  });

  it('creates with an invite and no password; in mock mode the invite link shows', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openCreate(app);
    await fill(app, dialog, { email: 'new.hire@harborview.test', invite: true });
    await submit(app, dialog);
    const status = await within(app.members).findByRole('status');
    expect(status).toHaveTextContent('new.hire@harborview.test was added.An invite was sent to new.hire@harborview.test.');
    expect(within(status).getByRole('link', { name: 'Open the invite link' }).getAttribute('href')).toMatch(/\/reset-password\?token=/);
    expect(calls.of('POST /team/users')[0].body).toEqual({
      username: 'new.hire@harborview.test',
      password: null,
      first_name: null,
      last_name: null,
      send_invite: true,
    });
  });

  it.each([
    ['no email', {}, 'Email is required.'],
    ['a malformed email', { email: 'jo.park' }, 'Enter a valid email address.'],
    ['no password and no invite', { email: 'jo@harborview.test' }, "Password is required (or check 'Send invite email')."],
    ['a short password', { email: 'jo@harborview.test', password: 'short' }, 'Password must be at least 8 characters.'],
  ] as const)('refuses %s before any call, with the spec’s words', async (_n, values, text) => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openCreate(app);
    await fill(app, dialog, values);
    await submit(app, dialog);
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(calls.of('POST /team/users')).toEqual([]);
  });

  it('carries the limits: names 200 characters at most, an email 254', async () => {
    const app = await openTeam();
    const dialog = await openCreate(app);
    for (const label of ['First name', 'Last name']) expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await app.user.type(within(dialog).getByLabelText('First name'), 'x'.repeat(205));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('x'.repeat(200));
    expect(await within(dialog).findByText('First name can be at most 200 characters.')).toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    [
      'the seat limit the server gives',
      {
        kind: 'status',
        status: 400,
        body: { detail: 'Seat limit reached: 6 of 6 seats are in use. Deactivate a user or ask for more seats.' },
      },
      'Create failed.Seat limit reached: 6 of 6 seats are in use. Deactivate a user or ask for more seats.',
    ],
    [
      'the validation list joined',
      {
        kind: 'status',
        status: 422,
        body: { detail: [{ loc: ['body', 'username'], msg: 'Enter a valid email address.', type: 'value_error' }] },
      },
      'Create failed.Enter a valid email address.',
    ],
    ['no words on a network failure', { kind: 'network' }, 'Create failed.'],
    ['no words for an unreadable 200', { kind: 'malformed' }, 'Create failed.'],
  ])('says Create failed. with %s, keeping the dialog and everything typed', async (_n, fault, text) => {
    setFault('POST /team/users', fault);
    const app = await openTeam();
    const dialog = await openCreate(app);
    await fill(app, dialog, { first: 'Jo', last: 'Park', email: 'jo@harborview.test', password: 'password1' });
    await submit(app, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Jo');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Park');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jo@harborview.test');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('password1');
    expect(within(app.members).queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends one request however often Create Agent is pressed while pending', async () => {
    setFault('POST /team/users', { kind: 'delay', ms: 400 });
    const calls = recordCalls(server);
    const app = await openTeam();
    const dialog = await openCreate(app);
    await fill(app, dialog, { email: 'jo@harborview.test', password: 'password1' });
    await submit(app, dialog);
    // Pending: the button shows it is busy (its name gains antd's "loading" icon) and takes no second press.
    const busy = within(dialog).getByRole('button', { name: /Create Agent$/ });
    await app.user.click(busy);
    await app.user.type(within(dialog).getByLabelText('Email'), '{Enter}');
    expect(await within(app.members).findByRole('status')).toHaveTextContent('jo@harborview.test was added.');
    expect(calls.of('POST /team/users')).toHaveLength(1);
  });

  it('is disabled at the organization’s seat limit, with the reason', async () => {
    const org = db.orgs.find((o) => o.name === 'Prairie Mutual Brokers')!;
    org.user_limit = 2;
    const app = await openTeam('pastDueOwner');
    const create = within(app.members).getByRole('button', { name: 'Create Agent' });
    await waitFor(() => expect(create).toBeDisabled());
    expect(create).toHaveAccessibleDescription(/^All 2 seats of your organization are in use\./);
    expect(within(app.members).getByText('2 of 2 seats your organization may use')).toBeInTheDocument();
  });
});

describe('/team the 5th seat of a trial', () => {
  it('asks before creating the 5th active seat: Cancel sends nothing; going ahead ends the trial', async () => {
    const org = addAgents('Summit Ridge Agency', 2);
    const calls = recordCalls(server);
    const app = await openTeam('trialOwner');
    expect(within(app.members).getByText('4 of 4 included seats in use')).toBeInTheDocument();
    const dialog = await openCreate(app);
    await fill(app, dialog, { email: 'fifth@summitridge.test', password: 'password1' });
    await submit(app, dialog);
    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent('End the free trial now?');
    expect(ask).toHaveTextContent('Creating fifth@summitridge.test makes a 5th, which ends the trial today and starts the paid month.');
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.of('POST /team/users')).toEqual([]);
    expect(org.subscription_status).toBe('trialing');

    await submit(app, dialog);
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'End trial and create' }));
    expect(await within(app.members).findByRole('status')).toHaveTextContent(
      'fifth@summitridge.test was added.The free trial has ended and the paid month has started.',
    );
    expect(org.subscription_status).toBe('active');
    // The me call is read again: the trial's note goes, five seats are counted.
    expect(await within(app.members).findByText('5 of 4 included seats in use')).toBeInTheDocument();
    await waitFor(() => expect(within(app.members).queryByText(/You are on the free trial/)).not.toBeInTheDocument());
  });

  it('does not ask for the 4th seat', async () => {
    addAgents('Summit Ridge Agency', 1);
    const app = await openTeam('trialOwner');
    const dialog = await openCreate(app);
    await fill(app, dialog, { email: 'fourth@summitridge.test', password: 'password1' });
    await submit(app, dialog);
    expect(await within(app.members).findByRole('status')).toHaveTextContent('fourth@summitridge.test was added.');
    expect(app.screen.queryByText('End the free trial now?')).not.toBeInTheDocument();
  });

  it('asks before re-activating the 5th active seat', async () => {
    const org = addAgents('Summit Ridge Agency', 2);
    addAgents('Summit Ridge Agency', 1, 0);
    const inactive = db.users.filter((u) => u.org_id === org.id).at(-1)!;
    const name = `Extra Agent ${inactive.id}`;
    const app = await openTeam('trialOwner');
    const row = await rowOf(app.table, name);
    await app.user.click(within(row).getByRole('switch', { name: `Active: ${name}` }));
    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent(`Activating ${name} makes a 5th`);
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(inactive.is_active).toBe(0);
    await app.user.click(within(row).getByRole('switch', { name: `Active: ${name}` }));
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'End trial and activate' }));
    expect(await within(app.members).findByRole('status')).toHaveTextContent(
      `${name} is now active.The free trial has ended and the paid month has started.`,
    );
    expect(org.subscription_status).toBe('active');
  });
});
