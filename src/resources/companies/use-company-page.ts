import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import type { CompanyRecord } from './types';

export const COMPANY_PAGE_SIZE = 25;

/**
 * One page of companies whose name contains `filter`, sorted by name: the data provider filters,
 * sorts and pages the whole list and returns the real total. The previous page stays on screen
 * while the next one loads. Spec §8: a failure or a bad payload is logged.
 */
export function useCompanyPage(filter: string, page: number) {
  const { result, query } = useList<CompanyRecord>({
    resource: 'companies',
    filters: [{ field: 'company_display', operator: 'contains', value: filter.trim() }],
    sorters: [{ field: 'company_display', order: 'asc' }],
    pagination: { currentPage: page, pageSize: COMPANY_PAGE_SIZE, mode: 'server' },
    queryOptions: { placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const error = query.error ?? null;
  useEffect(() => {
    if (error) console.error('Unable to load companies', error);
  }, [error]);
  return {
    companies: error ? [] : result.data,
    total: error ? 0 : (result.total ?? 0),
    loading: query.isLoading,
    error,
    retry: () => void query.refetch(),
  };
}
