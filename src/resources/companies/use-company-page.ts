import { keepPreviousData } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import { useListState } from '../list-state';
import type { CompanyRecord } from './types';

export const COMPANY_PAGE_SIZE = 25;

/**
 * One page of companies whose name contains `filter`, sorted by name: the data provider filters,
 * sorts and pages the whole list and returns the real total. The previous page stays on screen
 * while the next one loads. Spec §8: a failure or a bad payload is logged.
 */
export function useCompanyPage(filter: string, page: number) {
  const list = useListState(
    useList<CompanyRecord>({
      resource: 'companies',
      filters: [{ field: 'company_display', operator: 'contains', value: filter.trim() }],
      sorters: [{ field: 'company_display', order: 'asc' }],
      pagination: { currentPage: page, pageSize: COMPANY_PAGE_SIZE, mode: 'server' },
      queryOptions: { placeholderData: keepPreviousData },
      errorNotification: false,
    }),
    'companies',
  );
  return { companies: list.rows, total: list.total, loading: list.loading, error: list.error, retry: list.retry };
}
