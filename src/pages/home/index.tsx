import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { FolderOpenOutlined, LockOutlined, MessageOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { useBillingReturn } from '../../components/use-billing-return';
import { useCurrentUser } from '../../components/use-current-user';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';
import { StatusLine, StatusLineSkeleton } from './status-line';
import styles from './home.module.css';
import { useStanding } from './use-standing';
import { useTrial } from './use-trial';

export default function HomePage() {
  const { user, isOwner, isLoading, reload } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const trial = useTrial();
  const [locked, setLocked] = useState(false);
  useBillingReturn(reload);
  const { standing, settled } = useStanding(user, isOwner);
  const role = user?.role;
  const notice = (location.state as { notice?: string } | null)?.notice;
  // docs/decisions.md#trial-button-and-billing-cta: show_billing_cta decides when the me call carries it; without it, only the owner
  // of an organization that never had a subscription (no status at all): past due, canceled and
  // the rest are fixed on /billing, never by a new trial.
  const cta = user?.show_billing_cta;
  const showTrial = typeof cta === 'boolean' ? cta : !!user && isOwner && !user.subscription_status;
  const closed = standing.libraryClosed;
  const openLibrary = () => {
    if (!closed) navigate('/library');
    else setLocked(true);
  };
  return (
    <>
      <AppToolbar>
        {showTrial && (
          <Button
            type="primary"
            className={styles.barTrial}
            loading={trial.pending}
            disabled={trial.pending}
            onClick={() => void trial.start()}
          >
            Start your 7 day free trial
          </Button>
        )}
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        {notice && <Alert type="info" showIcon message={notice} />}
        {trial.error && <Alert type="error" role="alert" showIcon message={trial.error} />}
        {/* While the user loads, placeholders of the same size hold the tiles where they will be. */}
        {isLoading ? <ProfileCardSkeleton /> : <ProfileCard user={user} isOwner={isOwner} />}
        {/* The owner's line waits for the subscription too, so it never reads "active" and then "comped". */}
        {isLoading || !settled ? (
          <StatusLineSkeleton />
        ) : (
          user && (
            <StatusLine standing={standing} isOwner={isOwner}>
              {/* On a phone the bar has no room for the trial button: it is offered here instead. */}
              {showTrial && (
                <Button
                  type="primary"
                  className={styles.lineTrial}
                  loading={trial.pending}
                  disabled={trial.pending}
                  onClick={() => void trial.start()}
                >
                  Start free trial
                </Button>
              )}
            </StatusLine>
          )
        )}
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
            {standing.libraryTileNote && !isLoading && (
              <span className={styles.tileClosed}>
                <LockOutlined aria-hidden="true" /> {standing.libraryTileNote}
              </span>
            )}
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
        {locked && closed && (
          <Alert
            type={standing.tone === 'bad' ? 'error' : 'warning'}
            role="alert"
            showIcon
            message={closed}
            action={isOwner && standing.ownerStep ? <Link to="/billing">{standing.ownerStep}</Link> : undefined}
          />
        )}
      </main>
    </>
  );
}
