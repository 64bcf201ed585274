// Conversations: each belongs to one user and one company of their organization; the reply comes
// from the grounded mock assistant.
import { HttpResponse, type HttpHandler } from 'msw';
import { answerQuestion } from '../assistant/assistant';
import { db, nextConversationId } from '../db/store';
import type { AssistantReply, Conversation, ConversationRow, Message, OkResponse, UserRow } from '../db/types';
import { detail, fieldError, notFound } from '../lib/errors';
import { authorize } from '../lib/guard';
import type { Action } from '../../src/api/policy';
import { router } from '../lib/route';
import { Fields, jsonObject } from '../lib/validate';

const MAX_MESSAGE = 4000;

/** The caller's own conversation `id`, or the 401/403/404 to answer with (others' answer 404). */
function conversationFor(request: Request, action: Action, id: string): { caller: UserRow; conversation: ConversationRow } | Response {
  const caller = authorize(request, 'conversations', action);
  if (caller instanceof Response) return caller;
  const conversation = db.conversations.find((c) => c.id === id && c.user_id === caller.id && c.org_id === caller.org_id);
  return conversation ? { caller, conversation } : notFound('Conversation not found');
}

export function conversationHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.post('/conversations', async ({ request }) => {
      const caller = authorize(request, 'conversations', 'create');
      if (caller instanceof Response) return caller;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const companyId = f.str('company_id', { required: true });
      const failed = f.fail();
      if (failed || !companyId) return failed ?? detail(400, 'company_id is required');
      const company = db.companies.find((c) => c.company_id === companyId && c.org_id === caller.org_id);
      if (!company) return notFound('Company not found');
      const row: ConversationRow = {
        id: nextConversationId(),
        org_id: caller.org_id,
        user_id: caller.id,
        company_id: company.company_id,
        created_at: new Date().toISOString(),
        messages: [],
      };
      db.conversations.push(row);
      const answer: Conversation = { id: row.id, company_id: row.company_id, created_at: row.created_at };
      return HttpResponse.json(answer);
    }),

    r.get('/conversations/:id/messages', ({ request, params }) => {
      const found = conversationFor(request, 'show', params.id);
      return found instanceof Response ? found : HttpResponse.json(found.conversation.messages);
    }),

    r.post('/conversations/:id/messages', async ({ request, params }) => {
      const found = conversationFor(request, 'edit', params.id);
      if (found instanceof Response) return found;
      const { conversation } = found;
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const content = f.str('content', { required: true, blankMsg: 'A blank message is not sent.' });
      if (typeof content === 'string' && content.length > MAX_MESSAGE)
        f.errors.push(fieldError('content', `Messages are limited to ${MAX_MESSAGE} characters.`, 'string_too_long'));
      const failed = f.fail();
      if (failed || !content) return failed ?? detail(400, 'content is required');
      const company = db.companies.find((c) => c.company_id === conversation.company_id && c.org_id === conversation.org_id);
      if (!company) return notFound('Company not found');
      const docs = db.documents.filter((d) => d.company_id === company.company_id);
      const reply = await answerQuestion(company, docs, content);
      const now = new Date().toISOString();
      const assistant: Message = { role: 'assistant', content: reply, created_at: now };
      conversation.messages.push({ role: 'user', content, created_at: now }, assistant);
      const answer: AssistantReply = { assistant_message: reply, message: assistant };
      return HttpResponse.json(answer);
    }),

    r.post('/conversations/:id/clear', ({ request, params }) => {
      const found = conversationFor(request, 'edit', params.id);
      if (found instanceof Response) return found;
      found.conversation.messages = [];
      const ok: OkResponse = { ok: true };
      return HttpResponse.json(ok);
    }),
  ];
}
