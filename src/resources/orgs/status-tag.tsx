import { statusWords } from '../../components/status-words';
import { isComped, type OrgRecord } from './types';
import styles from './orgs.module.css';

type Tone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

const TONE: Record<string, Tone> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  incomplete: 'warning',
  paused: 'neutral',
  unpaid: 'error',
  canceled: 'neutral',
  incomplete_expired: 'neutral',
};

/** The subscription status in words (docs/product.md#4-states: others as they are), as a coloured tag; the raw status in the tooltip. */
export function StatusTag({ org }: { org: Pick<OrgRecord, 'plan' | 'subscription_status'> }) {
  const status = org.subscription_status;
  const tone: Tone = status ? (TONE[status] ?? 'neutral') : 'neutral';
  return (
    <span className={`${styles.tag} ${styles[tone]}`} title={status ?? undefined}>
      <span aria-hidden="true" className={styles.dot} />
      {statusWords(status)}
      {isComped(org) && <span className={styles.tagNote}>· comped</span>}
    </span>
  );
}
