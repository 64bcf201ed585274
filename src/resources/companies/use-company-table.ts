import { useResourceTable } from '../use-resource-table';
import type { CompanyRecord } from './types';

/**
 * The carriers (GET /companies), filtered by name in memory and always in alphabetical order, so
 * /agent, /library and /admin list them alike whatever order the server answers in.
 */
export const useCompanyTable = ({ pageSize = 50 }: { pageSize?: number } = {}) =>
  useResourceTable<CompanyRecord>({
    resource: 'companies',
    sorters: [{ field: 'company_display', order: 'asc' }],
    pageSize,
  });
