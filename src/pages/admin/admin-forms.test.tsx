import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
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
    if (request.method === 'PATCH' && /\/companies\//.test(request.url)) void request.clone().json().then((b) => bodies.push(b));
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
    // Only what the user changed (decisions.md "Updates").
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
    expect(await app.screen.findByText('Enter a valid website address.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await app.user.clear(website);
    await app.user.type(website, 'www.granitepeak.example');
    await app.user.click(app.screen.getByLabelText('State'));
    await app.user.type(app.screen.getByLabelText('State'), 'Utah');
    const utah = (await app.screen.findAllByTitle('Utah')).find((el) => el.getAttribute('aria-selected') !== null)!;
    await app.user.click(utah);
    await app.user.click(app.screen.getByRole('button', { name: 'Save Company Info' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ company_website: 'www.granitepeak.example', company_state: 'UT' });
  });

  it.each([
    ['the server detail', { kind: 'status', status: 422, body: { detail: [{ loc: ['body', 'company_state'], msg: 'Use a two-letter state code.', type: 'x' }] } }, 'Use a two-letter state code.'],
    ['Unknown error for an empty body', { kind: 'status', status: 500 }, 'Unknown error'],
    ['Unknown error for a non-JSON body', { kind: 'status', status: 500, body: 'Internal Server Error' }, 'Unknown error'],
    // A 200 that is not JSON (an HTML page from a proxy) is not a save (issue 15).
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
  it('saves the docs base URL and link name, blanks as null, and validates the URL', async () => {
    const bodies = recordPatches();
    const app = await openAdmin();
    await select(app, 'Keystone Fire & Marine');
    await app.user.click(app.screen.getByRole('tab', { name: 'Docs Link' }));
    const base = await filled(app, 'Docs base URL');
    await app.user.clear(base);
    await app.user.type(base, 'ftp://nope');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Enter a valid URL (http or https).')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await app.user.clear(base);
    await app.user.type(base, 'https://keystone.example/underwriting');
    await app.user.clear(app.screen.getByLabelText('Docs link name'));
    await app.user.type(app.screen.getByLabelText('Docs link name'), 'Keystone Manuals');
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    expect(await app.screen.findByText('Docs link saved')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ company_docs_base_url: 'https://keystone.example/underwriting', company_docs_link_name: 'Keystone Manuals' });

    await app.user.clear(app.screen.getByLabelText('Docs link name'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save Docs Link' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ company_docs_link_name: null });
  });

  it('toasts Save failed with the server error', async () => {
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
});
