import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { companyHandlers } from './companies';
import { conversationHandlers } from './conversations';
import { fileHandlers } from './files';
import { orgHandlers } from './orgs';
import { presenceHandlers } from './presence';
import { standInHandlers } from './stand-in';
import { teamHandlers } from './team';
import { userHandlers } from './users';

/** Every mock route, for an API mounted at `basePath` (a path like `/api` or an absolute URL). */
export function createHandlers(basePath = '/api'): HttpHandler[] {
  const base = basePath.replace(/\/+$/, '');
  return [
    ...authHandlers(base),
    ...presenceHandlers(base),
    ...billingHandlers(base),
    ...companyHandlers(base),
    ...conversationHandlers(base),
    ...teamHandlers(base),
    ...orgHandlers(base),
    ...userHandlers(base),
    ...fileHandlers(base),
    ...standInHandlers(),
  ];
}
