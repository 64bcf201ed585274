import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { PageLoading } from '../../components/page-loading';
import { useCurrentUser } from '../../components/use-current-user';
import { isEntitled } from '../../config';
import { ProfileCard } from './profile-card';
import styles from './home.module.css';
import { useBillingReturn } from './use-billing-return';
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
  const notice = (location.state as { notice?: string } | null)?.notice;
  // decisions.md: show_billing_cta decides when the me call carries it; without it, only an owner
  // whose organization has no subscription yet (past due is fixed on /billing, not by a trial).
  const cta = user?.show_billing_cta;
  const showTrial = typeof cta === 'boolean' ? cta : !!user && isOwner && !entitled && user.subscription_status !== 'past_due';

  const openLibrary = () => {
    if (entitled) navigate('/library');
    else setLocked(true);
  };

  return (
    <>
      <AppToolbar>
        {showTrial && (
          <Button type="primary" loading={trial.pending} onClick={trial.start}>
            Start your 7 day free trial
          </Button>
        )}
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        {notice && <Alert type="info" showIcon message={notice} />}
        {trial.error && <Alert type="error" role="alert" showIcon message={trial.error} />}
        {isLoading ? <PageLoading /> : <ProfileCard user={user} isOwner={isOwner} />}
        <section className={styles.tiles} aria-label="Workspaces">
          <button type="button" className={styles.tile} onClick={() => navigate('/agent')}>
            <strong>Underwriter Assistant</strong>
            Ask questions about a carrier&apos;s policy documents.
          </button>
          <button type="button" className={styles.tile} onClick={openLibrary}>
            <strong>Library</strong>
            Underwriter Documents
          </button>
        </section>
        {locked && <Alert type="warning" role="alert" showIcon message={LIBRARY_LOCKED} />}
      </main>
    </>
  );
}
