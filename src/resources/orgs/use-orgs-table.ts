import { useResourceTable } from '../use-resource-table';
import type { OrgRecord } from './types';

const JOIN_OWNER_NAMES = { join: 'owner' } as const;

/**
 * The organizations (GET /orgs) by name, 10 a page; with `owners`, each with its billing owner's
 * name (the data provider joins GET /users); with `all`, every row too (lookups beside the table).
 * A failure empties the list (docs/product.md#8-errors).
 */
export const useOrgsTable = ({ url = false, owners = false, all = true }: { url?: boolean; owners?: boolean; all?: boolean } = {}) =>
  useResourceTable<OrgRecord>({
    resource: 'orgs',
    meta: owners ? JOIN_OWNER_NAMES : undefined,
    sorters: [{ field: 'name', order: 'asc' }],
    pageSize: 10,
    url,
    withAll: all,
  });

export type OrgsView = ReturnType<typeof useOrgsTable>;
