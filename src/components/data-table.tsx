import type { ReactNode } from 'react';
import type { CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import styles from './data-table.module.css';

export type Column<T> = {
  key: string;
  title: string;
  /** Sortable by this field (the data provider sorts). */
  sortable?: boolean;
  render?: (row: T) => ReactNode;
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
};

const ariaSort = (field: string, sorters: CrudSort[]) => {
  const order = sorters.find((s) => s.field === field)?.order;
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined;
};

/**
 * The list tables' one implementation, driven by Refine's `useTable` (core): the data provider
 * sorts, filters and pages; this draws the four states (loading, error with Retry, empty,
 * content), sortable headers (aria-sort) and a pager. A semantic <table> rather than antd's
 * Table, whose filter, tree, menu and pagination code (~100 KB gzip) would put every console
 * route over its 300 KB budget.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, sorters, onSort, loading, error, onRetry, empty, page, pageCount, total, onPage, noun } = props;

  const sortBy = (field: string) => {
    const current = sorters.find((s) => s.field === field)?.order;
    onSort([{ field, order: current === 'asc' ? 'desc' : 'asc' }]);
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: 3 }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {columns.map((c) => (
          <td key={c.key}>
            <span className={styles.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.message}>
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
      <tr>
        <td colSpan={columns.length} className={styles.message}>
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={styles.wrap}>
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${label} (scrolls)`}>
        <table className={styles.table} aria-label={label} aria-busy={loading}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={c.sortable ? ariaSort(c.key, sorters) : undefined}>
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
          <tbody>{body}</tbody>
        </table>
      </div>
      {!loading && !error && total > 0 && (
        <nav className={styles.pager} aria-label={`${label} pages`}>
          <span className={styles.count}>
            {total} {noun}
          </span>
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
