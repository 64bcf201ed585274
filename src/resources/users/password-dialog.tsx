import { useState, type FormEvent } from 'react';
import { Alert, Input, Modal } from 'antd';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { PASSWORD_MAX_LENGTH } from '../../api';
import { PASSWORD_MIN_LENGTH } from '../../config';
import type { UserRecord } from './types';
import { userName } from '../../components/display';
import { useDialogSave } from './use-dialog-save';
import { UPDATE_FAILED } from './use-user-actions';
import styles from './users.module.css';

const PASSWORD_SHORT = 'Password must be at least 8 characters.';
const PASSWORD_MISMATCH = 'Passwords do not match.';
export const passwordError = (password: string): string | null => (password.length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_SHORT);

type Props = { user: UserRecord | null; onClose: () => void; onSave: (user: UserRecord, password: string) => Promise<unknown> };

/** Set password (spec §5: a prompt for a new password): at least 8 characters, confirmed. PATCH /users/{id} password. */
export function PasswordDialog({ user, onClose, onSave }: Props) {
  return (
    <Modal open={!!user} title={user ? `Set password for ${userName(user)}` : undefined} onCancel={onClose} footer={null} destroyOnHidden width={420} maskClosable={false}>
      {user && <PasswordForm user={user} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function PasswordForm({ user, onClose, onSave }: Props & { user: UserRecord }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const { pending, failure, run } = useDialogSave('The password was not changed. Try again.', onClose);
  const errors = { password: tried ? passwordError(password) : null, confirm: tried && confirm !== password ? PASSWORD_MISMATCH : null };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!passwordError(password) && confirm === password) void run(() => onSave(user, password));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="New password" error={errors.password}>
        {(p) => <Input.Password {...p} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" autoFocus maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      <Field label="Confirm password" error={errors.confirm} hint="They sign in with it from now on; tell them through a channel you trust.">
        {(p) => <Input.Password {...p} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      {failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={failure} />}
      <FormActions submit="Set password" pending={pending} onCancel={onClose} />
    </form>
  );
}
