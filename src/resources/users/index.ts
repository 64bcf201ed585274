export { useUsersTable, type UsersView } from './use-users-table';
export { UsersTable } from './users-table';
export { UserCreateDialog } from './user-create-dialog';
export { OnlineNow } from './online-now';
