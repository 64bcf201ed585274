import { useGetIdentity, useInvalidateAuthStore } from '@refinedev/core';
import { useCallback } from 'react';
import { isBillingOwner } from '../api';
import type { CurrentUser } from '../api';
import { forgetIdentity } from '../providers/identity';

/** The me call's user (shared cache), whether they are the billing owner, and a way to reload it. */
export function useCurrentUser() {
  const identity = useGetIdentity<CurrentUser>();
  const invalidate = useInvalidateAuthStore();
  const reload = useCallback(async () => {
    forgetIdentity();
    await invalidate();
  }, [invalidate]);
  const user = identity.data ?? null;
  return { user, isOwner: isBillingOwner(user), isLoading: identity.isLoading, reload };
}
