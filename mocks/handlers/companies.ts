// Companies (carriers) and their documents: anyone of the organization reads them, admins and
// superadmins write them. Everything is scoped to the caller's organization.
import { HttpResponse, type HttpHandler } from 'msw';
import { prefetchText } from '../assistant/assistant';
import { newFileKey, putFile, removeFile } from '../db/blobs';
import { docUrl } from '../db/seed';
import { db, nextCompanyId, nextDocumentId } from '../db/store';
import {
  newCompanyRow,
  type CompanyRow,
  type DocumentList,
  type DocumentRow,
  type OkResponse,
  type UploadResponse,
  type UserRow,
} from '../db/types';
import { companyEtag, toCompany, toDocument } from '../db/views';
import { jsonWithEtag, staleWrite } from '../lib/etag';
import { fieldError, notFound, validation } from '../lib/errors';
import { authorize } from '../lib/guard';
import type { Action } from '../../src/api/policy';
import { router } from '../lib/route';
import { checkLogo, checkPdf, readUpload } from '../lib/upload';
import { Fields, jsonObject, limitFailure, nameKey } from '../lib/validate';

const DEFAULT_DOCS_LINK_NAME = 'Underwriting Documents';
const NEW_COMPANY_MSG = 'Enter a Company Name for a new company, or select one on the left.';

/** The company `id` of the caller's organization, or the 401/403/404 to answer with. */
function companyFor(request: Request, resource: string, action: Action, id: string): { caller: UserRow; company: CompanyRow } | Response {
  const caller = authorize(request, resource, action);
  if (caller instanceof Response) return caller;
  const company = db.companies.find((c) => c.company_id === id && c.org_id === caller.org_id);
  return company ? { caller, company } : notFound('Company not found');
}

const documentsOf = (companyId: string): DocumentRow[] => db.documents.filter((d) => d.company_id === companyId);

/**
 * Keeps the company's docs link on one of its documents (the first one) when it pointed at one
 * that is gone or had none; a link an admin set elsewhere stays.
 */
function relinkDocs(company: CompanyRow): void {
  const docs = documentsOf(company.company_id);
  const ours = docUrl(db.basePath, company.company_id, '').replace(/\.pdf$/, '');
  const current = company.company_docs_base_url;
  if (current && (!current.startsWith(ours) || docs.some((d) => docUrl(db.basePath, company.company_id, d.doc_id) === current))) return;
  company.company_docs_base_url = docs[0] ? docUrl(db.basePath, company.company_id, docs[0].doc_id) : null;
  if (docs[0]) company.company_docs_link_name ??= DEFAULT_DOCS_LINK_NAME;
}

function removeDocument(doc: DocumentRow): void {
  if (doc.source.kind === 'uploaded') removeFile(doc.source.fileKey);
  db.documents = db.documents.filter((d) => d !== doc);
}

export function removeCompany(company: CompanyRow): void {
  documentsOf(company.company_id).forEach(removeDocument);
  if (company.logo?.kind === 'uploaded') removeFile(company.logo.fileKey);
  db.conversations = db.conversations.filter((c) => c.company_id !== company.company_id);
  db.companies = db.companies.filter((c) => c !== company);
}

const COMPANY_FIELDS = [
  'company_website',
  'company_phone',
  'company_address1',
  'company_address2',
  'company_city',
  'company_zipcode',
  'company_docs_base_url',
  'company_docs_link_name',
] as const;

