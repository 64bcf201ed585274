export { MembersCard } from './members-card';
export { SeatsCard } from './seats-card';
export { useTeamSeats } from './use-team-seats';
export { NoticeAlert } from './notice-alert';
export type { Notice } from './types';
export { detailOf } from './use-member-actions';
