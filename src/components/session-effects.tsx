import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, pingPresence, readKey, setUnauthorizedListener, STORAGE_KEYS } from '../api';
import { PRESENCE_PING_MS } from '../config';
import { forgetIdentity } from '../providers/identity';

const pingIfSignedIn = () => {
  if (readKey(STORAGE_KEYS.token)) pingPresence().catch(() => undefined);
};

/** App-wide effects: a 401 ends the session; presence pings while a token exists. */
export function SessionEffects() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedListener(() => {
      clearSession();
      forgetIdentity();
      navigate('/login', { replace: true });
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
