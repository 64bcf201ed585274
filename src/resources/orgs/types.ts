import type { BaseRecord } from '@refinedev/core';
import type { Organization } from '../../api';

/** An organization as Refine holds it. */
export type OrgRecord = Organization & BaseRecord;
