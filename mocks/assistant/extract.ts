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

export interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

/** A list marker that starts a line: a bullet glyph or a list number ("2.", "b)"). */
const MARKER = /^\s*(?:[•▪●◦‣∙·*–—-]|\(?(?:\d{1,2}|[a-z])[.)])\s*$/;
/** A numbered paragraph's section number ("3.5", "10.2"), when it opens the line and a sentence follows. */
const SECTION_NUMBER = /^\s*\d{1,2}\.\d{1,2}\.?\s*$/;

/** The label of a question or its answer, set before the text ("Q5.", "A.", "Q:"). */
const QA_LABEL = /^\s*(?:Q\d{0,3}|A)[.:]\s*$/;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** What marks a footnote: a small number or a sign. */
const FOOTNOTE_MARK = /^\s*(?:\d{1,2}|[*†‡§¹²³⁴⁵⁶⁷⁸⁹])\s*$/;

/**
 * Items of a page, top to bottom, joined into lines; a line keeps its cells (runs of text
 * separated by a gap wider than a space, as a table's columns are) and whether it is bold.
 */
function linesOf(items: Item[]): TextLine[] {
  const rows: Item[][] = [];
  for (const item of items) {
    if (!item.str) continue;
    const row = rows.find((r) => Math.abs(r[0]!.y - item.y) < Math.max(r[0]!.size, item.size) * 0.5);
    if (row) row.push(item);
    else rows.push([item]);
  }
  const lines: TextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    const cells: (TextLine['cells'][number] & { size: number })[] = [];
    const main = row.reduce((a, b) => (b.size > a.size ? b : a));
    for (const item of row) {
      if (!item.str.trim()) continue;
      // A footnote's marker, set small and raised ("25 years old¹", "Coverage A³"): no part of the text.
      if (FOOTNOTE_MARK.test(item.str) && item.size < main.size * 0.85 && item.y > main.y + main.size * 0.15) continue;
      const cell = cells[cells.length - 1];
      const gap = cell ? item.x - cell.end : Infinity;
      // A gap of about an em or more between two runs is a column gap, unless the first run is a list marker.
      // (So are a question's and an answer's labels before their text: "Q5.", "A.".)
      const marker =
        MARKER.test(cell?.text ?? '') ||
        (cells.length === 1 && (SECTION_NUMBER.test(cell!.text) || QA_LABEL.test(cell!.text)) && /^\s*[A-Z]/.test(item.str));
      if (cell && (gap < Math.max(cell.size, item.size) * 0.9 || marker)) {
        cell.text += gap > item.size * 0.15 && !cell.text.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
        cell.end = Math.max(cell.end, item.x + item.width);
        cell.bold &&= item.bold;
        cell.size = Math.max(cell.size, item.size);
      } else {
        cells.push({ text: item.str, x: item.x, end: item.x + item.width, bold: item.bold, size: item.size });
      }
    }
    if (!cells.length) continue;
    const text = cells
      .map((c) => c.text.trim())
      .join(' ')
      .replace(/\s+/g, ' ');
    // A bold lead-in: the line's first words bold, the rest not ("Binding moratorium. No new policy …").
    const words = row.filter((i) => i.str.trim());
    const boldCount = words.findIndex((i) => !i.bold);
    const lead =
      boldCount > 0
        ? words
            .slice(0, boldCount)
            .map((i) => i.str)
            .join('')
            .replace(/\s+/g, ' ')
            .trim()
        : '';
    lines.push({
      text,
      size: Math.max(...cells.map((c) => c.size)),
      x: cells[0]!.x,
      y: row[0]!.y,
      bold: cells.every((c) => c.bold),
      lead,
      cells: cells.map((c) => ({ text: c.text.replace(/\s+/g, ' ').trim(), x: c.x, end: c.end, bold: c.bold })),
    });
  }
  lines.sort((a, b) => b.y - a.y);
  return lines.filter((l) => l.text);
}

/** A column of a page's text takes at least this share of the text's width; a sidebar beside it, this much. */
const COLUMN_SHARE = 0.3;
const SIDEBAR_SHARE = 0.15;

/** A label set before a line's text: a question's or an answer's ("Q6.", "A."), a list's number or letter, a bullet. */
const BARE_LABEL = /^\s*(?:Q\d{0,3}|A|\d{1,2}(?:\.\d{1,2})*)\s*$/i;
const isHangingLabel = (text: string): boolean =>
  MARKER.test(text) || SECTION_NUMBER.test(text) || QA_LABEL.test(text) || BARE_LABEL.test(text);

