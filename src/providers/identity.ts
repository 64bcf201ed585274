import { fetchMe, isBillingOwner, readKey, STORAGE_KEYS, writeKey } from '../api';
import type { CurrentUser } from '../api';

// One GET /auth/me shared by getIdentity, getPermissions and access checks; dropped on login,
// logout and when a page reloads the user.
let pending: Promise<CurrentUser | null> | null = null;

export function loadIdentity(): Promise<CurrentUser | null> {
  if (!readKey(STORAGE_KEYS.token)) return Promise.resolve(null);
  pending ??= fetchMe()
    .then((user) => {
      if (user?.first_name) writeKey(STORAGE_KEYS.firstName, String(user.first_name));
      if (user) writeKey(STORAGE_KEYS.user, JSON.stringify(user));
      return user;
    })
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}

export function forgetIdentity(): void {
  pending = null;
}

export type Permissions = { role: string; isBillingOwner: boolean };

export const permissionsOf = (user: CurrentUser | null): Permissions => ({
  role: String(user?.role || readKey(STORAGE_KEYS.role) || 'agent'),
  isBillingOwner: isBillingOwner(user),
});
