import { useEffect, useState } from 'react';
import { ApiError, ElsewhereError } from '../../api';
import { fetchPdf, NotAPdfError } from '../../resources/documents';

/** The document shown: fetched and checked to be a PDF by its bytes, or why it cannot be shown. */
type PdfFile =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; blob: Blob }
  | { state: 'refused'; reason: 'not-pdf' | 'elsewhere' | 'unreachable'; status?: number };

type Loaded = { url: string; attempt: number; file: PdfFile };

/**
 * Fetches the document at `url` (docs/product.md#7-calls: straight from its URL, no credentials). Only a fetched,
 * verified PDF is ever displayed: nothing is framed, so an HTML page answering the URL never runs.
 */
export function usePdfFile(url: string | null, attempt = 0): PdfFile {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    fetchPdf(url, abort.signal)
      .then((blob) => setLoaded({ url, attempt, file: { state: 'ready', blob } }))
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('Could not show the document', err);
        const file: PdfFile =
          err instanceof NotAPdfError
            ? { state: 'refused', reason: 'not-pdf' }
            : err instanceof ElsewhereError
              ? { state: 'refused', reason: 'elsewhere' }
              : { state: 'refused', reason: 'unreachable', status: err instanceof ApiError ? err.status : undefined };
        setLoaded({ url, attempt, file });
      });
    return () => abort.abort();
  }, [url, attempt]);

  if (!url) return { state: 'idle' };
  return loaded?.url === url && loaded.attempt === attempt ? loaded.file : { state: 'loading' };
}
