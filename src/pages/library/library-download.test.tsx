import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, db, server, setFault } from '../../../mocks/node';
import { buildPdf } from '../../../mocks/db/pdf';
import { renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { cleanFileName, isPdf } from '../../resources/documents';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, getContext: HTMLCanvasElement.prototype.getContext };
const created: Blob[] = [];
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  created.length = 0;
  saved = [];
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof original.getContext;
  vi.stubGlobal('open', vi.fn());
  URL.createObjectURL = vi.fn((b: Blob) => {
    created.push(b);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  HTMLCanvasElement.prototype.getContext = original.getContext;
});

const NORTHSTAR = 'cmp_hv_northstar';
const DOC = `${window.location.origin}/api/files/companies/${NORTHSTAR}/docs/doc_hv_northstar_1.pdf`;
const EVIL = 'https://docs.evil.example/underwriting.pdf';
const HTML = '<html><body><h1>Sign in</h1><script>window.__pwned = true</script></body></html>';

async function openLibrary(url = '/library') {
  localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: NORTHSTAR }));
  forgetIdentity();
  const app = renderApp(url, { as: 'agent' });
  const viewer = await app.screen.findByRole('region', { name: 'Document viewer' });
  return { ...app, viewer, v: within(viewer) };
}

const shown = (v: ReturnType<typeof within>, name: RegExp) => v.findByRole('region', { name }, { timeout: 10_000 });

describe('/library: Download and Open in new tab follow the document shown', () => {
  it('Download saves the verified PDF under the document’s own file name, and follows a pick', async () => {
    const app = await openLibrary();
    await shown(app.v, /Homeowners Underwriting Guidelines 2025/);
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: expect.stringMatching(/^blob:test\/\d+$/),
      download: 'Northstar_HO_Underwriting_Guidelines_2025.pdf',
    });
    expect(created.at(-1)!.type).toBe('application/pdf');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(saved[0]!.href), { timeout: 3000 });

    await app.user.selectOptions(app.v.getByRole('combobox', { name: 'Document' }), 'Binding Authority Memo — Q1 2025');
    await shown(app.v, /Binding Authority Memo — Q1 2025/);
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.download).toBe('Northstar_Binding_Authority_Q1_2025.pdf');
    expect(window.open).not.toHaveBeenCalled();
  });

  it('keeps a file name of any script: header, picker and Download name', async () => {
    const bytes = buildPdf({
      title: '保険ガイド',
      footer: 'f',
      blocks: [{ type: 'para', text: 'Binding authority is limited to ¥50,000,000.' }],
    });
    db.files.set('docs/jp', { mime: 'application/pdf', bytes });
    db.documents.push({
      doc_id: 'doc_jp',
      company_id: NORTHSTAR,
      org_id: 1,
      title: '保険ガイド 2025',
      source_filename: '保険ガイド 2025.pdf',
      uploaded_at: new Date().toISOString(),
      source: { kind: 'uploaded', fileKey: 'docs/jp' },
    });
    const app = await openLibrary();
    await shown(app.v, /Homeowners Underwriting Guidelines 2025/);
    await app.user.selectOptions(app.v.getByRole('combobox', { name: 'Document' }), '保険ガイド 2025');
    await shown(app.v, /^Northstar Mutual — 保険ガイド 2025, 1 page$/);
    expect(app.v.getByRole('heading', { level: 2 })).toHaveTextContent('Northstar Mutual — 保険ガイド 2025');
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('保険ガイド 2025.pdf');
  });

  it('Open in new tab opens the verified PDF (a local object URL) at the page, never the raw URL', async () => {
    const app = await openLibrary('/library#page=2');
    await shown(app.v, /Homeowners Underwriting Guidelines 2025/);
    await app.user.click(app.v.getByRole('button', { name: 'Open in new tab' }));
    expect(window.open).toHaveBeenCalledWith(expect.stringMatching(/^blob:test\/\d+#page=2$/), '_blank', 'noopener,noreferrer');
    expect(created.at(-1)!.type).toBe('application/pdf');
  });
});

