import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, db, server, setFault } from '../../../mocks/node';
import { openAgent, pick } from './agent-test-utils';

afterEach(() => vi.restoreAllMocks());

describe('/agent company list: its four states', () => {
  it('loading: a skeleton that says it is loading, then the companies', async () => {
    setFault('GET /companies', { kind: 'delay', ms: 400 });
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    expect(app.companies).toHaveAttribute('aria-busy', 'true');
    expect(within(app.companies).getByRole('status')).toHaveTextContent('Loading companies…');
    expect(await within(app.companies).findByRole('button', { name: 'Northstar Mutual' })).toBeInTheDocument();
    expect(within(app.companies).queryByRole('status')).not.toBeInTheDocument();
    expect(app.companies).toHaveAttribute('aria-busy', 'false');
  });

  it('empty: says there are none yet and what happens next', async () => {
    server.use(http.get('*/api/companies', () => HttpResponse.json([])));
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    expect(await within(app.companies).findByText('No companies yet.')).toBeInTheDocument();
    expect(within(app.companies).getByText(/once your administrator uploads/)).toBeInTheDocument();
    expect(within(app.companies).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empty, for an admin: a link to add one on the Admin page', async () => {
    server.use(http.get('*/api/companies', () => HttpResponse.json([])));
    const app = await openAgent('admin', '/agent', { waitForCompanies: false });
    expect(await within(app.companies).findByRole('link', { name: 'Admin page' })).toHaveAttribute('href', '/admin');
  });

  it('error: says what failed (never that there are none), and Retry loads them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /companies', { kind: 'status', status: 500 });
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    const alert = await within(app.companies).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the companies.');
    expect(within(app.companies).queryByText('No companies yet.')).not.toBeInTheDocument();
    clearFaults();
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(app.companies).findByRole('button', { name: 'Northstar Mutual' })).toBeInTheDocument();
  });

  it('content filtered to nothing: says so, and Clear filter brings them back', async () => {
    const app = await openAgent();
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Filter companies' }), 'zzz');
    expect(await within(app.companies).findByText('No company matches the filter.')).toBeInTheDocument();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() =>
      expect(within(app.companies).getAllByRole('button', { name: /Mutual|Casualty|Insurance|Specialty|Marine/ })).toHaveLength(5),
    );
  });
});

describe('/agent long and right-to-left carrier names', () => {
  // 200 characters with a right-to-left override inside, as the rename field allows.
  const name = `Evergreen \u202Eytlaicep\u202C ${'Specialty Excess & Surplus Lines '.repeat(6)}`.slice(0, 200);

  it('are isolated and carry their whole text in a title wherever they are cut short', async () => {
    db.companies.find((c) => c.company_id === 'cmp_hv_evergreen')!.company_display = name;
    const app = await openAgent();
    const button = within(app.companies).getByRole('button', { name });
    expect(button).toHaveAttribute('title', name);
    expect(button.querySelector('bdi')).toHaveTextContent(name, { normalizeWhitespace: false });
    await pick(app, name);
    const headings = app.screen.getAllByRole('heading', { name, level: 2 });
    expect(headings).toHaveLength(2);
    for (const h of headings) {
      expect(h).toHaveAttribute('title', name);
      expect(h.querySelector('bdi')).not.toBeNull();
    }
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'Clear Chat' })).toBeInTheDocument());
  });
});
