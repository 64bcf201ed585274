import { DOCS_LINK_NAME_PREFIX, STORAGE_KEYS } from './storage-keys';

const store = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const readKey = (key: string): string | null => store()?.getItem(key) ?? null;
export const writeKey = (key: string, value: string): void => store()?.setItem(key, value);
export const removeKey = (key: string): void => store()?.removeItem(key);

export function saveLogin(token: string, role: string | null | undefined, orgId: unknown): void {
  writeKey(STORAGE_KEYS.token, token);
  writeKey(STORAGE_KEYS.role, role || 'agent');
  if (orgId === null || orgId === undefined || orgId === '') removeKey(STORAGE_KEYS.orgId);
  else writeKey(STORAGE_KEYS.orgId, String(orgId));
}

/** The guard's reset: token, role and org_id (spec §2). */
export function clearAuth(): void {
  [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.orgId].forEach(removeKey);
}

/** Logout: every key of spec §3, docs_link_name_* included. */
export function clearSession(): void {
  Object.values(STORAGE_KEYS).forEach(removeKey);
  const s = store();
  if (!s) return;
  const prefixed: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(DOCS_LINK_NAME_PREFIX)) prefixed.push(k);
  }
  prefixed.forEach(removeKey);
}

export const storedRole = (): string | null => readKey(STORAGE_KEYS.role);
