import type { Company } from '../../api';
import { apiOrigin, docsHref } from '../../components/docs-url';

const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.origin).origin;
  } catch {
    return null;
  }
};

/**
 * The document to show: a citation's `?doc=` when it is served where the API or the company's
 * documents are (so a crafted link cannot frame another site), else the company's docs URL.
 */
export function documentUrl(company: Company | null, requested: string | null): string | null {
  if (!company) return null;
  const own = docsHref(company.company_docs_base_url);
  const doc = docsHref(requested);
  if (doc && /\.pdf$/i.test(new URL(doc).pathname)) {
    const trusted = [apiOrigin(), own && originOf(own)].filter(Boolean);
    if (trusted.includes(originOf(doc))) return doc;
  }
  return own;
}

/** `#page=N` → N (a positive whole number), else null. */
export function pageOf(hash: string): number | null {
  const match = /^#page=(\d{1,5})$/.exec(hash);
  const page = match ? Number(match[1]) : 0;
  return page > 0 ? page : null;
}
