import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { errorText, type User } from '../../api';
import type { OrgRecord } from './types';

/** The alert's title when a new billing owner is refused (docs/product.md#8-errors). */
export const OWNER_FAILED = 'Failed to update owner';
/** Its reason when the server gives none (an empty or unreadable body, no answer at all). */
const OWNER_FALLBACK = 'Could not update owner';

/** Who may own an organization's billing: its active users (the server refuses anyone else). */
export const ownerCandidates = <U extends Pick<User, 'is_active'>>(users: U[]): U[] =>
  users.filter((u) => u.is_active === 1 || (u.is_active as unknown) === true);

/**
 * Sets an organization's billing owner (PATCH /orgs/{id} with billing_owner_user_id only), the one
 * way for every control that does it. `current` is the owner to show: the user just chosen while
 * the call runs and until the refreshed list says who the owner is, the real owner again after a
 * failure (with `failure` saying why), so a control never shows an owner the server refused.
 */
export function useSetOwner(org: OrgRecord) {
  const { mutate, mutation } = useUpdate<OrgRecord>();
  const owner = org.billing_owner_user_id ?? null;
  // The choice holds only while the list still names the owner it replaced: once the list
  // answers again, the list says who the owner is.
  const [choice, setChoice] = useState<{ userId: number; replaced: number | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = mutation.isPending;
  const current = choice && choice.replaced === owner ? choice.userId : owner;

  const choose = (userId: number) => {
    if (pending || !Number.isFinite(userId) || userId === current) return;
    setChoice({ userId, replaced: owner });
    setFailure(null);
    mutate(
      {
        resource: 'orgs',
        id: org.id,
        values: { billing_owner_user_id: userId },
        successNotification: () => ({ type: 'success', message: 'Billing owner updated', description: org.name }),
        errorNotification: false,
      },
      {
        onError: (err) => {
          setChoice(null);
          setFailure(errorText(err, OWNER_FALLBACK));
        },
      },
    );
  };

  return { current, choose, pending, failure };
}
