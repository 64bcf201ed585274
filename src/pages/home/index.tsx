import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { FolderOpenOutlined, MessageOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { PageLoading } from '../../components/page-loading';
import { useBillingReturn } from '../../components/use-billing-return';
import { useCurrentUser } from '../../components/use-current-user';
import { isEntitled } from '../../api';
import { ProfileCard } from './profile-card';
import { StatusLine } from './status-line';
import { useTrialEnd } from './use-trial-end';
import styles from './home.module.css';
import { useTrial } from './use-trial';

export const LIBRARY_LOCKED = 'Your organization is not active yet. Start your free trial to access the Library.';

export default function HomePage() {
  const { user, isOwner, isLoading, reload } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const trial = useTrial();
  const [locked, setLocked] = useState(false);
  useBillingReturn(reload);

  const entitled = isEntitled(user?.subscription_status);
  const role = user?.role;
  const trialEnd = useTrialEnd(isOwner && user?.subscription_status === 'trialing');
  const notice = (location.state as { notice?: string } | null)?.notice;
  // docs/decisions.md#trial-button-and-billing-cta: show_billing_cta decides when the me call carries it; without it, only the owner
  // of an organization that never had a subscription (no status at all): past due, canceled and
  // the rest are fixed on /billing, never by a new trial.
  const cta = user?.show_billing_cta;
  const showTrial = typeof cta === 'boolean' ? cta : !!user && isOwner && !user.subscription_status;

  const openLibrary = () => {
    if (entitled) navigate('/library');
    else setLocked(true);
  };

  return (
    <>
      <AppToolbar>
        {showTrial && (
          <Button type="primary" loading={trial.pending} disabled={trial.pending} onClick={() => void trial.start()}>
            Start your 7 day free trial
          </Button>
        )}
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        {notice && <Alert type="info" showIcon message={notice} />}
        {trial.error && <Alert type="error" role="alert" showIcon message={trial.error} />}
        {isLoading ? <PageLoading /> : <ProfileCard user={user} isOwner={isOwner} />}
        {user && <StatusLine status={user.subscription_status} isOwner={isOwner} trial={trialEnd} />}
        <section className={styles.tiles} aria-label="Workspaces">
          <button type="button" className={styles.tile} onClick={() => navigate('/agent')}>
            <MessageOutlined aria-hidden="true" className={styles.tileIcon} />
            <strong>Underwriter Assistant</strong>
            <span className={styles.tileText}>Ask questions about a carrier&apos;s policy documents, with the passages cited.</span>
          </button>
          <button type="button" className={styles.tile} onClick={openLibrary}>
            <ReadOutlined aria-hidden="true" className={styles.tileIcon} />
            <strong>Library</strong>
            <span className={styles.tileText}>Underwriter Documents</span>
          </button>
          {(role === 'admin' || role === 'superadmin') && (
            <button type="button" className={styles.tile} onClick={() => navigate('/admin')}>
              <FolderOpenOutlined aria-hidden="true" className={styles.tileIcon} />
              <strong>Admin console</strong>
              <span className={styles.tileText}>Upload carrier PDFs, logos and contact info.</span>
            </button>
          )}
          {role === 'superadmin' && (
            <button type="button" className={styles.tile} onClick={() => navigate('/superadmin')}>
              <TeamOutlined aria-hidden="true" className={styles.tileIcon} />
              <strong>Superadmin console</strong>
              <span className={styles.tileText}>Organizations, users, seats and billing owners.</span>
            </button>
          )}
        </section>
        {locked && <Alert type="warning" role="alert" showIcon message={LIBRARY_LOCKED} />}
      </main>
    </>
  );
}