export function companyHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.get('/companies', ({ request }) => {
      const caller = authorize(request, 'companies', 'list');
      if (caller instanceof Response) return caller;
      return HttpResponse.json(db.companies.filter((c) => c.org_id === caller.org_id).map(toCompany));
    }),

    r.get('/companies/:id', ({ request, params }) => {
      const found = companyFor(request, 'companies', 'show', params.id);
      return found instanceof Response ? found : jsonWithEtag(toCompany(found.company), companyEtag(found.company));
    }),

    r.get('/companies/:id/documents', ({ request, params }) => {
      const found = companyFor(request, 'documents', 'list', params.id);
      if (found instanceof Response) return found;
      const answer: DocumentList = { documents: documentsOf(found.company.company_id).map(toDocument) };
      return HttpResponse.json(answer);
    }),

    r.patch('/companies/:id', async ({ request, params }) => {
      const found = companyFor(request, 'companies', 'edit', params.id);
      if (found instanceof Response) return found;
      const { company } = found;
      const stale = staleWrite(request, companyEtag(company));
      if (stale) return stale;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const name = f.str('company_display', { nonBlank: true, blankMsg: 'Company name cannot be empty.' });
      if (f.has('company_display') && body.company_display === null)
        f.errors.push(fieldError('company_display', 'Company name cannot be empty.'));
      const values = Object.fromEntries(COMPANY_FIELDS.map((k) => [k, f.str(k)]));
      const state = f.str('company_state', { lower: false });
      if (typeof state === 'string' && !/^[A-Za-z]{2}$/.test(state))
        f.errors.push(fieldError('company_state', 'Use a two-letter state code.'));
      const failed = f.fail();
      if (failed) return failed;
      if (name) company.company_display = name;
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) (company as unknown as Record<string, string | null>)[key] = value;
      }
      if (state !== undefined) company.company_state = state === null ? null : state.toUpperCase();
      return jsonWithEtag(toCompany(company), companyEtag(company));
    }),

    r.post('/upload', async ({ request }) => {
      const caller = authorize(request, 'documents', 'create');
      if (caller instanceof Response) return caller;
      const form = await readUpload(request);
      if (form instanceof Response) return form;
      const tooLong = limitFailure(form.fields);
      if (tooLong) return tooLong;
      const companyId = form.fields.company_id?.trim();
      const companyName = form.fields.company_name?.trim();
      let company: CompanyRow | undefined;
      if (companyId) {
        company = db.companies.find((c) => c.company_id === companyId && c.org_id === caller.org_id);
        if (!company) return notFound('Company not found');
      } else if (!companyName) {
        return validation([fieldError('company_name', NEW_COMPANY_MSG, 'missing')]);
      }
      const file = checkPdf(form.file);
      if (file instanceof Response) return file;

      const now = new Date().toISOString();
      let createdCompany = false;
      // "the one of that name" as people read names: no look-alike second company.
      company ??= db.companies.find((c) => c.org_id === caller.org_id && nameKey(c.company_display) === nameKey(companyName!));
      if (!company) {
        createdCompany = true;
        company = newCompanyRow({ company_id: nextCompanyId(), company_display: companyName!, org_id: caller.org_id, created_at: now });
        db.companies.push(company);
      }
      const fileKey = newFileKey(`docs/${company.company_id}`);
      putFile(fileKey, { mime: 'application/pdf', bytes: file.bytes });
      const doc: DocumentRow = {
        doc_id: nextDocumentId(),
        company_id: company.company_id,
        org_id: caller.org_id,
        uploaded_at: now,
        source_filename: file.name,
        title: file.name.replace(/\.pdf$/i, ''),
        source: { kind: 'uploaded', fileKey },
      };
      db.documents.push(doc);
      relinkDocs(company);
      prefetchText(doc);
      const answer: UploadResponse = {
        company: company.company_id,
        company_id: company.company_id,
        company_display: company.company_display,
        created_company: createdCompany,
        doc_id: doc.doc_id,
        document: toDocument(doc),
      };
      return HttpResponse.json(answer);
    }),

    r.post('/upload-logo', async ({ request }) => {
      const caller = authorize(request, 'companies', 'edit');
      if (caller instanceof Response) return caller;
      const form = await readUpload(request);
      if (form instanceof Response) return form;
      const companyId = form.fields.company_id?.trim();
      if (!companyId) return validation([fieldError('company_id', 'Field required', 'missing')]);
      const company = db.companies.find((c) => c.company_id === companyId && c.org_id === caller.org_id);
      if (!company) return notFound('Company not found');
      const logo = checkLogo(form.file);
      if (logo instanceof Response) return logo;
      if (company.logo?.kind === 'uploaded') removeFile(company.logo.fileKey);
      const fileKey = newFileKey(`logos/company/${company.company_id}`);
      putFile(fileKey, { mime: logo.mime, bytes: logo.file.bytes });
      company.logo = { kind: 'uploaded', fileKey, mime: logo.mime };
      const ext = logo.mime === 'image/jpeg' ? 'jpg' : 'png';
      // A new query string per upload, so browsers do not show a cached old logo.
      company.logo_path = `/files/companies/${encodeURIComponent(company.company_id)}/logo.${ext}?v=${fileKey.split('/').pop()}`;
      return HttpResponse.json(toCompany(company));
    }),

    r.delete('/delete-company/:id', ({ request, params }) => {
      const found = companyFor(request, 'companies', 'delete', params.id);
      if (found instanceof Response) return found;
      removeCompany(found.company);
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),

    r.delete('/delete-document/:companyId/:docId', ({ request, params }) => {
      const found = companyFor(request, 'documents', 'delete', params.companyId);
      if (found instanceof Response) return found;
      const doc = documentsOf(found.company.company_id).find((d) => d.doc_id === params.docId);
      if (!doc) return notFound('Document not found');
      removeDocument(doc);
      relinkDocs(found.company);
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),
  ];
}
