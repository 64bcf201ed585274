import { isRecord, readKey, STORAGE_KEYS, writeKey } from '../../api';

type SelectionKey = typeof STORAGE_KEYS.selectedCompany | typeof STORAGE_KEYS.librarySelectedCompany;

/** The company_id held under `selectedCompany` or `library.selectedCompany` (spec §3), or null. */
export function storedCompanyId(key: SelectionKey): string | null {
  try {
    const value: unknown = JSON.parse(readKey(key) ?? 'null');
    return isRecord(value) && (typeof value.company_id === 'string' || typeof value.company_id === 'number')
      ? String(value.company_id)
      : null;
  } catch {
    return null;
  }
}

/** Stores `{ company_id }` only (spec §3): the company itself may be large, and is in the cache. */
export const storeCompanyId = (key: SelectionKey, companyId: string): void =>
  writeKey(key, JSON.stringify({ company_id: companyId }));
