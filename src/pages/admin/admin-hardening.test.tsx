// On /admin: saves carry only what changed, a double click saves once and a 200
// that is not JSON is no save, and the inputs carry the server's limits.
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { CHANGED_ELSEWHERE } from '../../api';
import { openAdmin, select } from './admin-test-kit';

/** Every PATCH /companies/{id} body, in order. */
function recordPatches(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && /\/companies\//.test(request.url))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

const granite = () => db.companies.find((c) => c.company_id === 'cmp_hv_granite')!;

async function openInfo() {
  const app = await openAdmin();
  await select(app, 'Granite Peak Insurance');
  await app.user.click(app.screen.getByRole('tab', { name: 'Company Info' }));
  await waitFor(() => expect(app.screen.getByLabelText('Phone')).not.toHaveValue(''));
  return app;
}

describe('/admin Company Info', () => {
  it('#9 a save carries only the changed field: what another tab saved meanwhile survives', async () => {
    const bodies = recordPatches();
    const app = await openInfo();
    // Another tab (or another admin) saves the website after this form was filled.
    granite().company_website = 'https://saved-in-another-tab.example';
    const phone = app.screen.getByLabelText('Phone');
    await app.user.clear(phone);
    await app.user.type(phone, '(555) 010-9999');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));
    // The company changed since it was loaded (its ETag): said so, and what was typed stays; a
    // second Save carries only the phone again, so the other tab's website survives.
    expect(await app.screen.findByText(CHANGED_ELSEWHERE)).toBeInTheDocument();
    expect(app.screen.getByLabelText('Phone')).toHaveValue('(555) 010-9999');
    // (The button's loading icon leaves with a motion jsdom never ends: found by a pattern.)
    await waitFor(() => expect(app.screen.getByRole('button', { name: /Save Company Info/ })).toBeEnabled());
    await app.user.click(app.screen.getByRole('button', { name: /Save Company Info/ }));
    expect(await app.screen.findByText('Company info saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ company_phone: '(555) 010-9999' }, { company_phone: '(555) 010-9999' }]);
    expect([granite().company_phone, granite().company_website]).toEqual(['(555) 010-9999', 'https://saved-in-another-tab.example']);
  });

  it('#15 a double click on Save Company Info sends one PATCH', async () => {
    const bodies = recordPatches();
    setFault('PATCH /companies/*', { kind: 'delay', ms: 200 });
    const app = await openInfo();
    const city = app.screen.getByLabelText('City');
    await app.user.clear(city);
    await app.user.type(city, 'Ogden');
    await app.user.dblClick(app.screen.getByRole('button', { name: 'Save Company Info' }));
    expect(await app.screen.findByText('Company info saved')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies).toEqual([{ company_city: 'Ogden' }]);
  });

  it('#8 the inputs hold what the server takes: 200 for address lines, 2,048 for the website', async () => {
    const app = await openInfo();
    for (const label of ['Address 1', 'Address 2', 'City', 'Zipcode', 'Phone'])
      expect(app.screen.getByLabelText(label)).toHaveAttribute('maxlength', '200');
    expect(app.screen.getByLabelText('Website')).toHaveAttribute('maxlength', '2048');
  });
});

describe('/admin Upload', () => {
  it('#8 the new company name holds 200 characters, as the server takes', async () => {
    const app = await openAdmin();
    expect(app.screen.getByLabelText('Company Name')).toHaveAttribute('maxlength', '200');
  });
});

describe('/admin Rename', () => {
  async function openRename() {
    const app = await openAdmin();
    const panel = await select(app, 'Granite Peak Insurance');
    const rename = () => within(panel).getByRole('button', { name: 'Rename' });
    return { app, name: within(panel).getByLabelText('Company name'), rename };
  }

  it('#15 a double click on Rename sends one PATCH; the name input holds 200 characters', async () => {
    const bodies = recordPatches();
    setFault('PATCH /companies/*', { kind: 'delay', ms: 200 });
    const { app, name, rename } = await openRename();
    expect(name).toHaveAttribute('maxlength', '200');
    await app.user.clear(name);
    await app.user.type(name, 'Granite Peak Mutual');
    await app.user.dblClick(rename());
    expect(await app.screen.findByText('Company renamed')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies).toEqual([{ company_display: 'Granite Peak Mutual' }]);
  });

  it('#15 a 200 that is not JSON is Rename failed, not renamed', async () => {
    setFault('PATCH /companies/cmp_hv_granite', { kind: 'malformed' });
    const { app, name, rename } = await openRename();
    await app.user.clear(name);
    await app.user.type(name, 'Granite Peak Mutual');
    await app.user.click(rename());
    expect(await app.screen.findByText('Rename failed')).toBeInTheDocument();
    expect(app.screen.queryByText('Company renamed')).not.toBeInTheDocument();
    expect(name).toHaveValue('Granite Peak Mutual');
  });
});
