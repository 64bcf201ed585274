// Public files, as a static file server would serve them: carrier PDFs and logos, org logos,
// invoice PDFs. Seeded files are generated on demand; uploads come from db.files.
import { HttpResponse, type HttpHandler } from 'msw';
import { carrierDocument } from '../db/carriers';
import { buildPdf } from '../db/pdf';
import { makeLogoPng } from '../db/png';
import { db } from '../db/store';
import type { LogoSource, StoredFile } from '../db/types';
import { notFound } from '../lib/errors';
import { router } from '../lib/route';

const cache = new Map<string, Uint8Array>();

function cached(key: string, make: () => Uint8Array): Uint8Array {
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = make();
    cache.set(key, bytes);
  }
  return bytes;
}

/**
 * `Content-Disposition` for a file name of any script (RFC 6266): an ASCII fallback for old
 * clients, and the real name as UTF-8 in `filename*` (RFC 8187). Header values must be Latin-1,
 * so the raw name (保険ガイド, Ωmega, an emoji) can never go in as it is.
 */
function contentDisposition(filename: string, type: 'inline' | 'attachment' = 'inline'): string {
  // eslint-disable-next-line no-control-regex
  const name = filename.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || 'document';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function fileResponse(bytes: Uint8Array, mime: string, filename?: string): Response {
  // nosniff: a browser takes the declared type, never guesses HTML from the bytes.
  const headers: Record<string, string> = {
    'Content-Type': mime,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (filename) headers['Content-Disposition'] = contentDisposition(filename);
  // A copy, so the body owns a plain ArrayBuffer of exactly these bytes.
  return new HttpResponse(bytes.slice().buffer, { status: 200, headers });
}

function logoFile(logo: LogoSource | null, cacheKey: string): StoredFile | null {
  if (!logo) return null;
  if (logo.kind === 'uploaded') return db.files.get(logo.fileKey) ?? null;
  const bytes = cached(`${cacheKey}:${logo.color.join(',')}:${logo.accent.join(',')}:${logo.pattern}`, () =>
    makeLogoPng(logo.color, logo.accent, logo.pattern),
  );
  return { mime: 'image/png', bytes };
}

const EXT_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

export function fileHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.get('/files/companies/:companyId/:logoFile', ({ params }) => {
      const match = /^logo\.(png|jpg)$/.exec(params.logoFile);
      const company = match ? db.companies.find((c) => c.company_id === params.companyId) : undefined;
      const file = company && logoFile(company.logo, `company:${company.company_id}`);
      if (!match || !file || file.mime !== EXT_MIME[match[1]]) return notFound('Logo not found');
      return fileResponse(file.bytes, file.mime);
    }),

    r.get('/files/companies/:companyId/docs/:docFile', ({ params }) => {
      const docId = params.docFile.replace(/\.pdf$/i, '');
      const doc = db.documents.find((d) => d.company_id === params.companyId && d.doc_id === docId);
      if (!doc || !/\.pdf$/i.test(params.docFile)) return notFound('Document not found');
      if (doc.source.kind === 'uploaded') {
        const file = db.files.get(doc.source.fileKey);
        return file ? fileResponse(file.bytes, 'application/pdf', doc.source_filename) : notFound('Document not found');
      }
      const { template, variant } = doc.source;
      const bytes = cached(`doc:${template}:${variant}:${doc.title}`, () => buildPdf(carrierDocument(template, variant, doc.title)));
      return fileResponse(bytes, 'application/pdf', doc.source_filename);
    }),

    r.get('/logos/:file', ({ params }) => {
      const match = /^(\d+)\.(png|jpg)$/.exec(params.file);
      const org = match ? db.orgs.find((o) => o.id === Number(match[1])) : undefined;
      const file = org && logoFile(org.logo, `org:${org.id}`);
      if (!match || !file || file.mime !== EXT_MIME[match[2]]) return notFound('Logo not found');
      return fileResponse(file.bytes, file.mime);
    }),

    r.get('/files/invoices/:file', ({ params }) => {
      const id = params.file.replace(/\.pdf$/i, '');
      const invoice = db.invoices.find((i) => i.id === id);
      const org = invoice && db.orgs.find((o) => o.id === invoice.org_id);
      if (!invoice || !org) return notFound('Invoice not found');
      const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
      const money = (minor: number) => `${(minor / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
      const bytes = buildPdf({
        title: `Invoice ${invoice.number ?? invoice.id}`,
        footer: 'Underwriter Desk — billing@underwriter.test',
        blocks: [
          { type: 'title', text: `Invoice ${invoice.number ?? invoice.id}` },
          { type: 'subtitle', text: `Billed to ${org.name}` },
          { type: 'para', text: `Status: ${invoice.status ?? 'unknown'}. Issued ${day(invoice.created)}.` },
          { type: 'para', text: `Service period: ${day(invoice.period_start)} to ${day(invoice.period_end)}.` },
          { type: 'heading', text: 'Amount' },
          { type: 'para', text: `Total: ${money(invoice.total)}` },
        ],
      });
      return fileResponse(bytes, 'application/pdf', `${invoice.number ?? invoice.id}.pdf`);
    }),
  ];
}
