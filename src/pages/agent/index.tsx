import { lazy, Suspense, useCallback } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { STORAGE_KEYS, writeKey } from '../../api';
import { CarrierWorkspace } from '../../components/carrier-workspace';
import { useCompanies } from '../../components/company-list';
import type { Citation } from '../../components/markdown-message';
import { useCurrentUser } from '../../components/use-current-user';
import { ChatPane } from './chat-pane';
import { useBillingNotice } from './use-billing-notice';
import { useConversation } from './use-conversation';
import styles from './agent.module.css';

// Only superadmins see it: its table and radios load with it.
const SuperadminPanel = lazy(() => import('./superadmin-panel').then((m) => ({ default: m.SuperadminPanel })));

export default function AgentPage() {
  const { user } = useCurrentUser();
  const { companies, loading } = useCompanies();
  const chat = useConversation(companies, loading);
  const notice = useBillingNotice();
  const adminMode = user?.role === 'superadmin';
  const selected = chat.selected;

  // A citation opens the library on the same carrier.
  const onCitation = useCallback(
    (_c: Citation) => {
      if (selected) writeKey(STORAGE_KEYS.librarySelectedCompany, JSON.stringify(selected));
    },
    [selected],
  );

  return (
    <CarrierWorkspace
      title="Underwriter Assistant"
      tools={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} disabled={!selected} onClick={chat.newChat}>
          New Chat
        </Button>
      }
      list={{ companies, loading, selectedId: selected?.company_id ?? null, onSelect: chat.selectCompany }}
      company={selected}
      detailsLoading={chat.detailsLoading}
    >
      <div className={styles.center}>
        {notice && <Alert className={styles.notice} type="success" role="status" showIcon message={notice} />}
        <ChatPane
          company={selected}
          conversationKey={`${selected?.company_id ?? ''}:${chat.conversationId ?? ''}`}
          messages={chat.messages}
          sending={chat.sending}
          onSend={chat.send}
          onClear={() => void chat.clear()}
          onCitation={onCitation}
        />
        {adminMode && (
          <Suspense fallback={null}>
            <SuperadminPanel />
          </Suspense>
        )}
      </div>
    </CarrierWorkspace>
  );
}
