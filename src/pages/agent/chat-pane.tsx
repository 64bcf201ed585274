import { Button } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import type { Company } from '../../api';
import { CompanyAvatar } from '../../resources/companies';
import type { Citation } from '../../components/markdown-message';
import { ChatHistory } from './chat-history';
import { Composer } from './composer';
import type { Message } from './use-conversation';
import styles from './agent.module.css';

type Props = {
  company: Company | null;
  conversationKey: string;
  messages: Message[];
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  onClear: () => void;
  onCitation: (c: Citation) => void;
};

/** The center: chat header, history with the typing indicator, and the question box. */
export function ChatPane({ company, conversationKey, messages, sending, onSend, onClear, onCitation }: Props) {
  return (
    <section className={styles.chat} aria-label="Chat">
      {company ? (
        <header className={styles.chatHeader}>
          <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={36} />
          <h2 className={styles.chatTitle}>{company.company_display}</h2>
          <Button icon={<ClearOutlined aria-hidden="true" />} onClick={onClear}>
            Clear Chat
          </Button>
        </header>
      ) : (
        <p className={styles.empty}>select a company</p>
      )}
      <ChatHistory key={conversationKey} messages={messages} sending={sending} onCitation={onCitation} />
      <Composer disabled={!company} busy={sending} onSend={onSend} />
    </section>
  );
}
