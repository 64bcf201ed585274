import { useId, useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Switch } from 'antd';
import { errorText } from '../../api';
import { isComped, type OrgRecord } from './types';
import styles from './orgs.module.css';

const COMPED_FAILED = 'Could not update comped status';

/** Comped (docs/product.md#4-states): on sets plan Comped and status active; off clears the status. Saved on change. */
export function OrgCompedField({ org }: { org: OrgRecord }) {
  const id = useId();
  const { mutate, mutation } = useUpdate<OrgRecord>();
  const [failure, setFailure] = useState<string | null>(null);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pending = mutation.isPending;
  const checked = pending && wanted !== null ? wanted : isComped(org);

  const toggle = (comped: boolean) => {
    if (pending) return;
    setWanted(comped);
    setFailure(null);
    mutate(
      {
        resource: 'orgs',
        id: org.id,
        values: { comped },
        successNotification: () => ({
          type: 'success',
          message: comped ? 'Organization comped' : 'Comped access removed',
          description: org.name,
        }),
        errorNotification: false,
      },
      // The server's words when it gives some, else the spec's text alone.
      { onError: (err) => setFailure(errorText(err, '')) },
    );
  };

  return (
    <div className={styles.field}>
      <div className={styles.switchRow}>
        <Switch id={id} checked={checked} loading={pending} disabled={pending} onChange={toggle} aria-describedby={`${id}-hint`} />
        <label htmlFor={id} className={styles.fieldLabel}>
          Comped
        </label>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Free access: plan Comped, status active. Turning it off clears the status.
      </p>
      {failure !== null && <Alert type="error" showIcon role="alert" message={COMPED_FAILED} description={failure || undefined} />}
    </div>
  );
}
