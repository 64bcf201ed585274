import { useTable, type HttpError } from '@refinedev/core';
import { errorText, isNotAList } from '../../api';
import { DataTable } from '../../components/data-table';
import { invoiceColumns } from './columns';
import type { InvoiceRecord } from './types';

export const BILLING_FAILED = 'Unable to load billing.';

/**
 * Spec §2 invoice history: Refine's `useTable` over `invoices` (the data provider sorts and pages
 * the whole list), newest first, sortable by date, in the shared DataTable with its four states.
 * `refresh` hands the page a way to reload it with the rest of billing.
 */
export function useInvoicesTable() {
  const table = useTable<InvoiceRecord, HttpError>({
    resource: 'invoices',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created', order: 'desc' }] },
    errorNotification: false,
  });
  return table;
}

/** `empty`: what an empty history says, which depends on the organization's standing. */
type Props = { table: ReturnType<typeof useInvoicesTable>; empty: string };

export function InvoicesTable({ table, empty }: Props) {
  const { tableQuery, result, sorters, setSorters, currentPage, setCurrentPage, pageCount } = table;
  const error = tableQuery.error;
  // A body without the list is the page's own failure text (spec §8), never an empty history.
  const detail = error && !isNotAList(error) ? errorText(error, '') : '';
  return (
    <DataTable<InvoiceRecord>
      label="Invoice history"
      noun={result.total === 1 ? 'invoice' : 'invoices'}
      columns={invoiceColumns}
      rows={error ? [] : result.data}
      rowKey={(i) => String(i.id)}
      sorters={sorters}
      onSort={setSorters}
      loading={tableQuery.isLoading}
      error={
        error ? (
          <span>
            <strong>{BILLING_FAILED}</strong>
            {detail && ` ${detail}`}
          </span>
        ) : null
      }
      onRetry={() => void tableQuery.refetch()}
      empty={empty}
      page={currentPage}
      pageCount={pageCount}
      total={error ? 0 : (result.total ?? 0)}
      onPage={setCurrentPage}
    />
  );
}
