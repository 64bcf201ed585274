import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOTICE_MS } from '../../config';

const TRIAL_STARTED = "Trial started — you're all set. 🎉";
const PAYMENT_CANCELED = 'Payment canceled.';

const noticeFor = (search: string): string | null => {
  const billing = new URLSearchParams(search).get('billing');
  return billing === 'success' ? TRIAL_STARTED : billing === 'cancel' ? PAYMENT_CANCELED : null;
};

/** docs/product.md#4-states: the billing-return notice, shown for NOTICE_MS; the query string goes without a reload. */
export function useBillingNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeFor(location.search));

  useEffect(() => {
    if (!new URLSearchParams(location.search).has('billing')) return;
    navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true, state: location.state });
  }, [location.search, location.pathname, location.hash, location.state, navigate]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return notice;
}
