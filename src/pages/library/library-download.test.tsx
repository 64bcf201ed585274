import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, setFault } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { cleanFileName, isPdf } from '../../resources/documents';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const created: Blob[] = [];
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  created.length = 0;
  saved = [];
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
});

const DOC = `${window.location.origin}/api/files/companies/cmp_hv_northstar/docs/doc_hv_northstar_1.pdf`;

async function openNorthstar(hash = '') {
  localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
  forgetIdentity();
  const app = renderApp(`/library${hash}`, { as: 'agent' });
  const frame = await app.screen.findByTitle('Northstar Mutual — Underwriting Guidelines');
  return { ...app, frame };
}

describe('/library document handling', () => {
  it('shows the document from a local object URL, at the page', async () => {
    const { frame } = await openNorthstar('#page=2');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:test/1#page=2'));
    expect(created[0]!.type).toBe('application/pdf');
  });

  it('Download fetches a PDF blob, saves it under a clean name and revokes the URL', async () => {
    const app = await openNorthstar();
    await app.user.click(app.screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('Northstar Mutual Underwriting Guidelines.pdf');
    expect(saved[0]!.href).toMatch(/^blob:test\/\d+$/);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(saved[0]!.href), { timeout: 3000 });
    expect(window.open).not.toHaveBeenCalled();
  });

  it.each([
    ['is not a PDF', () => server.use(http.get('*/api/files/companies/:c/docs/:d', () => new HttpResponse('<html>login</html>', { headers: { 'Content-Type': 'application/pdf' } })))],
    ['answers 404', () => setFault('GET /files/companies/*/docs/*', { kind: 'status', status: 404 })],
    ['cannot be reached', () => setFault('GET /files/companies/*/docs/*', { kind: 'network' })],
  ])('Download opens the document in a new tab when it %s', async (_n, breakIt) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openNorthstar();
    breakIt();
    await app.user.click(within(app.screen.getByRole('region', { name: 'Document viewer' })).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith(DOC, '_blank', 'noopener,noreferrer'));
    expect(saved).toHaveLength(0);
  });

  it('Open in new tab opens the document', async () => {
    const app = await openNorthstar('#page=4');
    await waitFor(() => expect(app.frame).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await app.user.click(app.screen.getByRole('button', { name: 'Open in new tab' }));
    expect(window.open).toHaveBeenCalledWith(expect.stringMatching(/#page=4$/), '_blank', 'noopener,noreferrer');
  });

  it('falls back to the docs URL in the frame when the document cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('GET /files/companies/*/docs/*', { kind: 'network' });
    const { frame } = await openNorthstar();
    await waitFor(() => expect(frame).toHaveAttribute('src', DOC));
  });
});

describe('pdf helpers', () => {
  it('cleanFileName strips path and reserved characters', () => {
    expect(cleanFileName('Keystone Fire & Marine: "Rules" / 2025?.pdf')).toBe('Keystone Fire & Marine Rules 2025.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(cleanFileName('  ...  ')).toBe('document.pdf');
    expect(cleanFileName('a\u0000b\nc')).toBe('a b c.pdf');
  });

  it('isPdf reads the %PDF- signature', async () => {
    expect(await isPdf(new Blob(['%PDF-1.7\n...']))).toBe(true);
    expect(await isPdf(new Blob(['<html>']))).toBe(false);
    expect(await isPdf(new Blob([]))).toBe(false);
  });
});
