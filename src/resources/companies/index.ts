export { CarrierWorkspace } from './carrier-workspace';
export { CompanyAvatar } from './company-avatar';
export { docsLabelOf } from './company-details-panel';
export { storeCompanyId, storedCompanyId } from './stored-selection';
export type { CompanyRecord } from './types';
export { mergeCompany, useCompanies, useCompany } from './use-companies';
