import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearAuth, isTokenUsable, pingPresence, readKey, removeKey, setUnauthorizedListener, STORAGE_KEYS } from '../api';
import { PRESENCE_PING_MS } from '../config';
import { queryClient } from '../providers/query-client';

/** Pages a visitor reaches without a session: a 401 there clears the session and leaves them be. */
const PUBLIC_PATHS = ['/login', '/register', '/forgot', '/reset-password'];

/**
 * docs/decisions.md#sessions: a 401 ends the session. Token, role, org_id and the stored user go, with the
 * cache; the stored conversation and company selections stay for the next sign-in. A guarded
 * page goes to /login; a public page stays where it is (a reset link keeps its token).
 */
function endSession(): boolean {
  clearSignIn();
  return !PUBLIC_PATHS.includes(window.location.pathname);
}

/**
 * The signed-in user's keys and the cache go; the stored selections stay for the next sign-in.
 * (A 401, and a change of one's own login email: docs/product.md#4-states, a new login.)
 */
export function clearSignIn(): void {
  clearAuth();
  removeKey(STORAGE_KEYS.user);
  removeKey(STORAGE_KEYS.firstName);
  queryClient.removeQueries();
}

// docs/decisions.md#sessions: an expired token is never sent, the presence ping included.
const pingIfSignedIn = () => {
  if (isTokenUsable(readKey(STORAGE_KEYS.token))) pingPresence().catch(() => undefined);
};

/** App-wide effects: the one place a 401 is handled; presence pings while a token exists. */
export function SessionEffects() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedListener(() => {
      if (endSession()) navigate('/login', { replace: true });
    });
    return () => setUnauthorizedListener(null);
  }, [navigate]);

  useEffect(() => {
    pingIfSignedIn();
    const timer = window.setInterval(pingIfSignedIn, PRESENCE_PING_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}
