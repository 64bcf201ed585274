import { useList } from '@refinedev/core';
import { useListState } from '../list-state';
import type { DocumentRecord } from './types';

export const DOCUMENT_PAGE_SIZE = 25;

/**
 * A company's documents, one page at a time, in the server's order (GET /companies/{id}/documents through
 * the data provider, which sorts and pages the whole list and gives the real total).
 */
export function useDocuments(companyId: string, page: number) {
  const list = useListState(
    useList<DocumentRecord>({
      resource: 'documents',
      meta: { companyId },
      pagination: { currentPage: page, pageSize: DOCUMENT_PAGE_SIZE, mode: 'server' },
      errorNotification: false,
    }),
    'documents',
  );
  return { documents: list.rows, total: list.total, loading: list.loading, error: list.error, retry: list.retry };
}
