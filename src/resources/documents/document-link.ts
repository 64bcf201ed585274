import { apiUrl, asText } from '../../api';
import { docsHref } from '../../components/docs-url';
import type { DocumentRecord } from './types';

/**
 * Where a document's PDF is: its `url` when the server gives one, else the path the contract
 * documents (`<API base>/files/companies/{company_id}/docs/{doc_id}.pdf`); absolute http(s), or null.
 */
export function documentHref(doc: DocumentRecord, companyId: string): string | null {
  const given = asText(doc.url);
  if (given) return docsHref(given);
  const id = asText(doc.doc_id);
  return id ? apiUrl(`/files/companies/${encodeURIComponent(companyId)}/docs/${encodeURIComponent(id)}.pdf`) : null;
}

/** A document's name for people: its title, else its file name without `.pdf` (underscores as spaces). */
export function documentTitle(doc: DocumentRecord): string {
  const title = asText(doc.title)?.trim();
  if (title) return title;
  const file = (asText(doc.source_filename) ?? '')
    .replace(/\.pdf$/i, '')
    .replace(/_+/g, ' ')
    .trim();
  return file || 'Document';
}
