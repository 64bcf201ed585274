// Dates and times as a console shows them (ISO strings; the day as format.ts writes it).
import { formatDate as formatDay } from './format';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "Mar 4, 2024"; '' for a missing or unreadable time. */
export const formatDate = (iso: string | null | undefined): string => {
  return formatDay(parse(iso)) ?? '';
};

/** "Mar 4, 2024, 3:22 PM"; '' for a missing or unreadable time. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = parse(iso);
  return d ? DATE_TIME.format(d) : '';
};

/** "just now", "5 min ago", "3 h ago", "2 d ago", else the date; '' for a missing time. */
export function timeAgo(iso: string | null | undefined, now = Date.now()): string {
  const d = parse(iso);
  if (!d) return '';
  const s = Math.max(0, Math.round((now - d.getTime()) / 1000));
  if (s < 60) return 'just now';
  if (s < 3_600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3_600)} h ago`;
  if (s < 30 * 86_400) return `${Math.floor(s / 86_400)} d ago`;
  return formatDay(d) ?? '';
}
