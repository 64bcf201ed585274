// pdf.js behind a small interface: open the bytes, draw a page on a canvas, read a page's text
// with the place of each piece. Only the library's renderer chunk imports this file, so pdf.js
// (~115 KB gzip, plus its worker) loads on /library when a document is shown, never before.
//
// Content-Security-Policy: no eval (`isEvalSupported: false`), the worker is a file of the app's
// own origin (`worker-src 'self'`), standard fonts are files of the app's origin (`connect-src
// 'self'`), every font is loaded from bytes through the FontFace API, and nothing else is
// fetched: the page hands pdf.js the bytes it verified.
import { getDocument, GlobalWorkerOptions, Util, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
// The 14 standard PDF fonts (Helvetica, Times…), for documents that use them without embedding
// them, as most generated guides do: drawn with their real metrics instead of a system font's.
// Files of the app's own origin, fetched only by a document that needs one.
import fontFoxitDingbats from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url';
import fontFoxitFixed from 'pdfjs-dist/standard_fonts/FoxitFixed.pfb?url';
import fontFoxitFixedBold from 'pdfjs-dist/standard_fonts/FoxitFixedBold.pfb?url';
import fontFoxitFixedBoldItalic from 'pdfjs-dist/standard_fonts/FoxitFixedBoldItalic.pfb?url';
import fontFoxitFixedItalic from 'pdfjs-dist/standard_fonts/FoxitFixedItalic.pfb?url';
import fontFoxitSerif from 'pdfjs-dist/standard_fonts/FoxitSerif.pfb?url';
import fontFoxitSerifBold from 'pdfjs-dist/standard_fonts/FoxitSerifBold.pfb?url';
import fontFoxitSerifBoldItalic from 'pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb?url';
import fontFoxitSerifItalic from 'pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb?url';
import fontFoxitSymbol from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url';
import fontLiberationSansBold from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import fontLiberationSansBoldItalic from 'pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf?url';
import fontLiberationSansItalic from 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?url';
import fontLiberationSansRegular from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';

GlobalWorkerOptions.workerSrc = workerUrl;

const STANDARD_FONTS: Record<string, string> = {
  'FoxitDingbats.pfb': fontFoxitDingbats,
  'FoxitFixed.pfb': fontFoxitFixed,
  'FoxitFixedBold.pfb': fontFoxitFixedBold,
  'FoxitFixedBoldItalic.pfb': fontFoxitFixedBoldItalic,
  'FoxitFixedItalic.pfb': fontFoxitFixedItalic,
  'FoxitSerif.pfb': fontFoxitSerif,
  'FoxitSerifBold.pfb': fontFoxitSerifBold,
  'FoxitSerifBoldItalic.pfb': fontFoxitSerifBoldItalic,
  'FoxitSerifItalic.pfb': fontFoxitSerifItalic,
  'FoxitSymbol.pfb': fontFoxitSymbol,
  'LiberationSans-Bold.ttf': fontLiberationSansBold,
  'LiberationSans-BoldItalic.ttf': fontLiberationSansBoldItalic,
  'LiberationSans-Italic.ttf': fontLiberationSansItalic,
  'LiberationSans-Regular.ttf': fontLiberationSansRegular,
};

/** pdf.js asks this for a standard font's bytes, by file name. */
class BundledStandardFonts {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    const url = STANDARD_FONTS[filename];
    if (!url) throw new Error(`No standard font ${filename}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Standard font ${filename}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

/** A piece of a page's text, placed in CSS pixels at the scale it was laid out for. */
export interface PlacedText {
  str: string;
  left: number;
  top: number;
  fontSize: number;
  fontFamily: string;
  /** Radians. */
  angle: number;
  /** The width the text covers on the page. */
  width: number;
}

export interface PdfPage {
  /** Size in CSS pixels at scale 1. */
  width: number;
  height: number;
  /** Draws the page; `cancel` stops a drawing that is no longer wanted. */
  render(canvas: HTMLCanvasElement, scale: number, pixelRatio: number): { done: Promise<void>; cancel: () => void };
  /** The page's text pieces, in reading order, placed for `scale`. */
  text(scale: number): Promise<PlacedText[]>;
  /** The same pieces' strings (for search and highlights). */
  strings(): Promise<string[]>;
}

export interface PdfDoc {
  numPages: number;
  page(n: number): Promise<PdfPage>;
  destroy(): void;
}

// Where no Worker exists (tests in jsdom), pdf.js runs its worker code on this thread. Only in
// tests: a build drops the branch, so it ships no second copy of the worker (1.3 MB).
async function fakeWorkerIfNeeded(): Promise<void> {
  if (import.meta.env.MODE !== 'test' || typeof Worker !== 'undefined') return;
  const holder = globalThis as { pdfjsWorker?: unknown };
  holder.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
}

type TextItem = { str: string; transform: number[]; width: number; fontName: string };
type TextStyle = { fontFamily: string; ascent: number; descent: number; vertical: boolean };

function wrapPage(doc: PDFDocumentProxy, n: number) {
  return doc.getPage(n).then((page): PdfPage => {
    const base = page.getViewport({ scale: 1 });
    let content: Promise<{ items: TextItem[]; styles: Record<string, TextStyle> }> | null = null;
    const textContent = () => {
      content ??= page.getTextContent().then((c) => ({
        items: c.items.filter((i): i is typeof i & TextItem => 'str' in i) as TextItem[],
        styles: c.styles as Record<string, TextStyle>,
      }));
      return content;
    };
    return {
      width: base.width,
      height: base.height,
      render(canvas, scale, pixelRatio) {
        const viewport = page.getViewport({ scale });
        const context = canvas.getContext('2d');
        canvas.width = Math.floor(viewport.width * pixelRatio);
        canvas.height = Math.floor(viewport.height * pixelRatio);
        if (!context) return { done: Promise.resolve(), cancel: () => undefined };
        const task = page.render({
          canvasContext: context,
          viewport,
          transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
        });
        return { done: task.promise, cancel: () => task.cancel() };
      },
      async text(scale) {
        const viewport = page.getViewport({ scale });
        const { items, styles } = await textContent();
        // As pdf.js's own text layer places them: the item's matrix on the viewport's, raised by the font's ascent.
        return items.map((item) => {
          const tx = Util.transform(viewport.transform, item.transform);
          const style = styles[item.fontName];
          let angle = Math.atan2(tx[1]!, tx[0]!);
          if (style?.vertical) angle += Math.PI / 2;
          const fontSize = Math.hypot(tx[2]!, tx[3]!);
          const ascent = fontSize * (style?.ascent ? style.ascent : style?.descent ? 1 + style.descent : 0.8);
          return {
            str: item.str,
            left: angle === 0 ? tx[4]! : tx[4]! + ascent * Math.sin(angle),
            top: angle === 0 ? tx[5]! - ascent : tx[5]! - ascent * Math.cos(angle),
            fontSize,
            fontFamily: style?.fontFamily ?? 'sans-serif',
            angle,
            width: (style?.vertical ? 0 : item.width) * scale,
          };
        });
      },
      strings: () => textContent().then(({ items }) => items.map((i) => i.str)),
    };
  });
}

/** Opens a verified PDF from its bytes. */
export async function openPdf(bytes: ArrayBuffer): Promise<PdfDoc> {
  await fakeWorkerIfNeeded();
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
    // In a browser the standard fonts come from the app's files, not the system's (whose metrics
    // differ, Android's most): the same page everywhere. Tests (no Worker) read text only.
    ...(typeof Worker === 'undefined'
      ? {}
      : { StandardFontDataFactory: BundledStandardFonts, useWorkerFetch: false, useSystemFonts: false }),
  }).promise;
  const pages = new Map<number, Promise<PdfPage>>();
  let destroyed = false;
  const page = (n: number) => {
    let found = pages.get(n);
    if (!found) {
      // A page asked for as the document closes (another was picked) is simply never answered.
      found = wrapPage(doc, n).catch((err: unknown) => (destroyed ? new Promise<PdfPage>(() => undefined) : Promise.reject(err)));
      pages.set(n, found);
    }
    return found;
  };
  return {
    numPages: doc.numPages,
    page,
    destroy: () => {
      destroyed = true;
      void doc.destroy();
    },
  };
}
