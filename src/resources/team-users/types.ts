import type { BaseRecord } from '@refinedev/core';
import type { User } from '../../api';

/** A member of the owner's organization as Refine holds it; a create answer may carry the invite link. */
export type TeamUser = User & BaseRecord & { reset_url?: unknown };

/** What a member action tells the owner: the spec's words, the server's detail, a link (mock mode). */
export type Notice = { kind: 'success' | 'error'; title: string; detail?: string | null; link?: string | null };
