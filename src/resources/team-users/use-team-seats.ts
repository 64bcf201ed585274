import { useList } from '@refinedev/core';
import type { CurrentUser } from '../../api';
import { seatsOf, type Seats } from './seats';
import type { TeamUser } from './types';

/**
 * The organization's seats: every member (GET /team/users, the whole list, not the grid's page)
 * counted against the me call's trial and seat limit. Null until the list is in.
 */
export function useTeamSeats(user: CurrentUser | null): Seats | null {
  const { result, query } = useList<TeamUser>({ resource: 'team-users', pagination: { mode: 'off' }, errorNotification: false });
  return query.isSuccess ? seatsOf(result.data, user) : null;
}
