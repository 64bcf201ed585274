// Text of an uploaded PDF, page by page. pdfjs-dist is loaded lazily and only here, so it never
// reaches the app's bundle; if it cannot load, a small reader handles uncompressed text streams.

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsLoading: Promise<PdfJs | null> | null = null;

function loadPdfJs(): Promise<PdfJs | null> {
  pdfjsLoading ??= (async () => {
    try {
      const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // The worker code runs on this thread ("fake worker"): no worker file to serve.
      const holder = globalThis as { pdfjsWorker?: unknown };
      holder.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return lib;
    } catch (error) {
      console.warn('[mock] pdfjs-dist unavailable, using the simple PDF text reader', error);
      return null;
    }
  })();
  return pdfjsLoading;
}

async function withPdfJs(lib: PdfJs, bytes: Uint8Array): Promise<string[]> {
  const task = lib.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text);
      page.cleanup();
    }
    return pages;
  } finally {
    void task.destroy();
  }
}

const unescapePdf = (s: string): string =>
  s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    if (map[e] !== undefined) return map[e];
    const code = parseInt(e, 8);
    const win: Record<number, string> = { 0x95: '•', 0x97: '—', 0x96: '–', 0x92: '’', 0x91: '‘', 0x93: '“', 0x94: '”' };
    return win[code] ?? String.fromCharCode(code);
  });

/** The fallback: `(text) Tj` and `[(a) (b)] TJ` of each uncompressed content stream, one stream a page. */
function simplePdfText(bytes: Uint8Array): string[] {
  const raw = new TextDecoder('latin1').decode(bytes);
  const pages: string[] = [];
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g);
  for (const [, body] of streams) {
    if (!/\bBT\b/.test(body)) continue;
    const lines: string[] = [];
    for (const op of body.matchAll(/(\((?:\\.|[^\\)])*\)\s*Tj|\[(?:[^\]]*)\]\s*TJ)/g)) {
      const parts = [...op[0].matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => unescapePdf(m[1]));
      lines.push(parts.join(''));
    }
    if (lines.length) pages.push(lines.join('\n'));
  }
  return pages;
}

/** One string per page. */
export async function extractPdfPages(bytes: Uint8Array): Promise<string[]> {
  const lib = await loadPdfJs();
  if (lib) {
    try {
      const pages = await withPdfJs(lib, bytes);
      // A damaged file pdfjs opens without pages or text may still hold plain text streams.
      if (pages.some((p) => p.trim())) return pages;
    } catch (error) {
      console.warn('[mock] pdfjs-dist could not read a PDF, using the simple reader', error);
    }
  }
  return simplePdfText(bytes);
}
