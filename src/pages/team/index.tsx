import { useNavigate } from 'react-router';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { PageLoading } from '../../components/page-loading';
import { reloginState } from '../../components/relogin';
import { clearSignIn } from '../../components/session-effects';
import { useCurrentUser } from '../../components/use-current-user';
import { MembersCard, SeatsCard, useTeamSeats } from '../../resources/team-users';
import { ContactForm } from './contact-form';
import { OrgLogo } from './org-logo';
import styles from './team.module.css';

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Team & Profile (spec §2): the billing owner's organization (logo, contact details), its seats
 * and its members. Only the owner gets here (the route's gate sends others to /home).
 */
export default function TeamPage() {
  const { user, reload } = useCurrentUser();
  const seats = useTeamSeats(user);
  const navigate = useNavigate();

  // Spec §4: a new login email of one's own means a new login, with that email.
  const signInAgain = (email: string) => {
    clearSignIn();
    navigate('/login', { replace: true, state: reloginState(email) });
  };
  const reloadUser = () => void reload();

  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        <div className={styles.head}>
          <h1>Team &amp; Profile</h1>
          <p>Your organization’s profile, its seats and the people who use Underwriter Desk.</p>
        </div>
        {user ? (
          <div className={styles.top}>
            <section className={styles.card} aria-labelledby="team-org">
              <h2 id="team-org">
                <bdi>{user.org_name || 'Your organization'}</bdi>
              </h2>
              <OrgLogo user={user} onChanged={reloadUser} />
              <ContactForm key={user.user_id} user={user} onSaved={reloadUser} />
            </section>
            <SeatsCard seats={seats} />
          </div>
        ) : (
          <PageLoading />
        )}
        <MembersCard
          callerId={idOf(user?.user_id)}
          ownerId={idOf(user?.billing_owner_user_id) ?? idOf(user?.user_id)}
          seats={seats}
          onUserChanged={reloadUser}
          onOwnEmailChanged={signInAgain}
          syncWithLocation
        />
      </main>
    </>
  );
}
