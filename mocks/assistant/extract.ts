// Text of an uploaded PDF, page by page, as lines with their size and position (so headings,
// list items and paragraphs can be told apart). pdfjs-dist is loaded lazily and only here; if it
// cannot load, a small reader handles uncompressed text streams.
import type { TextLine } from './passages';

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

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Items of a page, top to bottom, joined into lines (a gap wider than a thin space is a space). */
function linesOf(items: Item[]): TextLine[] {
  const lines: (TextLine & { end: number })[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - item.y) < Math.max(line.size, item.size) * 0.5) {
      const gap = item.x - line.end;
      line.text += gap > item.size * 0.15 && !line.text.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
      line.end = item.x + item.width;
      line.size = Math.max(line.size, item.size);
    } else {
      lines.push({ text: item.str, size: item.size, x: item.x, y: item.y, end: item.x + item.width });
    }
  }
  return lines.map(({ text, size, x, y }) => ({ text: text.trim(), size, x, y })).filter((l) => l.text);
}

async function withPdfJs(lib: PdfJs, bytes: Uint8Array): Promise<TextLine[][]> {
  const task = lib.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: TextLine[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        items.push({ str: item.str, x: e!, y: f!, width: item.width, size: Math.hypot(c!, d!) || Math.hypot(a!, b!) || item.height });
      }
      pages.push(linesOf(items));
      page.cleanup();
    }
    return pages;
  } finally {
    void task.destroy();
  }
}

const WIN_ANSI: Record<number, string> = { 0x95: '•', 0x97: '—', 0x96: '–', 0x92: '’', 0x91: '‘', 0x93: '“', 0x94: '”' };

const unescapePdf = (s: string): string =>
  s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    if (map[e] !== undefined) return map[e];
    const code = parseInt(e, 8);
    return WIN_ANSI[code] ?? String.fromCharCode(code);
  });

/** The fallback: each `BT … Tf … Tm (text) Tj ET` of each uncompressed content stream, one stream a page. */
function simplePdfLines(bytes: Uint8Array): TextLine[][] {
  const raw = new TextDecoder('latin1').decode(bytes);
  const pages: TextLine[][] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    if (!/\bBT\b/.test(body!)) continue;
    const items: Item[] = [];
    for (const [, op] of body!.matchAll(/BT([\s\S]*?)ET/g)) {
      const size = Number(/([\d.]+)\s+Tf/.exec(op!)?.[1] ?? 10);
      const at = /([-\d.]+)\s+([-\d.]+)\s+Tm/.exec(op!) ?? /([-\d.]+)\s+([-\d.]+)\s+Td/.exec(op!);
      const parts = [...op!.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => unescapePdf(m[1]!));
      const str = parts.join('');
      items.push({ str, x: Number(at?.[1] ?? 0), y: Number(at?.[2] ?? 0), width: str.length * size * 0.5, size });
    }
    if (items.length) pages.push(linesOf(items));
  }
  return pages;
}

/** The lines of each page. */
export async function extractPdfLines(bytes: Uint8Array): Promise<TextLine[][]> {
  const lib = await loadPdfJs();
  if (lib) {
    try {
      const pages = await withPdfJs(lib, bytes);
      // A damaged file pdfjs opens without pages or text may still hold plain text streams.
      if (pages.some((p) => p.length)) return pages;
    } catch (error) {
      console.warn('[mock] pdfjs-dist could not read a PDF, using the simple reader', error);
    }
  }
  return simplePdfLines(bytes);
}
