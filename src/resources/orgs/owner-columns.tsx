import type { Column } from '../../components/data-table';
import { OrgOwnerRadios } from './org-owner-radios';
import { StatusTag } from './status-tag';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

/**
 * The agent page's organizations table (docs/product.md#2-screens): the name, the plan and its
 * status, and the billing owner as a radio list of the organization's users.
 */
export const ownerColumns: Column<OrgRecord>[] = [
  {
    key: 'name',
    title: 'Organization',
    sortable: true,
    width: '28%',
    render: (o) => <bdi className={styles.orgName}>{o.name}</bdi>,
  },
  {
    key: 'subscription_status',
    title: 'Plan / status',
    sortable: true,
    width: '26%',
    render: (o) => (
      <span className={styles.planStatus}>
        <span>{o.plan ?? <span className={styles.muted}>No plan</span>}</span>
        <StatusTag org={o} />
      </span>
    ),
  },
  { key: 'billing_owner_user_id', title: 'Billing owner', render: (o) => <OrgOwnerRadios org={o} /> },
];
