import { fetchDocumentBlob } from '../../api';
import { isPdf } from '../../components/file-checks';

const REVOKE_DELAY_MS = 1_000;
/** A PDF opened in a new tab keeps its object URL this long (the tab reads it at once). */
const OPENED_URL_LIFETIME_MS = 60_000;

/** A file name safe on every OS: no path or reserved characters, no control characters, ends in .pdf. Any script stays. */
export function cleanFileName(name: string, fallback = 'document'): string {
  const base = name
    .replace(/\.pdf$/i, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
    .trim();
  return `${base || fallback}.pdf`;
}

/** The document as a PDF blob; rejects when it cannot be fetched or is not a PDF (by its first bytes). */
export async function fetchPdf(url: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await fetchDocumentBlob(url, signal);
  if (!(await isPdf(blob))) throw new NotAPdfError();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** The document answered, but not with a PDF (an HTML page, an error body). */
export class NotAPdfError extends Error {
  constructor() {
    super('Not a PDF');
    this.name = 'NotAPdfError';
  }
}

/** True for a URL on the app's own origin: what it answers would run as the app if opened. */
const onAppOrigin = (url: string): boolean => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return true;
  }
};

/** An http(s) URL of another site: opening it in a new tab runs it there, never as the app. */
const isOutside = (url: string): boolean => /^https?:/i.test(url) && !onAppOrigin(url);

/** Opens a URL in a new tab without giving it this window. */
function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Whether a document that could not be fetched may open in a new tab instead, wherever
 * it is hosted, the API's own origin included: the browser may reach what a fetch could not. One
 * that answered with something other than a PDF opens only on another site: on the app's own
 * origin it would run as the app.
 */
export const opensAfterFailure = (url: string, answeredNotPdf: boolean): boolean =>
  answeredNotPdf ? isOutside(url) : /^https?:/i.test(url);

/** The fallback itself: opens the document's URL in a new tab when it may; answers whether it did. */
export function openAfterFailure(url: string, answeredNotPdf: boolean): boolean {
  if (!opensAfterFailure(url, answeredNotPdf)) return false;
  openInNewTab(url);
  return true;
}

/** Opens a verified PDF in a new tab as a local object URL (the browser's PDF viewer shows it). */
export function openPdfBlob(blob: Blob, page: number | null): void {
  const objectUrl = URL.createObjectURL(blob);
  openInNewTab(page ? `${objectUrl}#page=${page}` : objectUrl);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OPENED_URL_LIFETIME_MS);
}

/**
 * Opens the document at `url` in a new tab, as a fetched and verified PDF (in-browser mock files
 * and other origins' files alike). The tab is opened at once, inside the click (pop-up
 * blockers allow that), cut from this window, and sent to the PDF when it has arrived, or to the
 * document's own URL when it could not be fetched (see opensAfterFailure). Answers whether it opened.
 */
export async function openDocumentInNewTab(url: string, page: number | null): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const go = (target: string) => (tab ? tab.location.replace(target) : openInNewTab(target));
  try {
    const objectUrl = URL.createObjectURL(await fetchPdf(url));
    go(page ? `${objectUrl}#page=${page}` : objectUrl);
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), OPENED_URL_LIFETIME_MS);
    return true;
  } catch (err) {
    console.warn('Could not open the document', err);
    if (opensAfterFailure(url, err instanceof NotAPdfError)) {
      go(url);
      return true;
    }
    tab?.close();
    return false;
  }
}

/** Saves a verified PDF under a clean name. */
function savePdf(blob: Blob, name: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = cleanFileName(name);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers resolve the blob URL after click() returns: let go of it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_DELAY_MS);
}

type DownloadOutcome = 'saved' | 'opened' | 'failed';

/**
 * docs/product.md#7-calls: fetch as a blob, check it is a PDF, save it under a clean name; on failure open it
 * in a new tab (see opensAfterFailure).
 */
export async function downloadPdf(url: string, name: string, verified?: Blob | null): Promise<DownloadOutcome> {
  try {
    savePdf(verified ?? (await fetchPdf(url)), name);
    return 'saved';
  } catch (err) {
    console.warn('Download failed; opening the document instead', err);
    return openAfterFailure(url, err instanceof NotAPdfError) ? 'opened' : 'failed';
  }
}
