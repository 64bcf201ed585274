import { useEffect, useRef, useState } from 'react';
import { cancelSubscription, errorText, isApiError, openBillingPortal, resumeSubscription } from '../../api';
import { safeHref } from '../../components/display';
import { leaveApp } from '../../components/leave-app';

const PORTAL_FAILED = 'Could not open billing portal.';
const CANCEL_FAILED = 'Cancel failed.';
const RESUME_FAILED = 'Resume failed.';

type Action = 'portal' | 'cancel' | 'resume';

/** docs/product.md#8-errors: the server's words, else `HTTP N opening portal` for an HTTP failure, else the fallback. */
function portalError(err: unknown): string {
  if (isApiError(err) && err.status !== 200) return errorText(err, `HTTP ${err.status} opening portal`);
  return PORTAL_FAILED;
}

/**
 * The billing owner's actions: open the provider's portal (a fresh session on every click),
 * cancel at period end, resume. One at a time: while one is on its way the buttons are disabled
 * and a second click sends nothing. `onChanged` reloads the subscription after cancel or resume.
 */
export function useBillingActions(onChanged: () => Promise<unknown>) {
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  // Back from the portal through the browser's back button, this page may be restored as it
  // was left (portal pending): let it be clicked again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) {
        busy.current = false;
        setPending(null);
      }
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function run(action: Action, work: () => Promise<boolean>, failure: (err: unknown) => string) {
    if (busy.current) return;
    busy.current = true;
    setPending(action);
    setError(null);
    let leaving = false;
    try {
      leaving = await work();
    } catch (err) {
      setError(failure(err));
    }
    // Leaving for the portal: the button stays busy until the page goes.
    if (leaving) return;
    busy.current = false;
    setPending(null);
  }

  const openPortal = () =>
    run(
      'portal',
      async () => {
        const url = safeHref(await openBillingPortal());
        if (!url) throw new Error('The portal answer holds no url');
        leaveApp(url);
        return true;
      },
      portalError,
    );

  const change = (call: () => Promise<unknown>) => async () => {
    await call();
    // The new state as the server now has it (the success bodies are not shown: docs/product.md#7-calls).
    await onChanged();
    return false;
  };

  return {
    pending,
    error,
    clearError: () => setError(null),
    openPortal,
    cancel: () => run('cancel', change(cancelSubscription), (err) => errorText(err, CANCEL_FAILED)),
    resume: () => run('resume', change(resumeSubscription), (err) => errorText(err, RESUME_FAILED)),
  };
}