/** A gap down a page (x) and the top and bottom of the lines it splits. */
interface Split {
  gutter: number;
  top: number;
  bottom: number;
}

/** The gaps between two cells of a line, each once, that lie between these shares of the text's width from its left edge. */
function* gutters(lines: TextLine[], left: number, width: number, from: number, to: number): Generator<number> {
  const tried = new Set<number>();
  for (const l of lines)
    for (const [i, c] of l.cells.slice(1).entries()) {
      const gutter = Math.round((l.cells[i]!.end + c.x) / 2);
      if (gutter - left < width * from || gutter - left > width * to || tried.has(gutter)) continue;
      tried.add(gutter);
      yield gutter;
    }
}

/**
 * The lines of the band of a split, each side read on its own: the left one's, then the right
 * one's, numbered as columns after them. With `left` (the page's left edge), the right side's
 * lines start there too, so that indents mean the same on both.
 */
function splitAt(items: Item[], { gutter, top, bottom }: Split, left?: number): { first: TextLine[]; second: TextLine[] } {
  const inBand = (i: Item) => i.y <= top && i.y >= bottom;
  const first = pageLines(items.filter((i) => inBand(i) && i.x < gutter)).map((l) => ({ ...l, column: l.column ?? 1 }));
  const after = Math.max(...first.map((l) => l.column));
  const right = items.filter((i) => inBand(i) && i.x >= gutter);
  const shift = left === undefined ? 0 : Math.min(...right.map((i) => i.x)) - left;
  const second = pageLines(right.map((i) => ({ ...i, x: i.x - shift }))).map((l) => ({ ...l, column: after + (l.column ?? 1) }));
  return { first, second };
}

/**
 * Two halves of a page set side by side, each with a table of its own and prose under it
 * ("Table A. Property base rates" beside "Table C. Printers E&O annual premium"): a gap down the
 * middle that no line crosses, a heading atop each half on one line, rows of both tables on the
 * same lines and lines of prose on both sides. Read across, each row would run on into the other
 * table's; the reading of columns of prose takes no page with tables in it.
 */
function sideBySide(lines: TextLine[], left: number, width: number): Split | null {
  for (const gutter of gutters(lines, left, width, 0.35, 0.65)) {
    const crosses = (x: TextLine) => x.cells.some((y) => y.x < gutter && y.end > gutter);
    // The longest run of lines that none crosses.
    let best: TextLine[] = [];
    let run: TextLine[] = [];
    for (const x of [...lines, null]) {
      if (x && !crosses(x)) run.push(x);
      else {
        if (run.length > best.length) best = run;
        run = [];
      }
    }
    if (best.length < 10) continue;
    const part = (x: TextLine, k: 0 | 1) => x.cells.filter((y) => (k ? y.x > gutter : y.end < gutter));
    const prose = (k: 0 | 1) => best.filter((x) => part(x, k).some((y) => y.text.length >= 35)).length;
    // The halves start at their headings, side by side (a table set across the page has one
    // heading above it all, and is read across).
    const edge = Math.min(...best.flatMap((x) => part(x, 1).map((y) => y.x)));
    const headings = best.findIndex((x) => {
      const [a, b] = [part(x, 0), part(x, 1)];
      return a.length === 1 && b.length === 1 && a[0]!.bold && b[0]!.bold && a[0]!.x <= left + 8 && b[0]!.x <= edge + 8;
    });
    if (headings < 0) continue;
    best = best.slice(headings);
    // (Rows of both tables on one line, which no reading of columns of prose takes apart.)
    const rowsSideBySide = best.filter((x) => part(x, 0).length >= 2 && part(x, 1).length >= 2).length;
    if (best.length < 10 || prose(0) < 3 || prose(1) < 2 || rowsSideBySide < 2) continue;
    const size = Math.max(...best.map((x) => x.size));
    return { gutter, top: best[0]!.y + size * 0.5, bottom: best[best.length - 1]!.y - size * 0.5 };
  }
  return null;
}

/**
 * A strip of short lines down the page's left side ("AT A GLANCE", "States", "Texas, Oklahoma …"),
 * in whatever type, beside the page's text and the tables in it: no line crosses its edge between
 * its first line and its last, and many of its lines stand alone (a table's keys, or the terms of
 * two-column definitions, each sit on their entry's first line). Its edge and its top and bottom.
 */
