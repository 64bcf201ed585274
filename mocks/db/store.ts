// The in-memory store. In a browser it can persist to localStorage so demo edits survive reloads.
import { unguessableId } from '../lib/random-id';
import { buildSeed } from './seed';
import type { DbState, OrgRow, StoredFile, UserRow } from './types';

const STORAGE_KEY = 'mockdb.v1';
/** Changes on every save, so a tab sees at a glance whether another tab saved since it last looked. */
const REVISION_KEY = 'mockdb.v1.rev';
const DEFAULT_BASE_PATH = '/api';

type Db = DbState & {
  /** Uploaded bytes by file key (not persisted to localStorage; IndexedDB later). */
  files: Map<string, StoredFile>;
};

export const db: Db = Object.assign(buildSeed(DEFAULT_BASE_PATH), { files: new Map<string, StoredFile>() });

let persist = false;
/** The revision this tab's `db` holds (what it last loaded or saved). */
let revision: string | null = null;

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

const newRevision = (): string => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;

/**
 * Saves the JSON state when persistence is on (a no-op in Node and tests): false when it could not
 * be saved (a state too large for the storage quota), so the write is not confirmed (see
 * `rollbackDb`); never an uncaught error.
 */
export function saveDb(): boolean {
  const store = storage();
  if (!persist || !store) return true;
  const { files: _files, ...state } = db;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(state));
    const next = newRevision();
    store.setItem(REVISION_KEY, next);
    revision = next;
    return true;
  } catch (error) {
    console.warn('[mock] could not persist the mock database', error);
    return false;
  }
}

/**
 * Back to the last saved state: a write that could not be saved is undone in this tab too, so
 * nothing shows a change that a reload would lose.
 */
export function rollbackDb(): void {
  const saved = persist ? savedState(db.basePath) : null;
  if (saved) replaceState(saved);
}

/** The saved state, when there is a usable one for `basePath`. */
function savedState(basePath: string): DbState | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as DbState;
    return saved.version === 1 && saved.basePath === basePath && Array.isArray(saved.users) ? saved : null;
  } catch {
    // A corrupt saved state counts as none.
    return null;
  }
}

const syncListeners: (() => Promise<void>)[] = [];

/** Runs `listener` after the state was reloaded from another tab's save (the file mirror loads new files). */
export function onSync(listener: () => Promise<void>): void {
  syncListeners.push(listener);
}

/**
 * One store for every tab (the browser mock): when another tab saved since this one last loaded
 * or saved, its state is loaded first, so a write here never erases a write there. A no-op
 * without persistence (Node, tests).
 */
export async function syncDb(): Promise<void> {
  if (!persist) return;
  let current: string | null = null;
  try {
    current = storage()?.getItem(REVISION_KEY) ?? null;
  } catch {
    return;
  }
  if (current === revision) return;
  revision = current;
  const saved = savedState(db.basePath);
  if (!saved) return;
  replaceState(saved);
  for (const listener of syncListeners) await listener();
}

type Locks = { request<T>(name: string, run: () => Promise<T>): Promise<T> };

/**
 * Runs a write with the store to itself across tabs (Web Locks, where the browser has them):
 * the state is brought up to date, changed, and saved before another tab's write starts.
 */
export async function withDbLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = persist && typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: Locks }).locks : undefined;
  if (!locks) return run();
  return locks.request('mockdb.v1', run);
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
  const saved = persist ? savedState(basePath) : null;
  if (saved) {
    replaceState(saved);
    revision = storage()?.getItem(REVISION_KEY) ?? null;
    return;
  }
  resetDb({ basePath });
}

/** Back to an in-memory store (tests that turned persistence on). */
export function disablePersistence(): void {
  persist = false;
  revision = null;
}

// Ids. Organizations and users are numbers; the rest are opaque strings.
export const nextOrgId = (): number => ++db.seq.org;
export const nextUserId = (): number => ++db.seq.user;
const token = (n: number): string => `${n.toString(36).padStart(4, '0')}${((n * 2654435761) >>> 0).toString(36).slice(0, 4)}`;
export const nextCompanyId = (): string => `cmp_${token(++db.seq.company)}`;
// Documents are served without a token at a URL made of their id: the id must be unguessable.
export const nextDocumentId = (): string => {
  db.seq.document++;
  return unguessableId('doc_');
};
export const nextConversationId = (): string => `conv_${token(++db.seq.conversation)}`;
export const nextInvoiceId = (): string => {
  db.seq.invoice++;
  return unguessableId('in_');
};

// Small queries shared by handlers.
export const findUser = (id: number): UserRow | undefined => db.users.find((u) => u.id === id);
export const findUserByEmail = (email: string): UserRow | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.users.find((u) => u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted);
};
export const findOrg = (id: number): OrgRow | undefined => db.orgs.find((o) => o.id === id);
export const activeUserCount = (orgId: number): number => db.users.filter((u) => u.org_id === orgId && u.is_active === 1).length;
