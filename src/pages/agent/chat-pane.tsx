import { useState, type MouseEvent } from 'react';
import { Button } from 'antd';
import { ClearOutlined, MessageOutlined } from '@ant-design/icons';
import type { Company } from '../../api';
import { CompanyAvatar } from '../../resources/companies';
import type { Citation } from '../../components/markdown-message';
import { ChatHistory } from './chat-history';
import { ChatStart } from './chat-start';
import { Composer } from './composer';
import type { Message, SendOutcome } from './use-conversation';
import styles from './agent.module.css';

type Props = {
  company: Company | null;
  conversationKey: string;
  messages: Message[];
  sending: boolean;
  onSend: (text: string) => Promise<SendOutcome>;
  onRetry: (failed: Message) => Promise<SendOutcome>;
  onClear: () => void;
  onCitation: (c: Citation, event: MouseEvent) => void;
};

/**
 * The center: chat header, history with the typing indicator, and the question box. A question
 * that fails comes back into the box (unless something new was typed meanwhile).
 */
export function ChatPane({ company, conversationKey, messages, sending, onSend, onRetry, onClear, onCitation }: Props) {
  const [draft, setDraft] = useState('');
  const putBack = (question: string) => setDraft((now) => (now.trim() ? now : question));

  const ask = async (question: string) => {
    setDraft('');
    if ((await onSend(question)) === 'failed') putBack(question.trim());
  };

  const retry = async (failed: Message) => {
    const question = failed.question ?? '';
    // The same question waiting in the box is the one being asked again.
    setDraft((now) => (now.trim() === question ? '' : now));
    if ((await onRetry(failed)) === 'failed') putBack(question);
  };

  const name = String(company?.company_display ?? '');
  return (
    <section className={styles.chat} aria-label="Chat">
      {company && (
        <header className={styles.chatHeader}>
          <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={32} />
          <h2 className={styles.chatTitle} title={name}>
            <bdi>{name}</bdi>
          </h2>
          <Button icon={<ClearOutlined aria-hidden="true" />} onClick={onClear}>
            Clear Chat
          </Button>
        </header>
      )}
      <ChatHistory
        key={conversationKey}
        messages={messages}
        sending={sending}
        onCitation={onCitation}
        onRetry={(m) => void retry(m)}
        empty={
          company ? (
            <ChatStart company={company} onAsk={(q) => void ask(q)} />
          ) : (
            <div className={styles.start}>
              <MessageOutlined aria-hidden="true" className={styles.startIcon} />
              <p className={styles.startTitle}>select a company</p>
              <p className={styles.startText}>Choose a carrier from the Carriers list to ask about its underwriting guidelines.</p>
            </div>
          )
        }
      />
      <Composer disabled={!company} busy={sending} value={draft} onChange={setDraft} onSend={(q) => void ask(q)} />
    </section>
  );
}
