export { canMakeObjectUrls, cleanFileName, downloadPdf, fetchPdf, openInNewTab } from './pdf';
export { isPdf } from '../../components/file-checks';
export type { DocumentRecord } from './types';
export { useDocuments } from './use-documents';
export { DOCUMENT_PAGE_SIZE } from './use-documents';
