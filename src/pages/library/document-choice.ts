import type { Company } from '../../api';
import { docsHref } from '../../components/docs-url';
import { docsLabelOf } from '../../resources/companies';
import { documentHref, documentTitle, type DocumentRecord } from '../../resources/documents';

/** One document the library can show for a carrier: where it is, what it is called, its file name. */
export type DocumentChoice = { url: string; label: string; fileName: string };

/** A URL without its fragment, in one spelling, so two links to the same file compare equal. */
function sameDocument(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    x.hash = '';
    y.hash = '';
    return x.href === y.href;
  } catch {
    return false;
  }
}

/**
 * The carrier's documents the library offers: its docs link (docs/product.md#2-screens, the default) unless it is
 * one of its documents, then every document of GET /companies/{id}/documents.
 */
export function documentChoices(company: Company | null, documents: DocumentRecord[]): DocumentChoice[] {
  if (!company) return [];
  const name = String(company.company_display ?? '');
  const listed: DocumentChoice[] = [];
  for (const doc of documents) {
    const url = documentHref(doc, company.company_id);
    if (url && !listed.some((c) => sameDocument(c.url, url))) {
      listed.push({ url, label: documentTitle(doc), fileName: String(doc.source_filename ?? '') || `${documentTitle(doc)}.pdf` });
    }
  }
  const link = docsHref(company.company_docs_base_url);
  if (!link || listed.some((c) => sameDocument(c.url, link))) return listed;
  const label = docsLabelOf(company);
  return [{ url: link, label, fileName: `${name} ${label}` }, ...listed];
}

export type Chosen = { state: 'none' } | { state: 'waiting' } | { state: 'shown'; choice: DocumentChoice; index: number; refused: boolean };

/**
 * What the library shows: the document `?doc=` asks for when it is one of the carrier's own
 * (a crafted link to any other PDF, even on the API's origin, is refused), else the docs link.
 * While the documents are still loading, a request for one that is not the docs link waits.
 */
export function chooseDocument(
  company: Company | null,
  choices: DocumentChoice[],
  requested: string | null,
  documentsLoading: boolean,
): Chosen {
  if (!company) return { state: 'none' };
  const link = docsHref(company.company_docs_base_url);
  const asked = requested ? docsHref(requested) : null;
  if (asked) {
    const index = choices.findIndex((c) => sameDocument(c.url, asked));
    if (index >= 0) return { state: 'shown', choice: choices[index]!, index, refused: false };
    if (documentsLoading) return { state: 'waiting' };
  }
  if (documentsLoading && !link) return { state: 'waiting' };
  const fallback = link ? choices.findIndex((c) => sameDocument(c.url, link)) : 0;
  const index = fallback >= 0 ? fallback : 0;
  const choice = choices[index];
  return choice ? { state: 'shown', choice, index, refused: !!requested } : { state: 'none' };
}

/** `#page=N` → N (a positive whole number), else null. */
export function pageOf(hash: string): number | null {
  const match = /^#page=(\d{1,5})$/.exec(hash);
  const page = match ? Number(match[1]) : 0;
  return page > 0 ? page : null;
}
