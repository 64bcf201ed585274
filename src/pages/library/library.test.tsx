import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { currentPath, renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { phoneScreen } from '../../../test/screen-width';

// jsdom draws nothing: pdf.js still reads the document and its text (the text layer), which is
// what these tests look at; e2e/library.spec.ts sees the drawn pages in Chromium.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openLibrary(url = '/library', as: As = 'agent') {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findByRole('heading', { name: 'Library', level: 1 });
  const companies = app.screen.getByRole('navigation', { name: 'Companies' });
  await within(companies).findByRole('button', { name: 'Northstar Mutual' });
  return { ...app, companies };
}

const DOC = (id: string) => `${window.location.origin}/api/files/companies/cmp_hv_northstar/docs/${id}.pdf`;
const viewer = (app: { screen: typeof import('@testing-library/react').screen }) =>
  app.screen.getByRole('region', { name: 'Document viewer' });
/** The drawn document (pdf.js): a scrolling region named after the document, with its pages. */
const documentShown = (app: { screen: typeof import('@testing-library/react').screen }, title: RegExp) =>
  within(viewer(app)).findByRole('region', { name: title }, { timeout: 10_000 });
const header = (app: { screen: typeof import('@testing-library/react').screen }) => within(viewer(app)).getByRole('heading', { level: 2 });

