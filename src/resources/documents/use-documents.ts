import { useEffect } from 'react';
import { useList } from '@refinedev/core';
import type { DocumentRecord } from './types';

export const DOCUMENT_PAGE_SIZE = 25;

/**
 * A company's documents, one page at a time, in the server's order (GET /companies/{id}/documents through
 * the data provider, which sorts and pages the whole list and gives the real total).
 */
export function useDocuments(companyId: string, page: number) {
  const { result, query } = useList<DocumentRecord>({
    resource: 'documents',
    meta: { companyId },
    pagination: { currentPage: page, pageSize: DOCUMENT_PAGE_SIZE, mode: 'server' },
    errorNotification: false,
  });
  const error = query.error ?? null;
  useEffect(() => {
    if (error) console.error('Unable to load documents', error);
  }, [error]);
  return { documents: error ? [] : result.data, total: error ? 0 : (result.total ?? 0), loading: query.isLoading, error, retry: () => void query.refetch() };
}
