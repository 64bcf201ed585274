export { OrgsConsole } from './orgs-console';
export { useOrgsTable, type OrgsView } from './use-orgs-table';
export type { OrgRecord } from './types';
