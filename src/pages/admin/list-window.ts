// Long lists (500 companies, 2,000 documents) render one page at a time, so the DOM stays small.

export const COMPANY_PAGE_SIZE = 25;
export const DOCUMENT_PAGE_SIZE = 25;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Companies whose name contains the text (case-insensitive), sorted by name. */
export function filterCompanies<T extends { company_display?: string | null }>(rows: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  const hits = needle ? rows.filter((r) => String(r.company_display ?? '').toLowerCase().includes(needle)) : rows.slice();
  return hits.sort((a, b) => collator.compare(String(a.company_display ?? ''), String(b.company_display ?? '')));
}

/** The rows of a 1-based page, with the page clamped to the last one that exists. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((current - 1) * size, current * size), page: current };
}
