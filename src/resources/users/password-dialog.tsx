import { Alert, Input, Modal } from 'antd';
import { PASSWORD_MAX_LENGTH } from '../../api';
import { userName } from '../../components/display';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { useFieldForm } from '../../components/use-field-form';
import { passwordRule, PASSWORDS_DIFFER } from '../../components/validators';
import type { UserRecord } from './types';
import { UPDATE_FAILED } from './use-user-actions';
import styles from './users.module.css';

type Props = { user: UserRecord | null; onClose: () => void; onSave: (user: UserRecord, password: string) => Promise<unknown> };

/** Set password (a prompt for a new one): at least 8 characters, confirmed. PATCH /users/{id} password. */
export function PasswordDialog({ user, onClose, onSave }: Props) {
  return (
    <Modal
      open={!!user}
      title={user ? `Set password for ${userName(user)}` : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={420}
      maskClosable={false}
    >
      {user && <PasswordForm user={user} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function PasswordForm({ user, onClose, onSave }: Props & { user: UserRecord }) {
  const form = useFieldForm({
    initial: { password: '', confirm: '' },
    rules: { password: passwordRule, confirm: (confirm, { password }) => (confirm === password ? null : PASSWORDS_DIFFER) },
    failureFallback: 'The password was not changed. Try again.',
    onSubmit: async ({ password }) => {
      await onSave(user, password);
      onClose();
    },
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <Field label="New password" error={form.error('password')}>
        {(p) => <Input.Password {...p} {...form.text('password')} autoComplete="new-password" autoFocus maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      <Field
        label="Confirm password"
        error={form.error('confirm')}
        hint="They sign in with it from now on; tell them through a channel you trust."
      >
        {(p) => <Input.Password {...p} {...form.text('confirm')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      {form.failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={form.failure} />}
      <FormActions submit="Set password" pending={form.pending} onCancel={onClose} />
    </form>
  );
}
