import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { CHANGED_ELSEWHERE } from '../../api';
import { openAdmin, select } from './admin-test-kit';

/**
 * Waits for the form to take the company's values (GET /companies/{id}) and answers the field
 * then: antd remounts the inputs when a form resets to new values.
 */
async function filled(app: Awaited<ReturnType<typeof openAdmin>>, label: string): Promise<HTMLInputElement> {
  await waitFor(() => expect((app.screen.getByLabelText(label) as HTMLInputElement).value).not.toBe(''));
  return app.screen.getByLabelText(label) as HTMLInputElement;
}

/** Records the JSON bodies of PATCH /companies/{id}, then lets the mock backend answer. */
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

describe('/admin Company Info tab', () => {
  it('shows every info field of the company and saves the changed ones, blanks as null', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Granite Peak Insurance');
    await app.user.click(app.screen.getByRole('tab', { name: 'Company Info' }));
    const city = await filled(app, 'City');
    for (const label of ['Address 1', 'Address 2', 'City', 'State', 'Zipcode', 'Phone', 'Website']) {
      expect(app.screen.getByLabelText(label)).toBeInTheDocument();
    }
    await app.user.clear(city);
    await app.user.type(city, 'Boulder');
    await app.user.clear(app.screen.getByLabelText('Address 2'));
    await app.user.clear(app.screen.getByLabelText('Phone'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));

    expect(await app.screen.findByText('Company info saved')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Only what the user changed (docs/decisions.md#updates).
    expect(Object.keys(bodies[0] as object).sort()).toEqual(['company_address2', 'company_city', 'company_phone']);
    expect(bodies[0]).toMatchObject({ company_city: 'Boulder', company_address2: null, company_phone: null });
    const granite = db.companies.find((c) => c.company_id === 'cmp_hv_granite')!;
    expect([granite.company_city, granite.company_phone]).toEqual(['Boulder', null]);
    const panel = app.screen.getByRole('complementary', { name: 'Selected company' });
    await waitFor(() => expect(within(panel).getByText('Address').nextElementSibling).toHaveTextContent('Boulder'));
  });

  it('validates the website before any call; the state is picked from the 51 of /register', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Granite Peak Insurance');
    await app.user.click(app.screen.getByRole('tab', { name: 'Company Info' }));
    const website = await filled(app, 'Website');
    await app.user.clear(website);
    await app.user.type(website, 'not a url');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));
    expect(
      await app.screen.findByText('Enter a website address starting with http:// or https://, like https://www.example.com.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await app.user.clear(website);
    await app.user.type(website, 'www.granitepeak.example');
    await app.user.selectOptions(app.screen.getByLabelText('State'), 'Utah');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // A website typed without its scheme is saved with it, as every website field saves it.
    expect(bodies[0]).toMatchObject({ company_website: 'https://www.granitepeak.example', company_state: 'UT' });
  });

  it.each([
    [
      'the server detail',
      {
        kind: 'status',
        status: 422,
        body: { detail: [{ loc: ['body', 'company_state'], msg: 'Use a two-letter state code.', type: 'x' }] },
      },
      'Use a two-letter state code.',
    ],
    ['Unknown error for an empty body', { kind: 'status', status: 500 }, 'Unknown error'],
    ['Unknown error for a non-JSON body', { kind: 'status', status: 500, body: 'Internal Server Error' }, 'Unknown error'],
    // A 200 that is not JSON (an HTML page from a proxy) is not a save.
    ['Unknown error for a 200 that is not JSON', { kind: 'malformed' }, 'Unknown error'],
    ['Unknown error for a 200 with an HTML body', { kind: 'status', status: 200, body: '<!doctype html><p>Welcome</p>' }, 'Unknown error'],
  ] as const)('toasts Save failed with %s and keeps what was typed', async (_n, fault, description) => {
    setFault('PATCH /companies/cmp_hv_granite', fault as never);
    const app = await openAdmin();
    await select(app, 'Granite Peak Insurance');
    await app.user.click(app.screen.getByRole('tab', { name: 'Company Info' }));
    const city = await filled(app, 'City');
    await app.user.clear(city);
    await app.user.type(city, 'Typed City');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));
    expect(await app.screen.findByText('Save failed')).toBeInTheDocument();
    expect(app.screen.getAllByText(description).length).toBeGreaterThan(0);
    expect(app.screen.getByLabelText('City')).toHaveValue('Typed City');
  });
});

