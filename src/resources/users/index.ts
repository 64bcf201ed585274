export { useOrgUsers, userName } from './use-org-users';
