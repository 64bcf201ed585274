import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { narrowWindow, openAgent, recordCalls } from './agent-test-utils';

const PANEL = 'Organizations (Superadmin)';

/** /agent as the superadmin, once the panel's own code is in (nothing clicked). */
async function openPanel() {
  const calls = recordCalls(server);
  forgetIdentity();
  const app = renderApp('/agent', { as: 'superadmin' });
  // The fold button is the panel's own (its stand-in while its code loads has none).
  await app.screen.findByRole('button', { name: PANEL }, { timeout: 15_000 });
  const region = app.screen.getByRole('region', { name: PANEL });
  return { ...app, region, calls };
}

const rowOf = (region: HTMLElement, name: string) => {
  const row = within(region)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

const orgNamed = (name: string) => db.orgs.find((o) => o.name === name)!;
const activeUsersOf = (orgId: number) => db.users.filter((u) => u.org_id === orgId && u.is_active === 1);
const nameOf = (u: { first_name: string | null; last_name: string | null; username: string }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;
const count = (calls: { key: string }[], key: string) => calls.filter((c) => c.key === key).length;

/** Clicks Load Users on `name`'s row and waits for its radio list. */
async function loadUsers(app: Awaited<ReturnType<typeof openPanel>>, name: string) {
  const row = await waitFor(() => rowOf(app.region, name));
  await app.user.click(within(row).getByRole('button', { name: `Load Users of ${name}` }));
  return within(row).findByRole('radiogroup', { name: `Billing owner of ${name}` });
}

afterEach(() => vi.unstubAllGlobals());

describe('/agent superadmin panel: admin mode', () => {
  it('loads the organizations when the superadmin arrives, and shows name and plan/status', async () => {
    const { region, calls } = await openPanel();
    const table = await within(region).findByRole('table', { name: 'Organizations' });
    expect(await within(table).findByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /orgs')).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual(['Organization', 'Plan / status', 'Billing owner']);
    const lakeside = rowOf(region, 'Lakeside Partners');
    expect(lakeside).toHaveTextContent('Comped');
    expect(lakeside).toHaveTextContent('Active');
    expect(rowOf(region, 'Bayou State Agency')).toHaveTextContent(/Pro\s*Past due/);
    expect(region).toHaveTextContent(`${db.orgs.length} organizations`);
    // The users wait for Load Users.
    expect(calls.some((c) => /^GET \/orgs\/\d+\/users$/.test(c.key))).toBe(false);
    expect(within(region).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it.each<[As]>([['owner'], ['agent'], ['admin']])('is not there, and loads nothing, for the %s', async (who) => {
    const calls = recordCalls(server);
    const app = await openAgent(who);
    expect(app.screen.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: /Organizations/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('GET /orgs'))).toEqual([]);
  });

  it('folds to its heading line and back; folded, the list stays loaded', async () => {
    const { region, user, calls } = await openPanel();
    await within(region).findByText('Harborview Insurance Group');
    const fold = within(region).getByRole('button', { name: PANEL });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    expect(region).toHaveTextContent(`${db.orgs.length} organizations`);
    await user.click(fold);
    expect(within(region).getByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(count(calls, 'GET /orgs')).toBeGreaterThan(0);
  });

  it('on a phone starts folded, with the organizations already loaded', async () => {
    narrowWindow();
    const { region, user } = await openPanel();
    const fold = within(region).getByRole('button', { name: PANEL });
    await waitFor(() => expect(fold).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(region).toHaveTextContent(`${db.orgs.length} organizations`));
    await user.click(fold);
    expect(within(region).getByText('Harborview Insurance Group')).toBeVisible();
  });
});

describe('/agent superadmin panel: the billing owner radio list', () => {
  it('Load Users lists the active users as radios, the owner checked; Refresh Users asks again', async () => {
    const app = await openPanel();
    const org = orgNamed('Harborview Insurance Group');
    const owner = db.users.find((u) => u.id === org.billing_owner_user_id)!;
    const group = await loadUsers(app, org.name);
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(activeUsersOf(org.id).map(nameOf));
    // An inactive user cannot own billing: not offered.
    const inactive = db.users.find((u) => u.org_id === org.id && u.is_active === 0)!;
    expect(within(group).queryByRole('radio', { name: nameOf(inactive) })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: nameOf(owner) })).toBeChecked();
    expect(count(app.calls, `GET /orgs/${org.id}/users`)).toBe(1);

    // The same row now offers Refresh Users, which reads the list afresh.
    const row = rowOf(app.region, org.name);
    expect(within(row).queryByRole('button', { name: /^Load Users/ })).not.toBeInTheDocument();
    const renamed = db.users.find((u) => u.org_id === org.id && u.id !== owner.id && u.is_active === 1)!;
    renamed.first_name = 'Renamed';
    await app.user.click(within(row).getByRole('button', { name: `Refresh Users of ${org.name}` }));
    expect(await within(group).findByRole('radio', { name: nameOf(renamed) })).toBeInTheDocument();
    expect(count(app.calls, `GET /orgs/${org.id}/users`)).toBe(2);
  });

  it('a radio sets the billing owner: one PATCH /orgs/{id} with billing_owner_user_id, and the new owner stays checked', async () => {
    const app = await openPanel();
    const org = orgNamed('Lakeside Partners');
    const group = await loadUsers(app, org.name);
    const other = activeUsersOf(org.id).find((u) => u.id !== org.billing_owner_user_id)!;
    const radio = within(group).getByRole('radio', { name: nameOf(other) });
    // A second pick while the first is on its way sends nothing.
    setFault('PATCH /orgs/*', { kind: 'delay', ms: 400 });
    await app.user.click(radio);
    await app.user.click(within(group).getByRole('radio', { name: nameOf(db.users.find((u) => u.id === org.billing_owner_user_id)!) }));
    await waitFor(() => expect(orgNamed(org.name).billing_owner_user_id).toBe(other.id));
    expect(radio).toBeChecked();
    // After the list's refresh too (the list now names the new owner).
    await waitFor(() => expect(count(app.calls, 'GET /orgs')).toBeGreaterThan(1));
    expect(within(group).getByRole('radio', { name: nameOf(other) })).toBeChecked();
    expect(app.calls.filter((c) => c.key === `PATCH /orgs/${org.id}`).map((c) => c.body)).toEqual([{ billing_owner_user_id: other.id }]);
    expect(within(app.region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, Fault, string]>([
    [
      'the server’s detail',
      { kind: 'status', status: 400, body: { detail: 'The billing owner must be an active user of this organization.' } },
      'The billing owner must be an active user of this organization.',
    ],
    ['the server’s error', { kind: 'status', status: 409, body: { error: 'Owner locked' } }, 'Owner locked'],
    ['Could not update owner for an empty body', { kind: 'status', status: 500 }, 'Could not update owner'],
    [
      'Could not update owner for a body that is not JSON',
      { kind: 'status', status: 502, body: '<html>Bad gateway</html>' },
      'Could not update owner',
    ],
    ['Could not update owner for an unreadable answer', { kind: 'malformed' }, 'Could not update owner'],
    ['Could not update owner on a network failure', { kind: 'network' }, 'Could not update owner'],
  ])('a refused owner says Failed to update owner with %s, and the radio goes back to the real owner', async (_n, fault, text) => {
    const app = await openPanel();
    const org = orgNamed('Lakeside Partners');
    const owner = db.users.find((u) => u.id === org.billing_owner_user_id)!;
    const group = await loadUsers(app, org.name);
    const other = activeUsersOf(org.id).find((u) => u.id !== owner.id)!;
    setFault('PATCH /orgs/*', fault);
    await app.user.click(within(group).getByRole('radio', { name: nameOf(other) }));
    const alert = await within(rowOf(app.region, org.name)).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update owner');
    expect(alert).toHaveTextContent(text);
    expect(within(group).getByRole('radio', { name: nameOf(owner) })).toBeChecked();
    expect(within(group).getByRole('radio', { name: nameOf(other) })).not.toBeChecked();
    expect(orgNamed(org.name).billing_owner_user_id).toBe(owner.id);
  });

  it('a failed users load leaves that list empty, with no message; Refresh Users can try again', async () => {
    const app = await openPanel();
    const org = orgNamed('Harborview Insurance Group');
    setFault('GET /orgs/*/users', { kind: 'status', status: 500, body: { detail: 'Boom' } });
    const row = await waitFor(() => rowOf(app.region, org.name));
    await app.user.click(within(row).getByRole('button', { name: `Load Users of ${org.name}` }));
    const refresh = await within(row).findByRole('button', { name: `Refresh Users of ${org.name}` });
    expect(within(row).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(app.region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(app.region).queryByText('Boom')).not.toBeInTheDocument();
    setFault('GET /orgs/*/users', { kind: 'delay', ms: 0 });
    await app.user.click(refresh);
    expect(await within(row).findAllByRole('radio')).toHaveLength(activeUsersOf(org.id).length);
  });
});

describe('/agent superadmin panel: the organizations list failing', () => {
  it.each<[string, Fault, string]>([
    ['Unable to load organizations. on a 500 with an empty body', { kind: 'status', status: 500 }, 'Unable to load organizations.'],
    [
      'Unable to load organizations. for an error body that is not JSON',
      { kind: 'status', status: 502, body: '<html>Bad gateway</html>' },
      'Unable to load organizations.',
    ],
    [
      'Unable to load organizations. for a body with no list',
      { kind: 'status', status: 200, body: { orgs: 'none' } },
      'Unable to load organizations.',
    ],
    [
      'Unable to load organizations. for an object body',
      { kind: 'status', status: 200, body: { id: 1, name: 'One' } },
      'Unable to load organizations.',
    ],
    ['Unable to load organizations. for a null body', { kind: 'status', status: 200, body: null }, 'Unable to load organizations.'],
    ['Unable to load organizations. for a malformed body', { kind: 'malformed' }, 'Unable to load organizations.'],
    ['Unable to load organizations. on a network failure', { kind: 'network' }, 'Unable to load organizations.'],
    ['the server’s detail', { kind: 'status', status: 503, body: { detail: 'Maintenance' } }, 'Maintenance'],
    ['the server’s error', { kind: 'status', status: 500, body: { error: 'DB down' } }, 'DB down'],
  ])('says Failed to load organizations with %s, never an empty table, and Retry loads them', async (_n, fault, text) => {
    setFault('GET /orgs', fault);
    const { region, user } = await openPanel();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load organizations');
    expect(alert).toHaveTextContent(text);
    expect(within(region).queryByText(/No organizations yet/)).not.toBeInTheDocument();
    expect(within(region).queryByText('Harborview Insurance Group')).not.toBeInTheDocument();
    setFault('GET /orgs', { kind: 'delay', ms: 0 });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Harborview Insurance Group')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('folded, its heading line says the list failed', async () => {
    narrowWindow();
    setFault('GET /orgs', { kind: 'status', status: 500 });
    const { region } = await openPanel();
    await waitFor(() =>
      expect(
        within(region)
          .getAllByText('Failed to load organizations')
          .filter((el) => !el.closest('[hidden]')),
      ).toHaveLength(1),
    );
    expect(within(region).getByRole('button', { name: PANEL })).toHaveAttribute('aria-expanded', 'false');
  });

  it('an empty list says so', async () => {
    server.use(http.get('*/api/orgs', () => HttpResponse.json([])));
    const { region } = await openPanel();
    expect(await within(region).findByText(/No organizations yet/)).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
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

  it('Refresh reads the organizations again', async () => {
    const { region, user, calls } = await openPanel();
    await within(region).findByText('Harborview Insurance Group');
    const before = count(calls, 'GET /orgs');
    orgNamed('Lakeside Partners').name = 'Lakeside Partners Renamed';
    await user.click(within(region).getByRole('button', { name: 'Refresh organizations' }));
    expect(await within(region).findByText('Lakeside Partners Renamed')).toBeInTheDocument();
    expect(count(calls, 'GET /orgs')).toBe(before + 1);
  });
});
