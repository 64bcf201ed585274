import { answerOf, api } from './http';

/** POST /presence/ping with `{}` (decisions.md). */
export const pingPresence = (): Promise<unknown> => answerOf(api.POST('/presence/ping', { body: {} }));
