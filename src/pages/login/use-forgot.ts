import { useState } from 'react';
import { errorText, isNetworkError, requestPasswordReset } from '../../api';
import { safeHref } from '../../components/display';
import { useSingleFlight } from '../../components/use-single-flight';
import type { ResetNotice } from './reset-modal';

const FORGOT_NEEDS_EMAIL = 'Enter your email first, then click Forgot password.';
const RESET_LINK_SENT = 'If that email exists, we’ve sent a reset link.';
const RESET_UNAVAILABLE = 'Unable to start password reset.';
const RESET_REQUEST_OFFLINE = 'Could not request reset right now.';

/** The login page's "Forgot password?": POST /auth/forgot-password with the typed email. */
export function useForgot() {
  const [notice, setNotice] = useState<ResetNotice | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  // One request at a time: a double click asks for one link.
  const { run: ask, pending } = useSingleFlight(async (email: string) => {
    try {
      const answer = await requestPasswordReset(email);
      setNotice({ message: answer.message || RESET_LINK_SENT, resetUrl: safeHref(answer.reset_url) });
    } catch (err) {
      const message = isNetworkError(err) ? RESET_REQUEST_OFFLINE : errorText(err, RESET_UNAVAILABLE);
      setNotice({ message, error: true });
    }
  });

  const request = (email: string) => {
    const trimmed = email.trim();
    setHint(trimmed ? null : FORGOT_NEEDS_EMAIL);
    if (trimmed) void ask(trimmed);
  };

  // The hint asks for an email: once one is being typed it has done its job.
  const clearHint = () => setHint(null);

  return { notice, hint, pending, request, clearHint, close: () => setNotice(null) };
}
