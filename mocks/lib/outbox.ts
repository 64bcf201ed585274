// The mail a real server would send (reset and invite links), kept instead of sent. Whether an
// answer also carries the link (`reset_url`) is a mode (docs/decisions.md#reset-links): on for the
// in-browser worker and tests (mock mode), off for the HTTP mock server unless it was started in
// demo mode, since anyone who can reach it over HTTP could otherwise reset any password.
import { onReset } from '../db/store';
import type { UserRow } from '../db/types';
import { issueResetToken } from './auth';

interface Mail {
  to: string;
  kind: 'reset' | 'invite';
  url: string;
  sent_at: string;
}

let linksInAnswers = true;
const sent: Mail[] = [];
onReset(() => {
  sent.length = 0;
});

/** Whether forgot-password and invite answers carry the link (`reset_url`). */
export function setLinksInAnswers(on: boolean): void {
  linksInAnswers = on;
}

const TTL_SEC: Record<Mail['kind'], number> = { reset: 3600, invite: 7 * 86_400 };

/**
 * "E-mails" the user a link to /reset-password on the app's origin (a reset link is valid one
 * hour, an invite 7 days, each once): it goes to the outbox, and is answered for the response
 * (`reset_url`) only in mock mode.
 */
export function mailResetLink(user: UserRow, kind: Mail['kind']): string | undefined {
  const url = `/reset-password?token=${encodeURIComponent(issueResetToken(user, { expiresInSec: TTL_SEC[kind] }))}`;
  sent.push({ to: user.email.toLowerCase(), kind, url, sent_at: new Date().toISOString() });
  return linksInAnswers ? url : undefined;
}

/** What was sent (to one address, when given), oldest first. */
export function outbox(to?: string): Mail[] {
  const wanted = to?.trim().toLowerCase();
  return sent.filter((m) => !wanted || m.to === wanted);
}
