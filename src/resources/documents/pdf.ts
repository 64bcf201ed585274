import { fetchDocumentBlob } from '../../api';
import { isPdf } from '../../components/file-checks';

const REVOKE_DELAY_MS = 1_000;

/** A file name safe on every OS: no path or reserved characters, no control characters, ends in .pdf. */
export function cleanFileName(name: string, fallback = 'document'): string {
  const base = name
    .replace(/\.pdf$/i, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
    .trim();
  return `${base || fallback}.pdf`;
}

/** The document as a PDF blob; rejects when it cannot be fetched or is not a PDF. */
export async function fetchPdf(url: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await fetchDocumentBlob(url, signal);
  if (!(await isPdf(blob))) throw new Error('Not a PDF');
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

export const canMakeObjectUrls = (): boolean => typeof URL.createObjectURL === 'function';

/** Opens a URL in a new tab without giving it this window. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Spec §7/§8: fetch as a blob, check it is a PDF, save it under a clean name; on failure open it in a new tab. */
export async function downloadPdf(url: string, name: string): Promise<boolean> {
  try {
    const blob = await fetchPdf(url);
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
    return true;
  } catch (err) {
    console.warn('Download failed; opening the document instead', err);
    openInNewTab(url);
    return false;
  }
}
