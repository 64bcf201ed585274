export { documentHref, documentTitle } from './document-link';
export {
  cleanFileName,
  downloadPdf,
  fetchPdf,
  NotAPdfError,
  openAfterFailure,
  openDocumentInNewTab,
  opensAfterFailure,
  openPdfBlob,
} from './pdf';
export { isPdf } from '../../components/file-checks';
export type { DocumentRecord } from './types';
export { useCompanyDocuments } from './use-company-documents';
export { useDocumentTable } from './use-document-table';
