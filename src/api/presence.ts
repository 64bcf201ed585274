import { answerOf, api } from './http';

/** POST /presence/ping with `{}` (docs/decisions.md#request-bodies). */
export const pingPresence = (): Promise<unknown> => answerOf(api.POST('/presence/ping', { body: {} }));
