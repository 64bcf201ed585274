import { useState } from 'react';
import { Button, Radio } from 'antd';
import { useDataProvider } from '@refinedev/core';
import type { Organization, User } from '../../api';
import styles from './agent.module.css';

type Props = {
  org: Organization;
  /** PATCH /orgs/{id} billing_owner_user_id; resolves false when it failed. */
  onOwner: (org: Organization, userId: number) => Promise<boolean>;
};

const nameOf = (u: User): string => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;

/** An organization's users, loaded on demand, as a radio list that sets its billing owner. */
export function OrgOwnerCell({ org, onOwner }: Props) {
  const dataProvider = useDataProvider();
  const [users, setUsers] = useState<User[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const loadUsers = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider().getList<User>({ resource: 'users', meta: { orgId: org.id }, pagination: { mode: 'off' } });
      setUsers(Array.isArray(data) ? data : []);
    } catch {
      // Spec §8: a failed users load empties that organization's list, without a message.
      setUsers([]);
    } finally {
      setLoading(false);
    }
  };

  const choose = async (userId: number) => {
    setSaving(true);
    await onOwner(org, userId);
    setSaving(false);
  };

  return (
    <div className={styles.owners}>
      {users && users.length > 0 && (
        <Radio.Group
          aria-label={`Billing owner of ${org.name}`}
          value={org.billing_owner_user_id ?? undefined}
          disabled={saving}
          onChange={(e) => void choose(Number(e.target.value))}
          className={styles.owners}
        >
          {users.map((u) => (
            <Radio key={u.id} value={u.id}>
              {nameOf(u)}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <Button size="small" loading={loading} onClick={() => void loadUsers()} aria-label={`${users ? 'Refresh Users' : 'Load Users'} of ${org.name}`}>
        {users ? 'Refresh Users' : 'Load Users'}
      </Button>
    </div>
  );
}
