import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { OrgsPanel } from '../../resources/orgs';
import styles from './superadmin.module.css';

/** /superadmin: the organizations table of /agent, with its state (search, sort, page) in the URL. */
export default function SuperadminPage() {
  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        <h1>Superadmin</h1>
        <section aria-labelledby="orgs-heading" className={styles.card}>
          <h2 id="orgs-heading">Organizations</h2>
          <OrgsPanel syncWithLocation />
        </section>
      </main>
    </>
  );
}
