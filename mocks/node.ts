// The mock backend for Vitest (msw/node): no latency, in-memory store.
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

export const server = setupServer(...createHandlers('/api'));

export { db, resetDb } from './db/store';
export { scaleDb } from './db/scale';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
export { setFault, clearFaults, applyFaultSpec, parseFaultSpec, type Fault } from './lib/faults';
export { issueToken } from './lib/auth';
export { setLatency } from './lib/latency';
