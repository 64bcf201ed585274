import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, setFault } from '../../../mocks/node';
import { currentPath } from '../../../test/render-app';
import { NOTICE_MS } from '../../config';
import { openAgent, pick } from './agent-test-utils';

afterEach(() => vi.useRealTimers());

const panel = (app: Awaited<ReturnType<typeof openAgent>>) => app.screen.getByRole('complementary', { name: 'Company details' });

describe('/agent layout', () => {
  it('asks for a company first: select a company, a disabled question box', async () => {
    const app = await openAgent();
    expect(app.screen.getByText('select a company')).toBeInTheDocument();
    expect(app.screen.getByPlaceholderText('select a company')).toBeDisabled();
    expect(app.screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    expect(app.screen.getByRole('button', { name: 'New Chat' })).toBeDisabled();
  });

  it('lists the companies with their logos and filters them', async () => {
    const app = await openAgent();
    const buttons = within(app.companies).getAllByRole('button');
    // A to Z, whatever order the server lists them in.
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Bluewater Casualty',
      'Evergreen Specialty',
      'Granite Peak Insurance',
      'Keystone Fire & Marine',
      'Northstar Mutual',
    ]);
    expect(buttons[4]!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/files\/companies\/cmp_hv_northstar\/logo\.png$/),
    );
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Filter companies' }), 'gran');
    await waitFor(() =>
      expect(
        within(app.companies)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Granite Peak Insurance']),
    );
  });

  it('shows the question box once a company is picked', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    expect(app.screen.getByPlaceholderText('Ask your question.')).toBeEnabled();
    expect(app.screen.queryByText('select a company')).not.toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Clear Chat' })).toBeInTheDocument();
  });

  it('details panel: Website, Company tab by default (address with middle dots, phone), Resources', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    const p = panel(app);
    expect(within(p).getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://www.northstarmutual.example/');
    expect(within(p).getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(within(p).getByText('1200 Lakeshore Parkway · Suite 400 · Minneapolis · MN · 55401')).toBeInTheDocument();
    expect(within(p).getByRole('link', { name: '(612) 555-0142' })).toHaveAttribute('href', 'tel:6125550142');
    await app.user.click(within(p).getByRole('tab', { name: 'Resources' }));
    const pill = await within(p).findByRole('link', { name: 'Underwriting Guidelines' });
    expect(pill).toHaveAttribute('href', expect.stringMatching(/\/api\/files\/companies\/cmp_hv_northstar\/docs\/.+\.pdf$/));
    expect(pill).toHaveAttribute('target', '_blank');
  });

  it('details panel: a disabled Website button and No documents yet. for a bare company', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_keystone')!;
    Object.assign(c, { company_website: null, company_docs_base_url: null, company_docs_link_name: null, company_phone: null });
    const app = await openAgent();
    await pick(app, /Keystone/);
    const p = panel(app);
    const website = within(p).getByRole('button', { name: 'Website' });
    expect(website).toBeDisabled();
    expect(website).toHaveAttribute('title', 'No website on file');
    await app.user.click(within(p).getByRole('tab', { name: 'Resources' }));
    expect(await within(p).findByText('No documents yet.')).toBeInTheDocument();
  });

  it('details panel: Loading documents… while the company details load', async () => {
    const c = db.companies.find((x) => x.company_id === 'cmp_hv_keystone')!;
    Object.assign(c, { company_docs_base_url: null, company_docs_link_name: null });
    setFault('GET /companies/cmp_hv_keystone', { kind: 'delay', ms: 1500 });
    const app = await openAgent();
    await app.user.click(within(app.companies).getByRole('button', { name: /Keystone/ }));
    await app.user.click(within(panel(app)).getByRole('tab', { name: 'Resources' }));
    expect(within(panel(app)).getByText('Loading documents…')).toBeInTheDocument();
    expect(await within(panel(app)).findByText('No documents yet.', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('merges GET /companies/{id} into the selected company', async () => {
    const listed = db.companies.find((x) => x.company_id === 'cmp_hv_granite')!;
    const phone = listed.company_phone;
    const app = await openAgent();
    listed.company_phone = '(303) 555-9999';
    await pick(app, /Granite/);
    expect(await within(panel(app)).findByText('(303) 555-9999')).toBeInTheDocument();
    expect(phone).not.toBe('(303) 555-9999');
    // docs/product.md#3-entities: the stored selection is { company_id } only; the company itself is in the cache.
    expect(JSON.parse(localStorage.getItem('selectedCompany')!)).toEqual({ company_id: 'cmp_hv_granite' });
  });
});

describe('/agent toolbar', () => {
  it('gives the billing owner the owner menu, Home and Logout', async () => {
    const app = await openAgent('owner');
    expect(app.screen.getByRole('button', { name: /account menu/ })).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('gives an agent Home and Logout, without the owner menu', async () => {
    const app = await openAgent('agent');
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'Home' })).toBeInTheDocument());
    expect(app.screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });
});

describe('/agent billing notice', () => {
  it.each([
    ['success', "Trial started — you're all set. 🎉"],
    ['cancel', 'Payment canceled.'],
  ])('?billing=%s shows its notice, drops the query string, and clears after 6 s', async (value, text) => {
    const app = await openAgent('owner', `/agent?billing=${value}`);
    expect(app.screen.getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(currentPath()).toBe('/agent');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      vi.advanceTimersByTime(NOTICE_MS - 100);
    });
    expect(app.screen.getByText(text)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    vi.useRealTimers();
    await waitFor(() => expect(app.screen.queryByText(text)).not.toBeInTheDocument());
  });

  it('?billing=return drops the query string without a notice', async () => {
    const app = await openAgent('owner', '/agent?billing=return');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(app.screen.queryByText('Payment canceled.')).not.toBeInTheDocument();
    expect(app.screen.queryByText(/Trial started/)).not.toBeInTheDocument();
  });
});
