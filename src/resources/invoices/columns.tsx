import type { Column } from '../../components/data-table';
import { docsHref } from '../../components/docs-url';
import { formatDate, formatDateRange, formatMoney } from '../../components/format';
import { InvoiceStatus } from './invoice-status';
import type { InvoiceRecord } from './types';
import styles from './invoices.module.css';

const dateOf = (epochSeconds: unknown): string => (typeof epochSeconds === 'number' && formatDate(epochSeconds)) || '—';

const period = (i: InvoiceRecord): string => formatDateRange(i.period_start, i.period_end) ?? '—';

/**
 * The provider's hosted invoice page and PDF, each in a new tab (another site: rel noopener);
 * a link the invoice does not have yet, or one that is not http(s), is not shown. A path is on
 * the API's host, as the contract says.
 */
function InvoiceLinks({ invoice }: { invoice: InvoiceRecord }) {
  const name = invoice.number || 'this invoice';
  const hosted = docsHref(invoice.hosted_invoice_url);
  const pdf = docsHref(invoice.invoice_pdf);
  if (!hosted && !pdf) return <>—</>;
  return (
    <span className={styles.links}>
      {hosted && (
        <a href={hosted} target="_blank" rel="noopener noreferrer">
          View <span className="visually-hidden">invoice {name} (opens in a new tab)</span>
        </a>
      )}
      {pdf && (
        <a href={pdf} target="_blank" rel="noopener noreferrer">
          PDF <span className="visually-hidden">of invoice {name} (opens in a new tab)</span>
        </a>
      )}
    </span>
  );
}

/**
 * Date (sortable), number, total in the invoice's currency, status, period, links: what a phone
 * shows before it scrolls comes first.
 */
export const invoiceColumns: Column<InvoiceRecord>[] = [
  { key: 'created', title: 'Date', sortable: true, render: (i) => <span className={styles.nowrap}>{dateOf(i.created)}</span> },
  { key: 'number', title: 'Number', render: (i) => <bdi>{i.number || '—'}</bdi> },
  { key: 'total', title: 'Total', render: (i) => <span className={styles.nowrap}>{formatMoney(i.total, i.currency)}</span> },
  { key: 'status', title: 'Status', render: (i) => <InvoiceStatus status={i.status} /> },
  { key: 'period', title: 'Period', render: (i) => <span className={styles.nowrap}>{period(i)}</span> },
  { key: 'links', title: 'Invoice', render: (i) => <InvoiceLinks invoice={i} /> },
];
