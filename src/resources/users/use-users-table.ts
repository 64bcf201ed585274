import { useResourceTable } from '../use-resource-table';
import type { UserRecord } from './types';

/** The online state poll (docs/product.md#7-calls: GET /users every 30 seconds). */
const USERS_POLL_MS = 30_000;
const JOIN_ORG_NAMES = { join: 'org' } as const;

/**
 * Every user (GET /users) with their organization's name (the data provider joins GET /orgs), 25
 * a page by name, polled every 30 s for online state. A failed poll keeps the rows it had (marked
 * stale) rather than blanking the list.
 */
export const useUsersTable = ({ url = false }: { url?: boolean } = {}) =>
  useResourceTable<UserRecord>({
    resource: 'users',
    meta: JOIN_ORG_NAMES,
    sorters: [{ field: 'full_name', order: 'asc' }],
    pageSize: 25,
    url,
    refetchInterval: USERS_POLL_MS,
    keepRowsOnError: true,
    withAll: true,
  });

export type UsersView = ReturnType<typeof useUsersTable>;
