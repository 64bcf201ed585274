import { useResourceTable } from '../use-resource-table';
import type { CompanyRecord } from './types';

/** The carriers (GET /companies), filtered by name in memory; by name for the admin, in the server's order for agents. */
export const useCompanyTable = ({ byName = false, pageSize = 50 }: { byName?: boolean; pageSize?: number } = {}) =>
  useResourceTable<CompanyRecord>({
    resource: 'companies',
    sorters: byName ? [{ field: 'company_display', order: 'asc' }] : [],
    pageSize,
  });
