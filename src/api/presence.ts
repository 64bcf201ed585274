import { request } from './http';

/** POST /presence/ping with `{}` (decisions.md). */
export const pingPresence = (): Promise<unknown> =>
  request('/presence/ping', { method: 'POST', body: { json: {} } });
