import { apiUrl } from '../api';
import { safeHref } from './display';

/** The origin the API base lives on (the page's own when the base is a path). */
const apiOrigin = (): string => new URL(apiUrl('/')).origin;

/**
 * A carrier document URL of the server (company_docs_base_url, citation links) as an absolute
 * http(s) URL: the contract gives absolute URLs or absolute paths on the API's host
 * (`<API base>/files/companies/…`), so a path resolves against the API origin, not the page's.
 */
export const docsHref = (url: unknown): string | null => safeHref(url, `${apiOrigin()}/`);
