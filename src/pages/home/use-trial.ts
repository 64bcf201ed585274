import { useRef, useState } from 'react';
import { errorText, isNetworkError, startCheckout } from '../../api';
import { PRICE_TRIAL } from '../../config';
import { leaveApp } from '../../components/leave-app';

const TRIAL_FAILED = 'Unable to start trial.';
const TRIAL_OFFLINE = 'Network error starting trial.';

/** The dashboard's trial button: checkout with the trial price id, then off to the payment page. */
export function useTrial() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // One checkout at a time: a second click while the first is on its way sends nothing.
  const busy = useRef(false);
  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setPending(true);
    try {
      const url = await startCheckout(PRICE_TRIAL);
      if (url) {
        leaveApp(url);
        return;
      }
      setError(TRIAL_FAILED);
    } catch (err) {
      setError(isNetworkError(err) ? TRIAL_OFFLINE : errorText(err, TRIAL_FAILED));
    }
    busy.current = false;
    setPending(false);
  };
  return { start, error, pending };
}
