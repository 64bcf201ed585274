import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/native-select';
import { useOrgUsers } from '../users/use-org-users';
import { userName } from '../../components/display';
import type { OrgRecord } from './types';
import { OWNER_FAILED, ownerCandidates, useSetOwner } from './use-set-owner';
import styles from './orgs.module.css';

/**
 * The billing owner: a select of this organization's active users (GET /orgs/{id}/users, loaded
 * when the card opens: docs/product.md#4-states, on demand), saved on change (PATCH /orgs/{id}
 * billing_owner_user_id). A failed users load empties the list, with no message (docs/product.md#8-errors).
 */
export function OrgOwnerField({ org }: { org: OrgRecord }) {
  const { users, loaded, loading, reload } = useOrgUsers(Number(org.id), true);
  const { current, choose, pending, failure } = useSetOwner(org);

  const active = ownerCandidates(users);
  const options = active.map((u) => ({
    value: Number(u.id),
    label: userName(u) === u.username ? u.username : `${userName(u)} (${u.username})`,
  }));
  // Until the users are in (or when their load failed), the current owner still reads as a name.
  if (current !== null && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: org.owner_name ?? `User ${current}` });
  }

  const label = loaded ? 'Refresh Users' : 'Load Users';
  return (
    <div className={styles.fieldGroup}>
      <div className={styles.ownerRow}>
        <Field label="Billing owner" hint="Only an active user of this organization can own its billing." className={styles.ownerField}>
          {(p) => (
            <NativeSelect
              {...p}
              value={current}
              onChange={(value) => value && choose(Number(value))}
              options={options}
              empty={current === null ? (loaded && !active.length ? 'No active users yet' : 'Choose a user') : undefined}
              disabled={pending}
              aria-busy={pending || loading}
              className={styles.wideSelect}
            />
          )}
        </Field>
        <Button
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={loading}
          onClick={reload}
          aria-label={`${label} of ${org.name}`}
          className={styles.ownerButton}
        >
          {label}
        </Button>
      </div>
      {failure && <Alert type="error" showIcon role="alert" message={OWNER_FAILED} description={failure} />}
    </div>
  );
}
