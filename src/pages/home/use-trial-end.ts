import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { isRecord } from '../../api';
import { daysUntil, fromEpochSeconds } from '../../components/format';

/**
 * For the owner of a trialing organization: when the trial ends (GET /billing/subscription,
 * current_period_end in epoch seconds) and the whole days left. Null until known, or when the
 * answer holds no date.
 */
export function useTrialEnd(enabled: boolean): { ends: Date; daysLeft: number } | null {
  // The page's moment of opening: days left do not tick while it is open.
  const [now] = useState(() => Date.now());
  const { result } = useCustom({
    url: '/billing/subscription',
    method: 'get',
    queryOptions: { enabled, retry: false },
    errorNotification: false,
  });
  const body: unknown = result?.data;
  const ends = isRecord(body) ? fromEpochSeconds(body.current_period_end) : null;
  if (!enabled || !ends) return null;
  return { ends, daysLeft: daysUntil(ends, now) };
}
