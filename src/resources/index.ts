import type { ResourceProps } from '@refinedev/core';

// Refine resources; their paths on the server live in the data provider.
export const resources: ResourceProps[] = [
  { name: 'orgs', meta: { label: 'Organizations' } },
  { name: 'users', meta: { label: 'Users' } },
  { name: 'companies', meta: { label: 'Companies' } },
  { name: 'documents', meta: { label: 'Documents' } },
  { name: 'team-users', meta: { label: 'Team' } },
  { name: 'invoices', meta: { label: 'Invoices' } },
];
