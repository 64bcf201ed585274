import { isRecord, readKey, STORAGE_KEYS, writeKey } from '../../api';

type SelectionKey = typeof STORAGE_KEYS.selectedCompany | typeof STORAGE_KEYS.librarySelectedCompany;

/** The company_id held under `selectedCompany` or `library.selectedCompany` (docs/product.md#3-entities), or null. */
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

/** Stores `{ company_id }` only (docs/product.md#3-entities): the company itself may be large, and is in the cache. */
export const storeCompanyId = (key: SelectionKey, companyId: string): void => writeKey(key, JSON.stringify({ company_id: companyId }));
