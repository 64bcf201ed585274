import { ApiError, NetworkError } from './errors';
import { asText, isRecord, withTextFields } from './guards';
import { answerOf, api, apiUrl, upload, type UploadProgress } from './http';
import { savedObject } from './team';

/** The company's text fields (docs/product.md#3-entities); each is text or null once read. */
const COMPANY_TEXT_FIELDS = [
  'company_display',
  'logo_path',
  'company_website',
  'company_phone',
  'company_address1',
  'company_address2',
  'company_city',
  'company_state',
  'company_zipcode',
  'company_docs_base_url',
  'company_docs_link_name',
] as const;

/** A company as read: every field the server sent, and Refine's `id`. */
type CompanyRecord = Record<string, unknown> & { id: string | number | undefined; company_id?: string };

/**
 * The one company normalizer (the data provider's, and the calls below): every field kept, the
 * text fields as text or null, `company_id` as text (ids are opaque strings: docs/decisions.md#ids), and
 * Refine's `id` = company_id.
 */
export function normalizeCompany(row: Record<string, unknown>): CompanyRecord {
  const out = withTextFields(row, COMPANY_TEXT_FIELDS);
  const companyId = asText(row.company_id);
  if (companyId === null) {
    const id = row.id;
    return { ...out, id: typeof id === 'string' || typeof id === 'number' ? id : undefined };
  }
  return { ...out, company_id: companyId, id: companyId };
}

/**
 * The upload answer as the spec writes it, `{ company, company_display }` where `company` is the
 * company id, or with `company_id` (docs/decisions.md#upload-answer): every field kept, and
 * `company_id` set as text either way (undefined only when the answer names no company).
 */
export function readUploadAnswer(body: unknown): Record<string, unknown> & { company_id?: string } {
  if (!isRecord(body)) return {};
  const companyId = asText(body.company_id) ?? asText(body.company);
  return companyId === null ? { ...body } : { ...body, company_id: companyId };
}

/** Where an uploaded PDF goes: an existing company, or a new one of that name. */
type UploadTarget = { company_id: string } | { company_name: string };

/**
 * POST /upload (multipart: file plus company_id or company_name), with progress; the answer read
 * by readUploadAnswer.
 */
export async function uploadPdf(
  file: Blob | undefined,
  target: UploadTarget,
  onProgress?: UploadProgress,
): Promise<Record<string, unknown> & { company_id?: string }> {
  const form = new FormData();
  if (file) form.append('file', file, file instanceof File ? file.name : 'document.pdf');
  if ('company_id' in target) form.append('company_id', target.company_id);
  else form.append('company_name', target.company_name);
  return readUploadAnswer(await upload('/upload', form, onProgress));
}

/** POST /upload-logo (multipart: company_id, file): the company with its new logo_path. */
export async function uploadCompanyLogo(companyId: string, file: File): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('file', file, file.name);
  // The browser sets the multipart boundary; the typed body only names the fields.
  return savedObject(
    await answerOf(api.POST('/upload-logo', { body: { company_id: companyId, file: file.name }, bodySerializer: () => form })),
  );
}

/**
 * A carrier document, fetched straight from its docs URL (docs/product.md#7-calls) as a Blob. Files are public,
 * so no credentials go with it (the docs URL may be on another origin).
 */
/** A document on a site the app may not fetch from (its Content-Security-Policy allows only its own origin and the API's). */
export class ElsewhereError extends Error {
  constructor() {
    super('The document is on another site');
    this.name = 'ElsewhereError';
  }
}

/** Whether `url` is on the app's origin or the API's: the only ones the app connects to (connect-src). */
function isFetchable(url: string): boolean {
  try {
    const origin = new URL(url, window.location.href).origin;
    return origin === window.location.origin || origin === new URL(apiUrl('/'), window.location.href).origin;
  } catch {
    return false;
  }
}

export async function fetchDocumentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  // Not tried at all: the browser would refuse it (CSP) and report a violation.
  if (!isFetchable(url)) throw new ElsewhereError();
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'omit', signal });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!res.ok) throw new ApiError(res.status, undefined, undefined);
  return res.blob();
}
