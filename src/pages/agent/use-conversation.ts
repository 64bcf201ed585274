import { useCallback, useEffect, useRef, useState } from 'react';
import { clearConversation, createConversation, fetchMessages, postMessage, readKey, removeKey, STORAGE_KEYS, writeKey } from '../../api';
import type { ChatMessage, Company } from '../../api';
import { storeCompanyId, storedCompanyId } from '../../resources/companies';
import { failureText, isAnswer, replyText } from './reply-text';

/** A failed reply keeps the question it answers, so it can be asked again. */
export type Message = ChatMessage & { failed?: boolean; question?: string };

/**
 * What became of a question: not sent (blank, no company), answered, failed (the error is in the
 * history), or dropped because the user moved to another conversation meanwhile.
 */
export type SendOutcome = 'skipped' | 'answered' | 'failed' | 'dropped';

const storedConversationId = (): string | null => readKey(STORAGE_KEYS.conversationId) || null;

function storeConversationId(id: string | null): void {
  if (id) writeKey(STORAGE_KEYS.conversationId, id);
  else removeKey(STORAGE_KEYS.conversationId);
}

/**
 * The conversation lifecycle of docs/product.md#4-states (conversations are not a CRUD resource: src/api). Every
 * selection or new chat starts a new "epoch"; answers that come back for an older one are dropped.
 * The selected company is held by id; its data comes from the companies resource.
 */
export function useConversation(companies: Company[], companiesLoading: boolean) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [sending, setSending] = useState(false);
  /** A conversation is being created (POST /conversations): New Chat waits for it. */
  const [starting, setStarting] = useState(false);
  const epoch = useRef(0);
  const pendingConversation = useRef<Promise<string | null> | null>(null);
  const startingFor = useRef<number | null>(null);
  const restored = useRef(false);

  const startConversation = useCallback((companyId: string, mine: number): Promise<string | null> => {
    startingFor.current = mine;
    setStarting(true);
    const done = () => {
      if (startingFor.current !== mine) return;
      startingFor.current = null;
      setStarting(false);
    };
    const started = createConversation(companyId).then(async (id) => {
      if (epoch.current !== mine) return id;
      setConversationId(id);
      storeConversationId(id);
      if (id) {
        const loaded = await fetchMessages(id).catch(() => [] as ChatMessage[]);
        if (epoch.current === mine && loaded.length) setMessages(loaded);
      }
      return id;
    });
    pendingConversation.current = started;
    started.then(done, (err: unknown) => {
      done();
      console.warn('Could not start a conversation', err);
    });
    return started;
  }, []);

  // Restore the stored conversation once the company list is known (docs/product.md#4-states): the stored company
  // only if it is still listed.
  useEffect(() => {
    if (companiesLoading || restored.current) return;
    restored.current = true;
    const companyId = storedCompanyId(STORAGE_KEYS.selectedCompany);
    const id = storedConversationId();
    if (!id || !companies.some((c) => c.company_id === companyId)) return;
    const mine = ++epoch.current;
    const restore = async () => {
      setSelectedId(companyId);
      setConversationId(id);
      pendingConversation.current = Promise.resolve(id);
      const loaded = await fetchMessages(id).catch(() => [] as ChatMessage[]);
      if (epoch.current === mine) setMessages((now) => (now.length ? now : loaded));
    };
    void restore();
  }, [companies, companiesLoading]);

  const selectCompany = useCallback(
    (company: Company) => {
      const mine = ++epoch.current;
      setSelectedId(company.company_id);
      storeCompanyId(STORAGE_KEYS.selectedCompany, company.company_id);
      setMessages([]);
      setSending(false);
      setConversationId(null);
      storeConversationId(null);
      void startConversation(company.company_id, mine);
    },
    [startConversation],
  );

  // While a conversation is being created the new chat is already on its way: a second click
  // (or one right after picking a company) would only leave an empty conversation behind.
  const newChat = useCallback(() => {
    if (!selectedId || startingFor.current !== null) return;
    const mine = ++epoch.current;
    setMessages([]);
    setSending(false);
    setConversationId(null);
    storeConversationId(null);
    void startConversation(selectedId, mine);
  }, [selectedId, startConversation]);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const content = text.trim();
      if (!content || !selectedId) return 'skipped';
      const mine = epoch.current;
      setMessages((now) => [...now, { role: 'user', content }]);
      setSending(true);
      let reply: Message;
      try {
        // A conversation that failed to start is tried again.
        const pending = pendingConversation.current ?? Promise.reject(new Error('No conversation'));
        const id = conversationId ?? (await pending.catch(() => startConversation(selectedId, mine)));
        if (!id) throw new Error('No conversation');
        const body = await postMessage(id, content);
        reply = isAnswer(body)
          ? { role: 'assistant', content: body.assistant_message }
          : { role: 'assistant', content: replyText(body), failed: true, question: content };
      } catch (err) {
        reply = { role: 'assistant', content: failureText(err), failed: true, question: content };
      }
      if (epoch.current !== mine) return 'dropped';
      setMessages((now) => [...now, reply]);
      setSending(false);
      return reply.failed ? 'failed' : 'answered';
    },
    [conversationId, selectedId, startConversation],
  );

  /** Asks a failed question again: the failed exchange makes way for the new one. */
  const retry = useCallback(
    (failed: Message): Promise<SendOutcome> => {
      if (!failed.failed || !failed.question) return Promise.resolve('skipped');
      const question = failed.question;
      setMessages((now) => {
        const at = now.indexOf(failed);
        if (at < 0) return now;
        const asked = now[at - 1];
        const from = asked?.role === 'user' && asked.content === question ? at - 1 : at;
        return [...now.slice(0, from), ...now.slice(at + 1)];
      });
      return send(question);
    },
    [send],
  );

  const clear = useCallback(async () => {
    const mine = epoch.current;
    try {
      if (conversationId) await clearConversation(conversationId);
      if (epoch.current === mine) setMessages([]);
    } catch (err) {
      console.warn('Could not clear the conversation', err);
    }
  }, [conversationId]);

  return { selectedId, conversationId, messages, sending, starting, selectCompany, newChat, send, retry, clear };
}
