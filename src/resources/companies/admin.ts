// The admin's side of carriers (/admin): the list with deletes, the tabs' forms, the selected
// carrier's panel. Apart from index.ts so the agent's and the library's pages, which read
// carriers, do not load the admin's forms and upload widgets with them.
export { CompanyAdminList } from './company-admin-list';
export { CompanyAdminPanel } from './company-admin-panel';
export { CompanyDocsLinkForm } from './company-docs-link-form';
export { CompanyInfoForm } from './company-info-form';
export { CompanyUploadForm } from './company-upload-form';
