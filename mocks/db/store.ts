// The in-memory store. In a browser it can persist to localStorage so demo edits survive reloads.
import { randomToken } from '../lib/random-id';
import { buildSeed } from './seed';
import type { DbState, OrgRow, StoredFile, UserRow } from './types';

const STORAGE_KEY = 'mockdb.v1';
const DEFAULT_BASE_PATH = '/api';

type Db = DbState & {
  /** Uploaded bytes by file key (not persisted to localStorage; IndexedDB later). */
  files: Map<string, StoredFile>;
};

export const db: Db = Object.assign(buildSeed(DEFAULT_BASE_PATH), { files: new Map<string, StoredFile>() });

let persist = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function replaceState(next: DbState): void {
  Object.assign(db, next);
}

/** Saves the JSON state when persistence is on (a no-op in Node and tests). */
export function saveDb(): void {
  const store = storage();
  if (!persist || !store) return;
  const { files: _files, ...state } = db;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('[mock] could not persist the mock database', error);
  }
}

const resetListeners: (() => void)[] = [];

/** Runs `listener` after every reset (the IndexedDB file mirror clears itself). */
export function onReset(listener: () => void): void {
  resetListeners.push(listener);
}

/** Back to the seed (with URLs built for `basePath`, by default the current one). */
export function resetDb(opts: { basePath?: string; now?: number } = {}): void {
  replaceState(buildSeed(opts.basePath ?? db.basePath, opts.now));
  db.files.clear();
  for (const listener of resetListeners) listener();
  saveDb();
}

/**
 * Turns on localStorage persistence and loads the saved state if there is one for the same
 * API base; otherwise starts from the seed.
 */
export function enablePersistence(basePath: string): void {
  persist = storage() !== null;
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      const saved = JSON.parse(raw) as DbState;
      if (saved.version === 1 && saved.basePath === basePath && Array.isArray(saved.users)) {
        replaceState(saved);
        return;
      }
    } catch {
      // A corrupt saved state falls through to a fresh seed.
    }
  }
  resetDb({ basePath });
}


// Ids. Organizations and users are numbers; the rest are opaque strings.
export const nextOrgId = (): number => ++db.seq.org;
export const nextUserId = (): number => ++db.seq.user;
const token = (n: number): string => `${n.toString(36).padStart(4, '0')}${((n * 2654435761) >>> 0).toString(36).slice(0, 4)}`;
export const nextCompanyId = (): string => `cmp_${token(++db.seq.company)}`;
// Documents are served without a token at a URL made of their id: the id must be unguessable.
export const nextDocumentId = (): string => {
  db.seq.document++;
  return `doc_${randomToken()}`;
};
export const nextConversationId = (): string => `conv_${token(++db.seq.conversation)}`;
export const nextInvoiceId = (): string => `in_${token(++db.seq.invoice)}`;

// Small queries shared by handlers.
export const findUser = (id: number): UserRow | undefined => db.users.find((u) => u.id === id);
export const findUserByEmail = (email: string): UserRow | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.users.find((u) => u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted);
};
export const findOrg = (id: number): OrgRow | undefined => db.orgs.find((o) => o.id === id);
export const activeUserCount = (orgId: number): number =>
  db.users.filter((u) => u.org_id === orgId && u.is_active === 1).length;
