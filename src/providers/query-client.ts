import { notifyManager, QueryClient } from '@tanstack/react-query';

// A query's new state reaches React in the same task (a microtask), not a timer later: a view
// worked out from a kept list (kept-lists.ts) shows before the next paint, and a poll's rows with it.
notifyManager.setScheduler(queueMicrotask);

/**
 * The app's one cache: Refine's data hooks and the me call share it, so a user is fetched once
 * and a session's data goes with the session.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
