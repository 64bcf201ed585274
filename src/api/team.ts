import { ApiError, UnreadableAnswerError } from './errors';
import { asText, isRecord } from './guards';
import { mockResetUrl } from './auth';
import { answerOf, api } from './http';
import type { TeamOrgUpdate } from './types';

/**
 * The body of a save's 2xx answer: a JSON object, or nothing (a 204-like empty answer, which the
 * client lets through only for a DELETE). Anything else (HTML, text, null, a list) throws
 * UnreadableAnswerError: a save is a success only when the server said so in words it can read.
 */
export function savedBody(body: unknown): Record<string, unknown> | undefined {
  return body === undefined ? undefined : savedObject(body);
}

/** A save's answer that must be the saved object (a create or update): anything else fails. */
export function savedObject(body: unknown): Record<string, unknown> {
  if (isRecord(body)) return body;
  throw new UnreadableAnswerError(200, body);
}

/** PATCH /team/org (contact_email, contact_phone, website): only the fields given. */
export const updateTeamOrg = async (contact: TeamOrgUpdate): Promise<Record<string, unknown> | undefined> =>
  savedBody(await answerOf(api.PATCH('/team/org', { body: contact })));

/** POST /auth/send-invite (email) → the server's message and, from a mock backend, the link. */
export async function sendInvite(email: string): Promise<{ message: string | null; resetUrl: string | null }> {
  const body = await answerOf(api.POST('/auth/send-invite', { body: { email } }));
  if (!isRecord(body)) return { message: null, resetUrl: null };
  return { message: asText(body.message), resetUrl: typeof body.reset_url === 'string' ? mockResetUrl(body.reset_url) : null };
}

const orgPath = (orgId: number) => ({ params: { path: { org_id: orgId } } });

/** POST /orgs/{id}/logo (multipart file); the me call then names the new logo. */
export async function uploadOrgLogo(orgId: number, file: File): Promise<void> {
  if (!Number.isFinite(orgId)) throw new ApiError(404, 'Organization not found', undefined);
  const form = new FormData();
  form.append('file', file, file.name);
  // The browser sets the multipart boundary; the typed body only names the field.
  savedBody(await answerOf(api.POST('/orgs/{org_id}/logo', { ...orgPath(orgId), body: { file: file.name }, bodySerializer: () => form })));
}

/** DELETE /orgs/{id}/logo. */
export async function deleteOrgLogo(orgId: number): Promise<void> {
  if (!Number.isFinite(orgId)) throw new ApiError(404, 'Organization not found', undefined);
  savedBody(await answerOf(api.DELETE('/orgs/{org_id}/logo', orgPath(orgId))));
}
