import { useEffect, useState } from 'react';
import { canMakeObjectUrls, fetchPdf } from '../../resources/documents';

type State = { url: string | null; src: string | null; failed: boolean };

/**
 * The document as a local object URL, so the viewer shows it whether the docs URL is on another
 * origin or answered by the in-browser mock backend (which frames cannot reach). When that is not
 * possible the viewer falls back to the docs URL itself.
 */
export function usePdfObjectUrl(url: string | null): { src: string | null; loading: boolean } {
  const [state, setState] = useState<State>({ url: null, src: null, failed: false });

  useEffect(() => {
    if (!url || !canMakeObjectUrls()) return;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    fetchPdf(url, abort.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      })
      .catch((err: unknown) => {
        if (!abort.signal.aborted) {
          console.warn('Could not fetch the document for the viewer', err);
          setState({ url, src: null, failed: true });
        }
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return { src: null, loading: false };
  if (!canMakeObjectUrls()) return { src: url, loading: false };
  if (state.url !== url) return { src: null, loading: true };
  return { src: state.failed ? url : state.src, loading: false };
}
