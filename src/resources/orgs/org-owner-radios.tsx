import { useState } from 'react';
import { Alert, Button, Radio } from 'antd';
import { ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { userName } from '../../components/display';
import { useOrgUsers } from '../users/use-org-users';
import type { OrgRecord } from './types';
import { OWNER_FAILED, ownerCandidates, useSetOwner } from './use-set-owner';
import styles from './orgs.module.css';

/**
 * An organization's billing owner as a radio list of its users (docs/product.md#2-screens, the
 * agent page's superadmin panel). The users load on demand (Load Users: GET /orgs/{id}/users) and
 * again with Refresh Users; a failed load leaves the list empty, with no message
 * (docs/product.md#8-errors). Picking a radio saves at once (PATCH /orgs/{id}
 * billing_owner_user_id); a refused change puts the radio back on the real owner and says why.
 */
export function OrgOwnerRadios({ org }: { org: OrgRecord }) {
  const [asked, setAsked] = useState(false);
  const { users, loaded, loading, reload } = useOrgUsers(Number(org.id), asked);
  const { current, choose, pending, failure } = useSetOwner(org);
  const candidates = ownerCandidates(users);
  const label = loaded ? 'Refresh Users' : 'Load Users';

  return (
    <div className={styles.owners}>
      {loaded && candidates.length > 0 && (
        <div role="radiogroup" aria-label={`Billing owner of ${org.name}`} aria-busy={pending || loading}>
          {/* Not disabled while saving: the focus stays on the radio; a second pick waits for the first. */}
          <Radio.Group
            name={`billing-owner-${org.id}`}
            value={current}
            onChange={(e) => choose(Number(e.target.value))}
            className={styles.ownerRadios}
          >
            {candidates.map((u) => (
              <Radio key={u.id} value={Number(u.id)} title={u.username}>
                <bdi>{userName(u)}</bdi>
              </Radio>
            ))}
          </Radio.Group>
        </div>
      )}
      <Button
        size="small"
        icon={loaded ? <ReloadOutlined aria-hidden="true" /> : <TeamOutlined aria-hidden="true" />}
        loading={loading}
        onClick={loaded ? reload : () => setAsked(true)}
        aria-label={`${label} of ${org.name}`}
        className={styles.ownersButton}
      >
        {label}
      </Button>
      {failure && <Alert type="error" showIcon role="alert" message={OWNER_FAILED} description={failure} className={styles.ownersAlert} />}
    </div>
  );
}
