import { createContext, useContext } from 'react';
import { formatDateTime, timeAgo } from '../../components/format';
import type { UserRecord } from './types';
import styles from './users.module.css';

/**
 * "Now" for relative times: the time of the last poll, so "5 minutes ago" moves on with each poll.
 * Only these cells read it, so a poll re-renders them and the rows that changed, nothing else.
 */
export const PollTime = createContext<number>(0);

/** Online (pinged in the last minute), else how long ago they were last seen, or Never. */
export function LastSeen({ user }: { user: Pick<UserRecord, 'online' | 'last_seen'> }) {
  const now = useContext(PollTime) || undefined;
  if (user.online) {
    return (
      <span className={styles.online}>
        <span aria-hidden="true" className={styles.onlineDot} />
        Online
      </span>
    );
  }
  return (
    <span className={styles.seen} title={formatDateTime(user.last_seen) || undefined}>
      {timeAgo(user.last_seen, now) || 'Never'}
    </span>
  );
}
