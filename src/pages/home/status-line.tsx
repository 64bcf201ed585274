import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Standing } from '../../components/standing';
import styles from './home.module.css';

type Props = { standing: Standing; isOwner: boolean; children?: ReactNode };

/** The organization's standing, told plainly, with the billing owner's next step (or the page's own, `children`). */
export function StatusLine({ standing, isOwner, children }: Props) {
  const step = isOwner ? standing.ownerStep : null;
  return (
    <p className={`${styles.status} ${styles[standing.tone]}`} role="status">
      <span>{standing.summary}</span>
      {step && (
        <Link to="/billing" className={styles.statusAction}>
          {step}
        </Link>
      )}
      {children}
    </p>
  );
}

/** The line's place while the user loads: one line of the same height. */
export function StatusLineSkeleton() {
  return (
    <p className={styles.status} aria-hidden="true">
      <span className={`${styles.bone} ${styles.boneLine}`} />
    </p>
  );
}
