import { lazy, Suspense, useCallback } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { STORAGE_KEYS, writeKey } from '../../api';
import { AppToolbar } from '../../components/app-toolbar';
import { CompanyDetailsPanel } from '../../components/company-details-panel';
import { CompanyList, useCompanies } from '../../components/company-list';
import type { Citation } from '../../components/markdown-message';
import { OwnerMenu } from '../../components/owner-menu';
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
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.page}>
        <aside className={styles.sidebar} aria-label="Carriers">
          <h1 className={styles.heading}>Underwriter Assistant</h1>
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} disabled={!selected} onClick={chat.newChat}>
            New Chat
          </Button>
          <CompanyList companies={companies} loading={loading} selectedId={selected?.company_id ?? null} onSelect={chat.selectCompany} />
        </aside>
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
        <CompanyDetailsPanel company={selected} loading={chat.detailsLoading} />
      </main>
    </>
  );
}
