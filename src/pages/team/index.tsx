import { useNavigate } from 'react-router';
import { AppToolbar } from '../../components/app-toolbar';
import card from '../../components/card.module.css';
import { OwnerMenu } from '../../components/owner-menu';
import { PageLoading } from '../../components/page-loading';
import { reloginState } from '../../components/relogin';
import { clearSignIn } from '../../components/session-effects';
import { useCurrentUser } from '../../components/use-current-user';
import { MembersCard, useTeamSeats } from '../../resources/team-users';
import { ContactForm } from './contact-form';
import { OrgLogo } from './org-logo';
import styles from './team.module.css';

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Team & Profile (docs/product.md#2-screens): the billing owner's organization (logo, contact details), its seats
 * and its members. Only the owner gets here (the route's gate sends others to /home).
 */
export default function TeamPage() {
  const { user, reload } = useCurrentUser();
  const seats = useTeamSeats(user);
  const navigate = useNavigate();

  // docs/product.md#4-states: a new login email of one's own means a new login, with that email.
  const signInAgain = (email: string) => {
    clearSignIn();
    navigate('/login', { replace: true, state: reloginState(email) });
  };
  const reloadUser = () => void reload();

  return (
    <>
      <AppToolbar>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        <div className={styles.head}>
          <h1>Team &amp; Profile</h1>
          <p>The people who use Underwriter Desk, the seats they hold, and your organization’s profile.</p>
        </div>
        <MembersCard
          callerId={idOf(user?.user_id)}
          ownerId={idOf(user?.billing_owner_user_id) ?? idOf(user?.user_id)}
          seats={seats}
          onUserChanged={reloadUser}
          onOwnEmailChanged={signInAgain}
          url
        />
        {user ? (
          <section className={card.card} aria-labelledby="team-org">
            <div>
              <h2 id="team-org" className={styles.cardTitle}>
                Organization profile
              </h2>
              <p className={styles.muted}>
                <bdi>{user.org_name || 'Your organization'}</bdi> as your team sees it on the home page.
              </p>
            </div>
            <div className={styles.profile}>
              <OrgLogo user={user} onChanged={reloadUser} />
              <ContactForm key={user.user_id} user={user} onSaved={reloadUser} />
            </div>
          </section>
        ) : (
          <PageLoading />
        )}
      </main>
    </>
  );
}
