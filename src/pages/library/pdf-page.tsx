import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PdfDoc, PdfPage, PlacedText } from './pdf-engine';
import { pageText, segmentsOf, type Highlight, type Mark } from './pdf-text';
import styles from './pdf-view.module.css';

/** Canvas pixels per CSS pixel: the screen's, at most 2, and less for a huge zoom (memory). */
function pixelRatio(page: PdfPage, scale: number): number {
  const screen = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
  const area = page.width * scale * page.height * scale;
  return Math.max(0.5, Math.min(screen, Math.sqrt(16_000_000 / Math.max(1, area))));
}

let measure: CanvasRenderingContext2D | null | undefined;

/** How wide the browser draws `text` in the font: to stretch the text layer over the drawn page. */
function drawnWidth(text: string, fontSize: number, fontFamily: string): number | null {
  if (measure === undefined) {
    try {
      measure = /jsdom/i.test(navigator.userAgent) ? null : document.createElement('canvas').getContext('2d');
    } catch {
      measure = null;
    }
  }
  if (!measure) return null;
  measure.font = `${fontSize}px ${fontFamily}`;
  return measure.measureText(text).width;
}

function pieceStyle(item: PlacedText): CSSProperties {
  const drawn = item.width > 0 ? drawnWidth(item.str, item.fontSize, item.fontFamily) : null;
  const stretch = drawn ? item.width / drawn : 1;
  const transforms = [item.angle ? `rotate(${item.angle}rad)` : '', stretch !== 1 ? `scaleX(${stretch})` : ''].filter(Boolean);
  return {
    left: item.left,
    top: item.top,
    fontSize: item.fontSize,
    fontFamily: item.fontFamily,
    transform: transforms.length ? transforms.join(' ') : undefined,
  };
}

type Props = {
  doc: PdfDoc;
  n: number;
  total: number;
  scale: number;
  /** The size to keep for the page (at scale 1) until it is read. */
  size: { width: number; height: number };
  /** Near the visible part of the document: draw it. */
  near: boolean;
  highlights: Highlight[];
  /** Bring the first highlight of this kind into view once it is drawn (a new key asks again). */
  focus: { mark: Mark; key: string } | null;
  /** Tells the document where the page's box is (null when it goes). */
  register: (n: number, el: HTMLDivElement | null) => void;
  onSize: (n: number, size: { width: number; height: number }) => void;
};

/** One page: the drawing, and its text over it (selectable, found by search, lit where cited). */
export const PdfPageView = memo(function PdfPageView({ doc, n, total, scale, size, near, highlights, focus, register, onSize }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const [page, setPage] = useState<PdfPage | null>(null);
  const [placed, setPlaced] = useState<{ scale: number; items: PlacedText[] } | null>(null);
  const box = useCallback((el: HTMLDivElement | null) => register(n, el), [register, n]);

  useEffect(() => {
    if (!near || page) return;
    let live = true;
    doc.page(n).then(
      (p) => {
        if (!live) return;
        setPage(p);
        onSize(n, { width: p.width, height: p.height });
      },
      (err: unknown) => console.warn(`Could not read page ${n}`, err),
    );
    return () => {
      live = false;
    };
  }, [near, page, doc, n, onSize]);

  useEffect(() => {
    if (!page || !near || !canvas.current) return;
    const task = page.render(canvas.current, scale, pixelRatio(page, scale));
    task.done.catch(() => undefined);
    return task.cancel;
  }, [page, near, scale]);

  useEffect(() => {
    if (!page || !near) return;
    let live = true;
    page.text(scale).then(
      (items) => live && setPlaced({ scale, items }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [page, near, scale]);

  const items = placed?.scale === scale ? placed.items : null;
  useEffect(() => {
    if (!focus || !items || focused.current === focus.key) return;
    const mark = layer.current?.querySelector(`mark[data-mark="${focus.mark}"]`);
    if (!mark) return;
    focused.current = focus.key;
    mark.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [focus, items, highlights]);

  const width = Math.round((page?.width ?? size.width) * scale);
  const height = Math.round((page?.height ?? size.height) * scale);
  const starts = items ? pageText(items.map((i) => i.str)).starts : [];

  return (
    <div ref={box} className={styles.page} style={{ width, height }} data-page={n} role="group" aria-label={`Page ${n} of ${total}`}>
      {near && <canvas ref={canvas} className={styles.canvas} style={{ width, height }} aria-hidden="true" />}
      {items && (
        <div ref={layer} className={styles.textLayer}>
          {items.map((item, i) => (
            <span key={i} className={styles.piece} style={pieceStyle(item)}>
              {segmentsOf(item.str, starts[i]!, highlights).map((seg, k) =>
                seg.mark ? (
                  <mark key={k} className={styles[seg.mark]} data-mark={seg.mark}>
                    {seg.text}
                  </mark>
                ) : (
                  seg.text
                ),
              )}
            </span>
          ))}
        </div>
      )}
    </div>
  );
});
