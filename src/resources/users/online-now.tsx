import { useMemo } from 'react';
import { Button } from 'antd';
import { PersonAvatar } from '../../components/person-avatar';
import { OrgName } from './org-name';
import type { UserRecord } from './types';
import { userName } from '../../components/display';
import styles from './users.module.css';

const SHOWN = 8;

type Props = {
  /** Every user, from the same 30 s poll as the table. */
  users: UserRecord[];
  loading: boolean;
  failed: boolean;
  /** Shows every online user in All Users. */
  onShowAll: () => void;
};

/** Online Now: who pinged in the last minute, with their organization, newest first. */
export function OnlineNow({ users, loading, failed, onShowAll }: Props) {
  const online = useMemo(
    () =>
      users
        .filter((u) => u.online)
        .sort((a, b) => String(b.last_seen ?? '').localeCompare(String(a.last_seen ?? '')) || Number(a.id) - Number(b.id)),
    [users],
  );
  let body;
  if (loading) body = <p className={styles.quiet}>Loading…</p>;
  else if (failed && !users.length) body = <p className={styles.quiet}>Unavailable: the users did not load.</p>;
  else if (!online.length) body = <p className={styles.quiet}>Nobody is online right now.</p>;
  else {
    body = (
      <ul className={styles.onlineList} aria-label="Online users">
        {online.slice(0, SHOWN).map((u) => (
          <li key={u.id} className={styles.onlineItem}>
            <span aria-hidden="true" className={styles.avatarSmall}>
              <PersonAvatar name={userName(u)} size={28} />
              <span className={styles.presence} />
            </span>
            <span className={styles.who}>
              <bdi className={styles.name}>{userName(u)}</bdi>
              <span className={styles.email}>
                <OrgName name={u.org_name} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="online-now">
      <div className={styles.cardHead}>
        <h2 id="online-now" className={styles.cardTitle}>
          Online Now
        </h2>
        <span className={styles.count} aria-label={`${online.length} online`}>
          {online.length}
        </span>
      </div>
      {body}
      {online.length > 0 && (
        <Button type="link" className={styles.more} onClick={onShowAll}>
          {online.length > SHOWN ? `Show all ${online.length} in All Users` : 'Show them in All Users'}
        </Button>
      )}
      <p className={styles.quiet}>Pinged in the last minute; refreshed every 30 seconds.</p>
    </section>
  );
}
