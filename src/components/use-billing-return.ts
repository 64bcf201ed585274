import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refreshBilling } from '../api';
import { loadIdentity } from '../providers/identity';

const RELOADING = ['success', 'cancel', 'return'];

/**
 * docs/product.md#4-states, back from the payment page or the billing portal (on /home or /billing): with
 * session_id refresh billing, then reload (the user, and what the page shows of billing);
 * ?billing=success|cancel|return reloads too; then drop the query string without a reload.
 */
export function useBillingReturn(reload: () => Promise<void>) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const sessionId = params.get('session_id');
    const billing = params.get('billing');
    if (!sessionId && !RELOADING.includes(billing ?? '')) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    void (async () => {
      if (sessionId) {
        // The user the page loaded with first: a reload while that me call is still on its way
        // can be answered by it, from before the refresh (the trial would not show).
        await loadIdentity().catch(() => null);
        await refreshBilling(sessionId).catch((err: unknown) => console.warn('Billing refresh failed', err));
      }
      await reload();
      navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
    })();
  }, [location.search, location.pathname, location.state, navigate, reload]);
}
