import { useTableView } from '../table-view';
import type { OrgRecord } from './types';

type Options = {
  /** The page's URL holds the table's state while it is on screen. */
  url?: { active: boolean };
  /** Query params the page owns besides the table's. */
  pageParams?: readonly string[];
  /** With the billing owners' names (one more request: GET /users). */
  owners?: boolean;
};

/** The organizations (GET /orgs) as a table: `useTable` over `orgs`; spec §8 empties the list on a failure. */
export const useOrgsTable = ({ url, pageParams, owners = false }: Options = {}) =>
  useTableView<OrgRecord>({
    resource: 'orgs',
    join: owners ? 'owner' : undefined,
    initialSorters: [{ field: 'name', order: 'asc' }],
    pageSize: 10,
    url,
    pageParams,
  });

export type OrgsView = ReturnType<typeof useOrgsTable>;
