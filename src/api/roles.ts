import type { Role } from './types';

/**
 * The contract's `Role` enum (openapi.yaml), in words. `satisfies` makes a role added to or dropped
 * from the contract a type error here, so the list below is always the enum's.
 */
const ROLE_WORDS = { agent: 'Agent', admin: 'Admin', superadmin: 'Superadmin' } as const satisfies Record<Role, string>;

const ROLES = Object.keys(ROLE_WORDS) as Role[];

export const isRole = (v: unknown): v is Role => ROLES.some((r) => r === v);

/** A role in words; one the contract does not know is shown as it is. */
export const roleWords = (role: unknown): string => (isRole(role) ? ROLE_WORDS[role] : String(role ?? ''));

/** The roles as a select's options. */
export const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_WORDS[r] }));
