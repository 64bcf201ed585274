import { isRecord } from '../api';

/**
 * docs/product.md#4-states: changing one's own login email forces a new login. The page that made the change
 * sends the user to /login with this state; /login says why and fills in the new email.
 */
export const reloginState = (email: string) => ({ relogin: { email } });

/** The new email a forced re-login carries, or null. */
export function reloginEmailOf(state: unknown): string | null {
  const relogin = isRecord(state) ? state.relogin : null;
  return isRecord(relogin) && typeof relogin.email === 'string' && relogin.email.trim() ? relogin.email.trim() : null;
}

export const reloginText = (email: string): string => `Your login email changed to ${email}. Please sign in again with it.`;
