import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  getDefaultFilter,
  useDataProvider,
  useList,
  useTable,
  type BaseRecord,
  type CrudOperators,
  type CrudSort,
  type HttpError,
  type MetaQuery,
} from '@refinedev/core';
import { useTableStateFromUrl, useTableStateInUrl } from './table-url';

type Options = {
  resource: string;
  /**
   * The data provider's options for this list: `join` (names from another list written onto each
   * row, e.g. users' organization names), `orgId`, `companyId`.
   */
  meta?: MetaQuery;
  sorters?: CrudSort[];
  pageSize: number;
  /** The page's URL holds the table's state (page, size, sort, filters) while true (the table on screen). */
  url?: boolean;
  /** Poll the list (ms): the rows change in place, the user's page, sort and filters stay. */
  refetchInterval?: number;
  /**
   * A failed refresh keeps the rows of the last answer (shown as stale) instead of emptying the
   * list. Off for organizations: their list empties on a failure (docs/product.md#8-errors).
   */
  keepRowsOnError?: boolean;
  /** Every row as well (`all`), for figures and lookups beside the table: no request of its own. */
  withAll?: boolean;
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const EMPTY: never[] = [];

/**
 * The one way to show a list: Refine's `useTable` in server mode holds the state (page, size,
 * sort, filters) and asks the data provider for the page. The provider keeps each list answer and
 * works out every view of it in memory (providers/kept-lists.ts), so a keystroke, a sort or a
 * page change costs no request and a poll replaces the rows in place. `table` is what a DataTable
 * takes; the rest drives toolbars, filters and exports.
 */
export function useResourceTable<T extends BaseRecord>(options: Options) {
  const {
    resource,
    meta,
    sorters: initialSorters = [],
    pageSize: defaultPageSize,
    url = false,
    refetchInterval,
    keepRowsOnError = false,
    withAll = false,
  } = options;
  const restored = useTableStateFromUrl(url);
  // A view once shown stays (going back to page 1 asks nothing); opening the page asks afresh.
  const queryOptions = { placeholderData: keepPreviousData, staleTime: Infinity, refetchOnMount: 'always' as const };

  const table = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: { mode: 'server', currentPage: restored?.currentPage ?? 1, pageSize: restored?.pageSize ?? defaultPageSize },
    sorters: { mode: 'server', initial: restored?.sorters ?? initialSorters },
    filters: { mode: 'server', initial: restored?.filters ?? [], defaultBehavior: 'merge' },
    meta,
    queryOptions,
    errorNotification: false,
  });
  const everything = useList<T, HttpError>({
    resource,
    meta,
    pagination: { mode: 'off' },
    queryOptions: { ...queryOptions, enabled: withAll },
    errorNotification: false,
  });

  const { tableQuery, sorters, setSorters, filters, setFilters, currentPage, setCurrentPage, pageSize, setPageSize } = table;
  // The page's own failure, else the whole list's.
  const error = tableQuery.error ?? (withAll ? everything.query.error : null) ?? null;
  const failed = !!error && !keepRowsOnError;
  const rows = failed ? EMPTY : table.result.data;
  const total = failed ? 0 : (table.result.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const all = !withAll || (everything.query.error && !keepRowsOnError) ? EMPTY : everything.result.data;

  // The page and the whole list are two views of one kept answer: when one of them shows a newer
  // server answer (a poll, a refresh), the other reads it too, from the kept list, without a request.
  const answerOf = (data: unknown) => (data as { answer?: number } | undefined)?.answer ?? 0;
  const tableAnswer = answerOf(tableQuery.data);
  const allAnswer = answerOf(everything.query.data);
  const { refetch: refetchTable, isFetching: tableFetching } = tableQuery;
  const { refetch: refetchAll, isFetching: allFetching } = everything.query;
  // Each newer answer is followed once, so a follower that fails cannot ask again and again. After
  // the paint: a poll's rows show first, the figures beside them a frame later.
  const followed = useRef(0);
  useEffect(() => {
    if (!withAll) return;
    const newer = Math.max(tableAnswer, allAnswer);
    if (newer === followed.current || tableAnswer === allAnswer) return;
    if (tableAnswer > allAnswer && !allFetching) void refetchAll({ cancelRefetch: false });
    else if (allAnswer > tableAnswer && !tableFetching) void refetchTable({ cancelRefetch: false });
    else return;
    followed.current = newer;
  }, [withAll, tableAnswer, allAnswer, allFetching, tableFetching, refetchAll, refetchTable]);

  // The poll asks for the page on screen (its rows change first; the whole list follows). A timer
  // of its own, not the query's refetchInterval: that one starts over with every new view, so a
  // user moving through the table more often than the interval would never see a poll.
  useEffect(() => {
    if (refetchInterval === undefined) return;
    const timer = window.setInterval(() => void refetchTable({ cancelRefetch: false }), refetchInterval);
    return () => window.clearInterval(timer);
  }, [refetchInterval, refetchTable]);

  // A failed list is logged (docs/product.md#8-errors) as well as shown.
  useEffect(() => {
    if (error) console.error(`Unable to load ${resource}`, error);
  }, [error, resource]);

  useTableStateInUrl(url, { currentPage, pageSize, sorters, filters }, { pageSize: defaultPageSize, sorters: initialSorters });

  // A page that emptied (its last row deleted, a narrower filter) steps back to the last one.
  useEffect(() => {
    if (!tableQuery.isFetching && !tableQuery.isError && currentPage > pageCount) setCurrentPage(pageCount);
  }, [tableQuery.isFetching, tableQuery.isError, currentPage, pageCount, setCurrentPage]);

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
  const clearFilters = useCallback(() => {
    setFilters([], 'replace');
    setCurrentPage(1);
  }, [setFilters, setCurrentPage]);

  // Every row of the view (filtered and sorted, not paged), for an export: the provider answers it
  // from the kept list.
  const dataProvider = useDataProvider();
  const matching = useCallback(
    async () => (await dataProvider().getList<T>({ resource, meta, filters, sorters, pagination: { mode: 'off' } })).data,
    [dataProvider, resource, meta, filters, sorters],
  );

  // A refresh while an answer is on its way waits for that one instead of asking again.
  const refetch = useCallback(async () => {
    await refetchTable({ cancelRefetch: false });
  }, [refetchTable]);
  const view = useMemo(() => {
    const setPageSizeFirst = (size: number) => {
      setPageSize(size);
      setCurrentPage(1);
    };
    const setSortersFirst = (next: CrudSort[]) => {
      setSorters(next);
      setCurrentPage(1);
    };
    return {
      /** What a DataTable takes, the same for every table. */
      table: {
        rows,
        sorters,
        onSort: setSortersFirst,
        loading: tableQuery.isLoading,
        onRetry: refetch,
        page: currentPage,
        pageCount,
        total,
        onPage: setCurrentPage,
        pageSize,
        onPageSize: setPageSizeFirst,
      },
      rows,
      total,
      /** Every row (with `withAll`), for figures and lookups: who is online, names by id. */
      all,
      currentPage,
      setCurrentPage,
      pageCount,
      pageSize,
      sorters,
      setSorters: setSortersFirst,
      filters,
      setFilter,
      filterValue,
      clearFilters,
      matching,
      loading: tableQuery.isLoading,
      fetching: tableQuery.isFetching,
      error,
      /** The rows are from an earlier answer: the latest refresh failed. */
      stale: !!error && keepRowsOnError && rows.length > 0,
      refetch,
      dataUpdatedAt: tableQuery.dataUpdatedAt,
    };
  }, [
    rows,
    sorters,
    tableQuery.isLoading,
    tableQuery.isFetching,
    error,
    tableQuery.dataUpdatedAt,
    refetch,
    currentPage,
    pageCount,
    total,
    setCurrentPage,
    pageSize,
    setPageSize,
    setSorters,
    all,
    filters,
    setFilter,
    filterValue,
    clearFilters,
    matching,
    keepRowsOnError,
  ]);
  return view;
}
