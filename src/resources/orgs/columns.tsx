import type { Column } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { SeatMeter } from './seat-meter';
import { StatusTag } from './status-tag';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

type Options = {
  /** Opens the organization's detail card. */
  onOpen: (org: OrgRecord) => void;
};

/**
 * The organizations table's columns (name, plan, status, seats, billing owner, created); the
 * owner column reads the owners' names the list was joined with.
 */
export function orgColumns({ onOpen }: Options): Column<OrgRecord>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      width: '26%',
      render: (o) => (
        <button type="button" className={styles.open} onClick={() => onOpen(o)} aria-haspopup="dialog">
          <bdi>{o.name}</bdi>
        </button>
      ),
    },
    { key: 'plan', title: 'Plan', sortable: true, width: '9%', render: (o) => o.plan ?? <span className={styles.muted}>—</span> },
    { key: 'subscription_status', title: 'Status', sortable: true, width: '15%', render: (o) => <StatusTag org={o} /> },
    {
      key: 'active_users',
      title: 'Seats',
      sortable: true,
      width: '13%',
      render: (o) => <SeatMeter used={o.active_users ?? 0} limit={o.user_limit ?? null} />,
    },
    {
      key: 'owner_name',
      title: 'Billing owner',
      sortable: true,
      width: '22%',
      render: (o) =>
        o.owner_name ? (
          <span className={styles.person}>
            <bdi className={styles.personName}>{o.owner_name}</bdi>
            {o.owner_email && o.owner_email !== o.owner_name && <bdi className={styles.personSub}>{o.owner_email}</bdi>}
          </span>
        ) : (
          <span className={styles.muted}>No owner yet</span>
        ),
    },
    {
      key: 'created_at',
      title: 'Created',
      sortable: true,
      width: '12%',
      render: (o) => <span className={styles.nowrap}>{formatDate(o.created_at)}</span>,
    },
  ];
}
