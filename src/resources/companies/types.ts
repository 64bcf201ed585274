import type { BaseRecord } from '@refinedev/core';
import type { Company } from '../../api';

/** A company as Refine holds it: the spec fields plus `id` (= company_id). */
export type CompanyRecord = Company & BaseRecord;
