import { request } from './http';
import { asList, isRecord } from './list';

export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };

const enc = (id: string): string => encodeURIComponent(id);

/** POST /conversations (company_id) → the new conversation's id (null when the answer has none). */
export async function createConversation(companyId: string): Promise<string | null> {
  const body = await request<unknown>('/conversations', { method: 'POST', body: { json: { company_id: companyId } } });
  const id = isRecord(body) ? body.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** GET /conversations/{id}/messages (JSON content type); anything but a list of messages is []. */
export async function fetchMessages(conversationId: string): Promise<ChatMessage[]> {
  const body = await request<unknown>(`/conversations/${enc(conversationId)}/messages`, {
    headers: { 'Content-Type': 'application/json' },
  });
  return asList<unknown>(body, 'messages')
    .filter(isRecord)
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string')
    .map((m) => ({ role: m.role as ChatRole, content: m.content as string }));
}

/** POST /conversations/{id}/messages (content) → the raw answer: assistant_message, or error/detail. */
export const postMessage = (conversationId: string, content: string): Promise<unknown> =>
  request<unknown>(`/conversations/${enc(conversationId)}/messages`, { method: 'POST', body: { json: { content } } });

/** POST /conversations/{id}/clear. */
export const clearConversation = (conversationId: string): Promise<unknown> =>
  request(`/conversations/${enc(conversationId)}/clear`, { method: 'POST', body: { json: {} } });
