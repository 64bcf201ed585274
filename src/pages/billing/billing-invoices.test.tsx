import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { formatDate, formatDateRange } from '../../components/format';
import { HARBORVIEW, PRAIRIE, invoiceRows, invoiceTable, openBilling, orgNamed, recordCalls } from './billing-test-kit';

const invoice = (over: Record<string, unknown> = {}) => ({
  id: 'in_x1',
  number: 'X-0001',
  status: 'paid',
  created: 1_767_225_600,
  period_start: 1_767_225_600,
  period_end: 1_769_817_600,
  total: 12_400,
  currency: 'usd',
  hosted_invoice_url: 'https://pay.example/i/x1',
  invoice_pdf: 'https://pay.example/i/x1.pdf',
  ...over,
});
const answerInvoices = (body: unknown) => server.use(http.get('*/api/billing/invoices', () => HttpResponse.json(body as never)));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/billing invoice history', () => {
  it('lists the invoices newest first: number, date, period, total, status, and the two links', async () => {
    const { screen } = await openBilling('owner');
    const mine = db.invoices.filter((i) => i.org_id === orgNamed(HARBORVIEW).id).sort((a, b) => b.created - a.created);
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(mine.length));
    const [row] = invoiceRows(screen);
    const newest = mine[0];
    expect(cellsOf(row).slice(0, 5)).toEqual([
      formatDate(newest.created),
      newest.number,
      '$124.00',
      'Paid',
      formatDateRange(newest.period_start, newest.period_end),
    ]);
    const view = within(row).getByRole('link', { name: `View invoice ${newest.number} (opens in a new tab)` });
    expect(view).toHaveAttribute('href', `${window.location.origin}/mock-invoice/${newest.id}`);
    const pdf = within(row).getByRole('link', { name: `PDF of invoice ${newest.number} (opens in a new tab)` });
    expect(pdf).toHaveAttribute('href', `${window.location.origin}/api/files/invoices/${newest.id}.pdf`);
    for (const link of [view, pdf]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    expect(screen.getByText('5 invoices')).toBeInTheDocument();
  });

  it('sorts by date, oldest first on a click, and says so in the header', async () => {
    const { screen, user } = await openBilling('owner');
    await waitFor(() => expect(invoiceRows(screen).length).toBeGreaterThan(1));
    const header = within(invoiceTable(screen)).getByRole('columnheader', { name: /Date/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const numbers = () => invoiceRows(screen).map((r) => cellsOf(r)[1]);
    expect(numbers()).toEqual(['HV-0005', 'HV-0004', 'HV-0003', 'HV-0002', 'HV-0001']);
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(numbers()).toEqual(['HV-0001', 'HV-0002', 'HV-0003', 'HV-0004', 'HV-0005']));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the open invoice of a past-due organization as Open', async () => {
    const { screen } = await openBilling('pastDueOwner');
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(3));
    expect(cellsOf(invoiceRows(screen)[0])[3]).toBe('Open');
  });

  it('formats each total in its own currency (minor units), usd when there is none, and every status', async () => {
    answerInvoices({
      invoices: [
        invoice({ id: 'a', number: 'EUR-1', total: 9_900, currency: 'eur', status: 'open', created: 5 }),
        invoice({ id: 'b', number: 'JPY-1', total: 15_000, currency: 'jpy', status: 'void', created: 4 }),
        invoice({ id: 'c', number: 'NONE-1', total: 0, currency: undefined, status: 'draft', created: 3 }),
        invoice({ id: 'd', number: 'ODD-1', total: 2_500, currency: 'usd', status: 'uncollectible', created: 2 }),
        invoice({ id: 'e', number: 'NEW-1', total: 100, currency: 'usd', status: 'refunded_partially', created: 1 }),
      ],
    });
    const { screen } = await openBilling('owner');
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(5));
    expect(invoiceRows(screen).map((r) => cellsOf(r).slice(2, 4))).toEqual([
      ['€99.00', 'Open'],
      ['¥15,000', 'Void'],
      ['$0.00', 'Draft'],
      ['$25.00', 'Uncollectible'],
      ['$1.00', 'refunded_partially'],
    ]);
  });

  it('shows only the links an invoice has, and only http(s) ones', async () => {
    answerInvoices([
      invoice({ id: 'a', number: 'DRAFT-1', hosted_invoice_url: null, invoice_pdf: null, created: 3 }),
      invoice({ id: 'b', number: 'HOSTED-1', invoice_pdf: null, created: 2 }),
      invoice({ id: 'c', number: 'BAD-1', hosted_invoice_url: 'javascript:alert(1)', invoice_pdf: 'data:text/html,hi', created: 1 }),
    ]);
    const { screen } = await openBilling('owner');
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(3));
    const [draft, hosted, bad] = invoiceRows(screen);
    expect(within(draft).queryAllByRole('link')).toHaveLength(0);
    expect(cellsOf(draft)[5]).toBe('—');
    expect(
      within(hosted)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://pay.example/i/x1']);
    expect(within(bad).queryAllByRole('link')).toHaveLength(0);
  });

  it('says what to expect when there are no invoices yet: on a trial, when the first one comes', async () => {
    answerInvoices({ invoices: [] });
    const { screen } = await openBilling('trialOwner');
    expect(
      await within(invoiceTable(screen)).findByText('No invoices yet. Your first one appears here when your trial or subscription starts.'),
    ).toBeInTheDocument();
  });

  it('says no more than that on a running subscription (no trial to speak of)', async () => {
    answerInvoices({ invoices: [] });
    const { screen } = await openBilling('owner');
    expect(await within(invoiceTable(screen)).findByText('No invoices yet.')).toBeInTheDocument();
  });

  it.each<[string, Fault]>([
    ['a 500', { kind: 'status', status: 500 }],
    ['a body without the list', { kind: 'status', status: 200, body: { invoices: 'none' } }],
    ['a non-JSON body', { kind: 'status', status: 200, body: '<html>oops</html>' }],
    ['a network failure', { kind: 'network' }],
  ])('shows Unable to load billing. for %s, never an empty history, and Retry reloads it', async (_name, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /billing/invoices', fault);
    const { screen, plan, user } = await openBilling('owner');
    const table = invoiceTable(screen);
    expect(await within(table).findByRole('alert')).toHaveTextContent('Unable to load billing.');
    expect(within(table).queryByText(/No invoices yet/)).not.toBeInTheDocument();
    // The plan keeps what loaded.
    expect(within(plan).getByText('Next renewal')).toBeInTheDocument();
    setFault('GET /billing/invoices', { kind: 'delay', ms: 0 });
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(5));
  });

  it('shows the server’s words beside Unable to load billing.', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /billing/invoices', { kind: 'status', status: 503, body: { detail: 'Billing provider unavailable' } });
    const { screen } = await openBilling('owner');
    expect(await within(invoiceTable(screen)).findByRole('alert')).toHaveTextContent(
      'Unable to load billing. Billing provider unavailable',
    );
  });
});

