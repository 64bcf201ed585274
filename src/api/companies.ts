import { NetworkError, ApiError } from './errors';
import { request } from './http';
import { isRecord, listIn, withTextFields } from './list';
import type { Company } from './types';

const isCompany = (v: unknown): v is Company =>
  isRecord(v) && (typeof v.company_id === 'string' || typeof v.company_id === 'number');

/** The company's text fields (spec §3); each is text or null once read. */
export const COMPANY_TEXT_FIELDS = [
  'company_display', 'logo_path', 'company_website', 'company_phone', 'company_address1', 'company_address2',
  'company_city', 'company_state', 'company_zipcode', 'company_docs_base_url', 'company_docs_link_name',
] as const;

const normalize = (c: Company): Company => ({ ...withTextFields(c, COMPANY_TEXT_FIELDS), company_id: String(c.company_id) });

/**
 * GET /companies (a bare array, or wrapped as `{ companies: [...] }`); a body holding no list is
 * logged and counts as no companies (spec §8).
 */
export async function listCompanies(): Promise<Company[]> {
  const body = await request<unknown>('/companies');
  const rows = listIn(body, 'companies');
  if (!rows) {
    console.error('GET /companies did not answer a list', body);
    return [];
  }
  return rows.filter(isCompany).map(normalize);
}

/** GET /companies/{id} → the company object (null when the body is not one). */
export async function fetchCompany(companyId: string): Promise<Company | null> {
  const body = await request<unknown>(`/companies/${encodeURIComponent(companyId)}`);
  return isCompany(body) ? normalize(body) : null;
}

/**
 * A carrier document, fetched straight from its docs URL (spec §7) as a Blob. Files are public,
 * so no credentials go with it (the docs URL may be on another origin).
 */
export async function fetchDocumentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'omit', signal });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!res.ok) throw new ApiError(res.status, undefined, undefined);
  return res.blob();
}
