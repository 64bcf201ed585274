// Browser storage keys of docs/product.md#3-entities, in one place.
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  firstName: 'first_name',
  role: 'role',
  orgId: 'org_id',
  conversationId: 'conversationId',
  selectedCompany: 'selectedCompany',
  librarySelectedCompany: 'library.selectedCompany',
} as const;

export const DOCS_LINK_NAME_PREFIX = 'docs_link_name_';
export const docsLinkNameKey = (companyId: string): string => `${DOCS_LINK_NAME_PREFIX}${companyId}`;
