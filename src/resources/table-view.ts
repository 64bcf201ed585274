import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  getDefaultFilter,
  parseTableParams,
  useTable,
  type BaseRecord,
  type CrudFilter,
  type CrudOperators,
  type CrudSort,
  type HttpError,
} from '@refinedev/core';
import { queryList } from '../providers/list-query';

type ListAnswer = { data: BaseRecord[]; total?: number };
const isListAnswer = (v: unknown): v is ListAnswer => typeof v === 'object' && v !== null && Array.isArray((v as ListAnswer).data);

function shallowEqual(a: BaseRecord, b: BaseRecord): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * React Query's structural sharing, for a list by id: a row that did not change keeps its object
 * (memoized rows skip their render, cached search texts stay valid), and an unchanged answer
 * keeps the old one. One shallow pass instead of a deep comparison of 10,000 rows.
 */
function shareRows(prev: unknown, next: unknown): unknown {
  if (!isListAnswer(prev) || !isListAnswer(next)) return next;
  const old = new Map(prev.data.map((r) => [r.id, r]));
  let same = prev.data.length === next.data.length && prev.total === next.total;
  const data = next.data.map((r, i) => {
    const o = r.id === undefined ? undefined : old.get(r.id);
    const kept = o && shallowEqual(o, r) ? o : r;
    if (kept !== prev.data[i]) same = false;
    return kept;
  });
  return same ? prev : { ...next, data };
}

type Options = {
  resource: string;
  /** Names the data provider writes onto each row (see its JOINS). */
  join?: 'org' | 'owner';
  initialSorters: CrudSort[];
  pageSize: number;
  /**
   * The page's URL holds this table's state (page, page size, sort, filters) while `active`
   * (the table on screen): read once at mount when active, written on every change.
   */
  url?: { active: boolean };
  /** Query params the page owns (`tab`): kept out of the query's key, so changing them refetches nothing. */
  pageParams?: readonly string[];
  /** Poll the list (ms). */
  refetchInterval?: number;
  /**
   * A failed refresh keeps the rows of the last answer (shown as stale) instead of emptying the
   * list. Off for organizations: spec §8 empties their list on a failure.
   */
  keepRowsOnError?: boolean;
};

