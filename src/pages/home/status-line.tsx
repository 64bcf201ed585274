import { Link } from 'react-router';
import { formatDate } from '../../components/format';
import { statusWords } from '../../components/status-words';
import styles from './home.module.css';

type Props = { status: string | null | undefined; isOwner: boolean; trial?: { ends: Date; daysLeft: number } | null };

/** The organization's standing, told plainly, with the owner's next step. */
export function StatusLine({ status, isOwner, trial = null }: Props) {
  let text: string;
  let tone: 'ok' | 'warn' | 'bad' = 'ok';
  let action: { to: string; label: string } | null = null;
  if (status === 'active') text = 'Your subscription is active.';
  else if (status === 'trialing')
    text = trial
      ? `Free trial: ${trial.daysLeft} ${trial.daysLeft === 1 ? 'day' : 'days'} left (ends ${formatDate(trial.ends)}).`
      : 'Your organization is on its free trial.';
  else if (status === 'past_due') {
    text = 'Payment is past due: the Library is closed until it is paid.';
    tone = 'bad';
    action = { to: '/billing', label: 'Update payment' };
  } else if (!status) {
    text = 'Your organization is not active yet.';
    tone = 'warn';
  } else {
    text = `Subscription: ${statusWords(status)}.`;
    tone = 'warn';
  }
  if (isOwner && !action && status) action = { to: '/billing', label: 'Manage billing' };
  return (
    <p className={`${styles.status} ${styles[tone]}`} role="status">
      <span>{text}</span>
      {isOwner && action && (
        <Link to={action.to} className={styles.statusAction}>
          {action.label}
        </Link>
      )}
    </p>
  );
}
