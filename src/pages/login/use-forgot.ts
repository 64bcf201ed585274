import { useState } from 'react';
import { errorText, isNetworkError, requestPasswordReset } from '../../api';
import { safeHref } from '../../components/display';
import type { ResetNotice } from './reset-modal';

const FORGOT_NEEDS_EMAIL = 'Enter your email first, then click Forgot password.';
const RESET_LINK_SENT = 'If that email exists, we’ve sent a reset link.';
const RESET_UNAVAILABLE = 'Unable to start password reset.';
const RESET_REQUEST_OFFLINE = 'Could not request reset right now.';

/** The login page's "Forgot password?": POST /auth/forgot-password with the typed email. */
export function useForgot() {
  const [notice, setNotice] = useState<ResetNotice | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const request = async (email: string) => {
    const trimmed = email.trim();
    if (!trimmed) {
      setHint(FORGOT_NEEDS_EMAIL);
      return;
    }
    setHint(null);
    setPending(true);
    try {
      const answer = await requestPasswordReset(trimmed);
      setNotice({ message: answer.message || RESET_LINK_SENT, resetUrl: safeHref(answer.reset_url) });
    } catch (err) {
      const message = isNetworkError(err) ? RESET_REQUEST_OFFLINE : errorText(err, RESET_UNAVAILABLE);
      setNotice({ message, error: true });
    } finally {
      setPending(false);
    }
  };

  // The hint asks for an email: once one is being typed it has done its job.
  const clearHint = () => setHint(null);

  return { notice, hint, pending, request, clearHint, close: () => setNotice(null) };
}
