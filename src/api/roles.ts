import type { Role } from './types';

/**
 * The contract's `Role` enum (openapi.yaml), in words. `satisfies` makes a role added to or dropped
 * from the contract a type error here, so the list below is always the enum's.
 */
export const ROLE_WORDS = { agent: 'Agent', admin: 'Admin', superadmin: 'Superadmin' } as const satisfies Record<Role, string>;

export const ROLES = Object.keys(ROLE_WORDS) as Role[];

export const isRole = (v: unknown): v is Role => ROLES.some((r) => r === v);
