import { useCallback, useEffect, useRef, useState } from 'react';
import { clearConversation, createConversation, fetchCompany, fetchMessages, postMessage } from '../../api';
import type { ChatMessage, Company } from '../../api';
import { failureText, replyText } from './reply-text';
import { storeCompany, storeConversationId, storedCompanyId, storedConversationId } from './stored-selection';

export type Message = ChatMessage & { failed?: boolean };

/**
 * The conversation lifecycle of spec §4. Every selection or new chat starts a new "epoch";
 * answers that come back for an older one are dropped.
 */
export function useConversation(companies: Company[], companiesLoading: boolean) {
  const [selected, setSelected] = useState<Company | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [sending, setSending] = useState(false);
  const [detailsLoading, setDetailsLoading] = useState(false);
  const epoch = useRef(0);
  const pendingConversation = useRef<Promise<string | null> | null>(null);
  const restored = useRef(false);

  const loadDetails = useCallback(async (company: Company, mine: number) => {
    setDetailsLoading(true);
    try {
      const full = await fetchCompany(company.company_id);
      if (full && epoch.current === mine) {
        const merged = { ...company, ...full };
        setSelected(merged);
        storeCompany(merged);
      }
    } catch (err) {
      console.warn('Could not load the company details', err);
    } finally {
      if (epoch.current === mine) setDetailsLoading(false);
    }
  }, []);

  const startConversation = useCallback((company: Company, mine: number): Promise<string | null> => {
    const started = createConversation(company.company_id).then(async (id) => {
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
    started.catch((err: unknown) => console.warn('Could not start a conversation', err));
    return started;
  }, []);

  // Restore the stored conversation once the company list is known (spec §4).
  useEffect(() => {
    if (companiesLoading || restored.current) return;
    restored.current = true;
    const companyId = storedCompanyId();
    const id = storedConversationId();
    const company = companies.find((c) => c.company_id === companyId);
    if (!company || !id) return;
    const mine = ++epoch.current;
    const restore = async () => {
      setSelected(company);
      setConversationId(id);
      pendingConversation.current = Promise.resolve(id);
      void loadDetails(company, mine);
      const loaded = await fetchMessages(id).catch(() => [] as ChatMessage[]);
      if (epoch.current === mine) setMessages((now) => (now.length ? now : loaded));
    };
    void restore();
  }, [companies, companiesLoading, loadDetails]);

  const selectCompany = useCallback(
    (company: Company) => {
      const mine = ++epoch.current;
      setSelected(company);
      storeCompany(company);
      setMessages([]);
      setSending(false);
      setConversationId(null);
      storeConversationId(null);
      void startConversation(company, mine);
      void loadDetails(company, mine);
    },
    [loadDetails, startConversation],
  );

  const newChat = useCallback(() => {
    if (!selected) return;
    const mine = ++epoch.current;
    setMessages([]);
    setSending(false);
    setConversationId(null);
    storeConversationId(null);
    void startConversation(selected, mine);
  }, [selected, startConversation]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || !selected) return false;
      const mine = epoch.current;
      setMessages((now) => [...now, { role: 'user', content }]);
      setSending(true);
      let reply: Message;
      try {
        // A conversation that failed to start is tried again.
        const pending = pendingConversation.current ?? Promise.reject(new Error('No conversation'));
        const id = conversationId ?? (await pending.catch(() => startConversation(selected, mine)));
        if (!id) throw new Error('No conversation');
        reply = { role: 'assistant', content: replyText(await postMessage(id, content)) };
      } catch (err) {
        reply = { role: 'assistant', content: failureText(err), failed: true };
      }
      if (epoch.current === mine) {
        setMessages((now) => [...now, reply]);
        setSending(false);
      }
      return true;
    },
    [conversationId, selected, startConversation],
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

  return { selected, conversationId, messages, sending, detailsLoading, selectCompany, newChat, send, clear };
}
