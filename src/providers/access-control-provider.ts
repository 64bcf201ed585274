import type { AccessControlProvider } from '@refinedev/core';
import { isAllowed, subjectsOf, type Action } from '../api';
import { loadIdentity, permissionsOf } from './identity';

const ACTIONS: readonly string[] = ['list', 'show', 'create', 'edit', 'delete'];

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    if (!resource || !ACTIONS.includes(action)) return { can: false, reason: 'Unknown action' };
    let perms = permissionsOf(null);
    try {
      perms = permissionsOf(await loadIdentity());
    } catch {
      // fall back to the stored role
    }
    const can = isAllowed(subjectsOf(perms.role, perms.isBillingOwner), resource, action as Action);
    return can ? { can } : { can, reason: 'Not allowed' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
