import { formatDate } from '../../components/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Online", "Last seen 5 minutes ago", "Last seen Mar 4, 2025", or "Never signed in". */
export function lastSeenText(user: { online?: unknown; last_seen?: unknown }, now: number): string {
  if (user.online === true) return 'Online';
  const seen = typeof user.last_seen === 'string' ? Date.parse(user.last_seen) : NaN;
  if (!Number.isFinite(seen)) return 'Never signed in';
  const ago = Math.max(0, now - seen);
  if (ago < MINUTE) return 'Last seen just now';
  if (ago < HOUR) return `Last seen ${relative.format(-Math.floor(ago / MINUTE), 'minute')}`;
  if (ago < DAY) return `Last seen ${relative.format(-Math.floor(ago / HOUR), 'hour')}`;
  if (ago < 30 * DAY) return `Last seen ${relative.format(-Math.floor(ago / DAY), 'day')}`;
  return `Last seen ${formatDate(new Date(seen))}`;
}

/** Who has not signed in yet gets "Send invite": no presence ever recorded. */
export const neverSignedIn = (user: { online?: unknown; last_seen?: unknown }): boolean =>
  user.online !== true && !(typeof user.last_seen === 'string' && Number.isFinite(Date.parse(user.last_seen)));
