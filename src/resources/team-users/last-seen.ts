import { timeAgo } from '../../components/format';

/** "Online", "Last seen 5 minutes ago", "Last seen Mar 4, 2025", or "Never signed in". */
export function lastSeenText(user: { online?: unknown; last_seen?: unknown }, now: number): string {
  if (user.online === true) return 'Online';
  const ago = typeof user.last_seen === 'string' ? timeAgo(user.last_seen, now) : null;
  return ago ? `Last seen ${ago}` : 'Never signed in';
}

/** Who has not signed in yet gets "Send invite": no presence ever recorded. */
export const neverSignedIn = (user: { online?: unknown; last_seen?: unknown }): boolean =>
  user.online !== true && !(typeof user.last_seen === 'string' && Number.isFinite(Date.parse(user.last_seen)));
