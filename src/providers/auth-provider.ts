import type { AuthProvider } from '@refinedev/core';
import { clearAuth, clearSession, isNetworkError, isTokenUsable, login, readKey, saveLogin, statusOf, STORAGE_KEYS } from '../api';
import { forgetIdentity, loadIdentity, permissionsOf, storedIdentity } from './identity';
import { queryClient } from './query-client';

export const LOGIN_FAILED = 'Login failed';
const LOGIN_NETWORK_ERROR = 'Server error. Please try again.';

/** Where a signed-in role lands (docs/product.md#2-screens, #4-states: default agent). */
export function homeFor(role: string | null | undefined): string {
  if (role === 'superadmin') return '/superadmin';
  if (role === 'admin') return '/admin';
  return '/home';
}

type Credentials = { email: string; password: string };

export const authProvider: AuthProvider = {
  login: async ({ email, password }: Credentials) => {
    try {
      const res = await login(String(email ?? '').trim(), String(password ?? ''));
      const token = typeof res?.access_token === 'string' ? res.access_token : '';
      if (!token) return { success: false, error: { name: 'LoginError', message: LOGIN_FAILED } };
      // A new session starts with an empty cache: nothing of an earlier user shows.
      queryClient.removeQueries();
      saveLogin(token, res.role, res.org_id);
      return { success: true, redirectTo: homeFor(res.role) };
    } catch (err) {
      const message = isNetworkError(err) ? LOGIN_NETWORK_ERROR : (err as { serverMessage?: string }).serverMessage || LOGIN_FAILED;
      return { success: false, error: { name: 'LoginError', message } };
    }
  },

  logout: async () => {
    clearSession();
    queryClient.removeQueries();
    return { success: true, redirectTo: '/login' };
  },

  check: async () => {
    if (isTokenUsable(readKey(STORAGE_KEYS.token))) return { authenticated: true };
    clearAuth();
    forgetIdentity();
    return { authenticated: false, redirectTo: '/login' };
  },

  getIdentity: async () => {
    try {
      const user = await loadIdentity();
      return user ? { ...user, id: user.user_id } : null;
    } catch (err) {
      // 401 is handled by the HTTP layer (session over, back to /login). Any other failure warns
      // only (docs/product.md#8-errors) and the app keeps the last known user rather than inventing one.
      if (statusOf(err) === 401) return null;
      console.warn('Could not load the current user', err);
      return storedIdentity();
    }
  },

  getPermissions: async () => {
    try {
      return permissionsOf(await loadIdentity());
    } catch {
      return permissionsOf(null);
    }
  },

  // A 401 is handled once, in the HTTP layer (components/session-effects.tsx); a data hook's
  // error needs nothing more here.
  onError: async () => ({}),
};
