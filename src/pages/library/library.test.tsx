import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { currentPath, renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { COMPACT_QUERY } from '../../resources/companies';

// Without object URLs the frame shows the docs URL itself, which lets these tests see which
// document and page it shows (library-download.test.tsx covers the object URL path).
const createObjectURL = URL.createObjectURL;
beforeEach(() => {
  (URL as { createObjectURL?: unknown }).createObjectURL = undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openLibrary(url = '/library', as: As = 'agent') {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findByRole('heading', { name: 'Library', level: 1 });
  const companies = app.screen.getByRole('navigation', { name: 'Companies' });
  await within(companies).findByRole('button', { name: 'Northstar Mutual' });
  return { ...app, companies, frame: () => app.screen.queryByTitle(/Northstar Mutual — /) as HTMLIFrameElement | null };
}

const DOC = (id: string) => `${window.location.origin}/api/files/companies/cmp_hv_northstar/docs/${id}.pdf`;

describe('/library viewer (spec §2, §9)', () => {
  it('asks for a company, then shows its document with a titled frame', async () => {
    const app = await openLibrary();
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Northstar Mutual' }));
    const frame = await app.screen.findByTitle('Northstar Mutual — Underwriting Guidelines');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', DOC('doc_hv_northstar_1'));
    expect(JSON.parse(localStorage.getItem('library.selectedCompany')!)).toEqual({ company_id: 'cmp_hv_northstar' });
    expect(localStorage.getItem('docs_link_name_cmp_hv_northstar')).toBe('Underwriting Guidelines');
    const panel = app.screen.getByRole('complementary', { name: 'Company details' });
    expect(within(panel).getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores library.selectedCompany and opens at #page=N', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary('/library#page=3');
    await waitFor(() => expect(app.frame()).toHaveAttribute('src', `${DOC('doc_hv_northstar_1')}#page=3`));
  });

  it('shows a citation’s document (?doc=) at its page', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary(`/library?doc=${encodeURIComponent(DOC('doc_hv_northstar_2'))}#page=2`);
    await waitFor(() => expect(app.frame()).toHaveAttribute('src', `${DOC('doc_hv_northstar_2')}#page=2`));
  });

  it('ignores a ?doc= on another site', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary(`/library?doc=${encodeURIComponent('https://evil.example/x.pdf')}`);
    await waitFor(() => expect(app.frame()).toHaveAttribute('src', DOC('doc_hv_northstar_1')));
  });

  it('ignores a stored company that is no longer listed', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_gone' }));
    const app = await openLibrary();
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
  });

  it('refreshes a company without docs link info up to 3 times, 1.5 s apart', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_keystone')!;
    Object.assign(c, { company_docs_base_url: null, company_docs_link_name: null });
    const times: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/companies/cmp_hv_keystone')) times.push(Date.now());
    });
    const app = await openLibrary();
    await app.user.click(within(app.companies).getByRole('button', { name: /Keystone/ }));
    expect(app.screen.getAllByText('Loading documents…').length).toBeGreaterThan(0);
    await waitFor(() => expect(times).toHaveLength(3), { timeout: 6000 });
    expect(await app.screen.findByText('No documents yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1700));
    server.events.removeAllListeners();
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1400);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1400);
  }, 20_000);

  it('stops refreshing once the docs link appears', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_keystone')!;
    const saved = { url: c.company_docs_base_url, name: c.company_docs_link_name };
    Object.assign(c, { company_docs_base_url: null, company_docs_link_name: null });
    let calls = 0;
    server.use(
      http.get('*/api/companies/cmp_hv_keystone', () => {
        calls += 1;
        const docs = calls >= 2 ? { company_docs_base_url: saved.url, company_docs_link_name: saved.name } : {};
        return HttpResponse.json({ ...c, ...docs, org_id: undefined, template: undefined, logo: undefined });
      }),
    );
    const app = await openLibrary();
    await app.user.click(within(app.companies).getByRole('button', { name: /Keystone/ }));
    expect(await app.screen.findByTitle(`Keystone Fire & Marine — ${saved.name}`, {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1700));
    expect(calls).toBe(2);
  }, 20_000);

  it('uses the stored docs_link_name_{id} when the company has no label', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_northstar')!;
    c.company_docs_link_name = null;
    localStorage.setItem('docs_link_name_cmp_hv_northstar', 'Saved Guide');
    setFault('GET /companies/cmp_hv_northstar', { kind: 'status', status: 500 });
    const app = await openLibrary();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Northstar Mutual' }));
    expect(await app.screen.findByTitle('Northstar Mutual — Saved Guide', {}, { timeout: 6000 })).toBeInTheDocument();
  }, 20_000);

  it('has Home and Logout; an agent without the owner menu', async () => {
    const app = await openLibrary();
    expect(app.screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('shows an empty list that says it failed and logs an error when the companies are not a list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /companies', { kind: 'status', status: 200, body: 'not a list' });
    forgetIdentity();
    const app = renderApp('/library', { as: 'agent' });
    expect(await app.screen.findByText('Could not load the companies.')).toBeInTheDocument();
    expect(app.screen.queryByText('No companies.')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe('/library on a phone (issue 10)', () => {
  it('gives the document the screen; the carriers open in a sheet that closes on a pick', async () => {
    const real = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === COMPACT_QUERY }));
    forgetIdentity();
    const app = renderApp('/library', { as: 'agent' });
    await app.screen.findByRole('heading', { name: 'Library', level: 1 });
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Carriers' }));
    const sheet = app.screen.getByRole('dialog', { name: 'Carriers' });
    await app.user.click(await within(sheet).findByRole('button', { name: 'Northstar Mutual' }));
    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    expect(await app.screen.findByTitle('Northstar Mutual — Underwriting Guidelines')).toHaveAttribute('src', DOC('doc_hv_northstar_1'));
    await app.user.click(app.screen.getByRole('button', { name: 'Details' }));
    expect(within(app.screen.getByRole('dialog', { name: 'Company details' })).getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  });
});
