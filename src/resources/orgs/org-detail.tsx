import type { ReactNode } from 'react';
import { formatDate } from '../../components/format';
import { OrgCompedField } from './org-comped-field';
import { OrgDelete } from './org-delete';
import { OrgOwnerField } from './org-owner-field';
import { OrgSettingsForm } from './org-settings-form';
import { SeatMeter } from './seat-meter';
import { StatusTag } from './status-tag';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

type Props = {
  org: OrgRecord;
  /** The superadmin's own organization (it cannot be deleted). */
  own: boolean;
  onDeleted: () => void;
  /** Actions the page adds (Add user, View users). */
  actions?: ReactNode;
};

/**
 * The organization detail card: name, seat limit, active users, created date, billing
 * owner, comped, Save, Delete organization. /superadmin and /agent show this same card. Each part
 * saves on its own, so a failure names what failed and loses nothing else.
 */
export function OrgDetail({ org, own, onDeleted, actions }: Props) {
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusTag org={org} />
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{org.plan ?? '—'}</dd>
        </div>
        <div>
          <dt>Active users</dt>
          <dd>
            <SeatMeter used={org.active_users ?? 0} limit={org.user_limit ?? null} />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(org.created_at) ?? '—'}</dd>
        </div>
      </dl>
      {actions && <div className={styles.detailActions}>{actions}</div>}
      <section className={styles.section} aria-label="Settings">
        <OrgSettingsForm key={org.id} org={org} />
      </section>
      <section className={styles.section} aria-label="Billing">
        <OrgOwnerField org={org} />
        <OrgCompedField org={org} />
      </section>
      <OrgDelete org={org} own={own} onDeleted={onDeleted} />
    </div>
  );
}