describe('/billing when the status or subscription call fails (the rest keeps what loaded)', () => {
  it.each<[string, string, Fault]>([
    ['status', 'GET /billing/status', { kind: 'status', status: 500 }],
    ['status', 'GET /billing/status', { kind: 'status', status: 200, body: 'not json' }],
    ['subscription', 'GET /billing/subscription', { kind: 'network' }],
    ['subscription', 'GET /billing/subscription', { kind: 'status', status: 200, body: ['a', 'list'] }],
  ])('%s fails (%#): Unable to load billing. in the plan card, the rest shown', async (which, key, fault) => {
    setFault(key, fault);
    const { screen, plan } = await openBilling('owner');
    expect(within(plan).getByRole('alert')).toHaveTextContent('Unable to load billing.');
    expect(within(plan).getByText('Pro')).toBeInTheDocument();
    if (which === 'status') {
      // No seats, so no price; the subscription's renewal and actions stay.
      expect(within(plan).queryByText(/per month/)).not.toBeInTheDocument();
      expect(within(plan).getByText('Next renewal')).toBeInTheDocument();
      expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    } else {
      expect(within(plan).getByText('5 active seats (4 included)')).toBeInTheDocument();
      expect(within(plan).queryByText('Next renewal')).not.toBeInTheDocument();
    }
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(5));
  });

  it('both fail: the message and Retry, which loads the plan', async () => {
    setFault('GET /billing/status', { kind: 'status', status: 502, body: { error: 'Upstream timeout' } });
    setFault('GET /billing/subscription', { kind: 'status', status: 500 });
    const { plan, user } = await openBilling('owner');
    expect(within(plan).getByRole('alert')).toHaveTextContent('Unable to load billing. Upstream timeout');
    expect(within(plan).queryByText('Pro')).not.toBeInTheDocument();
    setFault('GET /billing/status', { kind: 'delay', ms: 0 });
    setFault('GET /billing/subscription', { kind: 'delay', ms: 0 });
    await user.click(within(plan).getByRole('button', { name: 'Retry' }));
    expect(await within(plan).findByText('Pro')).toBeInTheDocument();
    expect(within(plan).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/billing Refresh and the billing return', () => {
  it('Refresh reloads the status, the subscription and the invoices', async () => {
    const { screen, plan, user } = await openBilling('pastDueOwner');
    await waitFor(() => expect(invoiceRows(screen)).toHaveLength(3));
    // Paid elsewhere meanwhile (the portal in another tab).
    const org = orgNamed(PRAIRIE);
    org.billing.subscription!.status = 'active';
    org.subscription_status = 'active';
    for (const i of db.invoices) if (i.org_id === org.id) i.status = 'paid';
    const calls = recordCalls();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(plan).findByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(invoiceRows(screen)[0])[3]).toBe('Paid'));
    expect(screen.queryByText('Your payment is past due')).not.toBeInTheDocument();
    expect(calls).toEqual(
      expect.arrayContaining(['GET /billing/status', 'GET /billing/subscription', 'GET /billing/invoices', 'GET /auth/me']),
    );
  });

  it('?billing=return (back from the portal) reads billing again and drops the query string without a reload', async () => {
    const org = orgNamed(PRAIRIE);
    const calls = recordCalls();
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const now = document.body.textContent?.includes('Loading…') ? 'loading' : 'page';
      if (seen[seen.length - 1] !== now) seen.push(now);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Paid in the portal just before coming back.
    org.billing.subscription!.status = 'active';
    org.subscription_status = 'active';
    const { screen, plan } = await openBilling('pastDueOwner', '/billing?billing=return');
    await waitFor(() => expect(window.location.search).toBe(''));
    watch.disconnect();
    expect(window.location.pathname).toBe('/billing');
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Your payment is past due')).not.toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /auth/me').length).toBeGreaterThanOrEqual(1);
    expect(seen.filter((s) => s === 'loading').length).toBeLessThanOrEqual(1);
  });

  it('with session_id refreshes billing first', async () => {
    const calls = recordCalls();
    await openBilling('owner', '/billing?session_id=cs_test_unknown');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(calls).toContain('POST /billing/refresh');
  });
});
