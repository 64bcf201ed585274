// Writes real, small PDF 1.4 files (uncompressed text streams, standard Helvetica fonts,
// exact xref offsets) so the Library viewer and downloads have something genuine to show.

export type PdfBlock =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'para'; text: string }
  | { type: 'bullet'; text: string };

export interface PdfDocument {
  title: string;
  /** Printed in every page footer. */
  footer: string;
  blocks: PdfBlock[];
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;
const FOOTER_Y = 36;

/** WinAnsiEncoding codes for the few typographic characters the content uses. */
const WIN_ANSI: Record<string, number> = {
  '•': 0x95,
  '—': 0x97,
  '–': 0x96,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '§': 0xa7,
  '©': 0xa9,
  '×': 0xd7,
};

/** A PDF literal string body: escapes, WinAnsi for known symbols, '?' for anything else. */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (WIN_ANSI[ch] !== undefined) out += `\\${WIN_ANSI[ch].toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return out;
}

/**
 * A PDF text string for the document information (the title): plain ASCII as a literal string,
 * anything else as UTF-16BE with a byte order mark (PDF 1.7 §7.9.2.2). Text strings are not
 * WinAnsi: an em dash written as WinAnsi 0x97 reads as "Š"-like garbage in PDFDocEncoding.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${pdfString(text)})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface PlacedLine {
  /** Index of the block the line belongs to. */
  block: number;
  font: 'F1' | 'F2';
  size: number;
  x: number;
  y: number;
  text: string;
}

const STYLE: Record<PdfBlock['type'], { font: 'F1' | 'F2'; size: number; leading: number; before: number; indent: number }> = {
  title: { font: 'F2', size: 18, leading: 24, before: 0, indent: 0 },
  subtitle: { font: 'F1', size: 11, leading: 15, before: 2, indent: 0 },
  heading: { font: 'F2', size: 13, leading: 18, before: 12, indent: 0 },
  para: { font: 'F1', size: 10, leading: 14, before: 5, indent: 0 },
  bullet: { font: 'F1', size: 10, leading: 14, before: 2, indent: 16 },
};

function layout(blocks: PdfBlock[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_H - MARGIN;
  blocks.forEach((block, blockIndex) => {
    const s = STYLE[block.type];
    // Roughly 0.5 em per Helvetica character keeps lines inside the margins.
    const maxChars = Math.floor((PAGE_W - 2 * MARGIN - s.indent) / (s.size * 0.5));
    const lines = wrap(block.text, maxChars);
    y -= s.before;
    // Keep a heading with at least two lines of what follows.
    const needed = block.type === 'heading' ? s.leading + 28 : s.leading;
    lines.forEach((text, i) => {
      if (y - (i === 0 ? needed : s.leading) < MARGIN + 12) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= s.leading;
      const page = pages[pages.length - 1];
      if (block.type === 'bullet' && i === 0) page.push({ block: blockIndex, font: 'F1', size: s.size, x: MARGIN + 4, y, text: '•' });
      page.push({ block: blockIndex, font: s.font, size: s.size, x: MARGIN + s.indent, y, text });
    });
  });
  return pages;
}

function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** Builds the PDF bytes. Output is a pure function of the input. */
export function buildPdf(doc: PdfDocument): Uint8Array {
  const pages = layout(doc.blocks);
  const objects: string[] = [];
  const pageCount = pages.length;
  const firstPage = 6;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfTextString(doc.title)} /Producer (Underwriter Desk mock backend) /CreationDate (D:20250101000000Z) >>`;
  pages.forEach((lines, i) => {
    const ops = lines.map((l) => `BT /${l.font} ${l.size} Tf 1 0 0 1 ${l.x} ${l.y} Tm (${pdfString(l.text)}) Tj ET`);
    ops.push(`BT /F1 8 Tf 1 0 0 1 ${MARGIN} ${FOOTER_Y} Tm (${pdfString(doc.footer)}) Tj ET`);
    ops.push(`BT /F1 8 Tf 1 0 0 1 ${PAGE_W - MARGIN - 60} ${FOOTER_Y} Tm (${pdfString(`Page ${i + 1} of ${pageCount}`)}) Tj ET`);
    const stream = `${ops.join('\n')}\n`;
    objects[firstPage + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`;
    objects[firstPage + i * 2 + 1] = `<< /Length ${latin1(stream).length} >>\nstream\n${stream}endstream`;
  });

  // Every character written is a single byte (latin1), so string offsets are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = out.length;
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

interface PageSegment {
  /** 1-based page number. */
  page: number;
  /** Index of the block in the document. */
  block: number;
  type: PdfBlock['type'];
  text: string;
}

/**
 * The text of each block as it falls on the pages of the built PDF (a block split by a page
 * break gives one segment per page), so search results can point at the right page.
 */
export function pdfSegments(doc: PdfDocument): PageSegment[] {
  const out: PageSegment[] = [];
  layout(doc.blocks).forEach((lines, i) => {
    let current: { block: number; seg: PageSegment } | null = null;
    for (const line of lines) {
      if (line.text === '•' && doc.blocks[line.block].type === 'bullet') continue;
      if (!current || current.block !== line.block) {
        current = { block: line.block, seg: { page: i + 1, block: line.block, type: doc.blocks[line.block].type, text: line.text } };
        out.push(current.seg);
      } else {
        current.seg.text += ` ${line.text}`;
      }
    }
  });
  return out;
}
