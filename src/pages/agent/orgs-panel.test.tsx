import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { openAgent } from './agent-test-utils';

async function openPanel() {
  const app = await openAgent('superadmin', '/agent', { waitForCompanies: false });
  const region = await app.screen.findByRole('region', { name: 'Organizations (Superadmin)' });
  await app.user.click(within(region).getByRole('button', { name: 'Show organizations' }));
  return { ...app, region };
}

const rowOf = async (region: HTMLElement, name: string) => (await within(region).findByText(name)).closest('tr') as HTMLElement;

describe('/agent superadmin panel (spec §2, §4)', () => {
  it('is folded under the chat until the superadmin opens it', async () => {
    const app = await openAgent('superadmin', '/agent', { waitForCompanies: false });
    const region = await app.screen.findByRole('region', { name: 'Organizations (Superadmin)' });
    const toggle = within(region).getByRole('button', { name: 'Show organizations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(toggle);
    expect(await within(region).findByText('Summit Ridge Agency')).toBeInTheDocument();
    await app.user.click(within(region).getByRole('button', { name: 'Hide organizations' }));
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not there for other roles', async () => {
    const app = await openAgent('owner');
    expect(app.screen.queryByRole('region', { name: 'Organizations (Superadmin)' })).not.toBeInTheDocument();
  });

  it('lists organizations with plan/status; loads users on demand; sets the billing owner', async () => {
    const { region, user } = await openPanel();
    const row = await rowOf(region, 'Summit Ridge Agency');
    expect(row).toHaveTextContent('Pro / Trialing');
    expect(within(row).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Load Users/ }));
    const radios = await within(row).findAllByRole('radio');
    const org = db.orgs.find((o) => o.name === 'Summit Ridge Agency')!;
    const owner = db.users.find((u) => u.id === org.billing_owner_user_id)!;
    const other = db.users.find((u) => u.org_id === org.id && u.id !== owner.id)!;
    expect(radios.length).toBe(db.users.filter((u) => u.org_id === org.id).length);
    expect(within(row).getByRole('radio', { name: `${owner.first_name} ${owner.last_name}` })).toBeChecked();
    expect(within(row).getByRole('button', { name: /^Refresh Users/ })).toBeInTheDocument();
    await user.click(within(row).getByRole('radio', { name: [other.first_name, other.last_name].filter(Boolean).join(' ') || other.username }));
    await waitFor(() => expect(db.orgs.find((o) => o.id === org.id)!.billing_owner_user_id).toBe(other.id));
    await waitFor(() => expect(within(row).getByRole('radio', { name: [other.first_name, other.last_name].filter(Boolean).join(' ') || other.username })).toBeChecked());
  });

  it.each<[string, Fault, string]>([
    ['the server text', { kind: 'status', status: 400, body: { detail: 'The billing owner must be a user of this organization.' } }, 'The billing owner must be a user of this organization.'],
    ['Could not update owner without one', { kind: 'status', status: 500 }, 'Could not update owner'],
    ['Could not update owner on a network failure', { kind: 'network' }, 'Could not update owner'],
  ])('owner update failure shows Failed to update owner with %s', async (_n, fault, text) => {
    const { region, user } = await openPanel();
    const row = await rowOf(region, 'Summit Ridge Agency');
    await user.click(within(row).getByRole('button', { name: /^Load Users/ }));
    const radios = await within(row).findAllByRole('radio');
    setFault('PATCH /orgs/*', fault);
    await user.click(radios.find((r) => !(r as HTMLInputElement).checked)!);
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update owner');
    expect(alert).toHaveTextContent(text);
  });

  it('a failed users load empties that list without a message', async () => {
    const { region, user } = await openPanel();
    const row = await rowOf(region, 'Summit Ridge Agency');
    await user.click(within(row).getByRole('button', { name: /^Load Users/ }));
    await within(row).findAllByRole('radio');
    setFault('GET /orgs/*/users', { kind: 'status', status: 500, body: { detail: 'Boom' } });
    await user.click(within(row).getByRole('button', { name: /^Refresh Users/ }));
    await waitFor(() => expect(within(row).queryAllByRole('radio')).toHaveLength(0));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).queryByText('Boom')).not.toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    ['Unable to load organizations. on a 500', { kind: 'status', status: 500 }, 'Unable to load organizations.'],
    ['Unable to load organizations. for a body with no list', { kind: 'status', status: 200, body: { orgs: 'none' } }, 'Unable to load organizations.'],
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
    expect(within(region).queryByText('Summit Ridge Agency')).not.toBeInTheDocument();
  });

  it('accepts the list wrapped as { orgs: [...] } (decisions.md)', async () => {
    server.use(http.get('*/api/orgs', () => HttpResponse.json({ orgs: [{ id: 99, name: 'Wrapped Agency', plan: 'Pro', status: 'active' }] })));
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
    expect(await within(region).findByText('Summit Ridge Agency')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the organizations table (useTable: the data provider searches, sorts and pages)', () => {
  const names = (region: HTMLElement) =>
    within(region).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');

  it('searches by name', async () => {
    const { region, user } = await openPanel();
    await within(region).findByText('Summit Ridge Agency');
    await user.type(within(region).getByLabelText('Search organizations by name'), 'prairie{Enter}');
    await waitFor(() => expect(names(region)).toEqual(['Prairie Mutual Brokers']));
  });

  it('sorts by name, both ways', async () => {
    const { region, user } = await openPanel();
    await within(region).findByText('Summit Ridge Agency');
    const sorted = db.orgs.map((o) => o.name).sort((a, b) => a.localeCompare(b));
    expect(names(region)).toEqual(sorted.slice(0, 10));
    const header = within(region).getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(names(region)).toEqual([...sorted].reverse().slice(0, 10)));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('/superadmin reuses the table, with its state in the URL', () => {
  it('restores search and sort from the URL and shows them', async () => {
    forgetIdentity();
    const app = renderApp('/superadmin?sorters[0][field]=name&sorters[0][order]=desc&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=a', { as: 'superadmin' });
    const region = await app.screen.findByRole('region', { name: 'Organizations' });
    const expected = db.orgs.map((o) => o.name).filter((n) => n.toLowerCase().includes('a')).sort((a, b) => b.localeCompare(a));
    await waitFor(() => expect(within(region).getAllByRole('row')[1]).toHaveTextContent(expected[0]!));
    expect(within(region).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('writes the search into the URL', async () => {
    forgetIdentity();
    const app = renderApp('/superadmin', { as: 'superadmin' });
    const region = await app.screen.findByRole('region', { name: 'Organizations' });
    await within(region).findByText('Summit Ridge Agency');
    await app.user.type(within(region).getByLabelText('Search organizations by name'), 'summit{Enter}');
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=summit'));
  });
});
