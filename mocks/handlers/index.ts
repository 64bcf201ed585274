import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { fileHandlers } from './files';
import { presenceHandlers } from './presence';

/** Every mock route, for an API mounted at `basePath` (a path like `/api` or an absolute URL). */
export function createHandlers(basePath = '/api'): HttpHandler[] {
  const base = basePath.replace(/\/+$/, '');
  return [...authHandlers(base), ...presenceHandlers(base), ...billingHandlers(base), ...fileHandlers(base)];
}
