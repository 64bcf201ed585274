import { changedFields } from '../../components/changed-fields';
import type { TeamUser } from './types';

type MemberValues = { first_name: string; last_name: string; email: string; is_active: boolean };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A member as the edit form starts. */
export const memberValues = (m: TeamUser): MemberValues => ({
  first_name: text(m.first_name),
  last_name: text(m.last_name),
  email: text(m.email || m.username),
  is_active: Number(m.is_active) === 1,
});

/** A member's values as the PATCH writes them: names trimmed (blank as null), the email lowercased, active as 1 or 0. */
const asBody = (v: MemberValues) => ({
  first_name: text(v.first_name) || null,
  last_name: text(v.last_name) || null,
  email: text(v.email).toLowerCase(),
  is_active: v.is_active ? 1 : 0,
});

/**
 * The PATCH body: only the fields the owner changed (docs/decisions.md#updates). A new email
 * changes the login (`username`) and the address (`email`) together.
 */
export function memberChanges(m: TeamUser, v: MemberValues): Record<string, unknown> {
  const { email, ...rest } = changedFields(asBody(v), asBody(memberValues(m)));
  return email ? { ...rest, username: email, email } : rest;
}
