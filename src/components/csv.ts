import { isoDateTime } from './format';

// CSV for the console's exports (RFC 4180). Refine's useExport would do it with papaparse, but
// @refinedev/core imports papaparse at its top, so using the hook puts 5.8 KB gzip on every
// route's first load; what the exports need is these few lines.

/**
 * A cell a spreadsheet would run as a formula gets a leading ' (OWASP): one that starts with =, +,
 * -, @, tab or CR, and one where only whitespace, NUL, other control or invisible characters
 * stand before =, +, - or @ (spreadsheets skip them: "\u0000=HYPERLINK(…)", " =cmd|…").
 */
// eslint-disable-next-line no-control-regex
const FORMULA = /^(?:[\t\r]|[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2060\ufeff]*[=+\-@])/;

type Value = string | number | Date | null | undefined;

function cell(value: Value): string {
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""';
  // Times go out as ISO 8601, never as the screen writes them ("Mar 4, 2026" reads differently per locale).
  if (value instanceof Date) return `"${isoDateTime(value)}"`;
  const text = String(value ?? '');
  return `"${(FORMULA.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** Every field quoted, a header row from the first row's keys, CRLF line ends. */
export function toCsv(rows: Record<string, Value>[]): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  return [keys.map(cell).join(','), ...rows.map((row) => keys.map((k) => cell(row[k])).join(','))].join('\r\n');
}

/** Hands the browser a file to save (a BOM first, so spreadsheet apps read UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${filename}.csv`;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
