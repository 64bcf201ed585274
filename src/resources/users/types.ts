import type { BaseRecord } from '@refinedev/core';
import type { Role, User } from '../../api';

/** A user as Refine holds it: the data provider adds `full_name`, and `org_name` when joined (`join: 'org'`). */
export type UserRecord = User & BaseRecord & { full_name?: string | null; org_name?: string | null };

export const ROLES: readonly Role[] = ['agent', 'admin', 'superadmin'];
export const ROLE_WORDS: Record<Role, string> = { agent: 'Agent', admin: 'Admin', superadmin: 'Superadmin' };

/** is_active is 1 or 0 (spec §3); a server sending a boolean is read the same. */
export const isActive = (u: Pick<User, 'is_active'>): boolean => u.is_active === 1 || (u.is_active as unknown) === true;
