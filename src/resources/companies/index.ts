export { addressLine } from './address';
export { CarrierWorkspace } from './carrier-workspace';
export { CompanyAvatar } from './company-avatar';
export { docsLabelOf } from './company-details-panel';
export { COMPANIES_FAILED } from './company-list';
export { storeCompanyId, storedCompanyId } from './stored-selection';
export type { CompanyRecord } from './types';
export { mergeCompany, useCompanies, useCompany } from './use-companies';
export { COMPANY_PAGE_SIZE, useCompanyPage } from './use-company-page';
