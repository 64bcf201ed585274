import { lazy, Suspense } from 'react';
import { Grid } from 'antd';
import styles from './agent.module.css';

const TITLE = 'Organizations (Superadmin)';

// Only a superadmin's /agent shows it: its code (the table, the radio lists) loads with it. Its
// own module, not the resource's index: that one also holds /superadmin's console (side sheet,
// forms, dialogs), ~55 KB gzip this page never uses.
const OrgsPanel = lazy(() => import('../../resources/orgs/orgs-panel').then((m) => ({ default: m.OrgsPanel })));

/**
 * docs/product.md#2-screens: admin mode (a superadmin) shows the organizations panel under the
 * chat and loads the organizations at once. On a wide screen it opens with a capped height (the
 * chat keeps most of the column); on a phone it starts folded to its heading line.
 */
export function OrgsSection() {
  const compact = Grid.useBreakpoint().lg === false;
  return (
    <Suspense
      fallback={
        <section className={styles.admin} aria-labelledby="superadmin-orgs-loading">
          <h2 id="superadmin-orgs-loading" className={styles.adminLoading}>
            {TITLE}
          </h2>
          <p role="status">Loading organizations…</p>
        </section>
      }
    >
      <OrgsPanel title={TITLE} compact={compact} className={compact ? `${styles.admin} ${styles.adminCompact}` : styles.admin} />
    </Suspense>
  );
}
