import { forgetVersions } from './http';
import { removeKey, storedKeys, writeKey } from './storage';
import { DOCS_LINK_NAME_PREFIX, STORAGE_KEYS } from './storage-keys';

export function saveLogin(token: string, role: string | null | undefined, orgId: unknown): void {
  writeKey(STORAGE_KEYS.token, token);
  writeKey(STORAGE_KEYS.role, role || 'agent');
  if (orgId === null || orgId === undefined || orgId === '') removeKey(STORAGE_KEYS.orgId);
  else writeKey(STORAGE_KEYS.orgId, String(orgId));
}

/** The guard's reset: token, role and org_id (docs/product.md#2-screens). */
export function clearAuth(): void {
  [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.orgId].forEach(removeKey);
  forgetVersions();
}

/** Logout: every key of docs/product.md#3-entities, docs_link_name_* included. */
export function clearSession(): void {
  Object.values(STORAGE_KEYS).forEach(removeKey);
  forgetVersions();
  storedKeys()
    .filter((k) => k.startsWith(DOCS_LINK_NAME_PREFIX))
    .forEach(removeKey);
}
