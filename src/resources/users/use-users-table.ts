import { useTableView } from '../table-view';
import type { UserRecord } from './types';

/** The online state poll of spec §7/§9. */
const USERS_POLL_MS = 30_000;

type Options = {
  url?: { active: boolean };
  pageParams?: readonly string[];
};

/**
 * Every user (GET /users, polled every 30 s for online state) as a table, with each user's
 * organization name (the data provider joins GET /orgs). A poll replaces the rows and nothing
 * else: page, sort, filters, open dialogs and half-typed edits stay. A failed poll keeps the
 * rows it had (marked stale) rather than blanking the list.
 */
export const useUsersTable = ({ url, pageParams }: Options = {}) =>
  useTableView<UserRecord>({
    resource: 'users',
    join: 'org',
    initialSorters: [{ field: 'full_name', order: 'asc' }],
    pageSize: 25,
    url,
    pageParams,
    refetchInterval: USERS_POLL_MS,
    keepRowsOnError: true,
  });

export type UsersView = ReturnType<typeof useUsersTable>;