const TABLE_PARAM = /^(currentPage|pageSize|sorters?\[|filters\[)/;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The table state in the URL's own form (Refine's: `sorters[0][field]=…`), values encoded. */
function tableSearch(state: { currentPage: number; pageSize: number; sorters: CrudSort[]; filters: CrudFilter[] }, defaults: Options): URLSearchParams {
  const out = new URLSearchParams();
  if (state.currentPage !== 1) out.set('currentPage', String(state.currentPage));
  if (state.pageSize !== defaults.pageSize) out.set('pageSize', String(state.pageSize));
  const isDefaultSort = JSON.stringify(state.sorters) === JSON.stringify(defaults.initialSorters);
  if (!isDefaultSort) {
    state.sorters.forEach((s, i) => {
      out.set(`sorters[${i}][field]`, s.field);
      out.set(`sorters[${i}][order]`, s.order);
    });
  }
  state.filters.forEach((f, i) => {
    if (!('field' in f) || isEmpty(f.value)) return;
    out.set(`filters[${i}][field]`, f.field);
    out.set(`filters[${i}][operator]`, f.operator);
    if (Array.isArray(f.value)) f.value.forEach((v, j) => out.set(`filters[${i}][value][${j}]`, String(v)));
    else out.set(`filters[${i}][value]`, String(f.value));
  });
  return out;
}

/**
 * A list table over one Refine resource: `useTable` holds the state (page, size, sort, filters)
 * and the one query, which reads the whole list once (pagination, sorting and filtering `off` for
 * the request); the view is the data provider's own list query over those rows, in memory. So a
 * search keystroke, a sort or a page change costs no request, whatever the size of the list, and
 * a poll (`refetchInterval`) replaces the rows without touching the user's place in them.
 * The CSV export takes the same view, every page of it, from the same rows (`matching`).
 */
export function useTableView<T extends BaseRecord>(options: Options) {
  const { resource, join, initialSorters, pageSize: defaultPageSize, url, pageParams = [], refetchInterval, keepRowsOnError = false } = options;
  const navigate = useNavigate();
  const [restored] = useState(() => {
    if (!url?.active || typeof window === 'undefined') return null;
    const p = parseTableParams(window.location.search || '?');
    return {
      currentPage: Number(p.parsedCurrentPage) || undefined,
      pageSize: Number(p.parsedPageSize) || undefined,
      sorters: p.parsedSorter,
      filters: p.parsedFilters,
    };
  });

  const meta = useMemo(() => ({ join, ...Object.fromEntries(pageParams.map((p) => [p, undefined])) }), [join, pageParams]);
  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: { mode: 'off', currentPage: restored?.currentPage ?? 1, pageSize: restored?.pageSize ?? defaultPageSize },
    sorters: { mode: 'off', initial: restored?.sorters.length ? restored.sorters : initialSorters },
    filters: { mode: 'off', initial: restored?.filters ?? [], defaultBehavior: 'merge' },
    meta,
    queryOptions: { refetchInterval, structuralSharing: shareRows },
    errorNotification: false,
  });
  const { tableQuery, sorters, setSorters, filters, setFilters, currentPage, setCurrentPage, pageSize, setPageSize } = table;
  const all = tableQuery.error && !keepRowsOnError ? EMPTY : table.result.data;

  const view = useMemo(
    () => queryList(all, { filters, sorters, pagination: { currentPage, pageSize, mode: 'server' } }),
    [all, filters, sorters, currentPage, pageSize],
  );
  const pageCount = Math.max(1, Math.ceil(view.total / pageSize));

  // A page that emptied (the last row deleted, a narrower filter) steps back to the last one.
  useEffect(() => {
    if (!tableQuery.isLoading && currentPage > pageCount) setCurrentPage(pageCount);
  }, [tableQuery.isLoading, currentPage, pageCount, setCurrentPage]);

  const active = url?.active ?? false;
  useEffect(() => {
    if (!active) return;
    // Read at write time, not render time: two writers in one commit must not undo each other.
    const params = new URLSearchParams(window.location.search);
    for (const key of [...params.keys()]) if (TABLE_PARAM.test(key)) params.delete(key);
    for (const [k, v] of tableSearch({ currentPage, pageSize, sorters, filters }, options)) params.append(k, v);
    const search = params.toString();
    if (search !== window.location.search.replace(/^\?/, '')) navigate({ search: search ? `?${search}` : '' }, { replace: true });
    // `options` is read for its defaults only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, currentPage, pageSize, sorters, filters, navigate]);

  /** Sets (or with an empty value clears) one filter, and goes back to the first page. */
  const setFilter = useCallback(
    (field: string, operator: Exclude<CrudOperators, 'or' | 'and'>, value: unknown) => {
      setFilters([{ field, operator, value: isEmpty(value) ? undefined : value }], 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const filterValue = useCallback(
    (field: string, operator: CrudOperators = 'eq') => getDefaultFilter(field, filters, operator) as unknown,
    [filters],
  );

  const setPageSizeFirst = (size: number) => {
    setPageSize(size);
    setCurrentPage(1);
  };
  const setSortersFirst = (next: CrudSort[]) => {
    setSorters(next);
    setCurrentPage(1);
  };
  const refetch = () => void tableQuery.refetch();

  return {
    /** Every row (joined), for lookups: who is online, names by id. */
    all,
    /** What a DataTable takes from the view, the same for every table. */
    table: {
      rows: view.data,
      sorters,
      onSort: setSortersFirst,
      loading: tableQuery.isLoading,
      onRetry: refetch,
      page: currentPage,
      pageCount,
      total: view.total,
      onPage: setCurrentPage,
      pageSize,
      onPageSize: setPageSizeFirst,
    },
    rows: view.data,
    total: view.total,
    pageCount,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize: setPageSizeFirst,
    sorters,
    setSorters: setSortersFirst,
    filters,
    setFilter,
    filterValue,
    clearFilters: () => {
      setFilters([], 'replace');
      setCurrentPage(1);
    },
    /** Every row of the view (filtered and sorted, not paged), for the export: computed on call. */
    matching: () => queryList(all, { filters, sorters, pagination: { mode: 'off' } }).data,
    loading: tableQuery.isLoading,
    fetching: tableQuery.isFetching,
    error: tableQuery.error ?? null,
    /** The rows are from an earlier answer: the latest refresh failed. */
    stale: !!tableQuery.error && all.length > 0,
    refetch,
    dataUpdatedAt: tableQuery.dataUpdatedAt,
  };
}

const EMPTY: never[] = [];
