import { useCallback } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { STORAGE_KEYS } from '../../api';
import type { Citation } from '../../components/markdown-message';
import { useCurrentUser } from '../../components/use-current-user';
import { CarrierWorkspace, mergeCompany, storeCompanyId, useCompanies, useCompany } from '../../resources/companies';
import { ChatPane } from './chat-pane';
import { OrgsSection } from './orgs-section';
import { useBillingNotice } from './use-billing-notice';
import { useConversation } from './use-conversation';
import styles from './agent.module.css';

export default function AgentPage() {
  const { user } = useCurrentUser();
  const list = useCompanies();
  const chat = useConversation(list.companies, list.loading);
  const details = useCompany(chat.selectedId);
  const selected = mergeCompany(list.companies.find((c) => c.company_id === chat.selectedId) ?? null, details.company);
  const notice = useBillingNotice();
  const adminMode = user?.role === 'superadmin';

  // A citation opens the library on the same carrier.
  const onCitation = useCallback(
    (_c: Citation) => {
      if (chat.selectedId) storeCompanyId(STORAGE_KEYS.librarySelectedCompany, chat.selectedId);
    },
    [chat.selectedId],
  );

  return (
    <CarrierWorkspace
      title="Underwriter Assistant"
      tools={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} disabled={!selected || chat.starting} onClick={chat.newChat}>
          New Chat
        </Button>
      }
      list={{ ...list, onRetry: list.retry, selectedId: chat.selectedId, onSelect: chat.selectCompany }}
      company={selected}
      detailsLoading={details.query.isFetching}
    >
      <div className={styles.center}>
        {notice && <Alert className={styles.notice} type="success" role="status" showIcon message={notice} />}
        <ChatPane
          company={selected}
          conversationKey={`${chat.selectedId ?? ''}:${chat.conversationId ?? ''}`}
          messages={chat.messages}
          sending={chat.sending}
          onSend={chat.send}
          onRetry={chat.retry}
          onClear={() => void chat.clear()}
          onCitation={onCitation}
        />
        {adminMode && <OrgsSection />}
      </div>
    </CarrierWorkspace>
  );
}
