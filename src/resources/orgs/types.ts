import type { BaseRecord } from '@refinedev/core';
import type { Organization } from '../../api';

/** An organization as Refine holds it, with its billing owner's name when the list was joined (data provider `join: 'owner'`). */
export type OrgRecord = Organization & BaseRecord & { owner_name?: string | null; owner_email?: string | null };

/** Comped (docs/product.md#4-states): plan Comped with status active. */
export const isComped = (org: Pick<Organization, 'plan' | 'subscription_status'>): boolean =>
  org.plan === 'Comped' && org.subscription_status === 'active';
