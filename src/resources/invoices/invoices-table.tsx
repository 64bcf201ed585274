import { errorText, isNotAList } from '../../api';
import { DataTable } from '../../components/data-table';
import { useResourceTable } from '../use-resource-table';
import { invoiceColumns } from './columns';
import type { InvoiceRecord } from './types';

export const BILLING_FAILED = 'Unable to load billing.';

/** The invoice history (GET /billing/invoices), newest first, 10 a page. */
export const useInvoicesTable = () =>
  useResourceTable<InvoiceRecord>({ resource: 'invoices', sorters: [{ field: 'created', order: 'desc' }], pageSize: 10 });

/** `empty`: what an empty history says, which depends on the organization's standing. */
type Props = { view: ReturnType<typeof useInvoicesTable>; empty: string };

export function InvoicesTable({ view, empty }: Props) {
  const { error } = view;
  // A body without the list is the page's own failure text, never an empty history.
  const detail = error && !isNotAList(error) ? errorText(error, '') : '';
  return (
    <DataTable<InvoiceRecord>
      {...view.table}
      label="Invoice history"
      noun={view.total === 1 ? 'invoice' : 'invoices'}
      columns={invoiceColumns}
      stackOnPhone
      rowKey={(i) => String(i.id)}
      error={
        error ? (
          <span>
            <strong>{BILLING_FAILED}</strong>
            {detail && ` ${detail}`}
          </span>
        ) : null
      }
      empty={empty}
    />
  );
}
