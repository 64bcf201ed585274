import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { OrgsPanel } from '../../resources/orgs';

/** /superadmin: the organizations table of /agent, with its state (search, sort, page) in the URL. */
export default function SuperadminPage() {
  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <h1 style={{ fontSize: 22 }}>Superadmin</h1>
        <section aria-labelledby="orgs-heading">
          <h2 id="orgs-heading" style={{ fontSize: 18 }}>Organizations</h2>
          <OrgsPanel syncWithLocation />
        </section>
      </main>
    </>
  );
}
