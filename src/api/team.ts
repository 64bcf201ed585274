import { answerOf, api } from './http';
import type { TeamOrgUpdate } from './types';

/** PATCH /team/org (contact_email, contact_phone, website). */
export const updateTeamOrg = (contact: TeamOrgUpdate): Promise<unknown> =>
  answerOf(api.PATCH('/team/org', { body: contact }));
