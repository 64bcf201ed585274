// Hardening round 3, #8: the in-browser mock never confirms what it could not keep. When the
// browser's storage is full, a write answers 507 and is undone, instead of a 200 whose change is
// gone after a reload. (The in-browser mock, as msw/node runs it here, with jsdom's storage.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPdf } from './db/pdf';
import { enableFilePersistence } from './db/blobs';
import { db, disablePersistence, enablePersistence } from './db/store';
import { call, tokenOf } from './test-utils';

const NORTHSTAR = 'cmp_hv_northstar';
const STORAGE_FULL = 'The demo’s browser storage is full, so this change was not saved. Reset the demo data to make room.';
const admin = () => tokenOf('admin@harborview.test');
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
/** What a reload shows: the state the tab saved. */
const reloaded = () => JSON.parse(localStorage.getItem('mockdb.v1')!) as typeof db;

/** An IndexedDB whose every write fails on the quota, as a full browser's does (jsdom has none). */
function fullIndexedDb(): IDBFactory {
  const later = (run: () => void) => setTimeout(run, 0);
  const store = {
    put: () => ({}),
    delete: () => ({}),
    clear: () => ({}),
    openCursor: () => {
      const req: { result: null; onsuccess?: () => void } = { result: null };
      later(() => req.onsuccess?.());
      return req;
    },
  };
  const conn = {
    transaction: (_name: string, mode: IDBTransactionMode) => {
      const tx: {
        error: DOMException | null;
        oncomplete?: () => void;
        onerror?: () => void;
        onabort?: () => void;
        objectStore: () => typeof store;
      } = {
        error: null,
        objectStore: () => store,
      };
      later(() => {
        if (mode === 'readwrite') {
          tx.error = quotaExceeded();
          tx.onabort?.();
        } else tx.oncomplete?.();
      });
      return tx;
    },
  };
  return {
    open: () => {
      const req: { result: typeof conn; onsuccess?: () => void; onupgradeneeded?: () => void } = { result: conn };
      later(() => req.onsuccess?.());
      return req;
    },
  } as unknown as IDBFactory;
}

describe('#8 the in-browser mock never confirms what it could not keep', () => {
  afterEach(() => {
    disablePersistence();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a write the full localStorage cannot keep answers 507 and is undone in this tab', async () => {
    enablePersistence('/api');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = db.companies.find((c) => c.company_id === NORTHSTAR)!.company_phone;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    const res = await call(`/companies/${NORTHSTAR}`, { method: 'PATCH', token: admin(), json: { company_phone: '(555) 010-0000' } });
    expect([res.status, res.body]).toEqual([507, { detail: STORAGE_FULL }]);
    expect(db.companies.find((c) => c.company_id === NORTHSTAR)!.company_phone).toBe(before);
    expect(reloaded().companies.find((c) => c.company_id === NORTHSTAR)!.company_phone).toBe(before);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    // Room again: the same write is kept and confirmed.
    expect(
      (await call(`/companies/${NORTHSTAR}`, { method: 'PATCH', token: admin(), json: { company_phone: '(555) 010-0000' } })).status,
    ).toBe(200);
    expect(reloaded().companies.find((c) => c.company_id === NORTHSTAR)!.company_phone).toBe('(555) 010-0000');
  });

  it('an upload whose file the full IndexedDB cannot keep answers 507: no document that a reload would show without its PDF', async () => {
    enablePersistence('/api');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', fullIndexedDb());
    await enableFilePersistence();
    const documents = db.documents.length;
    const pdf = buildPdf({ title: 'Full', footer: 'f', blocks: [{ type: 'para', text: 'No room for this one.' }] });
    const res = await call('/upload', { token: admin(), multipart: [{ company_id: NORTHSTAR }, { bytes: pdf, name: 'full.pdf' }] });
    expect([res.status, res.body]).toEqual([507, { detail: STORAGE_FULL }]);
    expect(db.documents).toHaveLength(documents);
    expect(reloaded().documents).toHaveLength(documents);
    expect([...db.files.keys()]).toEqual([]);
  });
});