describe('/library: only a fetched, verified PDF is displayed', () => {
  const pointNorthstarAt = (url: string) => {
    const c = db.companies.find((x) => x.company_id === NORTHSTAR)!;
    c.company_docs_base_url = url;
  };

  it('refuses a docs URL on another site without fetching it (the CSP connects only to the app and the API): nothing framed, no script, Open in new tab there', async () => {
    pointNorthstarAt(EVIL);
    let asked = 0;
    server.use(
      http.get(EVIL, () => {
        asked++;
        return new HttpResponse(HTML, { headers: { 'Content-Type': 'application/pdf', 'Access-Control-Allow-Origin': '*' } });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    const refusal = await app.v.findByRole('alert');
    expect(refusal).toHaveTextContent("This document can't be shown here");
    expect(refusal).toHaveTextContent('It is on another site.');
    expect(asked).toBe(0);
    expect(document.querySelector('iframe, object, embed')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await app.user.click(within(refusal).getByRole('button', { name: 'Open in new tab' }));
    expect(window.open).toHaveBeenCalledWith(EVIL, '_blank', 'noopener,noreferrer');
    // Download does not save it; like any failed download it opens the other site's page.
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledTimes(2));
    expect(saved).toHaveLength(0);
  });

  it('never opens a non-PDF on the app’s own origin: no Open in new tab, and Download says it failed', async () => {
    server.use(http.get('*/api/files/companies/:c/docs/:d', () => new HttpResponse(HTML, { headers: { 'Content-Type': 'text/html' } })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    const refusal = await app.v.findByRole('alert');
    expect(refusal).toHaveTextContent("This document can't be shown here");
    expect(refusal).toHaveTextContent('It is not a PDF.');
    expect(within(refusal).queryByRole('button', { name: 'Open in new tab' })).toBeNull();
    expect(app.v.getByRole('button', { name: 'Open in new tab' })).toBeDisabled();
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    expect(await app.v.findByText('The document could not be downloaded.')).toBeInTheDocument();
    expect(window.open).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it('says when the document cannot be reached, and Try again loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('GET /files/companies/*/docs/*', { kind: 'status', status: 404 });
    const app = await openLibrary();
    const refusal = await app.v.findByRole('alert');
    expect(refusal).toHaveTextContent('It could not be loaded (HTTP 404).');
    clearFaults();
    await app.user.click(within(refusal).getByRole('button', { name: 'Try again' }));
    await shown(app.v, /Homeowners Underwriting Guidelines 2025/);
  });

  it('refuses a file that starts like a PDF but pdf.js cannot read', async () => {
    server.use(
      http.get(
        '*/api/files/companies/:c/docs/:d',
        () => new HttpResponse('%PDF-1.7\nnot really a pdf', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    const refusal = await app.v.findByRole('alert', {}, { timeout: 10_000 });
    expect(refusal).toHaveTextContent("This document can't be shown here");
    expect(refusal).toHaveTextContent('It could not be read as a PDF.');
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 }],
    ['cannot be reached', { kind: 'network' }],
  ] as const)('a document on the API’s own origin that %s opens in a new tab: from the pane, and on Download', async (_what, fault) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('GET /files/companies/*/docs/*', fault);
    const app = await openLibrary();
    const refusal = await app.v.findByRole('alert');
    expect(refusal).toHaveTextContent("This document can't be shown here");
    expect(refusal).toHaveTextContent('You can open it in a new tab instead.');
    await app.user.click(within(refusal).getByRole('button', { name: 'Open in new tab' }));
    expect(window.open).toHaveBeenLastCalledWith(DOC, '_blank', 'noopener,noreferrer');
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledTimes(2));
    expect(window.open).toHaveBeenLastCalledWith(DOC, '_blank', 'noopener,noreferrer');
    expect(saved).toHaveLength(0);
    expect(app.v.queryByText('The document could not be downloaded.')).not.toBeInTheDocument();
  });

  it('Download of an unreachable document on another site opens it there', async () => {
    pointNorthstarAt(EVIL);
    server.use(http.get(EVIL, () => HttpResponse.error()));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openLibrary();
    await app.v.findByRole('alert');
    await app.user.click(app.v.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith(EVIL, '_blank', 'noopener,noreferrer'));
    expect(saved).toHaveLength(0);
    expect(DOC).toContain(NORTHSTAR);
  });
});

describe('pdf helpers', () => {
  it('cleanFileName strips path, reserved and control characters and keeps any script', () => {
    expect(cleanFileName('Keystone Fire & Marine: "Rules" / 2025?.pdf')).toBe('Keystone Fire & Marine Rules 2025.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(cleanFileName('  ...  ')).toBe('document.pdf');
    expect(cleanFileName('a\u0000b\nc')).toBe('a b c.pdf');
    expect(cleanFileName('保険ガイド 2025.pdf')).toBe('保険ガイド 2025.pdf');
    expect(cleanFileName('Ωmega 🌊\u202Efdp.exe')).toBe('Ωmega 🌊 fdp.exe.pdf');
  });

  it('isPdf reads the %PDF- signature at the start only', async () => {
    expect(await isPdf(new Blob(['%PDF-1.7\n...']))).toBe(true);
    expect(await isPdf(new Blob(['\uFEFF \n%PDF-1.7']))).toBe(true);
    expect(await isPdf(new Blob(['<html><!-- %PDF-1.4 --></html>']))).toBe(false);
    expect(await isPdf(new Blob([]))).toBe(false);
  });
});
