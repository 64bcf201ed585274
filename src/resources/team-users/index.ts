export { MembersCard } from './members-card';
export { useTeamSeats } from './use-team-seats';
export { NoticeAlert } from './notice-alert';
export type { Notice } from './types';
export { detailOf } from './use-member-actions';
