import type { BaseRecord } from '@refinedev/core';
import type { Invoice } from '../../api';

/** An invoice as Refine holds it (the data provider reads its text fields as text). */
export type InvoiceRecord = Invoice & BaseRecord;
