import type { TeamUser } from './types';

export type MemberValues = { first_name?: string; last_name?: string; email?: string; is_active?: boolean };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const orNull = (v: string): string | null => v || null;

/** A member as the edit form starts. */
export const memberValues = (m: TeamUser): MemberValues => ({
  first_name: text(m.first_name),
  last_name: text(m.last_name),
  email: text(m.email || m.username),
  is_active: Number(m.is_active) === 1,
});

/**
 * The PATCH body (decisions.md: only the fields the owner changed). A new email changes the login
 * (`username`) and the address (`email`) together, lowercased.
 */
export function memberChanges(m: TeamUser, v: MemberValues): Record<string, unknown> {
  const was = memberValues(m);
  const out: Record<string, unknown> = {};
  if (text(v.first_name) !== was.first_name) out.first_name = orNull(text(v.first_name));
  if (text(v.last_name) !== was.last_name) out.last_name = orNull(text(v.last_name));
  const email = text(v.email).toLowerCase();
  if (email && email !== was.email?.toLowerCase()) Object.assign(out, { username: email, email });
  if (v.is_active !== undefined && v.is_active !== was.is_active) out.is_active = v.is_active ? 1 : 0;
  return out;
}