function leftStrip(lines: TextLine[], left: number, width: number): Split | null {
  for (const gutter of gutters(lines, left, width, 0.1, 0.35)) {
    const bar = lines.filter((x) => x.cells.some((y) => y.end < gutter));
    if (bar.length < 6) continue;
    let first = lines.indexOf(bar[0]!);
    const last = lines.indexOf(bar[bar.length - 1]!);
    // (The text beside it may start a line or two higher: "Q6 What are the waiver requirements?")
    while (first > 0 && lines[first - 1]!.x > gutter && lines[first - 1]!.y - lines[first]!.y <= lines[first]!.size * 3) first--;
    const band = lines.slice(first, last + 1);
    if (band.some((x) => x.cells.some((y) => y.x < gutter && y.end > gutter))) continue;
    const leftCells = band.flatMap((x) => x.cells.filter((y) => y.end < gutter));
    const rightCells = band.flatMap((x) => x.cells.filter((y) => y.x > gutter));
    const alone = band.filter((x) => x.cells.every((y) => y.end < gutter)).length;
    const chars = (cells: TextLine['cells']) => cells.reduce((n, y) => n + y.text.length, 0) / Math.max(1, cells.length);
    // (Beside a table of its own, whose rows are no rows of the strip's: rows with no cell in the
    // strip, where a table's first column of keys would have one on every row.)
    // (A header row is no such row: it has no key to sit beside.)
    const rowsBeside = band.filter(
      (x) => !x.bold && x.cells.filter((y) => y.x > gutter).length >= 2 && x.cells.every((y) => y.x > gutter),
    ).length;
    // (Fewer of its lines need stand alone when a table beside it has rows of its own.)
    if (
      alone < bar.length * (rowsBeside >= 2 ? 0.15 : 0.25) ||
      chars(leftCells) >= 30 ||
      rightCells.length < 6 ||
      (chars(rightCells) < 25 && rowsBeside < 2)
    )
      continue;
    const size = Math.max(...band.map((x) => x.size));
    return { gutter, top: band[0]!.y + size * 0.5, bottom: band[band.length - 1]!.y - size * 0.5 };
  }
  return null;
}

/** How many of these left edges are flush with the leftmost one. */
function flushAtLeft(xs: number[]): number {
  const left = Math.min(...xs);
  return xs.filter((x) => x - left < 3).length;
}

/** How many of a line's cells are short figures ("0.55", "$1,100"), as a table's rows have. */
const shortFigures = (l: TextLine): number => l.cells.filter((c) => c.text.length < 12 && /\d/.test(c.text)).length;

/**
 * A page set in two columns of prose (a newspaper layout) as its column-major reading order: the
 * lines above the columns, the whole left column, the whole right one, then what is below. Read
 * across, each line would join half a sentence of one column with half a sentence of the other,
 * and the two would pass for a table's cells. A stretch of lines is two columns when a gap at the
 * same place splits most of them, each side is a wide run of words (a table's columns are
 * narrower, or more than two, or short), and no line crosses the gap.
 */
