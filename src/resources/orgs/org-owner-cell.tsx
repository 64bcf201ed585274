import { useState } from 'react';
import { Button, Radio } from 'antd';
import { useOrgUsers, userName } from '../users';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

type Props = {
  org: OrgRecord;
  /** PATCH /orgs/{id} billing_owner_user_id. */
  onOwner: (org: OrgRecord, userId: number) => void;
  saving: boolean;
};

/** An organization's users, loaded on demand, as a radio list that sets its billing owner. */
export function OrgOwnerCell({ org, onOwner, saving }: Props) {
  const [wanted, setWanted] = useState(false);
  const { users, loaded, loading, reload } = useOrgUsers(org.id, wanted);
  const label = loaded ? 'Refresh Users' : 'Load Users';

  return (
    <div className={styles.owners}>
      {users.length > 0 && (
        <Radio.Group
          aria-label={`Billing owner of ${org.name}`}
          value={org.billing_owner_user_id ?? undefined}
          disabled={saving}
          onChange={(e) => onOwner(org, Number(e.target.value))}
          className={styles.owners}
        >
          {users.map((u) => (
            <Radio key={u.id} value={u.id}>
              {userName(u)}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <Button
        size="small"
        loading={loading}
        onClick={() => (wanted ? reload() : setWanted(true))}
        aria-label={`${label} of ${org.name}`}
      >
        {label}
      </Button>
    </div>
  );
}
