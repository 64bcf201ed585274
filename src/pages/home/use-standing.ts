import { useCustom } from '@refinedev/core';
import { readSubscription } from '../../api';
import type { CurrentUser } from '../../api';
import { fromEpochSeconds } from '../../components/format';
import { standingOf, type Standing } from '../../components/standing';

/**
 * The organization's standing as /home tells it. The me call gives every user the status; the
 * billing owner's page also reads GET /billing/subscription (plan, cancel at period end, the
 * period's end), the same answer /billing reads, so both pages say the same. `settled` is false
 * while that answer is on its way (the status alone would say "active" for a comped organization
 * or one that cancels at period end).
 */
export function useStanding(user: CurrentUser | null, isOwner: boolean): { standing: Standing; settled: boolean } {
  const status = user?.subscription_status ?? null;
  const enabled = isOwner && !!status;
  const { query, result } = useCustom({
    url: '/billing/subscription',
    method: 'get',
    queryOptions: { enabled, retry: false },
    errorNotification: false,
  });
  const subscription = enabled && query.isSuccess ? readSubscription(result?.data) : null;
  const standing = standingOf({
    status,
    plan: subscription?.plan_label,
    cancelAtPeriodEnd: subscription?.cancel_at_period_end,
    periodEnd: fromEpochSeconds(subscription?.current_period_end),
    // Days left count from when the answer came (a trial that started after the page opened has 7).
    now: query.dataUpdatedAt || undefined,
  });
  return { standing, settled: !enabled || !query.isLoading };
}
