import { encode as encodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../db/pdf';
import { makeLogoPng } from '../db/png';
import { db } from '../db/store';
import { call, fieldsOf, orgByName, tokenOf } from '../test-utils';

const ADMIN = 'admin@harborview.test';
const pdfBytes = (text = 'Flood zone rules for coastal risks') =>
  buildPdf({
    title: 'Test',
    footer: 'footer',
    blocks: [
      { type: 'title', text: 'Test guide' },
      { type: 'para', text },
    ],
  });

const upload = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }, email = ADMIN) =>
  call('/upload', { method: 'POST', token: tokenOf(email), multipart: [fields, file] });

describe('GET /companies, /companies/{id}, /companies/{id}/documents', () => {
  it('lists the companies of the caller’s organization to any member', async () => {
    const org = orgByName('Harborview Insurance Group');
    const { status, body } = await call('/companies', { token: tokenOf('agent@harborview.test') });
    expect(status).toBe(200);
    expect(body.map((c: { company_id: string }) => c.company_id)).toEqual(
      db.companies.filter((c) => c.org_id === org.id).map((c) => c.company_id),
    );
    expect(body[0]).not.toHaveProperty('org_id');
    const one = await call(`/companies/${body[0].company_id}`, { token: tokenOf('agent@harborview.test') });
    expect(one.body).toEqual(body[0]);
  });

  it('wraps documents, each with its URL', async () => {
    const { body } = await call('/companies/cmp_hv_northstar/documents', { token: tokenOf('agent@harborview.test') });
    expect(body.documents).toHaveLength(3);
    expect(body.documents[0]).toMatchObject({
      doc_id: 'doc_hv_northstar_1',
      source_filename: 'Northstar_HO_Underwriting_Guidelines_2025.pdf',
      url: '/api/files/companies/cmp_hv_northstar/docs/doc_hv_northstar_1.pdf',
    });
  });

  it('answers 404 for another organization’s company', async () => {
    const token = tokenOf('agent@harborview.test');
    expect((await call('/companies/cmp_sr_northstar', { token })).status).toBe(404);
    expect((await call('/companies/cmp_sr_northstar/documents', { token })).status).toBe(404);
  });
});

describe('PATCH /companies/{id}', () => {
  it('renames and edits the info fields; blank clears', async () => {
    const res = await call('/companies/cmp_hv_granite', {
      method: 'PATCH',
      token: tokenOf(ADMIN),
      json: { company_display: ' Granite Peak ', company_phone: '', company_state: 'co' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company_display: 'Granite Peak', company_phone: null, company_state: 'CO' });
  });

  it('answers 422 for an empty name or a bad state, 403 for an agent, 404 for another organization', async () => {
    const empty = await call('/companies/cmp_hv_granite', {
      method: 'PATCH',
      token: tokenOf(ADMIN),
      json: { company_display: '  ', company_state: 'Colorado' },
    });
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty.body)).toEqual(['company_display', 'company_state']);
    expect(empty.body.detail[0].msg).toBe('Company name cannot be empty.');
    expect((await call('/companies/cmp_hv_granite', { method: 'PATCH', token: tokenOf('agent@harborview.test'), json: {} })).status).toBe(
      403,
    );
    expect((await call('/companies/cmp_sr_granite', { method: 'PATCH', token: tokenOf(ADMIN), json: {} })).status).toBe(404);
  });
});

describe('the docs link', () => {
  it('can be set to any URL and stays through uploads', async () => {
    const token = tokenOf(ADMIN);
    const set = await call('/companies/cmp_hv_granite', {
      method: 'PATCH',
      token,
      json: { company_docs_base_url: 'https://docs.granite.example/guide', company_docs_link_name: 'Guide' },
    });
    expect(set.body).toMatchObject({ company_docs_base_url: 'https://docs.granite.example/guide', company_docs_link_name: 'Guide' });
    await upload({ company_id: 'cmp_hv_granite' }, { bytes: pdfBytes(), name: 'more.pdf' });
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.company_docs_base_url).toBe('https://docs.granite.example/guide');
  });
});

describe('POST /upload', () => {
  it('creates the company when given company_name, and serves the PDF at its docs URL', async () => {
    const bytes = pdfBytes();
    const res = await upload({ company_name: 'Coastal Re' }, { bytes, name: 'Coastal Guide.pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company_display: 'Coastal Re',
      created_company: true,
      document: { source_filename: 'Coastal Guide.pdf' },
    });
    expect(res.body.company).toBe(res.body.company_id);
    const company = (await call(`/companies/${res.body.company_id}`, { token: tokenOf('agent@harborview.test') })).body;
    expect(company.company_docs_base_url).toBe(res.body.document.url);
    const pdf = await fetch(new URL(company.company_docs_base_url, location.origin));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(bytes);
  });

  it('adds a PDF to an existing company', async () => {
    const res = await upload({ company_id: 'cmp_hv_keystone' }, { bytes: pdfBytes(), name: 'extra.pdf' });
    expect(res.body).toMatchObject({ company_id: 'cmp_hv_keystone', created_company: false });
    expect(db.documents.filter((d) => d.company_id === 'cmp_hv_keystone')).toHaveLength(4);
  });

  it('checks the content, not the name, and the size', async () => {
    const fake = await upload({ company_name: 'Fake' }, { bytes: new TextEncoder().encode('hello, not a pdf'), name: 'fake.pdf' });
    expect([fake.status, fake.body]).toEqual([400, { detail: 'Only PDF files are accepted.' }]);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    expect((await upload({ company_name: 'Big' }, { bytes: big, name: 'big.pdf' })).status).toBe(413);
    expect(db.companies.some((c) => c.company_display === 'Fake' || c.company_display === 'Big')).toBe(false);
  });

  it('answers 422 without a file or a company, 404 for another organization’s company, 403 for an agent', async () => {
    const noFile = await upload({ company_name: 'X' });
    expect([noFile.status, fieldsOf(noFile.body)]).toEqual([422, ['file']]);
    const noCompany = await upload({}, { bytes: pdfBytes(), name: 'a.pdf' });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.detail[0].msg).toBe('Enter a Company Name for a new company, or select one on the left.');
    expect((await upload({ company_id: 'cmp_sr_keystone' }, { bytes: pdfBytes(), name: 'a.pdf' })).status).toBe(404);
    expect((await upload({ company_name: 'X' }, { bytes: pdfBytes(), name: 'a.pdf' }, 'agent@harborview.test')).status).toBe(403);
  });
});

