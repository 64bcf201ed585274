import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorText } from '../../api';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/native-select';
import { useOrgUsers } from '../users/use-org-users';
import { userName } from '../../components/display';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const OWNER_FAILED = 'Failed to update owner';
const OWNER_FALLBACK = 'Could not update owner';

/**
 * The billing owner: a select of this organization's active users (GET /orgs/{id}/users, loaded
 * when the card opens: docs/product.md#4-states, on demand), saved on change (PATCH /orgs/{id}
 * billing_owner_user_id). A failed users load empties the list, with no message (docs/product.md#8-errors).
 */
export function OrgOwnerField({ org }: { org: OrgRecord }) {
  const { users, loaded, loading, reload } = useOrgUsers(Number(org.id), true);
  const { mutate, mutation } = useUpdate<OrgRecord>();
  const [wanted, setWanted] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = mutation.isPending;

  const active = users.filter((u) => u.is_active === 1 || (u.is_active as unknown) === true);
  const options = active.map((u) => ({
    value: Number(u.id),
    label: userName(u) === u.username ? u.username : `${userName(u)} (${u.username})`,
  }));
  const current = pending && wanted !== null ? wanted : (org.billing_owner_user_id ?? null);
  // Until the users are in (or when their load failed), the current owner still reads as a name.
  if (current !== null && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: org.owner_name ?? `User ${current}` });
  }

  const choose = (value: string) => {
    const userId = Number(value);
    if (pending || !value || userId === org.billing_owner_user_id) return;
    setWanted(userId);
    setFailure(null);
    mutate(
      {
        resource: 'orgs',
        id: org.id,
        values: { billing_owner_user_id: userId },
        successNotification: () => ({ type: 'success', message: 'Billing owner updated', description: org.name }),
        errorNotification: false,
      },
      { onError: (err) => setFailure(errorText(err, OWNER_FALLBACK)) },
    );
  };

  const label = loaded ? 'Refresh Users' : 'Load Users';
  return (
    <div className={styles.fieldGroup}>
      <div className={styles.ownerRow}>
        <Field label="Billing owner" hint="Only an active user of this organization can own its billing." className={styles.ownerField}>
          {(p) => (
            <NativeSelect
              {...p}
              value={current}
              onChange={choose}
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