describe('/admin Docs Link tab', () => {
  const KEYSTONE_DOCS = '/api/files/companies/cmp_hv_keystone/docs';

  it('picks one of the carrier’s documents (not a typed internal path) and names the link', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    expect(await app.screen.findByRole('radio', { name: 'One of its documents' })).toBeChecked();
    // The current link is shown as the document it points at.
    const document = app.screen.getByRole('combobox', { name: 'Document' });
    expect(document).toHaveDisplayValue('Commercial Property Underwriting Rules (Keystone_Commercial_Property_Rules.pdf)');
    await app.user.selectOptions(document, 'Required Documents Checklist (Keystone_Required_Documents_Checklist.pdf)');
    const name = app.screen.getByLabelText('Docs link name');
    await app.user.clear(name);
    await app.user.type(name, 'What to send');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Docs link saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ company_docs_base_url: `${KEYSTONE_DOCS}/doc_hv_keystone_3.pdf`, company_docs_link_name: 'What to send' }]);
    const keystone = db.companies.find((c) => c.company_id === 'cmp_hv_keystone')!;
    expect([keystone.company_docs_base_url, keystone.company_docs_link_name]).toEqual([
      `${KEYSTONE_DOCS}/doc_hv_keystone_3.pdf`,
      'What to send',
    ]);
  });

  it('takes an outside web address: http(s) only and at most 2,048 characters, each with a clear message', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    await app.user.click(await app.screen.findByRole('radio', { name: 'Another web address' }));
    const url = app.screen.getByLabelText('Web address');
    await app.user.clear(url);
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Enter the web address of the carrier’s documents.')).toBeInTheDocument();
    for (const bad of ['javascript:alert(1)', 'ftp://carrier.example/a.pdf', '/api/files/companies/x/docs/y.pdf']) {
      await app.user.clear(url);
      await app.user.type(url, bad);
      await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
      expect(await app.screen.findByText('Enter a web address that starts with http:// or https://.')).toBeInTheDocument();
    }
    await app.user.clear(url);
    await app.user.click(url);
    await app.user.paste(`https://carrier.example/${'a'.repeat(2030)}.pdf`);
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Web addresses can be at most 2,048 characters.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await app.user.clear(url);
    await app.user.type(url, 'https://keystone.example/underwriting.pdf');
    await app.user.clear(app.screen.getByLabelText('Docs link name'));
    setFault('PATCH /companies/cmp_hv_keystone', { kind: 'delay', ms: 300 });
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    // While the save is on its way the button (and the form) cannot send it again.
    await waitFor(() => expect(app.screen.getByRole('button', { name: /Save Docs Link/ })).toBeDisabled());
    expect(await app.screen.findByText('Docs link saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ company_docs_base_url: 'https://keystone.example/underwriting.pdf', company_docs_link_name: null }]);
  });

  it('sends only what changed: a new link name leaves the address another tab may have saved', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    const name = await filled(app, 'Docs link name');
    // Another tab points the link elsewhere after this form was filled.
    const keystone = db.companies.find((c) => c.company_id === 'cmp_hv_keystone')!;
    keystone.company_docs_base_url = 'https://keystone.example/other-tab.pdf';
    await app.user.clear(name);
    await app.user.type(name, 'Rules');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    // The company changed since it was loaded (its ETag): said so, and what was typed stays.
    expect(await app.screen.findByText(CHANGED_ELSEWHERE)).toBeInTheDocument();
    expect(app.screen.getByLabelText('Docs link name')).toHaveValue('Rules');
    // (The button's loading icon leaves with a motion jsdom never ends: found by a pattern.)
    await waitFor(() => expect(app.screen.getByRole('button', { name: /Save Docs Link/ })).toBeEnabled());
    await app.user.click(app.screen.getByRole('button', { name: /Save Docs Link/ }));
    expect(await app.screen.findByText('Docs link saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ company_docs_link_name: 'Rules' }, { company_docs_link_name: 'Rules' }]);
    expect(keystone.company_docs_base_url).toBe('https://keystone.example/other-tab.pdf');
  });

  it('toasts Save failed with the server error and keeps what was typed', async () => {
    server.use(http.patch('*/api/companies/:id', () => HttpResponse.json({ error: 'Read-only company' }, { status: 403 })));
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    const name = await filled(app, 'Docs link name');
    await app.user.clear(name);
    await app.user.type(name, 'Kept text');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Save failed')).toBeInTheDocument();
    expect(app.screen.getByText('Read-only company')).toBeInTheDocument();
    expect(app.screen.getByLabelText('Docs link name')).toHaveValue('Kept text');
  });

  it('links an outside address when the carrier has no documents yet', async () => {
    const keystone = db.companies.find((c) => c.company_id === 'cmp_hv_keystone')!;
    keystone.company_docs_base_url = null;
    db.documents = db.documents.filter((d) => d.company_id !== 'cmp_hv_keystone');
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    expect(await app.screen.findByRole('radio', { name: 'One of its documents' })).toBeDisabled();
    expect(app.screen.getByRole('radio', { name: 'Another web address' })).toBeChecked();
    expect(app.screen.getByText('No documents yet: upload one on the Upload tab to link it instead.')).toBeInTheDocument();
  });
});