export function pageLines(items: Item[]): TextLine[] {
  const lines = linesOf(items);
  const left = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.flatMap((l) => l.cells.map((c) => c.end)));
  const width = right - left;
  const halves = sideBySide(lines, left, width);
  if (halves) {
    const { first, second } = splitAt(items, halves, left);
    return [...lines.filter((l) => l.y > halves.top), ...first, ...second, ...pageLines(items.filter((i) => i.y < halves.bottom))];
  }
  const strip = leftStrip(lines, left, width);
  if (strip) {
    // (The text beside a strip keeps its own x: moved to the page's edge, answers set under their
    // questions would read as items of a list.)
    const { first: bar, second: main } = splitAt(items, strip);
    // (The text beside the strip may go on below it, in its column.)
    const column = main[main.length - 1]?.column ?? 2;
    const below = lines.filter((l) => l.y < strip.bottom).map((l) => (l.x >= strip.gutter ? { ...l, column } : l));
    return [...lines.filter((l) => l.y > strip.top), ...bar, ...main, ...below];
  }
  // Where the gap is: the middle of the gap most lines share.
  const body = (l: TextLine) => l.cells.filter((c) => !isHangingLabel(c.text));
  // (A hanging label goes with the text after it: the gap is before "Q7.", not after it.)
  const gapAt = (l: TextLine, m: number) => {
    const cells = body(l);
    return cells.some((c, i) => i > 0 && cells[i - 1]!.end < m && c.x > m) && !l.cells.some((c) => c.x < m && c.end > m);
  };
  const gapOf = (voters: TextLine[]) => {
    let found = { gutter: NaN, votes: 0 };
    let best = -Infinity;
    for (const l of voters)
      for (const [i, c] of body(l).slice(1).entries()) {
        const m = (body(l)[i]!.end + c.x) / 2;
        if (m - left < width * SIDEBAR_SHARE || right - m < width * SIDEBAR_SHARE) continue;
        const n = voters.filter((v) => gapAt(v, m)).length;
        // (Of two places most lines split at, the one fewer lines cross: the gap is where no text is.)
        const score = n - voters.filter((v) => v.cells.some((x) => x.x < m && x.end > m)).length;
        if (score > best) [found, best] = [{ gutter: m, votes: n }, score];
      }
    return found;
  };
  // (Not a table's rows, when enough other lines show it: a page with a table above two columns
  // has its gap where the columns' is.)
  const tabular = (l: TextLine) => body(l).length >= 5 || (body(l).length >= 3 && body(l).some((c) => c.text.length < 12));
  const prose = gapOf(lines.filter((l) => !tabular(l)));
  const { gutter, votes } = prose.votes >= 4 ? prose : gapOf(lines);
  if (votes < 4) return lines;
  const side = (l: TextLine): 'both' | 'left' | 'right' | 'across' =>
    gapAt(l, gutter) ? 'both' : l.cells.every((c) => c.end < gutter) ? 'left' : l.cells.every((c) => c.x > gutter) ? 'right' : 'across';
  // Runs of lines close together, no line of which crosses the gap.
  const runs: TextLine[][] = [];
  let run: TextLine[] = [];
  const bodySize = median(lines.map((l) => l.size));
  // A table's rows under a header that spans the gap are the table's, though the gap splits them.
  let table = false;
  for (const [i, l] of lines.entries()) {
    // (A footer far below the columns is no part of them, though the gap may split it too.)
    const prev = run[run.length - 1];
    if (prev && prev.y - l.y > Math.max(prev.size, l.size) * 4) {
      runs.push(run);
      run = [];
    }
    const above = lines[i - 1];
    // (So is a line of several short figures, the gap or not: "X (unshaded) or C | Not applicable | 0.55 | 0.48 | …",
    // and the header right above such a line: "Aircraft class | Minimum certificate | Total time | …".)
    const figures = shortFigures(l);
    const below = lines[i + 1];
    const header =
      !!below &&
      body(l).length >= 4 &&
      below.cells.length >= body(l).length &&
      shortFigures(below) >= 3 &&
      l.y - below.y <= Math.max(l.size, below.size) * 2.6;
    // (Hanging labels are no cells: "Q6. | Can the congregation … | Q7. | Is there …" is two columns of questions.)
    table =
      l.cells.filter((c) => !isHangingLabel(c.text)).length >= 3 &&
      (side(l) === 'across' || (l.cells.length >= 4 && figures >= 3) || header
        ? true
        : table && !!above && above.y - l.y <= Math.max(above.size, l.size) * 2.6);
    // (A running header or footer in small type at the page's edge is no part of the columns.)
    const edge = (i === 0 || i === lines.length - 1) && l.size < bodySize - 0.5;
    if (side(l) === 'across' || table || edge) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(l);
  }
  if (run.length) runs.push(run);
  /** The runs of text between the top and the bottom line of a run of lines. */
  const itemsIn = (run: TextLine[]) => {
    const top = run[0]!.y + run[0]!.size * 0.5;
    const bottom = run[run.length - 1]!.y - run[run.length - 1]!.size * 0.5;
    return items.filter((i) => i.y <= top && i.y >= bottom);
  };
  /** How a run of lines is set: two columns of prose, text with a sidebar of short lines beside it, or neither. */
  const layoutOf = (run: TextLine[]): 'columns' | 'sidebar' | 'leftbar' | null => {
    const both = run.filter((l) => side(l) === 'both');
    if (both.length < 4 || run.length < 6) return null;
    const halves = both.map((l) => [l.cells.filter((c) => c.end < gutter), l.cells.filter((c) => c.x > gutter)] as const);
    const band = itemsIn(run);
    const sizeOf = (part: Item[]) => part.reduce((n, i) => n + i.size, 0) / Math.max(1, part.length);
    // A sidebar in smaller type, its lines flush at one left edge, beside a column that may hold
    // tables of its own ("Physician offices at a glance" beside a limits table), on either side.
    for (const k of [1, 0] as const) {
      const bar = band.filter((i) => (k ? i.x > gutter : i.x < gutter) && i.str.trim());
      const beside = median(band.filter((i) => (k ? i.x < gutter : i.x > gutter) && i.str.trim()).map((i) => i.size));
      // (All of it smaller than the text beside it: a table's last column is set in the table's type.
      // A sidebar on the left may open with a heading in the page's title type, as the page's own does.)
      const smaller = k
        ? Math.max(...bar.map((i) => i.size)) < beside - 0.15
        : bar.filter((i) => i.size < beside - 0.15).length >= bar.length * 0.8;
      const flush = flushAtLeft(bar.map((i) => i.x));
      if (smaller && halves.every((h) => h[k].length === 1) && flush >= run.filter((l) => side(l) !== (k ? 'left' : 'right')).length * 0.8)
        return k ? 'sidebar' : 'leftbar';
    }
    // One run of words a side (a table has more columns), long ones (a table's cells are short);
    // or columns of prose of their own (a page in three columns).
    // (A hanging label, "Q6." or "A." of questions and answers, a list's "2." or "(b)", is no cell of a table.)
    const unlabelled = (cells: TextLine['cells']) => (cells.length > 1 && isHangingLabel(cells[0]!.text) ? cells.slice(1) : cells);
    const prose = (cells: TextLine['cells']) => unlabelled(cells).length === 1 || unlabelled(cells).every((c) => c.text.length >= 12);
    if (halves.filter(([a, b]) => prose(a) && prose(b)).length < both.length * 0.7) return null;
    // (A side of several runs a line is columns of its own, or this is a table: "Auto liability | $1M CSL | $2M CSL".)
    for (const k of [0, 1] as const) {
      const part = band.filter((i) => (k ? i.x > gutter : i.x < gutter));
      if (halves.some((h) => unlabelled(h[k]).length > 1 && prose(h[k])) && !pageLines(part).some((l) => l.column)) return null;
    }
    const chars = (cells: TextLine['cells']) => cells.reduce((n, c) => n + c.text.length, 0);
    const long = (k: 0 | 1) => halves.reduce((n, h) => n + chars(h[k]), 0) / both.length >= 20;
    // (A sidebar of short lines is a column too when its lines keep their own spacing or its type
    // is smaller: a table's cells sit on its rows' lines, in one size.)
    const alone = run.filter((l) => side(l) === 'right').length;
    const own =
      alone >= (alone + both.length) * 0.25 || sizeOf(band.filter((i) => i.x > gutter)) < sizeOf(band.filter((i) => i.x < gutter)) - 0.5;
    const wide = right - Math.min(...halves.map(([, b]) => b[0]!.x)) >= width * COLUMN_SHARE;
    // The left column's lines fill it up to the gap, as prose does (a table's first column of keys does not).
    // (Every line of the left column counts: a column of defined terms and their indented
    // meanings has short lines beside the other column's, yet its prose lines fill it.)
    // (Or a good part of them do, and the right column's do too: questions and answers, with
    // short questions and list items, beside more of them.)
    const filled = (k: 0 | 1) => {
      const ends = run.flatMap((l) => {
        const part = l.cells.filter((c) => (k ? c.x > gutter : c.end < gutter));
        return part.length ? [{ x: part[0]!.x, end: part[part.length - 1]!.end }] : [];
      });
      const [from, far] = [Math.min(...ends.map((e) => e.x)), Math.max(...ends.map((e) => e.end))];
      return ends.filter((e) => e.end >= far - (far - from) * 0.2).length / ends.length;
    };
    // (A bar of bold labels and their values, set flush at its left edge in the type of the text
    // beside it, "Receipts" over "$1,000,001 to $2,500,000", is a column of its own beside prose
    // that fills its column: not a table, whose first column is no run of labels and values, nor a
    // list of terms, every one bold, beside their meanings.)
    const labelsAndValues = () => {
      const firsts = run.flatMap((l) => l.cells.filter((c) => c.end < gutter).slice(0, 1));
      const bold = firsts.slice(1).filter((c) => c.bold).length;
      return (
        flushAtLeft(firsts.map((c) => c.x)) >= firsts.length * 0.9 &&
        bold >= firsts.length * 0.2 &&
        firsts.length - bold >= firsts.length * 0.3
      );
    };
    if (own && long(1) && wide && filled(1) >= 0.4 && labelsAndValues()) return 'columns';
    if (!long(0) || !((long(1) && wide) || own)) return null;
    const fill = filled(0);
    if (fill < 0.5 && !(fill >= 0.35 && filled(1) >= 0.5)) return null;
    return long(1) ? 'columns' : 'sidebar';
  };
  const columns = runs.flatMap((run) => {
    const layout = layoutOf(run);
    return layout ? [{ run, layout }] : [];
  });
  if (!columns.length) return lines;
  const out: TextLine[] = [];
  let done = 0;
  for (const { run, layout } of columns) {
    const at = lines.indexOf(run[0]!);
    out.push(...lines.slice(done, at));
    done = at + run.length;
    const band = itemsIn(run);
    const leftItems = band.filter((i) => i.x < gutter);
    const rightItems = band.filter((i) => i.x >= gutter);
    // The second column's lines start where the first one's do, so that indents mean the same in both.
    const shift = Math.min(...rightItems.filter((i) => i.str.trim()).map((i) => i.x)) - Math.min(...leftItems.map((i) => i.x));
    // (Each side may be set in columns of its own.)
    const main = pageLines(leftItems).map((l) => ({ ...l, column: l.column ?? 1 }));
    const after = Math.max(...main.map((l) => l.column));
    const second = pageLines(rightItems.map((i) => ({ ...i, x: i.x - shift }))).map((l) => ({ ...l, column: after + (l.column ?? 1) }));
    // A sidebar stands on its own and comes first: the main column goes on to the next page.
    if (layout === 'sidebar') out.push(...second, ...main);
    else if (layout === 'leftbar') out.push(...main, ...second);
    else
      for (const [top, bottom] of bandsOf([...main, ...second], bodySize))
        out.push(...[...main, ...second].filter((l) => l.y <= top && l.y > bottom));
  }
  out.push(...lines.slice(done));
  return out;
}

