import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import styles from './agent.module.css';

// The table (antd Table and its kin, ~100 KB gzip) loads when the superadmin opens the section.
const OrgsPanel = lazy(() => import('../../resources/orgs').then((m) => ({ default: m.OrgsPanel })));

/**
 * docs/product.md#2-screens: the superadmin-only Organizations panel under the chat. Folded by default so it never
 * squeezes the conversation; opening it loads the organizations.
 */
export function OrgsSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.admin} aria-labelledby="superadmin-orgs">
      <div className={styles.adminHead}>
        <h2 id="superadmin-orgs">Organizations (Superadmin)</h2>
        <Button size="small" aria-expanded={open} aria-controls="superadmin-orgs-body" onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide organizations' : 'Show organizations'}
        </Button>
      </div>
      {open && (
        <div id="superadmin-orgs-body">
          <Suspense fallback={<p role="status">Loading organizations…</p>}>
            <OrgsPanel />
          </Suspense>
        </div>
      )}
    </section>
  );
}
