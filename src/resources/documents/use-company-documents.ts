import { useList } from '@refinedev/core';
import { useListState } from '../list-state';
import type { DocumentRecord } from './types';

/** Every document of a company (GET /companies/{id}/documents, one cache with /admin); off while `companyId` is null. */
export function useCompanyDocuments(companyId: string | null) {
  const list = useListState(
    useList<DocumentRecord>({
      resource: 'documents',
      meta: { companyId },
      pagination: { mode: 'off' },
      queryOptions: { enabled: !!companyId },
      errorNotification: false,
    }),
    'documents',
  );
  return { documents: companyId ? list.rows : [], loading: !!companyId && list.loading, error: list.error, retry: list.retry };
}
