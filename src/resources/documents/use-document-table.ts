import { useResourceTable } from '../use-resource-table';
import type { DocumentRecord } from './types';

/** A company's documents (GET /companies/{id}/documents) in the server's order, 25 a page. */
export const useDocumentTable = (companyId: string) =>
  useResourceTable<DocumentRecord>({ resource: 'documents', meta: { companyId }, pageSize: 25 });

export type DocumentTable = ReturnType<typeof useDocumentTable>;
