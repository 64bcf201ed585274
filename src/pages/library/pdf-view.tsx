// The document itself, drawn with pdf.js in the page (the same in every browser and on a phone,
// where a framed PDF often shows nothing): pages one under the other, page navigation, zoom,
// search, and the passage a citation quotes lit up on its page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openPdf, type PdfDoc } from './pdf-engine';
import { PdfPageView } from './pdf-page';
import { findAll, findQuote, pageText, type Highlight, type TextRange } from './pdf-text';
import { PdfToolbar, type Zoom } from './pdf-toolbar';
import styles from './pdf-view.module.css';

/** 100% is the page at its printed size on a 96 dpi screen (PDF units are 1/72 inch). */
const CSS_PER_PDF_UNIT = 96 / 72;
const PAGE_GAP = 12;

type Props = {
  /** The verified PDF. */
  file: Blob;
  title: string;
  /** The page to open at (a citation's `#page=N`). */
  page: number | null;
  /** The passage a citation quotes, lit up on that page. */
  quote: string | null;
  /** pdf.js could not read the file. */
  onUnreadable: (file: Blob) => void;
};

type Found = { page: number; range: TextRange };

export default function PdfView({ file, title, page, quote, onUnreadable }: Props) {
  const [doc, setDoc] = useState<PdfDoc | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = useRef(new Map<number, HTMLDivElement>());
  const [sizes, setSizes] = useState(new Map<number, { width: number; height: number }>());
  // Without IntersectionObserver (tests) every page is drawn; with it, those near the view.
  const [near, setNear] = useState<Set<number> | null>(() => (typeof IntersectionObserver === 'undefined' ? null : new Set()));
  const [current, setCurrent] = useState(page ?? 1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [width, setWidth] = useState(0);
  const [found, setFound] = useState<{ page: number; ranges: TextRange[]; key: string } | null>(null);
  const [search, setSearch] = useState<{ query: string; found: Found[]; active: number } | null>(null);
  const texts = useRef(new Map<number, Promise<ReturnType<typeof pageText>>>());

  useEffect(() => {
    let live = true;
    let opened: PdfDoc | null = null;
    // Response reads any Blob (jsdom's lack arrayBuffer()).
    new Response(file)
      .arrayBuffer()
      .then(openPdf)
      .then(async (d) => {
        opened = d;
        // The first page's size lays out the others until each is read (most documents have one size).
        const one = await d.page(1);
        if (!live) return d.destroy();
        setSizes(new Map([[1, { width: one.width, height: one.height }]]));
        setDoc(d);
      })
      .catch((err: unknown) => {
        console.warn('pdf.js could not read the document', err);
        if (live) onUnreadable(file);
      });
    return () => {
      live = false;
      opened?.destroy();
      texts.current = new Map();
    };
  }, [file, onUnreadable]);

  const textOf = useCallback(
    (n: number) => {
      let found = texts.current.get(n);
      if (!found && doc) {
        found = doc
          .page(n)
          .then((p) => p.strings())
          .then(pageText);
        texts.current.set(n, found);
      }
      return found ?? Promise.resolve(pageText([]));
    },
    [doc],
  );

  // The width the pages fit to.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [doc]);

  const first = sizes.get(1) ?? { width: 612, height: 792 };
  const fitScale = width > 0 ? Math.max(0.25, (width - 2 * PAGE_GAP) / first.width) : CSS_PER_PDF_UNIT;
  const scale = zoom === 'fit' ? Math.min(fitScale, 2 * CSS_PER_PDF_UNIT) : zoom * CSS_PER_PDF_UNIT;

  const onSize = useCallback((n: number, size: { width: number; height: number }) => {
    setSizes((old) => (old.get(n)?.width === size.width && old.get(n)?.height === size.height ? old : new Map(old).set(n, size)));
  }, []);

  /** Scrolls page `n` to the top of the view (the page number follows from the scroll). */
  const scrollToPage = useCallback((n: number) => {
    const el = pages.current.get(n);
    const box = scroller.current;
    if (el && box) box.scrollTo?.({ top: el.offsetTop - PAGE_GAP });
  }, []);

  const goTo = (n: number) => {
    setCurrent(n);
    scrollToPage(n);
  };

  const registerPage = useCallback((n: number, el: HTMLDivElement | null) => {
    if (el) pages.current.set(n, el);
    else pages.current.delete(n);
  }, []);

  // Pages near what is visible are drawn; the rest keep their place.
  useEffect(() => {
    const box = scroller.current;
    if (!doc || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setNear((old) => {
          const next = new Set(old ?? []);
          for (const e of entries) {
            const n = Number((e.target as HTMLElement).dataset.page);
            if (e.isIntersecting) next.add(n);
            else next.delete(n);
          }
          return next;
        });
      },
      { root: box, rootMargin: '100% 0px' },
    );
    for (const el of pages.current.values()) observer.observe(el);
    return () => observer.disconnect();
  }, [doc]);

  // The page shown is the one at the top third of the view.
  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    const line = box.scrollTop + box.clientHeight / 3;
    let shown = 1;
    for (const [n, el] of pages.current) if (el.offsetTop <= line && n > shown) shown = n;
    setCurrent(shown);
  };

  // A citation: open at its page and light up what it quotes there.
  const target = doc ? Math.min(Math.max(1, page ?? 1), doc.numPages) : null;
  const quoteKey = target && quote ? `${target}:${quote}` : null;
  const quoted = found && found.key === quoteKey ? found : null;
  useEffect(() => {
    if (!doc || !target) return;
    scrollToPage(target);
    if (!quote) return;
    let live = true;
    void textOf(target).then((text) => {
      if (live) setFound({ page: target, ranges: findQuote(text, quote), key: `${target}:${quote}` });
    });
    return () => {
      live = false;
    };
  }, [doc, target, quote, scrollToPage, textOf]);

  // Keep the page in view when the zoom changes.
  const lastScale = useRef(scale);
  useEffect(() => {
    if (lastScale.current !== scale) scrollToPage(current);
    lastScale.current = scale;
  }, [scale, current, scrollToPage]);

  const runSearch = async (query: string) => {
    if (!doc) return;
    const q = query.trim();
    if (!q) return setSearch(null);
    if (search && search.query === q) {
      if (search.found.length) step(1);
      return;
    }
    const found: Found[] = [];
    for (let n = 1; n <= doc.numPages; n++) for (const range of findAll(await textOf(n), q)) found.push({ page: n, range });
    setSearch({ query: q, found, active: 0 });
    if (found[0]) goTo(found[0].page);
  };

  const step = (by: number) => {
    if (!search?.found.length) return;
    const active = (search.active + by + search.found.length) % search.found.length;
    setSearch({ ...search, active });
    goTo(search.found[active]!.page);
  };

  const highlightsOf = useMemo(() => {
    const byPage = new Map<number, Highlight[]>();
    const add = (n: number, h: Highlight) => byPage.set(n, [...(byPage.get(n) ?? []), h]);
    if (quoted) for (const r of quoted.ranges) add(quoted.page, { ...r, mark: 'quote' });
    search?.found.forEach((f, i) => add(f.page, { ...f.range, mark: i === search.active ? 'active' : 'match' }));
    return byPage;
  }, [quoted, search]);

  // What to bring into view once drawn: the search match in focus, else the quoted passage.
  const activeFound = search?.found[search.active];
  const focus = useMemo(() => {
    if (activeFound) return { page: activeFound.page, mark: 'active' as const, key: `s:${search!.query}:${search!.active}` };
    if (quoted && !search) return { page: quoted.page, mark: 'quote' as const, key: `q:${quoted.key}` };
    return null;
  }, [activeFound, quoted, search]);

  if (!doc)
    return (
      <p className={styles.status} role="status">
        Loading the document…
      </p>
    );

  return (
    <div className={styles.view}>
      <PdfToolbar
        page={current}
        pages={doc.numPages}
        onPage={(n) => goTo(n)}
        zoom={zoom}
        percent={Math.round((scale / CSS_PER_PDF_UNIT) * 100)}
        onZoom={setZoom}
        search={search ? { count: search.found.length, active: search.active } : null}
        onSearch={(q) => void runSearch(q)}
        onStep={step}
        onClearSearch={() => setSearch(null)}
      />
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`${title}, ${doc.numPages} ${doc.numPages === 1 ? 'page' : 'pages'}`}
      >
        {Array.from({ length: doc.numPages }, (_, i) => i + 1).map((n) => (
          <PdfPageView
            key={n}
            doc={doc}
            n={n}
            total={doc.numPages}
            scale={scale}
            size={sizes.get(n) ?? first}
            near={near ? near.has(n) || n === target : true}
            highlights={highlightsOf.get(n) ?? NONE}
            focus={focus?.page === n ? focus : null}
            onSize={onSize}
            register={registerPage}
          />
        ))}
      </div>
    </div>
  );
}

const NONE: Highlight[] = [];
