import { useCustom, useList } from '@refinedev/core';
import { readBillingStatus, type CurrentUser } from '../../api';
import { seatsOf, type Seats } from './seats';
import type { TeamUser } from './types';

/**
 * The organization's seats: every member (GET /team/users, the whole list, not the grid's page)
 * counted against the me call's status and seat limit, and GET /billing/status's plan (the one
 * place that says access is complimentary; /billing reads the same cache). Null until the list is
 * in. Until the plan is known, or when it fails to load, access counts as paid: a seat beyond the
 * included ones then asks first rather than being charged without a word.
 */
export function useTeamSeats(user: CurrentUser | null): Seats | null {
  const { result, query } = useList<TeamUser>({ resource: 'team-users', pagination: { mode: 'off' }, errorNotification: false });
  const billing = useCustom({ url: '/billing/status', method: 'get', queryOptions: { retry: false }, errorNotification: false });
  const plan = billing.query.isSuccess ? (readBillingStatus(billing.result.data)?.plan_label ?? null) : null;
  return query.isSuccess ? seatsOf(result.data, user, plan) : null;
}
