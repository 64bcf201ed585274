export { useOrgUsers, userName } from './use-org-users';
export { useUsersTable, type UsersView } from './use-users-table';
export { UsersTable } from './users-table';
export { UserCreateDialog } from './user-create-dialog';
export { OnlineNow } from './online-now';
export type { OrgOption } from './move-dialog';
export type { UserRecord } from './types';
