import { API_MOCKS } from '../../config';
import { safeHref } from '../../components/display';

/**
 * docs/decisions.md#reset-links: a reset (invite) link in an answer exists only in mock mode, and is shown only
 * when mocks are on; with mocks off whatever a server sends is ignored (a real one e-mails it).
 */
export const inviteLinkOf = (resetUrl: unknown): string | null => (API_MOCKS ? safeHref(resetUrl) : null);
