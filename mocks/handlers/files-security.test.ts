// Hardening of the files the library shows (docs/decisions.md#files): names of any script,
// unguessable document URLs, PDFs checked by their first bytes, no MIME sniffing.
import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { buildPdf } from '../db/pdf';
import { cleanUploadName } from '../lib/upload';
import { call, tokenOf } from '../test-utils';

const ADMIN = 'admin@harborview.test';
const pdf = buildPdf({ title: 'T', footer: 'f', blocks: [{ type: 'para', text: 'Binding authority is $1,000,000.' }] });
const enc = new TextEncoder();

const upload = (name: string, bytes: Uint8Array = pdf) =>
  call('/upload', {
    method: 'POST',
    token: tokenOf(ADMIN),
    multipart: [{ company_id: 'cmp_hv_northstar' }, { bytes, name, type: 'application/pdf' }],
  });

/** The name a Content-Disposition header gives: `filename*` (RFC 8187) when there, else `filename`. */
function nameIn(header: string | null): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]*)"/.exec(header ?? '')?.[1] ?? null;
}

describe('documents with names of any script (item 2)', () => {
  it.each(['保険ガイド 2025.pdf', 'Ωmega.pdf', '🌊 Flood “guide”.pdf', 'Résumé; 50% off.pdf'])(
    'uploads %s and serves it with an RFC 6266 Content-Disposition',
    async (name) => {
      const up = await upload(name);
      expect(up.status).toBe(200);
      expect(up.body.document.source_filename).toBe(name);
      const res = await fetch(new URL(up.body.document.url, location.origin));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const header = res.headers.get('content-disposition')!;
      // ASCII only (a header is Latin-1), with the fallback first and the real name in filename*.
      expect(header).toMatch(/^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
      expect(/filename="([^"]*)"/.exec(header)![1]).not.toMatch(/["\\]/);
      expect(nameIn(header)).toBe(name);
      expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    },
  );

  it('strips control characters and bidi overrides at upload, keeps the script', async () => {
    const up = await upload('ev\u0001il\u001b \u202Efdp.exe 保険.pdf');
    expect(up.status).toBe(200);
    expect(up.body.document.source_filename).toBe('evil fdp.exe 保険.pdf');
    expect(cleanUploadName('a\u0000b\r\nc\u009f\u2066d/..\\e.pdf')).toBe('abcd_.._e.pdf');
    expect(cleanUploadName('\u0007 ')).toBe('document.pdf');
    const long = cleanUploadName(`${'保'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('files are served as what they are (item 10)', () => {
  it('refuses an HTML polyglot with %PDF- further in; accepts %PDF- after a BOM and whitespace', async () => {
    const polyglot = enc.encode('<html><!-- %PDF-1.4 --><script>alert(1)</script></html>');
    expect((await upload('fake.pdf', polyglot)).status).toBe(400);
    const late = new Uint8Array([...enc.encode(' '.repeat(10) + 'x'), ...pdf]);
    expect((await upload('late.pdf', late)).status).toBe(400);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x0a, 0x20, ...pdf]);
    expect((await upload('bom.pdf', bom)).status).toBe(200);
  });

  it('sends X-Content-Type-Options: nosniff with documents, logos and invoices', async () => {
    const company = db.companies.find((c) => c.company_id === 'cmp_hv_northstar')!;
    const invoice = db.invoices[0]!;
    for (const url of [company.company_docs_base_url!, `/api${company.logo_path}`, invoice.invoice_pdf!]) {
      const res = await fetch(new URL(url, location.origin));
      expect([url, res.status, res.headers.get('x-content-type-options')]).toEqual([url, 200, 'nosniff']);
    }
  });
});

describe('uploaded documents cannot be guessed (item 6)', () => {
  it('gives each upload a random 128-bit id and file key, not a counter', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(`guide ${i}.pdf`)).body.doc_id);
    for (const id of ids) expect(id).toMatch(/^doc_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
    // Neighbouring uploads share no prefix a counter would give.
    expect(ids[0]!.slice(0, 10)).not.toBe(ids[1]!.slice(0, 10));
    const keys = db.documents.filter((d) => ids.includes(d.doc_id)).map((d) => (d.source.kind === 'uploaded' ? d.source.fileKey : ''));
    for (const key of keys) expect(key).toMatch(/^docs\/cmp_hv_northstar\/[0-9a-f]{32}$/);
  });
});
