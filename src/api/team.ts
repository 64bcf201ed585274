import { request } from './http';

export type OrgContact = { contact_email: string | null; contact_phone: string | null; website: string | null };

/** PATCH /team/org (contact_email, contact_phone, website). */
export const updateTeamOrg = (contact: OrgContact): Promise<unknown> =>
  request('/team/org', { method: 'PATCH', body: { json: contact } });
