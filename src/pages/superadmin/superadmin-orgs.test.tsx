import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { formatDate } from '../../components/format';
import { captureDownloads, findDialog, firstCells, only, openConsole, recordCalls, rowWith } from './superadmin-test-kit';

type App = Awaited<ReturnType<typeof openConsole>>;

const orgNamed = (name: string) => only(db.orgs, (o) => o.name === name, `organization ${name}`);
const sortedNames = () => db.orgs.map((o) => o.name).sort((a, b) => a.localeCompare(b));

async function ready(app: App) {
  await waitFor(() => expect(firstCells(app.table('Organizations'))).toHaveLength(10));
}

async function search(app: App, text: string) {
  await ready(app);
  await app.user.type(app.screen.getByLabelText('Search organizations by name'), `${text}{Enter}`);
}

/** Opens the detail card of `name` (searched first, so it is on the page). */
async function openCard(app: App, name: string) {
  await search(app, name);
  await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual([name]));
  await app.user.click(within(app.table('Organizations')).getByRole('button', { name }));
  return app.screen.findByRole('dialog', { name });
}

afterEach(() => vi.restoreAllMocks());

describe('/superadmin Organizations: the table', { timeout: 60_000 }, () => {
  it('lists the organizations by name, ten a page, with plan, status in words, seats, billing owner and created date', async () => {
    const app = await openConsole();
    await ready(app);
    expect(firstCells(app.table('Organizations'))).toEqual(sortedNames().slice(0, 10));
    expect(app.screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    const bayou = rowWith(app.table('Organizations'), 'Bayou State Agency');
    const org = orgNamed('Bayou State Agency');
    const owner = only(db.users, (u) => u.id === org.billing_owner_user_id, 'owner');
    expect(bayou).toHaveTextContent('Past due');
    expect(bayou).toHaveTextContent(`6 of 6 seats used`);
    expect(bayou).toHaveTextContent(`${owner.first_name} ${owner.last_name}`);
    expect(bayou).toHaveTextContent(owner.username);
    expect(bayou).toHaveTextContent(formatDate(org.created_at)!);
    const harborview = rowWith(app.table('Organizations'), 'Harborview Insurance Group');
    expect(harborview).toHaveTextContent('5 of unlimited seats used');
    expect(rowWith(app.table('Organizations'), 'Keystone Family Insurance')).toHaveTextContent('Not activated');
    expect(
      within(app.screen.getByRole('navigation', { name: 'Organizations pages' })).getByText(`1–10 of ${db.orgs.length} organizations`),
    ).toBeInTheDocument();
  });

  it('searches by name as you type (debounced) and keeps the search in the URL', async () => {
    const calls = recordCalls(server);
    const app = await openConsole();
    await ready(app);
    const gets = calls.filter((c) => c.key === 'GET /orgs').length;
    await app.user.type(app.screen.getByLabelText('Search organizations by name'), 'mutual');
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(['Cascade Mutual Agents', 'Prairie Mutual Brokers']));
    expect(decodeURIComponent(window.location.search)).toContain('filters[0][field]=name');
    expect(decodeURIComponent(window.location.search)).toContain('[value]=mutual');
    // The search reads the list in memory: no request per keystroke.
    expect(calls.filter((c) => c.key === 'GET /orgs').length).toBe(gets);
  });

  it.each([
    ['Plan', 'plan'],
    ['Status', 'subscription_status'],
    ['Seats', 'active_users'],
    ['Created', 'created_at'],
  ] as const)('sorts by %s, both ways', async (title, field) => {
    const app = await openConsole();
    await ready(app);
    const header = within(app.table('Organizations')).getByRole('columnheader', { name: new RegExp(title) });
    await app.user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(decodeURIComponent(window.location.search)).toContain(`sorters[0][field]=${field}`);
    const value = (name: string) => {
      const o = orgNamed(name);
      return field === 'active_users' ? db.users.filter((u) => u.org_id === o.id && u.is_active === 1).length : o[field];
    };
    const values = firstCells(app.table('Organizations')).map(value);
    const rank = (v: unknown) => (v === null ? '\uffff' : typeof v === 'number' ? String(v).padStart(6, '0') : String(v).toLowerCase());
    expect(values.map(rank)).toEqual([...values.map(rank)].sort());
    await app.user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
  });

  it('sorts by billing owner name', async () => {
    const app = await openConsole();
    await ready(app);
    const header = within(app.table('Organizations')).getByRole('columnheader', { name: /Billing owner/ });
    await app.user.click(within(header).getByRole('button'));
    const ownerName = (orgName: string) => {
      const o = orgNamed(orgName);
      const u = only(db.users, (x) => x.id === o.billing_owner_user_id, 'owner');
      return `${u.first_name} ${u.last_name}`;
    };
    const all = db.orgs.map((o) => ownerName(o.name)).sort((a, b) => a.localeCompare(b));
    await waitFor(() => expect(firstCells(app.table('Organizations')).map(ownerName)).toEqual(all.slice(0, 10)));
  });

  it('filters by status and by plan, and clears the filters', async () => {
    const app = await openConsole();
    await ready(app);
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Status' }), 'Past due');
    const pastDue = db.orgs
      .filter((o) => o.subscription_status === 'past_due')
      .map((o) => o.name)
      .sort();
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(pastDue));
    expect(app.screen.getByText(`${pastDue.length} of ${db.orgs.length} match`)).toBeInTheDocument();
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Status' }), 'Not activated');
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(['Keystone Family Insurance']));
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Plan' }), 'Comped');
    const comped = db.orgs
      .filter((o) => o.plan === 'Comped')
      .map((o) => o.name)
      .sort();
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(comped));
    await app.user.click(app.screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(sortedNames().slice(0, 10)));
  });

  it('restores search, filter, sort and page from the URL, and shows them', async () => {
    const app = await openConsole(
      '/superadmin?sorters[0][field]=name&sorters[0][order]=desc&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=a&filters[1][field]=plan&filters[1][operator]=eq&filters[1][value]=Pro&currentPage=2&pageSize=5',
    );
    const expected = db.orgs
      .filter((o) => o.name.toLowerCase().includes('a') && o.plan === 'Pro')
      .map((o) => o.name)
      .sort((a, b) => b.localeCompare(a));
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toEqual(expected.slice(5, 10)));
    expect(within(app.table('Organizations')).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(app.screen.getByLabelText('Search organizations by name')).toHaveValue('a');
    expect(app.screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Pro');
    expect(app.screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('5');
    expect(app.screen.getByText(/Page 2 of/)).toBeInTheDocument();
  });

  it('exports the filtered, sorted view as CSV, every matching row', async () => {
    const downloads = captureDownloads();
    const app = await openConsole('/superadmin?sorters[0][field]=name&sorters[0][order]=desc&pageSize=5');
    await waitFor(() => expect(firstCells(app.table('Organizations'))).toHaveLength(5));
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Plan' }), 'Pro');
    await app.user.click(app.screen.getByRole('button', { name: 'Export organizations (CSV)' }));
    const files = await waitFor(async () => {
      const got = await downloads();
      expect(got).toHaveLength(1);
      return got;
    });
    const lines = files[0]!.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Name","Plan","Status","Active users","Seat limit","Billing owner","Owner email","Created","ID"');
    const pro = db.orgs
      .filter((o) => o.plan === 'Pro')
      .map((o) => o.name)
      .sort((a, b) => b.localeCompare(a));
    expect(lines.slice(1).map((l) => l.split('","')[0]!.replace(/^"/, ''))).toEqual(pro);
    expect(lines.find((l) => l.startsWith('"Harborview'))).toContain('"Margaret Chen","owner@harborview.test"');
    // Times in a CSV file are ISO 8601 (UTC, to the second), whatever the screen shows.
    const harborview = db.orgs.find((o) => o.name.startsWith('Harborview'))!;
    const iso = new Date(harborview.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(lines.find((l) => l.startsWith('"Harborview'))).toContain(`"${iso}"`);
  });
});

describe('/superadmin Organizations: Create organization', { timeout: 60_000 }, () => {
  async function openDialog() {
    const app = await openConsole();
    await ready(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Create organization' }));
    const dialog = await findDialog('Create organization');
    return { app, dialog };
  }

  it('creates it (POST /orgs) and opens its card', async () => {
    const calls = recordCalls(server);
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText('Organization name'), '  Pine Valley Agency ');
    await app.user.type(within(dialog).getByLabelText('Seat limit'), '8');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    const card = await app.screen.findByRole('dialog', { name: 'Pine Valley Agency' });
    expect(calls.filter((c) => c.key === 'POST /orgs').map((c) => c.body)).toEqual([{ name: 'Pine Valley Agency', user_limit: 8 }]);
    expect(within(card).getByLabelText('Seat limit')).toHaveValue(8);
    await waitFor(() => expect(db.orgs.some((o) => o.name === 'Pine Valley Agency')).toBe(true));
  });

  it.each([
    ['a blank name', '   ', '', 'Organization name cannot be empty.'],
    ['a negative seat limit', 'Acme', '-1', 'Seat limit must be a whole number from 0 to 100,000.'],
    ['a fractional seat limit', 'Acme', '2.5', 'Seat limit must be a whole number from 0 to 100,000.'],
    ['a seat limit past 100,000', 'Acme', '100001', 'Seat limit must be a whole number from 0 to 100,000.'],
  ])('refuses %s before any call', async (_n, name, seats, message) => {
    const calls = recordCalls(server);
    const { app, dialog } = await openDialog();
    if (name) await app.user.type(within(dialog).getByLabelText('Organization name'), name);
    if (seats) await app.user.type(within(dialog).getByLabelText('Seat limit'), seats);
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /orgs')).toBe(false);
  });

  it('the name input stops at 200 characters', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Organization name')).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByLabelText('Seat limit')).toHaveAttribute('max', '100000');
  });

  it.each<[string, Fault | null, string]>([
    ['the server’s words for a taken name', null, 'An organization with that name already exists.'],
    ['its own words for an empty 500', { kind: 'status', status: 500 }, 'The organization was not created. Try again.'],
    ['its own words for an unreadable 2xx', { kind: 'malformed' }, 'The organization was not created. Try again.'],
  ])('says Create org failed with %s, and keeps what was typed', async (_n, fault, text) => {
    if (fault) setFault('POST /orgs', fault);
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText('Organization name'), 'harborview insurance group');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Create org failed');
    expect(alert).toHaveTextContent(text);
    expect(within(dialog).getByLabelText('Organization name')).toHaveValue('harborview insurance group');
  });

  it('sends once, however often Create is pressed', async () => {
    const calls = recordCalls(server);
    setFault('POST /orgs', { kind: 'delay', ms: 300 });
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText('Organization name'), 'Twice Agency');
    const button = within(dialog).getByRole('button', { name: 'Create organization' });
    await app.user.click(button);
    await app.user.click(button);
    await app.user.type(within(dialog).getByLabelText('Organization name'), '{Enter}');
    await app.screen.findByRole('dialog', { name: 'Twice Agency' });
    expect(calls.filter((c) => c.key === 'POST /orgs')).toHaveLength(1);
  });
});

describe('/superadmin Organizations: the detail card', { timeout: 60_000 }, () => {
  it('shows name, seat limit, active users and created date, and saves only what changed (PATCH /orgs/{id})', async () => {
    const calls = recordCalls(server);
    const app = await openConsole();
    const card = await openCard(app, 'Lakeside Partners');
    const org = orgNamed('Lakeside Partners');
    expect(within(card).getByLabelText('Name')).toHaveValue('Lakeside Partners');
    expect(within(card).getByLabelText('Seat limit')).toHaveValue(10);
    expect(card).toHaveTextContent('3 of 10 seats used');
    expect(card).toHaveTextContent(formatDate(org.created_at)!);
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await app.user.clear(within(card).getByLabelText('Seat limit'));
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.orgs.find((o) => o.id === org.id)!.user_limit).toBeNull());
    expect(calls.filter((c) => c.key === `PATCH /orgs/${org.id}`).map((c) => c.body)).toEqual([{ user_limit: null }]);
    await waitFor(() => expect(rowWith(app.table('Organizations'), 'Lakeside Partners')).toHaveTextContent('3 of unlimited seats used'));
    await app.user.type(within(card).getByLabelText('Name'), ' LLC');
    // jsdom never ends antd's motion, so the spent loading icon stays in the name.
    await app.user.click(within(card).getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(db.orgs.find((o) => o.id === org.id)!.name).toBe('Lakeside Partners LLC'));
    expect(calls.filter((c) => c.key === `PATCH /orgs/${org.id}`).map((c) => c.body)[1]).toEqual({ name: 'Lakeside Partners LLC' });
  });

  it.each([
    ['a seat limit below the active users', '', '4', 'A seat limit of 4 is below this organization’s 5 active users.'],
    ['a blank name', 'clear', '', 'Organization name cannot be empty.'],
    ['a seat limit that is not a whole number', '', '3.5', 'Seat limit must be a whole number from 0 to 100,000.'],
    ['a seat limit past 100,000', '', '100001', 'Seat limit must be a whole number from 0 to 100,000.'],
  ])('refuses %s with a message, before any call', async (_n, name, seats, message) => {
    const calls = recordCalls(server);
    const app = await openConsole();
    const card = await openCard(app, 'Harborview Insurance Group');
    if (name === 'clear') await app.user.clear(within(card).getByLabelText('Name'));
    if (seats) await app.user.type(within(card).getByLabelText('Seat limit'), seats);
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('PATCH /orgs'))).toBe(false);
  });

  it.each<[string, Fault, string]>([
    [
      'the server’s words',
      { kind: 'status', status: 400, body: { detail: 'An organization with that name already exists.' } },
      'An organization with that name already exists.',
    ],
    [
      'a validation list',
      {
        kind: 'status',
        status: 422,
        body: { detail: [{ loc: ['body', 'name'], msg: 'String should have at most 200 characters', type: 'string_too_long' }] },
      },
      'String should have at most 200 characters',
    ],
    ['its own words for an empty 500', { kind: 'status', status: 500 }, 'The changes were not saved. Try again.'],
    ['its own words for an unreadable 2xx', { kind: 'malformed' }, 'The changes were not saved. Try again.'],
  ])('says Update org failed with %s, and keeps what was typed', async (_n, fault, text) => {
    const app = await openConsole();
    const card = await openCard(app, 'Lakeside Partners');
    setFault('PATCH /orgs/*', fault);
    await app.user.type(within(card).getByLabelText('Name'), ' Group');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Update org failed');
    expect(alert).toHaveTextContent(text);
    expect(within(card).getByLabelText('Name')).toHaveValue('Lakeside Partners Group');
    expect(orgNamed('Lakeside Partners').name).toBe('Lakeside Partners');
  });

  it('offers only the organization’s active users as billing owner, and saves the choice', async () => {
    const app = await openConsole();
    const card = await openCard(app, 'Harborview Insurance Group');
    const org = orgNamed('Harborview Insurance Group');
    const select = within(card).getByRole('combobox', { name: 'Billing owner' });
    const active = db.users.filter((u) => u.org_id === org.id && u.is_active === 1);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => Number((o as HTMLOptionElement).value))
          .sort(),
      ).toEqual(active.map((u) => u.id).sort()),
    );
    const kevin = only(db.users, (u) => u.username === 'kevin.walsh@harborview.test', 'Kevin');
    expect(within(select).queryByRole('option', { name: /Kevin Walsh/ })).not.toBeInTheDocument();
    expect(kevin.is_active).toBe(0);
    const rosa = only(db.users, (u) => u.username === 'rosa.delgado@harborview.test', 'Rosa');
    await app.user.selectOptions(select, String(rosa.id));
    await waitFor(() => expect(orgNamed('Harborview Insurance Group').billing_owner_user_id).toBe(rosa.id));
    await waitFor(() => expect(rowWith(app.table('Organizations'), 'Harborview Insurance Group')).toHaveTextContent('Rosa Delgado'));
  });

  it.each<[string, Fault, string]>([
    [
      'the server’s words',
      { kind: 'status', status: 400, body: { detail: 'The billing owner must be an active user of this organization.' } },
      'The billing owner must be an active user of this organization.',
    ],
    ['Could not update owner without them', { kind: 'status', status: 502, body: '<html>Bad gateway</html>' }, 'Could not update owner'],
  ])('says Failed to update owner with %s', async (_n, fault, text) => {
    const app = await openConsole();
    const card = await openCard(app, 'Harborview Insurance Group');
    const select = within(card).getByRole('combobox', { name: 'Billing owner' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2));
    setFault('PATCH /orgs/*', fault);
    await app.user.selectOptions(select, String(only(db.users, (u) => u.username === 'tom.becker@harborview.test', 'Tom').id));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update owner');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(select).toHaveDisplayValue(/Margaret Chen/));
  });

  it('comps an organization (plan Comped, status active) and unchecking gives back its own subscription’s status', async () => {
    const calls = recordCalls(server);
    const app = await openConsole();
    const card = await openCard(app, 'Coastal Shield Insurance');
    const org = orgNamed('Coastal Shield Insurance');
    const comped = within(card).getByRole('switch', { name: 'Comped' });
    expect(comped).not.toBeChecked();
    await app.user.click(comped);
    await waitFor(() => expect(comped).toBeChecked());
    await waitFor(() => expect(rowWith(app.table('Organizations'), 'Coastal Shield Insurance')).toHaveTextContent('Active'));
    expect(rowWith(app.table('Organizations'), 'Coastal Shield Insurance')).toHaveTextContent('Comped');
    await app.user.click(comped);
    await waitFor(() => expect(comped).not.toBeChecked());
    // Its own subscription (unpaid) comes back: comped off is not a way to clear what is owed.
    await waitFor(() => expect(rowWith(app.table('Organizations'), 'Coastal Shield Insurance')).toHaveTextContent('Unpaid'));
    expect(calls.filter((c) => c.key === `PATCH /orgs/${org.id}`).map((c) => c.body)).toEqual([{ comped: true }, { comped: false }]);
  });

  it.each<[string, Fault, string | null]>([
    ['the server’s words', { kind: 'status', status: 400, body: { error: 'Billing is locked' } }, 'Billing is locked'],
    ['nothing else when the server gives none', { kind: 'network' }, null],
  ])('says Could not update comped status with %s, and the toggle stays', async (_n, fault, text) => {
    const app = await openConsole();
    const card = await openCard(app, 'Coastal Shield Insurance');
    setFault('PATCH /orgs/*', fault);
    const comped = within(card).getByRole('switch', { name: 'Comped' });
    await app.user.click(comped);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not update comped status');
    if (text) expect(alert).toHaveTextContent(text);
    expect(comped).not.toBeChecked();
  });

  it('deletes an organization after a confirmation that names it and what goes with it', async () => {
    const app = await openConsole();
    const card = await openCard(app, 'Bayou State Agency');
    await app.user.click(within(card).getByRole('button', { name: 'Delete organization' }));
    const confirm = await findDialog('Delete Bayou State Agency?');
    expect(confirm).toHaveTextContent('6 active users');
    expect(confirm).toHaveTextContent('documents');
    expect(confirm).toHaveTextContent('This can’t be undone.');
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    await waitFor(() => expect(db.orgs.some((o) => o.name === 'Bayou State Agency')).toBe(false));
    await waitFor(() => expect(app.screen.queryByRole('dialog', { name: 'Bayou State Agency' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(app.table('Organizations')).queryByText('Bayou State Agency')).not.toBeInTheDocument());
  });

  it('never offers to delete the superadmin’s own organization', async () => {
    const app = await openConsole();
    const card = await openCard(app, 'Underwriter Desk Operations');
    expect(within(card).getByRole('button', { name: 'Delete organization' })).toBeDisabled();
    expect(card).toHaveTextContent('This is your own organization: it can’t be deleted.');
  });

  it.each<[string, Fault, string]>([
    ['the server’s words', { kind: 'status', status: 409, body: { detail: 'Invoices are still open.' } }, 'Invoices are still open.'],
    ['its own words without them', { kind: 'status', status: 500 }, 'The organization was not deleted. Try again.'],
  ])('says Delete organization failed with %s', async (_n, fault, text) => {
    const app = await openConsole();
    const card = await openCard(app, 'Bayou State Agency');
    setFault('DELETE /orgs/*', fault);
    await app.user.click(within(card).getByRole('button', { name: 'Delete organization' }));
    const confirm = await findDialog('Delete Bayou State Agency?');
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Delete organization failed');
    expect(alert).toHaveTextContent(text);
    expect(db.orgs.some((o) => o.name === 'Bayou State Agency')).toBe(true);
  });

  it('keeps its place in the URL: a reload opens the same card', async () => {
    const org = orgNamed('Summit Ridge Agency');
    const app = await openConsole(`/superadmin?org=${org.id}`);
    const card = await app.screen.findByRole('dialog', { name: 'Summit Ridge Agency' });
    await app.user.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.search).not.toContain('org='));
  });
});
