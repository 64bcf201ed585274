import { useMemo } from 'react';
import type { OrgsView } from '../../resources/orgs';
import type { UsersView } from '../../resources/users';
import styles from './superadmin.module.css';

const fmt = (n: number) => n.toLocaleString('en-US');
const AT_RISK = new Set(['past_due', 'unpaid', 'incomplete']);

/** The console's figures at a glance, from the lists already loaded (no request of their own). */
export function ConsoleStats({ orgs, users }: { orgs: OrgsView; users: UsersView }) {
  const figures = useMemo(() => {
    const o = orgs.all;
    const u = users.all;
    return {
      orgs: o.length,
      atRisk: o.filter((x) => AT_RISK.has(String(x.subscription_status))).length,
      seats: o.reduce((sum, x) => sum + (x.active_users ?? 0), 0),
      users: u.length,
      inactive: u.filter((x) => x.is_active !== 1).length,
      online: u.filter((x) => x.online).length,
    };
  }, [orgs.all, users.all]);
  const orgsReady = !orgs.loading && !orgs.error;
  const usersReady = !users.loading && (!users.error || users.stale);
  const dash = '—';
  return (
    <dl className={styles.stats} aria-label="Summary">
      <div className={styles.stat}>
        <dt>Organizations</dt>
        <dd>{orgsReady ? fmt(figures.orgs) : dash}</dd>
        <dd className={styles.statNote}>{orgsReady ? `${fmt(figures.atRisk)} with a payment problem` : ' '}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Users</dt>
        <dd>{usersReady ? fmt(figures.users) : dash}</dd>
        <dd className={styles.statNote}>{usersReady ? `${fmt(figures.inactive)} inactive` : ' '}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Seats in use</dt>
        <dd>{orgsReady ? fmt(figures.seats) : dash}</dd>
        <dd className={styles.statNote}>Active users, all organizations</dd>
      </div>
      <div className={styles.stat}>
        <dt>Online now</dt>
        <dd>{usersReady ? fmt(figures.online) : dash}</dd>
        <dd className={styles.statNote}>Pinged in the last minute</dd>
      </div>
    </dl>
  );
}
