import { asText, isRecord } from './guards';
import { answerOf, api } from './http';
import { asList } from './list';
import type { ChatMessage } from './types';

const isChatMessage = (m: unknown): m is ChatMessage =>
  isRecord(m) && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string';

const path = (conversationId: string) => ({ params: { path: { conversation_id: conversationId } } });

/** POST /conversations (company_id) → the new conversation's id (null when the answer has none). */
export async function createConversation(companyId: string): Promise<string | null> {
  const body = await answerOf(api.POST('/conversations', { body: { company_id: companyId } }));
  return isRecord(body) ? asText(body.id) : null;
}

/** GET /conversations/{id}/messages (JSON content type); anything but a list of messages is []. */
export async function fetchMessages(conversationId: string): Promise<ChatMessage[]> {
  const body = await answerOf(
    api.GET('/conversations/{conversation_id}/messages', {
      ...path(conversationId),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  return asList(body, 'messages')
    .filter(isChatMessage)
    .map((m) => ({ role: m.role, content: m.content }));
}

/** POST /conversations/{id}/messages (content) → the raw answer: assistant_message, or error/detail. */
export const postMessage = (conversationId: string, content: string): Promise<unknown> =>
  answerOf(api.POST('/conversations/{conversation_id}/messages', { ...path(conversationId), body: { content } }));

/** POST /conversations/{id}/clear (no body: the contract names none). */
export const clearConversation = (conversationId: string): Promise<unknown> =>
  answerOf(api.POST('/conversations/{conversation_id}/clear', path(conversationId)));
