import { useState } from 'react';
import { useDelete } from '@refinedev/core';
import { Alert, Button, Modal } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { errorText } from '../../api';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const DELETE_FAILED = 'Delete organization failed';

/**
 * Delete organization (DELETE /orgs/{id}) after a confirmation that names it and says what goes
 * with it. The superadmin's own organization cannot go (the server refuses it too).
 */
export function OrgDelete({ org, own, onDeleted }: { org: OrgRecord; own: boolean; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useDelete<OrgRecord>();
  const pending = mutation.isPending;
  const users = org.active_users ?? 0;

  const remove = () => {
    if (pending) return;
    setFailure(null);
    mutate(
      {
        resource: 'orgs',
        id: org.id,
        successNotification: () => ({ type: 'success', message: 'Organization deleted', description: org.name }),
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          onDeleted();
        },
        onError: (err) => {
          setConfirming(false);
          setFailure(errorText(err, 'The organization was not deleted. Try again.'));
        },
      },
    );
  };

  return (
    <div className={styles.danger}>
      <div>
        <h3 className={styles.dangerTitle}>Delete organization</h3>
        <p className={styles.hint}>
          {own ? 'This is your own organization: it can’t be deleted.' : 'Removes the organization with all its users and documents.'}
        </p>
      </div>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={own} onClick={() => setConfirming(true)}>
        Delete organization
      </Button>
      {failure && <Alert type="error" showIcon role="alert" message={DELETE_FAILED} description={failure} className={styles.dangerAlert} />}
      <Modal
        open={confirming}
        title={`Delete ${org.name}?`}
        onCancel={() => !pending && setConfirming(false)}
        onOk={remove}
        okText="Delete organization"
        okButtonProps={{ danger: true, loading: pending }}
        cancelButtonProps={{ disabled: pending }}
        destroyOnHidden
      >
        <p>
          <bdi>{org.name}</bdi> and everything in it goes: its {users === 1 ? '1 active user' : `${users} active users`} and every other
          user, their conversations, its carriers and all their documents, and its invoices. This can’t be undone.
        </p>
      </Modal>
    </div>
  );
}
