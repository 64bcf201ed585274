import { memo, type ReactNode } from 'react';
import type { CrudSort } from '@refinedev/core';
import { Button, Skeleton } from 'antd';
import styles from './data-table.module.css';

export type Column<T> = {
  key: string;
  title: string;
  /** Sortable by this field (the data provider sorts). */
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  /** A CSS width for the column (`'18%'`, `'120px'`); the rest share what is left. */
  width?: string;
  /** Numbers and actions sit at the end of their cell. */
  align?: 'end';
  /** Left out of the stacked phone layout (the first column already says it, say). */
  hideWhenStacked?: boolean;
};

type Props<T> = {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sorters: CrudSort[];
  onSort: (sorters: CrudSort[]) => void;
  loading: boolean;
  /** What failed, with a way to try again; a failed list is never shown as an empty one. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty list says (what to do next). */
  empty: ReactNode;
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  /** The noun counted under the table ("organizations"). */
  noun: string;
  /** Rows per page, with the choices offered beside the pager. */
  pageSize?: number;
  pageSizes?: number[];
  onPageSize?: (size: number) => void;
  /** The row shown as open (its detail is on screen). */
  currentKey?: string | number | null;
  /** On a phone, each row becomes a card of label–value lines instead of a sideways scroll. */
  stackOnPhone?: boolean;
};

const ariaSort = (field: string, sorters: CrudSort[]) => {
  const order = sorters.find((s) => s.field === field)?.order;
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined;
};

const cellClass = <T,>(c: Column<T>) =>
  [c.align === 'end' ? styles.end : '', c.hideWhenStacked ? styles.hideStacked : ''].filter(Boolean).join(' ') || undefined;

type RowProps<T> = { row: T; columns: Column<T>[]; current: boolean };

/**
 * One row. Memoized: a poll that changes one record re-renders that row only (the list keeps the
 * identity of unchanged records), provided the columns are memoized too.
 */
const Row = memo(function Row<T>({ row, columns, current }: RowProps<T>) {
  return (
    // Explicit roles: the stacked phone layout changes `display`, which drops native table semantics.
    <tr role="row" aria-current={current || undefined} className={current ? styles.current : undefined}>
      {columns.map((c) => (
        <td key={c.key} role="cell" data-label={c.title} className={cellClass(c)}>
          {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * The list tables' one implementation, driven by Refine's `useTable` (core): the data provider
 * sorts, filters and pages; this draws the four states (loading, error with Retry, empty,
 * content), sortable headers (aria-sort) and a pager. A semantic <table> rather than antd's
 * Table, whose filter, tree, menu and pagination code (~100 KB gzip) would put every console
 * route over its 300 KB budget.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, sorters, onSort, loading, error, onRetry, empty, page, pageCount, total, onPage, noun } = props;
  const { pageSize, pageSizes, onPageSize, currentKey, stackOnPhone = false } = props;

  const sortBy = (field: string) => {
    const current = sorters.find((s) => s.field === field)?.order;
    onSort([{ field, order: current === 'asc' ? 'desc' : 'asc' }]);
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: 3 }, (_, i) => (
      <tr key={`skeleton-${i}`} role="row" aria-hidden="true">
        {columns.map((c) => (
          <td key={c.key} role="cell">
            <Skeleton.Input active size="small" block className={styles.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr role="row">
        <td role="cell" colSpan={columns.length} className={styles.message}>
          <div role="alert" className={styles.error}>
            {error}
            {onRetry && (
              <Button size="small" onClick={onRetry}>
                Retry
              </Button>
            )}
          </div>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr role="row">
        <td role="cell" colSpan={columns.length} className={styles.message}>
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const key = rowKey(row);
      return (
        <Row<T> key={key} row={row} columns={columns} current={currentKey !== undefined && currentKey !== null && key === currentKey} />
      );
    });
  }

  const size = pageSize ?? 0;
  const from = size ? (page - 1) * size + 1 : null;
  const to = size ? Math.min(total, page * size) : null;

  return (
    <div className={`${styles.wrap} ${stackOnPhone ? styles.stack : ''}`}>
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${label} (scrolls)`}>
        <table role="table" className={styles.table} aria-label={label} aria-busy={loading}>
          {columns.some((c) => c.width) && (
            <colgroup>
              {columns.map((c) => (
                <col key={c.key} style={c.width ? { width: c.width } : undefined} />
              ))}
            </colgroup>
          )}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th
                  key={c.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={c.sortable ? ariaSort(c.key, sorters) : undefined}
                  className={cellClass(c)}
                >
                  {c.sortable ? (
                    <button type="button" className={styles.sort} onClick={() => sortBy(c.key)}>
                      {c.title}
                      <span aria-hidden="true" className={styles.arrow}>
                        {ariaSort(c.key, sorters) === 'ascending' ? '▲' : ariaSort(c.key, sorters) === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">{body}</tbody>
        </table>
      </div>
      {!loading && !error && total > 0 && (
        <nav className={styles.pager} aria-label={`${label} pages`}>
          <span className={styles.count}>
            {from !== null && to !== null && total > size ? `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ` : ''}
            {total.toLocaleString('en-US')} {noun}
          </span>
          {pageSizes && onPageSize && (
            <label className={styles.sizes}>
              <span>Rows per page</span>
              <select value={size} onChange={(e) => onPageSize(Number(e.target.value))} className={styles.select}>
                {[...new Set([...pageSizes, size])]
                  .sort((a, b) => a - b)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </select>
            </label>
          )}
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {Math.max(1, pageCount)}
          </span>
          <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
