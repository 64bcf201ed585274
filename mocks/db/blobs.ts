// Uploaded bytes (PDFs, logos): in memory (db.files), mirrored to IndexedDB in the browser so
// the library can still show and download them after a reload.
import { randomToken } from '../lib/random-id';
import { db, onReset, onSync } from './store';
import type { StoredFile } from './types';

const IDB_NAME = 'mockdb-files';
const IDB_STORE = 'files';
let idb: Promise<IDBDatabase | null> | null = null;

function openIdb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const req = indexedDB.open(IDB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(IDB_STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs a write on the file store: true once it is committed (or there is no IndexedDB), false when it failed. */
function withStore(mode: IDBTransactionMode, run: (store: IDBObjectStore) => void): Promise<boolean> {
  if (!idb) return Promise.resolve(true);
  return idb.then(
    (conn) =>
      new Promise<boolean>((resolve) => {
        if (!conn) return resolve(true);
        const failed = (error: unknown) => {
          console.warn('[mock] IndexedDB write failed', error);
          resolve(false);
        };
        try {
          const tx = conn.transaction(IDB_STORE, mode);
          tx.oncomplete = () => resolve(true);
          tx.onerror = () => failed(tx.error);
          tx.onabort = () => failed(tx.error);
          run(tx.objectStore(IDB_STORE));
        } catch (error) {
          failed(error);
        }
      }),
  );
}

/** Files stored by the write in progress, with whether IndexedDB kept each. */
const pending: { key: string; kept: Promise<boolean> }[] = [];

/**
 * Whether every file the write in progress stored was kept; when one was not, the write's files
 * are dropped (the write is then refused and undone, store.ts `rollbackDb`).
 */
export async function filesKept(): Promise<boolean> {
  const writes = pending.splice(0);
  const kept = (await Promise.all(writes.map((w) => w.kept))).every(Boolean);
  if (!kept) writes.forEach((w) => removeFile(w.key));
  return kept;
}

/** Loads the files saved in IndexedDB that this tab does not hold yet. */
async function loadFiles(): Promise<void> {
  const conn = await idb;
  if (!conn) return;
  await new Promise<void>((resolve) => {
    const req = conn.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).openCursor();
    req.onsuccess = () => {
      const cursor = req.result;
      if (!cursor) return resolve();
      const value = cursor.value as StoredFile;
      const key = String(cursor.key);
      if (value?.bytes && !db.files.has(key)) db.files.set(key, { mime: value.mime, bytes: new Uint8Array(value.bytes) });
      cursor.continue();
    };
    req.onerror = () => resolve();
  });
}

/**
 * Turns on the IndexedDB mirror and loads the files saved there (browser only); files another
 * tab uploads are loaded when this tab picks up that tab's state (store.ts `syncDb`).
 */
export async function enableFilePersistence(): Promise<void> {
  if (!idb) {
    onReset(() => void withStore('readwrite', (store) => store.clear()));
    onSync(loadFiles);
  }
  idb = openIdb();
  await loadFiles();
}

/** A new, unguessable key for stored bytes. */
export const newFileKey = (prefix: string): string => `${prefix}/${randomToken()}`;

export function putFile(key: string, file: StoredFile): void {
  db.files.set(key, file);
  pending.push({ key, kept: withStore('readwrite', (store) => store.put(file, key)) });
}

export function removeFile(key: string | null | undefined): void {
  if (!key) return;
  db.files.delete(key);
  void withStore('readwrite', (store) => store.delete(key));
}
