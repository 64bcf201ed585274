// A document's text as blocks (title, headings, paragraphs, list items) with the page each part
// sits on, and the sentences the assistant answers from: whole sentences, joined across line and
// page breaks, each knowing its section heading and, for a list item, the sentence that
// introduces the list.
import type { PdfBlock } from '../db/pdf';
import { sentences, tokens } from './text';

/** A block's kind: a PDF block's, a table row (its cells with their column headers), or a bold lead-in that heads only its own paragraph. */
type BlockType = PdfBlock['type'] | 'row' | 'lead';

interface TextBlock {
  type: BlockType;
  text: string;
  /** Where each page starts in `text`: [offset, page], in order (the first offset is 0). */
  pages: [number, number][];
  /** Where its first line starts across the page (read from a PDF only). */
  x?: number;
}

/** One sentence of a document: the unit the assistant finds, quotes and cites. */
export interface Unit {
  docId: string;
  /** The page the sentence starts on (1-based). */
  page: number;
  text: string;
  /** Index of the block it belongs to, unique within its document. */
  block: number;
  blockType: BlockType;
  /** The whole block (the paragraph or list item), for the quote. */
  blockText: string;
  /** The block's page (where it starts). */
  blockPage: number;
  heading: string;
  /** For a list item: the sentence that introduces the list ("The following … are ineligible:"). */
  intro: string | null;
  /** This sentence introduces the list that follows. */
  introducesList: boolean;
  /** For a list intro: the items of its list. */
  items: string[];
  tokens: string[];
  /** Stems of the heading and intro: they count for matching, they are not quoted. */
  context: string[];
  /** Stems of what the whole document is about (its title and the lines under it). */
  about: string[];
  /** Stems of the document's title. */
  title: string[];
  /** It defines a term (a glossary entry, "X means …"): it ranks below the rule that uses the term. */
  definition: boolean;
  /** The term it defines, when it says ("Major Violation"). */
  term: string | null;
  /** It opens its paragraph or item (where a rule is usually stated). */
  leads: boolean;
  /** A value stacked under its bold label in a fact box (its heading): shown as "label: value". */
  stacked?: boolean;
}

// ("Occupancy Rate — the number of …": a dash between term and meaning, as glossaries print it.)
const TERM =
  /^["“]?([A-Z][\w\s/&'’-]{1,60}?)["”]?\s*(?:\(([A-Za-z-]{2,8})\))?\s*(?:means|is defined as|refers to|shall mean|:|\s[—–]\s)\s*/;

/** A class, tier or group, and what is in it: "Class II: hoofstock such as bison, zebra, camels and giraffe; wolves …". */
const CLASS_OF =
  /^((?:Class|Tier|Group|Category|Type|Zone|Territory|Level)\s+(?:[IVX]{1,4}|\d{1,2}|[A-Z])):\s+(?=[^.]*(?:,|\bsuch as\b|\bincludes?\b))/;

const DEFINITIONS = /\b(?:definitions?|glossary|terms used|meaning of terms)\b/i;
const DEFINES =
  /^["“]?[A-Z][\w\s/&()'’-]{0,60}?["”]?\s*(?:\([A-Z]{2,6}\))?\s*(?:means|is defined as|refers to|shall mean|is the|are the)\b|^["“]?[A-Z][\w\s/&'’-]{0,40}["”]?\s*(?:\([A-Z]{2,6}\))?\s*[:—–-]\s+(?:the|a|an)\s/;

const pageAt = (block: TextBlock, offset: number): number => {
  let page = block.pages[0]?.[1] ?? 1;
  for (const [at, p] of block.pages) if (at <= offset) page = p;
  return page;
};

/** A numbered rule's own heading, under a section's: "Rule 5.2", "3.4 Roofs", "H-4 Protection class". */
const MINOR_HEADING = /^\s*(?:(?:rule|article|clause)\s+)?(?:\d+\.\d+|[A-Z]{1,3}-\d+)\b/i;

const stripNumber = (heading: string): string => heading.replace(/^\s*(?:\d+(?:\.\d+)*|[IVX]+|[A-Z])[.)]\s+/, '').trim();

