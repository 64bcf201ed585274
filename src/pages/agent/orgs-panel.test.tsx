import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { openAgent, recordCalls } from './agent-test-utils';

async function openPanel() {
  const app = await openAgent('superadmin', '/agent', { waitForCompanies: false });
  const region = await app.screen.findByRole('region', { name: 'Organizations (Superadmin)' });
  await app.user.click(within(region).getByRole('button', { name: 'Show organizations' }));
  return { ...app, region };
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');

/** Searches the panel for `name` and opens its detail card (the same card as /superadmin's). */
async function openCard(app: Awaited<ReturnType<typeof openPanel>>, name: string) {
  await within(app.region).findByText('Harborview Insurance Group');
  await app.user.type(within(app.region).getByLabelText('Search organizations by name'), `${name}{Enter}`);
  await waitFor(() => expect(names(app.region)).toEqual([name]));
  await app.user.click(within(app.region).getByRole('button', { name }));
  return app.screen.findByRole('dialog', { name });
}

const nameOf = (u: { first_name: string | null; last_name: string | null; username: string }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;

describe('/agent superadmin panel', () => {
  it('is folded under the chat until the superadmin opens it', async () => {
    const app = await openAgent('superadmin', '/agent', { waitForCompanies: false });
    const region = await app.screen.findByRole('region', { name: 'Organizations (Superadmin)' });
    const toggle = within(region).getByRole('button', { name: 'Show organizations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(toggle);
    expect(await within(region).findByText('Harborview Insurance Group')).toBeInTheDocument();
    await app.user.click(within(region).getByRole('button', { name: 'Hide organizations' }));
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not there for other roles', async () => {
    const app = await openAgent('owner');
    expect(app.screen.queryByRole('region', { name: 'Organizations (Superadmin)' })).not.toBeInTheDocument();
  });

  it('lists organizations with plan and status; loads an organization’s users on demand; sets the billing owner', async () => {
    const calls = recordCalls(server);
    const app = await openPanel();
    await within(app.region).findByText('Harborview Insurance Group');
    const org = db.orgs.find((o) => o.name === 'Summit Ridge Agency')!;
    expect(calls.some((c) => c.key === `GET /orgs/${org.id}/users`)).toBe(false);
    const card = await openCard(app, 'Summit Ridge Agency');
    const row = within(app.region).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Pro');
    expect(row).toHaveTextContent('Trialing');
    await waitFor(() => expect(calls.some((c) => c.key === `GET /orgs/${org.id}/users`)).toBe(true));
    const owner = db.users.find((u) => u.id === org.billing_owner_user_id)!;
    const other = db.users.find((u) => u.org_id === org.id && u.id !== owner.id && u.is_active === 1)!;
    const select = within(card).getByRole('combobox', { name: 'Billing owner' });
    await waitFor(() =>
      expect(within(select).getAllByRole('option')).toHaveLength(db.users.filter((u) => u.org_id === org.id && u.is_active === 1).length),
    );
    expect(select).toHaveDisplayValue(new RegExp(nameOf(owner)));
    expect(within(card).getByRole('button', { name: /^Refresh Users/ })).toBeInTheDocument();
    await app.user.selectOptions(select, String(other.id));
    await waitFor(() => expect(db.orgs.find((o) => o.id === org.id)!.billing_owner_user_id).toBe(other.id));
    await waitFor(() => expect(select).toHaveDisplayValue(new RegExp(nameOf(other))));
    expect(calls.filter((c) => c.key === `PATCH /orgs/${org.id}`).map((c) => c.body)).toEqual([{ billing_owner_user_id: other.id }]);
  });

  it.each<[string, Fault, string]>([
    [
      'the server text',
      { kind: 'status', status: 400, body: { detail: 'The billing owner must be an active user of this organization.' } },
      'The billing owner must be an active user of this organization.',
    ],
    ['Could not update owner without one', { kind: 'status', status: 500 }, 'Could not update owner'],
    ['Could not update owner on a network failure', { kind: 'network' }, 'Could not update owner'],
    ['Could not update owner for an unreadable answer', { kind: 'malformed' }, 'Could not update owner'],
  ])('owner update failure shows Failed to update owner with %s', async (_n, fault, text) => {
    const app = await openPanel();
    const card = await openCard(app, 'Summit Ridge Agency');
    const select = within(card).getByRole('combobox', { name: 'Billing owner' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const other = within(select)
      .getAllByRole('option')
      .find((o) => !(o as HTMLOptionElement).selected)! as HTMLOptionElement;
    setFault('PATCH /orgs/*', fault);
    await app.user.selectOptions(select, other.value);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update owner');
    expect(alert).toHaveTextContent(text);
  });

  it('a failed users load empties that list without a message', async () => {
    const app = await openPanel();
    const card = await openCard(app, 'Summit Ridge Agency');
    const select = within(card).getByRole('combobox', { name: 'Billing owner' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    setFault('GET /orgs/*/users', { kind: 'status', status: 500, body: { detail: 'Boom' } });
    await app.user.click(within(card).getByRole('button', { name: /^Refresh Users/ }));
    // Only the current owner is left to read, and no other user is offered.
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(1));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByText('Boom')).not.toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    ['Unable to load organizations. on a 500', { kind: 'status', status: 500 }, 'Unable to load organizations.'],
    [
      'Unable to load organizations. for a body with no list',
      { kind: 'status', status: 200, body: { orgs: 'none' } },
      'Unable to load organizations.',
    ],
    ['Unable to load organizations. for a null body', { kind: 'status', status: 200, body: null }, 'Unable to load organizations.'],
    ['Unable to load organizations. for a malformed body', { kind: 'malformed' }, 'Unable to load organizations.'],
    ['Unable to load organizations. on a network failure', { kind: 'network' }, 'Unable to load organizations.'],
    ['the server detail', { kind: 'status', status: 503, body: { detail: 'Maintenance' } }, 'Maintenance'],
    ['the server error', { kind: 'status', status: 500, body: { error: 'DB down' } }, 'DB down'],
  ])('organizations failure shows %s and an empty table', async (_n, fault, text) => {
    setFault('GET /orgs', fault);
    const { region } = await openPanel();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load organizations');
    expect(alert).toHaveTextContent(text);
    expect(within(region).queryByText('Harborview Insurance Group')).not.toBeInTheDocument();
  });

  it('accepts the list wrapped as { orgs: [...] }', async () => {
    server.use(
      http.get('*/api/orgs', () =>
        HttpResponse.json({ orgs: [{ id: 99, name: 'Wrapped Agency', plan: 'Pro', subscription_status: 'active' }] }),
      ),
    );
    const { region } = await openPanel();
    expect(await within(region).findByText('Wrapped Agency')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refresh reloads the organizations', async () => {
    setFault('GET /orgs', { kind: 'status', status: 500 });
    const { region, user } = await openPanel();
    await within(region).findByRole('alert');
    setFault('GET /orgs', { kind: 'delay', ms: 0 });
    await user.click(within(region).getByRole('button', { name: 'Refresh organizations' }));
    expect(await within(region).findByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the organizations table (useTable: the data provider’s list query searches, sorts and pages)', () => {
  it('searches by name', async () => {
    const { region, user } = await openPanel();
    await within(region).findByText('Harborview Insurance Group');
    await user.type(within(region).getByLabelText('Search organizations by name'), 'prairie{Enter}');
    await waitFor(() => expect(names(region)).toEqual(['Prairie Mutual Brokers']));
  });

  it('sorts by name, both ways, and pages', async () => {
    const { region, user } = await openPanel();
    await within(region).findByText('Harborview Insurance Group');
    const sorted = db.orgs.map((o) => o.name).sort((a, b) => a.localeCompare(b));
    expect(names(region)).toEqual(sorted.slice(0, 10));
    const header = within(region).getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(names(region)).toEqual([...sorted].reverse().slice(0, 10)));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names(region)).toEqual([...sorted].reverse().slice(10, 20)));
  });

  it('opens the same detail card as /superadmin, and saves its seat limit', async () => {
    const app = await openPanel();
    const card = await openCard(app, 'Lakeside Partners');
    const seats = within(card).getByLabelText('Seat limit');
    expect(seats).toHaveValue(10);
    await app.user.clear(seats);
    await app.user.type(seats, '12');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.orgs.find((o) => o.name === 'Lakeside Partners')!.user_limit).toBe(12));
    expect(within(card).getByRole('switch', { name: 'Comped' })).toBeChecked();
  });
});
