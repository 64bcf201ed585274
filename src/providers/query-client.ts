import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache: Refine's data hooks and the me call share it, so a user is fetched once
 * and a session's data goes with the session.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
