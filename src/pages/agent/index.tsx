import { useCallback, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isEntitled, STORAGE_KEYS } from '../../api';
import { firstClick } from '../../components/first-click';
import type { Citation } from '../../components/markdown-message';
import { useCurrentUser } from '../../components/use-current-user';
import { CarrierWorkspace, mergeCompany, storeCompanyId, useCompanies, useCompany } from '../../resources/companies';
import { openDocumentInNewTab } from '../../resources/documents';
import { ChatPane } from './chat-pane';
import { OrgsSection } from './orgs-section';
import { useBillingNotice } from './use-billing-notice';
import { useConversation } from './use-conversation';
import styles from './agent.module.css';

const LIBRARY_CLOSED_OPENED = 'The cited document opened in a new tab: your organization’s Library is closed.';
const LIBRARY_CLOSED_FAILED = 'The cited document could not be opened, and your organization’s Library is closed.';

export default function AgentPage() {
  const { user, isOwner } = useCurrentUser();
  const [libraryClosed, setLibraryClosed] = useState<'opened' | 'failed' | null>(null);
  const list = useCompanies();
  const chat = useConversation(list.companies, list.loading);
  const details = useCompany(chat.selectedId);
  const selected = mergeCompany(list.companies.find((c) => c.company_id === chat.selectedId) ?? null, details.company);
  const notice = useBillingNotice();
  const adminMode = user?.role === 'superadmin';

  // A citation opens the library on the same carrier. Without library access (an organization
  // neither active nor trialing) the answer is still the user's to read: the document opens in a
  // new tab, and the page says why the library is closed instead of landing on /home.
  const entitled = isEntitled(user?.subscription_status);
  const onCitation = useCallback(
    (c: Citation, event: MouseEvent) => {
      if (chat.selectedId) storeCompanyId(STORAGE_KEYS.librarySelectedCompany, chat.selectedId);
      if (entitled) return;
      event.preventDefault();
      void openDocumentInNewTab(c.doc, c.page).then((opened) => setLibraryClosed(opened ? 'opened' : 'failed'));
    },
    [chat.selectedId, entitled],
  );

  return (
    <CarrierWorkspace
      title="Underwriter Assistant"
      tools={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={!selected || chat.starting}
          onClick={firstClick(chat.newChat)}
        >
          New Chat
        </Button>
      }
      list={{ selectedId: chat.selectedId, onSelect: chat.selectCompany }}
      company={selected}
      detailsLoading={details.query.isFetching}
    >
      <div className={styles.center}>
        {notice && <Alert className={styles.notice} type="success" role="status" showIcon message={notice} />}
        {libraryClosed && (
          <Alert
            className={styles.notice}
            type="info"
            role="status"
            showIcon
            closable
            onClose={() => setLibraryClosed(null)}
            message={libraryClosed === 'opened' ? LIBRARY_CLOSED_OPENED : LIBRARY_CLOSED_FAILED}
            description={
              <>
                The Library is open to organizations with an active subscription or a free trial.{' '}
                {isOwner ? <Link to="/billing">Go to Billing</Link> : 'Your billing owner can reactivate it.'}
              </>
            }
          />
        )}
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
