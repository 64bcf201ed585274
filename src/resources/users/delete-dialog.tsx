import { Alert, Button, Modal } from 'antd';
import type { UserRecord } from './types';
import { userName } from '../../components/display';
import { useDialogSave } from './use-dialog-save';
import { DELETE_FAILED } from './use-user-actions';
import styles from './users.module.css';

const OWNER_DELETE = 'You can’t delete the account owner.';

/**
 * Delete a user (DELETE /users/{id}) after a confirmation. The billing owner cannot be deleted
 * (spec §5): the dialog says so and offers no Delete.
 */
export function DeleteDialog({ user, owner, onClose, onDelete }: { user: UserRecord | null; owner: boolean; onClose: () => void; onDelete: (user: UserRecord) => Promise<unknown> }) {
  const { pending, failure, run, clear } = useDialogSave('The user was not deleted. Try again.', onClose);

  const close = () => {
    if (pending) return;
    clear();
    onClose();
  };
  const confirm = () => {
    if (user) void run(() => onDelete(user));
  };

  return (
    <Modal open={!!user} title={user ? `Delete ${userName(user)}?` : undefined} onCancel={close} footer={null} destroyOnHidden width={440}>
      {user && (
        <div className={styles.form}>
          {owner ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message={OWNER_DELETE}
              description={`${userName(user)} is the billing owner of ${user.org_name ?? 'their organization'}. Make another active user the owner first.`}
            />
          ) : (
            <p>
              <bdi>{user.username}</bdi> loses access at once, and their conversations are deleted. This can’t be undone.
            </p>
          )}
          {failure && <Alert type="error" showIcon role="alert" message={DELETE_FAILED} description={failure} />}
          <div className={styles.formActions}>
            <Button onClick={close} disabled={pending}>
              {owner ? 'OK' : 'Cancel'}
            </Button>
            {!owner && (
              <Button type="primary" danger loading={pending} onClick={confirm}>
                Delete user
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