describe('POST /upload-logo', () => {
  it('stores a PNG or JPEG logo and serves it at the company’s logo_path', async () => {
    const png = makeLogoPng([1, 2, 3], [200, 200, 200], 1);
    const res = await call('/upload-logo', {
      method: 'POST',
      token: tokenOf(ADMIN),
      multipart: [{ company_id: 'cmp_hv_granite' }, { bytes: png, name: 'x.png', type: 'image/png' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.logo_path).toMatch(/^\/files\/companies\/cmp_hv_granite\/logo\.png\?v=/);
    const img = await fetch(new URL(`/api${res.body.logo_path}`, location.origin));
    expect([img.status, img.headers.get('content-type')]).toEqual([200, 'image/png']);
    const jpeg = new Uint8Array(encodeJpeg({ width: 8, height: 8, data: new Uint8Array(256).fill(90) }, 80).data);
    const asJpeg = await call('/upload-logo', {
      method: 'POST',
      token: tokenOf(ADMIN),
      multipart: [{ company_id: 'cmp_hv_granite' }, { bytes: jpeg, name: 'x.png', type: 'image/png' }],
    });
    expect(asJpeg.body.logo_path).toMatch(/logo\.jpg\?v=/);
    expect(db.files.size).toBe(1);
  });

  it('refuses other content and too large files', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    const res = await call('/upload-logo', {
      method: 'POST',
      token: tokenOf(ADMIN),
      multipart: [{ company_id: 'cmp_hv_granite' }, { bytes: gif, name: 'x.png' }],
    });
    expect([res.status, res.body]).toEqual([400, { detail: 'Logo must be a PNG or JPEG image.' }]);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      (
        await call('/upload-logo', {
          method: 'POST',
          token: tokenOf(ADMIN),
          multipart: [{ company_id: 'cmp_hv_granite' }, { bytes: big, name: 'x.png' }],
        })
      ).status,
    ).toBe(413);
  });
});

describe('deletes', () => {
  it('deletes a document and its file; the docs link moves to the next document', async () => {
    const up = await upload({ company_name: 'Coastal Re' }, { bytes: pdfBytes(), name: 'one.pdf' });
    await upload({ company_id: up.body.company_id }, { bytes: pdfBytes('second'), name: 'two.pdf' });
    expect(db.files.size).toBe(2);
    const del = await call(`/delete-document/${up.body.company_id}/${up.body.doc_id}`, { method: 'DELETE', token: tokenOf(ADMIN) });
    expect([del.status, del.body]).toEqual([200, { ok: true }]);
    expect(db.files.size).toBe(1);
    expect((await fetch(new URL(up.body.document.url, location.origin))).status).toBe(404);
    const company = db.companies.find((c) => c.company_id === up.body.company_id)!;
    expect(company.company_docs_base_url).toMatch(/\.pdf$/);
    expect(company.company_docs_base_url).not.toBe(up.body.document.url);
  });

  it('deletes a company with its documents and files', async () => {
    const up = await upload({ company_name: 'Coastal Re' }, { bytes: pdfBytes(), name: 'one.pdf' });
    expect((await call(`/delete-company/${up.body.company_id}`, { method: 'DELETE', token: tokenOf(ADMIN) })).body).toEqual({ ok: true });
    expect(db.files.size).toBe(0);
    expect(db.documents.some((d) => d.company_id === up.body.company_id)).toBe(false);
    expect((await call(`/companies/${up.body.company_id}`, { token: tokenOf(ADMIN) })).status).toBe(404);
  });

  it('answers 404 across organizations and 403 for an agent', async () => {
    expect((await call('/delete-company/cmp_sr_granite', { method: 'DELETE', token: tokenOf(ADMIN) })).status).toBe(404);
    expect((await call('/delete-document/cmp_sr_granite/doc_sr_granite_1', { method: 'DELETE', token: tokenOf(ADMIN) })).status).toBe(404);
    expect((await call('/delete-company/cmp_hv_granite', { method: 'DELETE', token: tokenOf('agent@harborview.test') })).status).toBe(403);
    expect((await call('/delete-document/cmp_hv_granite/nope', { method: 'DELETE', token: tokenOf(ADMIN) })).status).toBe(404);
  });
});