/**
 * The bands of a page in two columns, top to bottom (as [top, bottom) in y): one section set in
 * both columns, then the next, under a heading after a strip of white across both. Each band is
 * read column by column.
 */
function bandsOf(lines: TextLine[], body: number): [number, number][] {
  const sorted = [...lines].sort((a, b) => b.y - a.y);
  const bands: [number, number][] = [];
  let top = Infinity;
  let low = Infinity;
  for (const l of sorted) {
    const heading = l.size >= body * 1.1 || l.bold;
    if (low !== Infinity && l.y + l.size * 0.8 < low - body * 0.9 && heading) {
      bands.push([top, l.y + l.size]);
      top = l.y + l.size;
    }
    low = Math.min(low, l.y - l.size * 0.25);
  }
  bands.push([top, -Infinity]);
  return bands;
}

/** Bold by its font's name (LiberationSans-Bold, Helvetica-Bold, DejaVuSans-BoldOblique…). */
const BOLD = /bold|black|heavy|semibold|demi/i;

async function withPdfJs(lib: PdfJs, bytes: Uint8Array): Promise<TextLine[][]> {
  const task = lib.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: TextLine[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      // The fonts' names come with the page's operator list; without them no run is bold.
      const fonts = await page.getOperatorList().then(
        () => true,
        () => false,
      );
      const content = await page.getTextContent();
      const bold = new Map<string, boolean>();
      const isBold = (fontName: string): boolean => {
        let found = bold.get(fontName);
        if (found === undefined) {
          try {
            found = fonts && BOLD.test((page.commonObjs.get(fontName) as { name?: string }).name ?? '');
          } catch {
            found = false;
          }
          bold.set(fontName, found);
        }
        return found;
      };
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        items.push({
          str: item.str,
          x: e!,
          y: f!,
          width: item.width,
          size: Math.hypot(c!, d!) || Math.hypot(a!, b!) || item.height,
          bold: isBold(item.fontName),
        });
      }
      pages.push(pageLines(items));
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
      const font = /\/(\w+)\s+[\d.]+\s+Tf/.exec(op!)?.[1] ?? '';
      const size = Number(/([\d.]+)\s+Tf/.exec(op!)?.[1] ?? 10);
      const at = /([-\d.]+)\s+([-\d.]+)\s+Tm/.exec(op!) ?? /([-\d.]+)\s+([-\d.]+)\s+Td/.exec(op!);
      const parts = [...op!.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => unescapePdf(m[1]!));
      const str = parts.join('');
      // The files this reader is for name their bold font F2 (our own generator's Helvetica-Bold).
      items.push({ str, x: Number(at?.[1] ?? 0), y: Number(at?.[2] ?? 0), width: str.length * size * 0.5, size, bold: font === 'F2' });
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
