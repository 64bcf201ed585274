import { isRecord, readKey, removeKey, STORAGE_KEYS, writeKey } from '../../api';
import type { Company } from '../../api';

/** The stored selectedCompany's company_id (spec §3: an object with company_id), or null. */
export function storedCompanyId(): string | null {
  try {
    const value: unknown = JSON.parse(readKey(STORAGE_KEYS.selectedCompany) ?? 'null');
    return isRecord(value) && (typeof value.company_id === 'string' || typeof value.company_id === 'number')
      ? String(value.company_id)
      : null;
  } catch {
    return null;
  }
}

export const storedConversationId = (): string | null => readKey(STORAGE_KEYS.conversationId) || null;

export const storeCompany = (company: Company): void =>
  writeKey(STORAGE_KEYS.selectedCompany, JSON.stringify(company));

export function storeConversationId(id: string | null): void {
  if (id) writeKey(STORAGE_KEYS.conversationId, id);
  else removeKey(STORAGE_KEYS.conversationId);
}
