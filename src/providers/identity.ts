import { fetchMe, isBillingOwner, isRecord, readKey, STORAGE_KEYS, writeKey } from '../api';
import type { CurrentUser } from '../api';
import { queryClient } from './query-client';

// Forgetting the user moves to a new key rather than removing the cached one: removing would
// cancel a me call in flight, and whoever awaits it would see a failure instead of a user.
let generation = 0;
const meKey = () => ['auth', 'me', generation] as const;

/**
 * GET /auth/me, once, in the app's query cache: getIdentity, getPermissions and access checks
 * share it. A success is also kept as the stored sign-in info (`user`, `first_name` of docs/product.md#3-entities).
 */
export function loadIdentity(): Promise<CurrentUser | null> {
  if (!readKey(STORAGE_KEYS.token)) return Promise.resolve(null);
  return queryClient.fetchQuery({
    queryKey: meKey(),
    staleTime: Infinity,
    queryFn: async () => {
      const user = await fetchMe();
      if (user?.first_name) writeKey(STORAGE_KEYS.firstName, String(user.first_name));
      if (user) writeKey(STORAGE_KEYS.user, JSON.stringify(user));
      return user;
    },
  });
}

/** Drops the cached me answer (login, logout, a page that reloads the user, the end of a session). */
export function forgetIdentity(): void {
  generation += 1;
}

/**
 * The last known user, from the stored sign-in info: what the app shows when the me call fails
 * (docs/product.md#8-errors: no text then, and nothing invented). The `first_name` key wins for the name.
 */
export function storedIdentity(): (CurrentUser & Record<string, unknown>) | null {
  let user: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readKey(STORAGE_KEYS.user) ?? 'null');
    if (isRecord(parsed)) user = parsed;
  } catch {
    // not JSON: no stored user
  }
  const first = readKey(STORAGE_KEYS.firstName);
  if (first) user = { ...user, first_name: first };
  return Object.keys(user).length ? (user as CurrentUser & Record<string, unknown>) : null;
}

type Permissions = { role: string; isBillingOwner: boolean };

export const permissionsOf = (user: CurrentUser | null): Permissions => ({
  role: String(user?.role || readKey(STORAGE_KEYS.role) || 'agent'),
  isBillingOwner: isBillingOwner(user),
});
