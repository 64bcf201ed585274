// The in-browser mock backend (service worker). Loaded by main.tsx only when VITE_API_MOCKS is on.
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { DEMO_ACCOUNTS } from './db/seed';
import { enableTextPrefetch } from './assistant/assistant';
import { enableFilePersistence } from './db/blobs';
import { enablePersistence, resetDb, saveDb } from './db/store';
import { parseScale, scaleDb } from './db/scale';
import { applyFaultSpec, clearFaults } from './lib/faults';
import { setLatency } from './lib/latency';
import { showStandInPage } from './stand-in/client';

export const FAULT_SESSION_KEY = 'mock-fault';
export { DEMO_ACCOUNTS };
export { setFault, clearFaults, listFaults, applyFaultSpec, type Fault } from './lib/faults';
export { setLatency } from './lib/latency';

/** Back to the seed data (a dev control). */
export function resetMockData(): void {
  resetDb();
}

/** Applies `?mock-reset`, `?mock-scale=…` and `?mock-fault=…` (kept in sessionStorage for this tab), then strips them from the URL. */
function applyQueryControls(): void {
  const url = new URL(window.location.href);
  let changed = false;
  if (url.searchParams.has('mock-reset')) {
    resetDb();
    url.searchParams.delete('mock-reset');
    changed = true;
  }
  // ?mock-scale=10000x1000: the seed topped up to that many users and organizations (kept until a reset).
  const scale = parseScale(url.searchParams.get('mock-scale') ?? '');
  if (scale) {
    resetDb();
    scaleDb(scale);
    saveDb();
  }
  if (url.searchParams.has('mock-scale')) {
    url.searchParams.delete('mock-scale');
    changed = true;
  }
  const spec = url.searchParams.get('mock-fault');
  if (spec !== null) {
    if (spec === 'clear' || spec === '') sessionStorage.removeItem(FAULT_SESSION_KEY);
    else sessionStorage.setItem(FAULT_SESSION_KEY, spec);
    url.searchParams.delete('mock-fault');
    changed = true;
  }
  if (changed) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

  clearFaults();
  const saved = sessionStorage.getItem(FAULT_SESSION_KEY);
  if (saved) {
    try {
      const set = applyFaultSpec(saved);
      console.info('[mock] faults on:', set.map((f) => `${f.key} → ${JSON.stringify(f.fault)}`).join('; '));
    } catch (error) {
      console.warn('[mock] ignoring invalid mock-fault spec', error);
      sessionStorage.removeItem(FAULT_SESSION_KEY);
    }
  }
}

/**
 * Starts the worker. `ownsPage` is true when this page was opened at one of the payment provider's
 * stand-in pages (or at a file of the API), which it then shows: the app must not render.
 */
export async function startMockWorker(opts: { basePath: string }): Promise<{ demoAccounts: typeof DEMO_ACCOUNTS; ownsPage: boolean }> {
  const basePath = opts.basePath.replace(/\/+$/, '');
  enablePersistence(basePath);
  // Uploaded PDFs and logos live in IndexedDB, so the library can still show them after a reload.
  await enableFilePersistence();
  enableTextPrefetch();
  setLatency([150, 600]);
  applyQueryControls();
  const worker = setupWorker(...createHandlers(basePath));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const ownsPage = await showStandInPage(basePath);
  return { demoAccounts: DEMO_ACCOUNTS, ownsPage };
}
