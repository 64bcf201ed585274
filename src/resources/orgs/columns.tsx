import type { Column } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { SeatMeter } from './seat-meter';
import { StatusTag } from './status-tag';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

type Options = {
  /** Opens the organization's detail card. */
  onOpen: (org: OrgRecord) => void;
  /** With the billing owner column (the list was joined with the owners' names). */
  owners: boolean;
};

/** The organizations table's columns (name, plan, status, seats, billing owner, created). */
export function orgColumns({ onOpen, owners }: Options): Column<OrgRecord>[] {
  const columns: Column<OrgRecord>[] = [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      width: owners ? '26%' : '36%',
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
  ];
  if (owners) {
    columns.push({
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
    });
  }
  columns.push({
    key: 'created_at',
    title: 'Created',
    sortable: true,
    width: '12%',
    render: (o) => <span className={styles.nowrap}>{formatDate(o.created_at)}</span>,
  });
  return columns;
}