describe('/library viewer', () => {
  it('asks for a company, then shows its docs link document with pdf.js, never in a frame', async () => {
    const app = await openLibrary();
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Northstar Mutual' }));
    const doc = await documentShown(app, /^Northstar Mutual — Homeowners Underwriting Guidelines 2025, 2 pages$/);
    expect(header(app)).toHaveTextContent('Northstar Mutual — Homeowners Underwriting Guidelines 2025');
    expect(within(doc).getByRole('group', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(await within(doc).findByText('3. Ineligible Risks', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelector('iframe, object, embed')).toBeNull();
    expect(JSON.parse(localStorage.getItem('library.selectedCompany')!)).toEqual({ company_id: 'cmp_hv_northstar' });
    expect(localStorage.getItem('docs_link_name_cmp_hv_northstar')).toBe('Underwriting Guidelines');
    const panel = app.screen.getByRole('complementary', { name: 'Company details' });
    expect(within(panel).getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores library.selectedCompany and opens at #page=N', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary('/library#page=2');
    await documentShown(app, /Homeowners Underwriting Guidelines 2025/);
    expect(within(viewer(app)).getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
  });

  it('shows a citation’s document (?doc=) at its page with the quoted passage lit up; the header and picker follow it', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const quote =
      'Binding authority is suspended in any county under a tornado warning, severe thunderstorm warning, blizzard warning or wildfire evacuation order.';
    const app = await openLibrary(
      `/library?doc=${encodeURIComponent(DOC('doc_hv_northstar_3'))}&quote=${encodeURIComponent(quote)}#page=1`,
    );
    const doc = await documentShown(app, /^Northstar Mutual — Binding Authority Memo — Q1 2025, 1 page$/);
    expect(header(app)).toHaveTextContent('Northstar Mutual — Binding Authority Memo — Q1 2025');
    expect(within(viewer(app)).getByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Binding Authority Memo — Q1 2025');
    await waitFor(() => expect(doc.querySelectorAll('mark[data-mark="quote"]').length).toBeGreaterThan(0), { timeout: 10_000 });
    const lit = [...doc.querySelectorAll('mark[data-mark="quote"]')].map((m) => m.textContent).join(' ');
    expect(lit.replace(/\s+/g, ' ')).toBe(quote.replace(/\.$/, ''));
    expect(within(within(doc).getByRole('group', { name: 'Page 1 of 1' })).getAllByText(/tornado warning/).length).toBeGreaterThan(0);
  });

  it('lists the carrier’s documents to pick from; the header and the URL follow the pick', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary();
    await documentShown(app, /Homeowners Underwriting Guidelines 2025/);
    const picker = within(viewer(app)).getByRole('combobox', { name: 'Document' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Homeowners Underwriting Guidelines 2025', 'Dwelling Fire Program Guide', 'Binding Authority Memo — Q1 2025']);
    await app.user.selectOptions(picker, 'Dwelling Fire Program Guide');
    await documentShown(app, /^Northstar Mutual — Dwelling Fire Program Guide, 1 page$/);
    expect(header(app)).toHaveTextContent('Northstar Mutual — Dwelling Fire Program Guide');
    expect(new URLSearchParams(window.location.search).get('doc')).toBe(DOC('doc_hv_northstar_2'));
  });

  it('offers an external docs link beside the documents, under its link name', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_northstar')!;
    c.company_docs_base_url = 'https://docs.northstar.example/guide.pdf';
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    // Another site is never fetched (the CSP connects only to the app and the API): it opens in a new tab.
    const refusal = await within(viewer(app)).findByRole('alert');
    expect(refusal).toHaveTextContent('It is on another site.');
    expect(within(viewer(app)).getByRole('heading', { level: 2 })).toHaveTextContent('Northstar Mutual — Underwriting Guidelines');
    expect(within(refusal).getByRole('button', { name: 'Open in new tab' })).toBeInTheDocument();
    const options = within(within(viewer(app)).getByRole('combobox', { name: 'Document' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Underwriting Guidelines',
      'Homeowners Underwriting Guidelines 2025',
      'Dwelling Fire Program Guide',
      'Binding Authority Memo — Q1 2025',
    ]);
  });

  it.each([
    ['another site', 'https://evil.example/x.pdf'],
    [
      'another organization’s PDF on the API’s own origin',
      `${window.location.origin}/api/files/companies/cmp_sr_northstar/docs/doc_sr_northstar_2.pdf`,
    ],
    ['an invoice PDF on the API’s own origin', `${window.location.origin}/api/files/invoices/in_hv0001.pdf`],
  ])('shows only a document of the selected carrier: ?doc= on %s is refused', async (_what, url) => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(request.url));
    const app = await openLibrary(`/library?doc=${encodeURIComponent(url)}#page=2`);
    await documentShown(app, /^Northstar Mutual — Homeowners Underwriting Guidelines 2025/);
    expect(
      app.screen.getByText('That link is not to one of this carrier’s documents, so its docs link is shown instead.'),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(requested).not.toContain(url);
  });

  it('navigates pages and zooms', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary();
    await documentShown(app, /Homeowners Underwriting Guidelines 2025/);
    const v = within(viewer(app));
    expect(v.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await app.user.click(v.getByRole('button', { name: 'Next page' }));
    expect(v.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
    expect(v.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(v.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(v.getByRole('button', { name: 'Zoom in' }));
    expect(v.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
    expect(v.getByText(/^\d+%$/)).toHaveTextContent('125%');
  });

  it('searches the document: every match lit, the one in focus counted', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    const app = await openLibrary();
    const doc = await documentShown(app, /Homeowners Underwriting Guidelines 2025/);
    const v = within(viewer(app));
    await app.user.type(v.getByRole('searchbox', { name: 'Search in document' }), 'deductible{Enter}');
    const status = await v.findByText(/^1 of \d+$/);
    const count = Number(/of (\d+)/.exec(status.textContent!)![1]);
    expect(count).toBeGreaterThan(3);
    await waitFor(() => expect(doc.querySelectorAll('mark[data-mark="match"], mark[data-mark="active"]')).toHaveLength(count));
    expect(doc.querySelectorAll('mark[data-mark="active"]')).toHaveLength(1);
    await app.user.click(v.getByRole('button', { name: 'Next match' }));
    expect(v.getByText(`2 of ${count}`)).toBeInTheDocument();
    await app.user.clear(v.getByRole('searchbox', { name: 'Search in document' }));
    await app.user.type(v.getByRole('searchbox', { name: 'Search in document' }), 'cyber{Enter}');
    expect(await v.findByText('No matches')).toBeInTheDocument();
  });

  it('ignores a stored company that is no longer listed', async () => {
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_gone' }));
    const app = await openLibrary();
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
  });

  it('refreshes a company without docs link info up to 3 times, 1.5 s apart', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_keystone')!;
    Object.assign(c, { company_docs_base_url: null, company_docs_link_name: null });
    db.documents = db.documents.filter((d) => d.company_id !== 'cmp_hv_keystone');
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
    const panel = app.screen.getByRole('complementary', { name: 'Company details' });
    await app.user.click(within(panel).getByRole('tab', { name: 'Resources' }));
    expect(await within(panel).findByRole('link', { name: saved.name! }, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1700));
    expect(calls).toBe(2);
  }, 20_000);

  it('uses the stored docs_link_name_{id} when the company has no label', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_northstar')!;
    c.company_docs_link_name = null;
    c.company_docs_base_url = 'https://docs.northstar.example/guide.pdf';
    localStorage.setItem('docs_link_name_cmp_hv_northstar', 'Saved Guide');
    setFault('GET /companies/cmp_hv_northstar', { kind: 'status', status: 500 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Northstar Mutual' }));
    await within(viewer(app)).findByRole('alert');
    expect(within(viewer(app)).getByRole('heading', { level: 2 })).toHaveTextContent('Northstar Mutual — Saved Guide');
  }, 20_000);

  it('has the Home link (no Home button: that is the agent page’s) and Logout; an agent without the owner menu', async () => {
    const app = await openLibrary();
    expect(app.screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Home' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('link', { name: 'Home' }));
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

describe('/library on a phone', () => {
  it('gives the document the screen; the carriers open in a sheet that closes on a pick', async () => {
    phoneScreen();
    forgetIdentity();
    const app = renderApp('/library', { as: 'agent' });
    await app.screen.findByRole('heading', { name: 'Library', level: 1 });
    expect(app.screen.getByText('Select a company to read its documents.')).toBeInTheDocument();
    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Carriers' }));
    const sheet = app.screen.getByRole('dialog', { name: 'Carriers' });
    await app.user.click(await within(sheet).findByRole('button', { name: 'Northstar Mutual' }));
    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    await documentShown(app, /^Northstar Mutual — Homeowners Underwriting Guidelines 2025/);
    await app.user.click(app.screen.getByRole('button', { name: 'Details' }));
    expect(within(app.screen.getByRole('dialog', { name: 'Company details' })).getByRole('tab', { name: 'Company' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
