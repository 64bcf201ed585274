import type { BaseRecord } from '@refinedev/core';
import type { User } from '../../api';

/** A user as Refine holds it: the data provider adds `full_name`, and `org_name` when joined (`join: 'org'`). */
export type UserRecord = User & BaseRecord & { full_name?: string | null; org_name?: string | null };

/** is_active is 1 or 0 (docs/product.md#3-entities); a server sending a boolean is read the same. */
export const isActive = (u: Pick<User, 'is_active'>): boolean => u.is_active === 1 || (u.is_active as unknown) === true;
