// A document's text as blocks (title, headings, paragraphs, list items) with the page each part
// sits on, and the sentences the assistant answers from: whole sentences, joined across line and
// page breaks, each knowing its section heading and, for a list item, the sentence that
// introduces the list.
import type { PdfBlock } from '../db/pdf';
import { sentences, tokens } from './text';

/** A block's kind: a PDF block's, or a table row (its cells with their column headers). */
type BlockType = PdfBlock['type'] | 'row';

interface TextBlock {
  type: BlockType;
  text: string;
  /** Where each page starts in `text`: [offset, page], in order (the first offset is 0). */
  pages: [number, number][];
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
  /** It defines a term (a glossary entry, "X means …"): it ranks below the rule that uses the term. */
  definition: boolean;
}

const DEFINITIONS = /\b(?:definitions?|glossary|terms used|meaning of terms)\b/i;
const DEFINES = /^["“]?[A-Z][\w\s/&()'’-]{0,60}?["”]?\s*(?:\([A-Z]{2,6}\))?\s*(?:means|is defined as|refers to|shall mean|is the|are the)\b|^["“]?[A-Z][\w\s/&'’-]{0,40}["”]?\s*(?:\([A-Z]{2,6}\))?\s*[:—–-]\s+(?:the|a|an)\s/;

const pageAt = (block: TextBlock, offset: number): number => {
  let page = block.pages[0]?.[1] ?? 1;
  for (const [at, p] of block.pages) if (at <= offset) page = p;
  return page;
};

const stripNumber = (heading: string): string => heading.replace(/^\s*(?:\d+(?:\.\d+)*|[IVX]+|[A-Z])[.)]\s+/, '').trim();

/** The sentences of a document's blocks; `title` is the document's own title. */
export function unitsOf(docId: string, title: string, blocks: TextBlock[]): Unit[] {
  const out: Unit[] = [];
  // What the document is about: its title, and the title and lines above its first heading.
  const firstHeading = blocks.findIndex((b) => b.type === 'heading');
  const top = blocks.slice(0, firstHeading < 0 ? 1 : firstHeading).filter((b) => b.type !== 'para' || b.text.length < 160);
  const about = tokens([title, ...top.map((b) => b.text)].join(' '));
  let heading = '';
  let intro: string | null = null;
  let introUnit: Unit | null = null;
  blocks.forEach((block, index) => {
    if (block.type === 'heading') {
      heading = stripNumber(block.text);
      intro = null;
      introUnit = null;
      return;
    }
    if (block.type !== 'bullet') {
      intro = null;
      introUnit = null;
    }
    const next = blocks[index + 1];
    const parts = sentences(block.text);
    let cursor = 0;
    parts.forEach((text, i) => {
      const at = block.text.indexOf(text, cursor);
      cursor = at >= 0 ? at + text.length : cursor;
      const last = i === parts.length - 1;
      const introducesList = last && block.type === 'para' && /:$/.test(text) && next?.type === 'bullet';
      const context = [heading, block.type === 'bullet' ? (intro ?? '') : ''].join(' ');
      const unit: Unit = {
        docId, page: pageAt(block, Math.max(0, at)), text, block: index, blockType: block.type, blockText: block.text,
        blockPage: pageAt(block, 0), heading, intro: block.type === 'bullet' ? intro : null, introducesList, items: [],
        tokens: tokens(text), context: tokens(context), about,
        definition: DEFINITIONS.test(heading) || (i === 0 && DEFINES.test(text) && !/\b(?:must|may|eligible|ineligible|required|not)\b/i.test(text)),
      };
      out.push(unit);
      if (introducesList) {
        intro = text;
        introUnit = unit;
      }
    });
    if (block.type === 'bullet' && introUnit) (introUnit as Unit).items.push(block.text);
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

/** A line of an extracted page: its text, font size and position (PDF units, y up). */
export interface TextLine {
  text: string;
  size: number;
  x: number;
  y: number;
}

const BULLET = /^\s*(?:[•▪●◦‣∙·*]|[-–—](?=\s))\s*/;
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s+(?:of|\/)\s+\d+)?$/i;

/** The most common value (to the half point): the line spacing inside a paragraph. */
function mode(values: number[]): number {
  const count = new Map<number, number>();
  for (const v of values) {
    const key = Math.round(v * 2) / 2;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
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

/**
 * Blocks of an extracted PDF: headings by a larger size, list items by their bullet, paragraphs
 * by the spacing between lines. A paragraph that does not end its sentence at the bottom of a
 * page continues on the next one; running headers, footers and page numbers are dropped.
 */
export function blocksFromLines(pages: TextLine[][]): TextBlock[] {
  const body = bodySize(pages);
  const repeated = boilerplate(pages);
  const gaps: number[] = [];
  for (const page of pages) {
    for (let i = 1; i < page.length; i++) {
      const gap = page[i - 1]!.y - page[i]!.y;
      if (gap > 0 && Math.abs(page[i]!.size - body) < 0.6 && Math.abs(page[i - 1]!.size - body) < 0.6) gaps.push(gap);
    }
  }
  const leading = mode(gaps) || body * 1.4;

  const out: TextBlock[] = [];
  let current: TextBlock | null = null;
  let last: { y: number; page: number } | null = null;
  const start = (type: TextBlock['type'], text: string, page: number) => {
    current = { type, text, pages: [[0, page]] };
    out.push(current);
  };
  const append = (block: TextBlock, text: string, page: number) => {
    const joinHyphen = /[a-z]-$/.test(block.text) && /^[a-z]/.test(text);
    const offset = block.text.length + (joinHyphen ? -1 : 1);
    if (block.pages[block.pages.length - 1]![1] !== page) block.pages.push([offset, page]);
    block.text = joinHyphen ? block.text.slice(0, -1) + text : `${block.text} ${text}`;
  };

  pages.forEach((lines, p) => {
    const page = p + 1;
    for (const line of lines) {
      const raw = line.text.replace(/\s+/g, ' ').trim();
      if (!raw || repeated.has(key(raw)) || PAGE_NUMBER.test(raw)) continue;
      const words = raw.split(' ').length;
      const big = line.size >= body * 1.12;
      const cur = current as TextBlock | null;
      const sameRun = last && last.page === page && last.y - line.y <= leading * 1.2;
      if (big && line.size >= body * 1.4 && out.every((b) => b.type === 'title')) {
        if (cur?.type === 'title' && sameRun) append(cur, raw, page);
        else start('title', raw, page);
      } else if (big && words <= 14) {
        if (cur?.type === 'heading' && sameRun) append(cur, raw, page);
        else start('heading', raw, page);
      } else if (BULLET.test(raw) && raw.replace(BULLET, '')) {
        start('bullet', raw.replace(BULLET, ''), page);
      } else if (cur && (cur.type === 'para' || cur.type === 'bullet') && (sameRun || (last && last.page !== page && !/[.!?:]["”’)]?$/.test(cur.text)))) {
        append(cur, raw, page);
      } else {
        start('para', raw, page);
      }
      last = { y: line.y, page };
    }
  });
  return out;
}
