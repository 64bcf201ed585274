import { useList, useOne } from '@refinedev/core';
import { useListState } from '../list-state';
import type { CompanyRecord } from './types';

/**
 * GET /companies through the data provider (one cache for every page). docs/product.md#8-errors: a failure or a
 * body that is not a list leaves the list empty and logs an error; the page also gets the error,
 * so it can say so instead of showing an empty list as if there were no companies.
 */
export function useCompanies() {
  const list = useListState(
    useList<CompanyRecord>({ resource: 'companies', pagination: { mode: 'off' }, errorNotification: false }),
    'companies',
  );
  return { companies: list.rows, loading: list.loading, error: list.error, retry: list.retry };
}

/** GET /companies/{id} (docs/product.md#7-calls: merged into the selected company); off while `id` is null. */
export function useCompany(id: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const { result, query } = useOne<CompanyRecord>({
    resource: 'companies',
    id: id ?? '',
    queryOptions: { enabled: !!id && enabled },
    errorNotification: false,
  });
  return { company: id && !query.isError ? (result ?? null) : null, query };
}

/** The listed company merged with its details (the details win). */
export function mergeCompany(listed: CompanyRecord | null, details: CompanyRecord | null): CompanyRecord | null {
  if (!listed) return null;
  return details && details.company_id === listed.company_id ? { ...listed, ...details } : listed;
}
