import { useState, type FormEvent } from 'react';
import { useCreate, useInvalidate } from '@refinedev/core';
import { Alert, Input, Modal } from 'antd';
import { EMAIL_MAX_LENGTH, errorText, isEmail, PASSWORD_MAX_LENGTH } from '../../api';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NativeSelect } from '../../components/native-select';
import { ORG_REQUIRED, type OrgOption } from './move-dialog';
import { passwordError } from './password-dialog';
import { ROLE_WORDS, ROLES, type UserRecord } from './types';
import styles from './users.module.css';

const EMAIL_REQUIRED = 'Email is required.';
const EMAIL_INVALID = 'Enter a valid email address.';
const CREATE_FAILED = 'Create user failed';
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_WORDS[r] }));

const emailError = (email: string): string | null => (!email.trim() ? EMAIL_REQUIRED : isEmail(email.trim()) ? null : EMAIL_INVALID);

type Props = {
  open: boolean;
  orgs: OrgOption[];
  /** Preselected organization (from its card). */
  orgId?: number | null;
  onClose: () => void;
};

/**
 * Create user (spec §5: email and password): POST /orgs/{id}/users { username, password, role }.
 * A refusal (the seat limit, a taken email) is the server's own message; nothing typed is lost.
 */
export function UserCreateDialog({ open, orgs, orgId, onClose }: Props) {
  return (
    <Modal open={open} title="Create user" onCancel={onClose} footer={null} destroyOnHidden width={460} maskClosable={false}>
      {open && <CreateUserForm orgs={orgs} orgId={orgId} onClose={onClose} />}
    </Modal>
  );
}

/** The form, fresh on every opening. */
function CreateUserForm({ orgs, orgId, onClose }: Omit<Props, 'open'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState('agent');
  const [org, setOrg] = useState(orgId ? String(orgId) : '');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useCreate<UserRecord>();
  const invalidate = useInvalidate();
  const pending = mutation.isPending;
  const errors = {
    email: tried ? emailError(email) : null,
    password: tried ? passwordError(password) : null,
    org: tried && !org ? ORG_REQUIRED : null,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pending || emailError(email) || passwordError(password) || !org) return;
    setFailure(null);
    const username = email.trim().toLowerCase();
    mutate(
      {
        resource: 'users',
        values: { org_id: Number(org), username, password, role },
        successNotification: () => ({ type: 'success', message: 'User created', description: username }),
        errorNotification: false,
      },
      {
        onSuccess: () => {
          void invalidate({ resource: 'orgs', invalidates: ['list'] });
          onClose();
        },
        onError: (err) => setFailure(errorText(err, 'The user was not created. Try again.')),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Email" error={errors.email}>
        {(p) => <Input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" maxLength={EMAIL_MAX_LENGTH} autoFocus />}
      </Field>
      <Field label="Password" error={errors.password} hint="At least 8 characters.">
        {(p) => <Input.Password {...p} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      <div className={styles.pair}>
        <Field label="Role">{(p) => <NativeSelect {...p} value={role} onChange={setRole} options={ROLE_OPTIONS} className={styles.wide} />}</Field>
        <Field label="Organization" error={errors.org}>
          {(p) => <NativeSelect {...p} value={org} onChange={setOrg} empty="Choose an organization" options={orgs} className={styles.wide} />}
        </Field>
      </div>
      {failure && <Alert type="error" showIcon role="alert" message={CREATE_FAILED} description={failure} />}
      <FormActions submit="Create user" pending={pending} onCancel={onClose} />
    </form>
  );
}
