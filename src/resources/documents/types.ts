import type { BaseRecord } from '@refinedev/core';
import type { DocumentEntry } from '../../api';

/** A document as Refine holds it: the spec fields plus `id` (= doc_id). */
export type DocumentRecord = DocumentEntry & BaseRecord;