/** Words of a sentence, not of a name: no run-in title holds one ("Refer all others.", "Not eligible."). */
const FUNCTION_WORD =
  /^(?:all|any|no|not|none|see|is|are|be|was|were|it|this|that|these|those|we|you|they|our|your|their|them|us|per|each|every|only|also|then|there|here|do|does|did|can|may|must|will|shall|should|would|could|call|ask|refer|send)$/;

/**
 * A title of a few words, capitalised, with no figure ("Driving record.", "Drop stores."); past a
 * block's start, a run-in title is a name, not a short sentence: no function word in it, and not
 * one word that says what happens ("Declined.").
 */
function isTitle(text: string, opens: boolean): boolean {
  if (!/^[A-Z][\w’'&/ -]*\.$/.test(text) || text.split(' ').length > 4 || /\d/.test(text)) return false;
  if (opens) return true;
  const words = text.slice(0, -1).toLowerCase().split(/\s+/);
  return !words.some((w) => FUNCTION_WORD.test(w)) && !(words.length === 1 && /ed$/.test(words[0]!));
}

/** The sentences of a document's blocks; `title` is the document's own title. */
export function unitsOf(docId: string, title: string, blocks: TextBlock[]): Unit[] {
  const out: Unit[] = [];
  // What the document is about: its title, and the title and lines above its first heading or bold
  // lead-in (a guide of run-in headings only has its rules after one).
  const firstHead = blocks.findIndex((b) => b.type === 'heading' || b.type === 'lead');
  const top = blocks.slice(0, firstHead < 0 ? 1 : firstHead).filter((b) => b.type !== 'para' || b.text.length < 160);
  const about = tokens([title, ...top.map((b) => b.text)].join(' '));
  const titleWords = tokens(title);
  let section = '';
  let heading = '';
  /** The major heading a numbered rule's heading ("Rule 5.2", "H-4 Roofs") sits under ("SECTION 5 — GARAGEKEEPERS"). */
  let major = '';
  let intro: string | null = null;
  let introUnit: Unit | null = null;
  let introX: number | undefined;
  blocks.forEach((block, index) => {
    if (block.type === 'heading' || block.type === 'lead') {
      heading = stripNumber(block.text);
      if (block.type === 'heading') section = heading;
      if (block.type === 'heading' && !MINOR_HEADING.test(block.text)) major = heading;
      intro = null;
      introUnit = null;
      return;
    }
    // A lead-in heads its own paragraph; the section's heading heads what follows.
    const lead = blocks[index - 1]?.type === 'lead';
    if (!lead) heading = section;
    const item = block.type === 'bullet' || block.type === 'row';
    // Items of another kind after a table's rows (or rows after a list) are a list of their own.
    const before = blocks[index - 1]?.type;
    if (
      !item ||
      ((before === 'bullet' || before === 'row') && before !== block.type) ||
      // (Back out of a nested list: "4.2" after the items of "4.1 The following … are ineligible:".)
      (introUnit && introX !== undefined && (block.x ?? Infinity) <= introX + 4)
    ) {
      intro = null;
      introUnit = null;
      introX = undefined;
    }
    const next = blocks[index + 1];
    // A title of a few words that opens an item ("Driving record. (a) A household …"), or a run-in
    // title further on ("… dry-to-dry machines. Drop stores. Counter locations where …"), names what
    // the sentences after it are about: it is their context, not a sentence of its own.
    const titles: string[] = [];
    const parts: string[] = [];
    let title = '';
    // A value stacked under its bold label, in a fact box ("Waiver retention" over "7 years, or
    // until the minor turns 21"), is shown with its label: "Waiver retention: 7 years, …".
    const stacked =
      block.type === 'para' &&
      blocks[index - 1]?.type === 'heading' &&
      (!next || next.type === 'heading') &&
      !/[.!?:]$/.test(block.text) &&
      block.text.split(/\s+/).length <= 8 &&
      heading.split(/\s+/).length <= 5;
    (block.type === 'row' || stacked ? [block.text] : sentences(block.text)).forEach((s, k, all) => {
      if (k < all.length - 1 && isTitle(s, k === 0)) title = s.slice(0, -1);
      else {
        parts.push(s);
        titles.push(title);
      }
    });
    let cursor = 0;
    parts.forEach((text, i) => {
      const at = block.text.indexOf(text, cursor);
      cursor = at >= 0 ? at + text.length : cursor;
      const last = i === parts.length - 1;
      // (An item ending in ":" introduces the items indented under it.)
      const introducesList =
        last &&
        /:$/.test(text) &&
        ((block.type === 'para' && (next?.type === 'bullet' || next?.type === 'row')) ||
          (block.type === 'bullet' && next?.type === 'bullet' && (next.x ?? 0) > (block.x ?? Infinity) + 4));
      const context = [heading, titles[i], item ? (intro ?? '') : '', major !== heading ? major : ''].join(' ');
      const unit: Unit = {
        docId,
        page: pageAt(block, Math.max(0, at)),
        text,
        block: index,
        blockType: block.type,
        blockText: block.text,
        blockPage: pageAt(block, 0),
        heading,
        intro: item ? intro : null,
        introducesList,
        items: [],
        tokens: tokens(text),
        context: tokens(context),
        about,
        title: titleWords,
        definition:
          DEFINITIONS.test(heading) ||
          (lead && DEFINITIONS.test(section)) ||
          (i === 0 && DEFINES.test(text) && !/\b(?:must|may|eligible|ineligible|required|not)\b/i.test(text)),
        // Under a definitions heading, a bold lead-in is the term its paragraph defines.
        term: lead && i === 0 && DEFINITIONS.test(section) ? heading : null,
        leads: i === 0,
        stacked,
      };
      if (unit.definition && i === 0) unit.term ??= TERM.exec(text)?.[1]?.trim() ?? null;
      // A class that lists what is in it names each of them ("Class II: hoofstock such as bison, zebra,
      // camels …"): the rule on the class is the rule on a camel. It is no definition; it answers "what class is it?".
      if (i === 0) unit.term ??= CLASS_OF.exec(text)?.[1] ?? null;
      out.push(unit);
      if (introducesList) {
        intro = text;
        introUnit = unit;
        introX = block.type === 'bullet' ? block.x : undefined;
      }
    });
    // (A numbered rule that introduces the items under it is no item of its own list.)
    if (item && introUnit && (introUnit as Unit).block !== index) (introUnit as Unit).items.push(block.text);
  });
  return out;
}

/** Blocks of a generated document, from the segments of its pages. */
export function blocksFromSegments(segments: { page: number; block: number; type: PdfBlock['type']; text: string }[]): TextBlock[] {
  const out: TextBlock[] = [];
  let current: (TextBlock & { index: number }) | null = null;
  for (const seg of segments) {
    if (current && current.index === seg.block) {
      current.pages.push([current.text.length + 1, seg.page]);
      current.text += ` ${seg.text}`;
    } else {
      current = { index: seg.block, type: seg.type, text: seg.text, pages: [[0, seg.page]] };
      out.push(current);
    }
  }
  return out.map(({ type, text, pages }) => ({ type, text, pages }));
}

/** A line of an extracted page: its text, font size and position (PDF units, y up), its runs of text apart (cells), and whether it is all bold. */
export interface TextLine {
  text: string;
  size: number;
  x: number;
  y: number;
  bold: boolean;
  /** The bold words the line starts with, when the rest is not bold ("" otherwise). */
  lead: string;
  cells: { text: string; x: number; end: number; bold: boolean }[];
  /** On a page set in two columns, which one (1 or 2) the line is in; none above or below them. */
  column?: number;
}

const BULLET = /^\s*(?:[•▪●◦‣∙·*]|[-–—](?=\s))\s*/;
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s+(?:of|\/)\s+\d+)?$/i;

/**
 * The left margin of the body text: the leftmost position (to the half point) that many lines
 * start at. Not the most common one: in a guide of lists, indented items outnumber paragraphs.
 */
function leftMargin(values: number[]): number {
  const count = new Map<number, number>();
  for (const v of values) {
    const key = Math.round(v * 2) / 2;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const common = [...count].filter(([, n]) => n >= Math.max(3, values.length * 0.1)).map(([x]) => x);
  return common.length ? Math.min(...common) : ([...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0);
}

/** Where a line's text ends. */
const end = (l: TextLine): number => Math.max(l.x, ...l.cells.map((c) => c.end));

/**
 * The line spacing inside a paragraph: a low quantile of the gaps between body lines, since the
 * gaps between list items and paragraphs (a few points more) are common too and would pass for it.
 */
function lineSpacing(gaps: number[]): number {
  const sorted = gaps.filter((g) => g > 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.3)] ?? 0;
}

/** The body text size: the size most of the characters are set in. */
function bodySize(pages: TextLine[][]): number {
  const weight = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

const key = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/** Running headers and footers: the first or last two lines of a page, the same on most pages. */
function boilerplate(pages: TextLine[][]): Set<string> {
  const count = new Map<string, number>();
  for (const page of pages) {
    const edges = [...page.slice(0, 2), ...page.slice(-2)];
    for (const k of new Set(edges.map((l) => key(l.text)))) count.set(k, (count.get(k) ?? 0) + 1);
  }
  const out = new Set<string>();
  if (pages.length >= 2) for (const [k, n] of count) if (n >= Math.max(2, pages.length * 0.5)) out.add(k);
  return out;
}

// (Or a section's paragraph number: "3.5 The applicant may …".)
const LIST_NUMBER = /^(?:\(?(?:\d{1,2}|[a-z])[.)]\s+(?=\S)|\d{1,2}\.\d{1,2}\.?\s+(?=[A-Z"“(]))/;
/** The mark of an answer in a guide written as questions and answers ("A.", "Answer:"). */
const ANSWER_MARK = /^(?:A|Answer)\s*[.:]$/i;
/** A bold heading of a few words that ends with a period on a line of its own ("Program scope.", "Eligible operations."), not a short rule ("Flood is excluded."). */
const RUN_IN_HEADING = /^(?!.*\b(?:is|are|must|may|not|no|will|shall|be|only)\b)[A-Z][^\d.]{2,40}\.$/;
/** A list number on a line of its own ("1." above its rule's text). */
const LONE_NUMBER = /^\(?(?:\d{1,2}|[a-z])[.)]$/;
const ENDS_SENTENCE = /[.!?:;]["”’)]?$/;

interface Table {
  /** The lines of the table, top to bottom. */
  lines: TextLine[];
  /** Its caption, when set between the header row and the rows ("Table 6-A — Annual base rates"). */
  caption?: TextLine;
}

/**
 * The bold line at `i` heads a group of a table's columns: the header line of two or more cells
 * right below it (maybe after the first column's own header) starts left of it.
 */
function groupsColumnsBelow(lines: TextLine[], i: number, size: number): boolean {
  const line = lines[i]!;
  for (const below of lines.slice(i + 1, i + 3)) {
    if (!below.bold || line.y - below.y > size * 2.2) return false;
    if (below.cells.length >= 2) return line.x > below.x + 4;
  }
  return false;
}

/** A run of lines with two or more cells each (and the wrapped cell lines between them): a table. */
function tablesOf(lines: TextLine[], size: number): Table[] {
  const out: Table[] = [];
  let run: TextLine[] = [];
  let caption: TextLine | undefined;
  const close = () => {
    if (run.filter((l) => l.cells.length >= 2).length >= 2) out.push({ lines: run, caption });
    run = [];
    caption = undefined;
  };
  for (const [i, line] of lines.entries()) {
    const prev = run[run.length - 1];
    const near = prev && prev.column === line.column && prev.y - line.y <= size * 2.6;
    const next = lines[i + 1];
    if (line.cells.length >= 2) {
      if (!near && !(caption && run.length === 1 && caption.y - line.y <= size * 2.6)) close();
      run.push(line);
    } else if (
      run.length === 1 &&
      !caption &&
      near &&
      prev.bold &&
      next &&
      next.cells.length === prev.cells.length &&
      // (Not a header cell of its own between the header's lines: "Annual revenue" amid "Maximum aggregate / limit".)
      !next.bold &&
      line.y - next.y <= size * 2.6 &&
      !ENDS_SENTENCE.test(line.text)
    ) {
      // A caption set between the header row and the rows: the table goes on below it.
      caption = line;
    } else if (!run.length && line.bold && line.cells.length === 1 && line.text.length <= 40 && groupsColumnsBelow(lines, i, size)) {
      // A header over several columns, above the columns' own ("E&O limit per claim / aggregate"
      // over "$100K / $300K | $250K / $500K | …"): the table's, not a heading of its own.
      run.push(line);
    } else if (
      run.every((l) => l.bold && l.cells.length === 1) &&
      line.bold &&
      next?.bold &&
      next.cells.length >= 2 &&
      line.y - next.y < size * 1.4 &&
      // (Or the first column's header, set above the others': "Annual gross receipts" over "$100K / $300K | …".)
      (line.x > next.x + 4 || end(line) < next.x) &&
      line.text.length <= 40
    ) {
      // The upper line of a header cell that wraps, set above the header's other cells (a table
      // whose headers sit at the bottom of their row): "Aggregate" above "… program …".
      run.push(line);
    } else if (prev && near && line.x > Math.min(...run.map((l) => l.x)) + 4 && !ENDS_SENTENCE.test(line.text)) {
      // A wrapped cell: it starts right of the first column.
      run.push(line);
    } else if (
      prev &&
      near &&
      line.size < size * 1.12 &&
      // (A bold line is a heading above the next table, unless it sits tight between two lines of cells.)
      (!line.bold || (prev.cells.length >= 2 && prev.y - line.y < size * 0.95 && !!next && line.y - next.y < size * 0.95)) &&
      !ENDS_SENTENCE.test(line.text) &&
      next &&
      line.y - next.y <= size * 2.6 &&
      next.cells.length >= 2 &&
      line.text.length <= 40
    ) {
      // A first column's cell that wraps around the row's other cells, set in its middle
      // ("$2,500,001 to" above them, "$10,000,000" below), or a header's word below its others.
      run.push(line);
    } else if (
      prev &&
      prev.cells.length >= 2 &&
      prev.y - line.y < size * 0.95 &&
      !line.bold &&
      line.text.length <= 40 &&
      !ENDS_SENTENCE.test(line.text)
    ) {
      // The end of such a cell, closer below the row's other cells than a line of text would be.
      run.push(line);
    } else {
      close();
    }
  }
  close();
  return out;
}

/** A cell that is a figure alone: "$6.80", "12%", "1,500". */
const FIGURE_CELL = /^[\s$€£]*[\d.,]+\s*%?$/;

/** A cell that stops mid-phrase: its text goes on on the next line. */
// (In lower case: "Coverage A" is a name, not "a" before its noun.)
const CONTINUED = /(?:\s(?:and|or|of|per|to|the|a|an|with|for|in|on|at|by|from)|[/,&–-])$/;

/** A table's rows, each cell under its column's header: "Class: 301; BPP rate: 0.424". */
function rowsOf(table: Table): string[] {
  // The columns: the spans of the cells of the rows with the most cells (numbers sit right, headers centred).
  const most = Math.max(...table.lines.map((l) => l.cells.length));
  const columns: { x: number; end: number }[] = [];
  for (const line of table.lines.filter((l) => l.cells.length === most)) {
    line.cells.forEach((c, i) => {
      const col = (columns[i] ??= { x: c.x, end: c.end });
      col.x = Math.min(col.x, c.x);
      col.end = Math.max(col.end, c.end);
    });
  }
  const columnOf = (x: number, end = x) => {
    let best = 0;
    let score = -Infinity;
    columns.forEach((c, i) => {
      const overlap = Math.min(end, c.end) - Math.max(x, c.x);
      const s = overlap > 0 ? overlap : -Math.abs((x + end) / 2 - (c.x + c.end) / 2);
      if (s > score) [best, score] = [i, s];
    });
    return best;
  };
  const rows: { cells: string[][]; bold: boolean }[] = [];
  const prelude: TextLine[] = [];
  // Rows are as far apart as the table's rows are (the second widest gap: the widest may be the
  // header's rule); a line closer to the one above, even in the first column, is a wrapped cell
  // of the same row ("$2,500,001 to" / the row's other cells / "$10,000,000").
  const gaps = table.lines.slice(1).map((l, i) => table.lines[i]!.y - l.y);
  const sorted = [...gaps].sort((a, b) => b - a);
  const rowGap = sorted[1] ?? sorted[0] ?? 0;
  for (const [i, line] of table.lines.entries()) {
    // (A row whose cells wrap goes on where a cell of the line above stops mid-phrase, "… per
    // occurrence /", "Up to 1,500 members and", or where its first cell starts in lower case.)
    const above = table.lines[i - 1];
    const goesOn =
      !!above &&
      rows.length > 0 &&
      (above.cells.some((c) => CONTINUED.test(c.text)) || /^[a-z]/.test(line.cells.find((c) => columnOf(c.x, c.end) === 0)?.text ?? ''));
    // (A line of values under the row's own values is a row of its own, its key set across
    // several rows: "A or AE" beside "3 feet or more above", "1 to 2 feet above", "At BFE".)
    const under = line.cells.filter((c) => rows[rows.length - 1]?.cells[columnOf(c.x, c.end)]!.length).length;
    const startsRow =
      (line.cells.some((c) => columnOf(c.x, c.end) === 0) || (under >= 3 && under >= columns.length / 2)) &&
      (i === 0 || gaps[i - 1]! >= rowGap * 0.75 || !rows.length) &&
      !goesOn;
    if (!startsRow && !rows.length) {
      prelude.push(line);
      continue;
    }
    if (startsRow) rows.push({ cells: columns.map(() => []), bold: true });
    const row = rows[rows.length - 1]!;
    for (const c of line.cells) row.cells[columnOf(c.x, c.end)]!.push(c.text);
    row.bold &&= line.bold;
  }
  // (Bold lines before a first row that is not, a header with no cell over the first column: a
  // row of their own, the header, not the first row's upper lines.)
  // (So are lines of words over the columns right of the first, in the rows' own type, when the
  // rows hold figures: "Territory 1: MI, MN, WI | Territory 2: OH, PA, NY, MA" over "$6.80 | $7.40".)
  const words = (l: TextLine) =>
    !l.bold && l.cells.length >= 2 && l.cells.every((c) => !FIGURE_CELL.test(c.text) && columnOf(c.x, c.end) > 0);
  const labels =
    prelude.length > 0 && prelude.every(words) && !!rows[0] && rows[0].cells.slice(1).some((c) => FIGURE_CELL.test(c.join(' ')));
  if ((prelude.length && prelude.every((l) => l.bold) && rows[0] && !rows[0].bold) || labels)
    rows.unshift({ cells: columns.map(() => []), bold: true });
  for (const line of [...prelude].reverse()) {
    // (A header over the columns right of the first, set in one cell across two or more of them, heads each of them.)
    const over =
      line.cells.length === 1 ? columns.filter((c) => Math.min(c.end, line.cells[0]!.end) > Math.max(c.x, line.cells[0]!.x)) : [];
    const group = over.length >= 2 && columnOf(line.cells[0]!.x, line.cells[0]!.end) > 0;
    for (const c of line.cells)
      for (const k of group ? [...columns.keys()].slice(1) : [columnOf(c.x, c.end)]) rows[0]?.cells[k]!.unshift(c.text);
  }
  const text = (cells: string[]) => cells.join(' ').replace(/\s+/g, ' ').trim();
  // The first row is the header when it is bold, or when it has no figure and the rows below do.
  const first = rows[0];
  const figures = rows.slice(1).filter((r) => r.cells.some((c) => /\d/.test(text(c)))).length;
  const header =
    first &&
    rows.length > 1 &&
    ((first.bold && !rows[1]!.bold) || (!first.cells.some((c) => /\d/.test(text(c))) && figures >= (rows.length - 1) / 2))
      ? first.cells.map(text)
      : null;
  return rows.slice(header ? 1 : 0).map((r) => {
    const cells = r.cells.map(text);
    return header
      ? cells.flatMap((c, i) => (c ? [header[i] ? `${header[i]}: ${c}` : c] : [])).join('; ')
      : cells.filter(Boolean).join(' — ');
  });
}

/**
 * Blocks of an extracted PDF: headings by a larger size or a bold line of their own (or a bold
 * lead-in: "Binding moratorium. No new policy …"), list items by their bullet, their number or
 * their indent under an intro, table rows by their columns (each cell under its column's
 * header), paragraphs by the spacing between lines. A paragraph that does not end its sentence
 * at the bottom of a page continues on the next one; running headers, footers and page numbers
 * are dropped.
 */
export function blocksFromLines(pages: TextLine[][]): TextBlock[] {
  const body = bodySize(pages);
  const repeated = boilerplate(pages);
  const gaps: number[] = [];
  for (const page of pages) {
    for (let i = 1; i < page.length; i++) {
      const [a, b] = [page[i - 1]!, page[i]!];
      const gap = a.y - b.y;
      // (Lines side by side do not count: two columns read across are no line spacing.)
      const over = Math.min(end(a), end(b)) > Math.max(a.x, b.x);
      if (gap > 0 && gap < body * 3 && over && Math.abs(b.size - body) < 0.6 && Math.abs(a.size - body) < 0.6) gaps.push(gap);
    }
  }
  const leading = lineSpacing(gaps) || body * 1.4;
  const margin = leftMargin(
    pages
      .flat()
      .filter((l) => Math.abs(l.size - body) < 0.6)
      .map((l) => l.x),
  );

  const out: TextBlock[] = [];
  let current: TextBlock | null = null;
  let last: { y: number; page: number; text: string; column?: number } | null = null;
  /** Where the current block's first line starts (a line left of a list item's is no part of it). */
  let blockX = 0;
  const start = (type: TextBlock['type'], text: string, page: number, x = blockX) => {
    current = { type, text, pages: [[0, page]], x };
    blockX = x;
    out.push(current);
  };
  // A word the document writes whole elsewhere ("under-" and "writing": "underwriting").
  let written: Set<string> | undefined;
  const writtenWhole = (word: string): boolean =>
    (written ??= new Set(pages.flat().flatMap((l) => l.text.toLowerCase().match(/[a-z]+/g) ?? []))).has(word.toLowerCase());
  const append = (block: TextBlock, text: string, page: number) => {
    // A hyphen at the end of a line splits a word the document writes whole elsewhere; any other
    // is a compound's own ("double-", "walled": "double-walled", not "doublewalled").
    const broken = /([a-z]+)-$/i.exec(block.text);
    const next = /^[a-z]+/.exec(text)?.[0];
    const hyphen = !!broken && !!next;
    const joinHyphen = hyphen && writtenWhole(broken[1]! + next);
    const offset = block.text.length + (joinHyphen ? -1 : hyphen ? 0 : 1);
    if (block.pages[block.pages.length - 1]![1] !== page) block.pages.push([offset, page]);
    block.text = joinHyphen ? block.text.slice(0, -1) + text : hyphen ? block.text + text : `${block.text} ${text}`;
  };

  pages.forEach((all, p) => {
    const page = p + 1;
    const lines = all.filter((l) => {
      const raw = l.text.replace(/\s+/g, ' ').trim();
      return raw && !repeated.has(key(raw)) && !PAGE_NUMBER.test(raw);
    });
    const tables = tablesOf(lines, body);
    const inTable = new Map<TextLine, Table>();
    for (const t of tables) for (const l of [...t.lines, ...(t.caption ? [t.caption] : [])]) inTable.set(l, t);
    let numbered = false;
    /** The line before began with a bold label ("Stories:"). */
    let labelled = false;
    lines.forEach((line, at) => {
      const table = inTable.get(line);
      if (table) {
        if (line === table.lines[0]) {
          if (table.caption) start('heading', table.caption.text.replace(/\s+/g, ' ').trim(), page);
          for (const row of rowsOf(table)) start('row', row, page);
        }
        current = null;
        last = { y: table.lines[table.lines.length - 1]!.y, page, text: '.', column: line.column };
        return;
      }
      const raw = line.text.replace(/\s+/g, ' ').trim();
      // "1." on a line of its own: the next line starts the rule it numbers.
      if (LONE_NUMBER.test(raw) && !line.bold) {
        numbered = true;
        return;
      }
      const startsItem = numbered;
      numbered = false;
      const words = raw.split(' ').length;
      const big = line.size >= body * 1.12;
      const cur = current as TextBlock | null;
      // (The top of the next column, like the top of the next page, is no line of the same run.)
      const turned = !!last && (last.page !== page || last.column !== line.column);
      const sameRun = last && !turned && last.y - line.y <= leading * 1.2;
      // (A sentence goes on at the top of the next page or of the next column, not from a sidebar read before its column.)
      const goesOn = !!last && (last.page !== page || (line.column ?? 0) > (last.column ?? 0));
      const boldLead = line.bold ? '' : line.lead && raw.startsWith(line.lead) ? line.lead : '';
      // An item of a list drawn without glyphs: indented past the margin, after an intro, an
      // item at the same indent, or a heading, where the line before ended its sentence; or
      // followed by a line at the same indent (a paragraph's indented first line is not: its next
      // line goes back to the margin).
      const next = lines[at + 1];
      const near = !!last && (turned || last.y - line.y <= leading * 2.4);
      const indentedItem =
        line.x > margin + 5 &&
        near &&
        (!cur || cur.type === 'heading' || ENDS_SENTENCE.test(last!.text)) &&
        ((cur?.type === 'para' && /:$/.test(cur.text)) ||
          (cur?.type === 'bullet' && Math.abs(line.x - blockX) <= 2) ||
          (!!next && !inTable.has(next) && Math.abs(next.x - line.x) <= 2 && Math.abs(next.size - line.size) < 0.6 && next.y < line.y));
      if (big && line.size >= body * 1.4 && out.every((b) => b.type === 'title')) {
        if (cur?.type === 'title' && sameRun) append(cur, raw, page);
        else start('title', raw, page);
      } else if (
        (big || (line.bold && (!/[.,;:]$/.test(raw) || RUN_IN_HEADING.test(raw)))) &&
        (words <= 14 || (line.bold && /\?$/.test(raw) && words <= 30))
      ) {
        // (A bold question is the heading of its answer, in a guide written as questions and answers.)
        const heading = line.bold && RUN_IN_HEADING.test(raw) ? raw.slice(0, -1) : raw;
        if (cur?.type === 'heading' && sameRun && !LIST_NUMBER.test(raw)) append(cur, heading, page);
        else start('heading', heading, page);
      } else if (startsItem) {
        start('bullet', raw, page, line.x);
      } else if (BULLET.test(raw) && raw.replace(BULLET, '')) {
        start('bullet', raw.replace(BULLET, ''), page, line.x);
      } else if (LIST_NUMBER.test(raw) && !(cur?.type === 'para' && sameRun && !ENDS_SENTENCE.test(cur.text))) {
        start('bullet', raw.replace(LIST_NUMBER, ''), page, line.x);
      } else if (boldLead && ANSWER_MARK.test(boldLead) && cur?.type === 'heading') {
        // "A." before the answer to a bold question: the question stays its heading.
        start('para', raw.slice(boldLead.length).trim(), page);
      } else if (
        boldLead &&
        boldLead.split(' ').length <= 8 &&
        ((/^["“]?[A-Z0-9]/.test(raw.slice(boldLead.length).trim()) && (!cur || !sameRun || ENDS_SENTENCE.test(cur.text))) ||
          (labelled && /:$/.test(boldLead)))
      ) {
        // A bold lead-in is the heading of what follows it (each line of a run of them: "Units: 2 to 75 per location").
        start('lead', boldLead.replace(/[.:]$/, ''), page);
        start('para', raw.slice(boldLead.length).trim(), page);
      } else if (boldLead && cur && ENDS_SENTENCE.test(cur.text)) {
        // A bold term after a finished sentence starts its own paragraph (a definition: "Power Unit means …").
        start('para', raw, page, line.x);
      } else if (indentedItem) {
        start('bullet', raw, page, line.x);
      } else if (
        cur &&
        (cur.type === 'para' || (cur.type === 'bullet' && line.x >= blockX - 2)) &&
        (sameRun || (goesOn && !/[.!?:]["”’)]?$/.test(cur.text)))
      ) {
        append(cur, raw, page);
      } else {
        start('para', raw, page, line.x);
      }
      last = { y: line.y, page, text: raw, column: line.column };
      // (A label's value may wrap: "Agent binding: up to 40 units / and $5M TIV".)
      labelled = /:$/.test(boldLead) || (labelled && !boldLead && !!sameRun);
    });
  });
  return out;
}
