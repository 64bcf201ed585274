import { useList } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import type { User } from '../../api';

type UserRecord = User & BaseRecord;

/**
 * An organization's users (GET /orgs/{id}/users), loaded on demand: nothing is fetched until
 * `enabled`. docs/product.md#8-errors: a failed load empties that organization's list, with no message.
 */
export function useOrgUsers(orgId: number, enabled: boolean) {
  const { result, query } = useList<UserRecord>({
    resource: 'users',
    meta: { orgId },
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return {
    users: query.isError ? [] : result.data,
    loaded: query.isFetched,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}
