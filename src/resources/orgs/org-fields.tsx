import { Input } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';

// Limits of decisions.md ("Limits"), the same the server answers 422 past.
const SEATS_MAX = 100_000;

const NAME_EMPTY = 'Organization name cannot be empty.';
const SEATS_INVALID = 'Seat limit must be a whole number from 0 to 100,000.';
const seatsBelowActive = (limit: number, active: number): string =>
  `A seat limit of ${limit} is below this organization’s ${active} active users.`;

/** Organization name: required, not blank (spec §5). */
export const nameError = (name: string): string | null => (name.trim() ? null : NAME_EMPTY);

/** Seat limit: blank is unlimited; else a whole number 0–100,000, never below the active users. */
export function seatError(text: string, activeUsers?: number): string | null {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d+$/.test(t) || Number(t) > SEATS_MAX) return SEATS_INVALID;
  const n = Number(t);
  return activeUsers !== undefined && n < activeUsers ? seatsBelowActive(n, activeUsers) : null;
}

/** The seat limit as sent: blank → null (unlimited). */
export const seatValue = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);

export const seatText = (limit: number | null | undefined): string => (limit === null || limit === undefined ? '' : String(limit));

type InputProps = { id: string; value: string; onChange: (text: string) => void; disabled?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

/** A whole number with the server's bounds; blank reads "Unlimited". */
export function SeatLimitInput({ onChange, ...props }: InputProps) {
  return <Input {...props} type="number" min={0} max={SEATS_MAX} step={1} inputMode="numeric" placeholder="Unlimited" onChange={(e) => onChange(e.target.value)} />;
}

/** The organization name, at most 200 characters. */
export function NameInput({ onChange, ...props }: InputProps) {
  return <Input {...props} maxLength={NAME_MAX_LENGTH} autoComplete="off" onChange={(e) => onChange(e.target.value)} />;
}
