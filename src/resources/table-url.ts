import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { parseTableParams, type CrudFilter, type CrudSort } from '@refinedev/core';

// A table's place in the page's URL, in Refine's own form (`currentPage`, `pageSize`,
// `sorters[0][field]=…`, `filters[0][value]=…`), so a view can be shared or reloaded. Only what
// differs from the table's defaults is written: a page opened as it is keeps a bare address.

type TableState = { currentPage: number; pageSize: number; sorters: CrudSort[]; filters: CrudFilter[] };

const TABLE_PARAM = /^(currentPage|pageSize|sorters?\[|filters\[)/;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** `params` without any table's state (the page's own params stay). */
export function withoutTableParams(params: URLSearchParams): URLSearchParams {
  for (const key of [...params.keys()]) if (TABLE_PARAM.test(key)) params.delete(key);
  return params;
}

function tableSearch(state: TableState, defaults: Pick<TableState, 'pageSize' | 'sorters'>): URLSearchParams {
  const out = new URLSearchParams();
  if (state.currentPage !== 1) out.set('currentPage', String(state.currentPage));
  if (state.pageSize !== defaults.pageSize) out.set('pageSize', String(state.pageSize));
  if (JSON.stringify(state.sorters) !== JSON.stringify(defaults.sorters)) {
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

/** The table state a shared or reloaded URL holds, read once when the table mounts (when `active`). */
export function useTableStateFromUrl(active: boolean): Partial<TableState> | null {
  const [restored] = useState(() => {
    if (!active || typeof window === 'undefined') return null;
    const p = parseTableParams(window.location.search || '?');
    return {
      currentPage: Number(p.parsedCurrentPage) || undefined,
      pageSize: Number(p.parsedPageSize) || undefined,
      sorters: p.parsedSorter.length ? p.parsedSorter : undefined,
      filters: p.parsedFilters,
    };
  });
  return restored;
}

/** Writes the table's state into the URL on every change while `active` (the table on screen). */
export function useTableStateInUrl(active: boolean, state: TableState, defaults: Pick<TableState, 'pageSize' | 'sorters'>): void {
  const navigate = useNavigate();
  const { currentPage, pageSize, sorters, filters } = state;
  useEffect(() => {
    if (!active) return;
    // Read at write time, not render time: two writers in one commit must not undo each other.
    const params = withoutTableParams(new URLSearchParams(window.location.search));
    for (const [k, v] of tableSearch({ currentPage, pageSize, sorters, filters }, defaults)) params.append(k, v);
    const search = params.toString();
    if (search !== window.location.search.replace(/^\?/, '')) navigate({ search: search ? `?${search}` : '' }, { replace: true });
    // `defaults` are the table's own and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, currentPage, pageSize, sorters, filters, navigate]);
}
