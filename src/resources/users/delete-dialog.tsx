import { Alert, Button, Modal } from 'antd';
import { userName } from '../../components/display';
import { FormActions } from '../../components/form-actions';
import { useFieldForm } from '../../components/use-field-form';
import type { UserRecord } from './types';
import { DELETE_FAILED } from './use-user-actions';
import styles from './users.module.css';

const OWNER_DELETE = 'You can’t delete the account owner.';

type Props = { user: UserRecord | null; owner: boolean; onClose: () => void; onDelete: (user: UserRecord) => Promise<unknown> };

/**
 * Delete a user (DELETE /users/{id}) after a confirmation. The billing owner cannot be deleted
 * (docs/product.md#5-validation): the dialog says so and offers no Delete.
 */
export function DeleteDialog({ user, owner, onClose, onDelete }: Props) {
  return (
    <Modal
      open={!!user}
      title={user ? `Delete ${userName(user)}?` : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      {user && <DeleteForm user={user} owner={owner} onClose={onClose} onDelete={onDelete} />}
    </Modal>
  );
}

function DeleteForm({ user, owner, onClose, onDelete }: Props & { user: UserRecord }) {
  const form = useFieldForm({
    initial: {},
    failureFallback: 'The user was not deleted. Try again.',
    onSubmit: async () => {
      await onDelete(user);
      onClose();
    },
  });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
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
      {form.failure && <Alert type="error" showIcon role="alert" message={DELETE_FAILED} description={form.failure} />}
      {owner ? (
        <div className={styles.formActions}>
          <Button onClick={onClose}>OK</Button>
        </div>
      ) : (
        <FormActions submit="Delete user" danger pending={form.pending} onCancel={onClose} />
      )}
    </form>
  );
}
