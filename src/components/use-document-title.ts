import { useEffect } from 'react';

const PRODUCT = 'Underwriter Desk';

/** The window's title, `Billing · Underwriter Desk`: tabs, history and bookmarks tell pages apart. */
const documentTitle = (page: string): string => `${page} · ${PRODUCT}`;

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
