// The hosted invoice stand-in (what a provider's hosted invoice page shows): who is billed, the
// amount and its status, the service period, and the PDF. Reached by its unguessable id alone,
// as a provider's is.
import type { InvoiceRow } from '../db/types';
import { day, esc, money, standInDocument } from './html';

const STATUS: Record<string, { text: string; tone: string }> = {
  paid: { text: 'Paid', tone: 'ok' },
  open: { text: 'Due', tone: 'bad' },
  void: { text: 'Void', tone: '' },
  uncollectible: { text: 'Uncollectible', tone: 'bad' },
  draft: { text: 'Draft', tone: '' },
};

export function invoicePage(invoice: InvoiceRow, orgName: string): string {
  const status = STATUS[invoice.status ?? ''] ?? { text: invoice.status ?? 'Unknown', tone: '' };
  const number = invoice.number ?? invoice.id;
  const pdf = invoice.invoice_pdf ? `<p><a class="si-btn" href="${esc(invoice.invoice_pdf)}">Download invoice (PDF)</a></p>` : '';
  return standInDocument({
    title: `Invoice ${number}`,
    side: `<p class="si-note">Invoice from Underwriter Desk to <strong>${esc(orgName)}</strong>.</p>`,
    main: `<h1>Invoice ${esc(number)} <span class="si-tag ${status.tone}">${esc(status.text)}</span></h1>
<section class="si-section" aria-labelledby="si-amount">
<h2 id="si-amount">${invoice.status === 'paid' ? 'Amount paid' : 'Amount due'}</h2>
<div class="si-price">${esc(money(invoice.total, invoice.currency))}</div>
<dl class="si-dl">
<dt>Billed to</dt><dd>${esc(orgName)}</dd>
<dt>Issued</dt><dd>${esc(day(invoice.created))}</dd>
<dt>Service period</dt><dd>${esc(day(invoice.period_start))} – ${esc(day(invoice.period_end))}</dd>
<dt>Invoice number</dt><dd>${esc(number)}</dd>
</dl>
</section>
${pdf}`,
  });
}

/** No invoice by that id. */
export const invoiceMissingPage = (): string =>
  standInDocument({
    title: 'Invoice not found',
    side: '',
    main: '<h1>Invoice not found</h1><p class="si-notice bad" role="alert">There is no invoice at this address.</p>',
  });
