export { CarrierWorkspace } from './carrier-workspace';
// The admin's side of carriers: the list with deletes, the tabs' forms, the selected carrier's panel.
export { CompanyAdminList } from './company-admin-list';
export { CompanyAdminPanel } from './company-admin-panel';
export { CompanyAvatar } from './company-avatar';
export { docsLabelOf } from './company-details-panel';
export { CompanyDocsLinkForm } from './company-docs-link-form';
export { CompanyInfoForm } from './company-info-form';
export { CompanyUploadForm } from './company-upload-form';
export { storeCompanyId, storedCompanyId } from './stored-selection';
export type { CompanyRecord } from './types';
export { mergeCompany, useCompanies, useCompany } from './use-companies';
