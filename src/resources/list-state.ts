import { useEffect } from 'react';
import type { BaseRecord, HttpError } from '@refinedev/core';
import type { QueryObserverResult } from '@tanstack/react-query';

type ListHook<T extends BaseRecord> = {
  result: { data: T[]; total?: number };
  query: QueryObserverResult<unknown, HttpError>;
};

/**
 * What a page needs of a Refine list: its rows, the real total, and the error kept apart from an
 * empty list (a failed list is never shown as an empty one). docs/product.md#8-errors: the failure is logged.
 */
export function useListState<T extends BaseRecord>({ result, query }: ListHook<T>, what: string) {
  const error = query.error ?? null;
  useEffect(() => {
    if (error) console.error(`Unable to load ${what}`, error);
  }, [error, what]);
  return {
    rows: error ? [] : result.data,
    total: error ? 0 : (result.total ?? 0),
    loading: query.isLoading,
    error,
    retry: () => void query.refetch(),
  };
}
