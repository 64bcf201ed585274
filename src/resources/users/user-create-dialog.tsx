import { useCreate, useInvalidate } from '@refinedev/core';
import { Alert, Input, Modal } from 'antd';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLE_OPTIONS } from '../../api';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NativeSelect } from '../../components/native-select';
import { useFieldForm } from '../../components/use-field-form';
import { check, emailRule, passwordRule, required } from '../../components/validators';
import { ORG_REQUIRED, type OrgOption } from './move-dialog';
import type { UserRecord } from './types';
import { useUserAsks, type OrgFacts } from './user-asks';
import styles from './users.module.css';

const CREATE_FAILED = 'Create user failed';

type Props = {
  open: boolean;
  orgs: OrgOption[];
  /** Each organization's seats and plan: a user that adds a billed seat asks first. */
  orgFacts: OrgFacts;
  /** Preselected organization (from its card). */
  orgId?: number | null;
  onClose: () => void;
};

/**
 * Create user (email and password, docs/product.md#5-validation): POST /orgs/{id}/users
 * { username, password, role }. When the new active seat is billed, the superadmin is asked
 * first, with its cost (docs/decisions.md#money-needs-a-yes). A refusal (the seat limit, a taken
 * email) is the server's own message; nothing typed is lost, nor on Cancel.
 */
export function UserCreateDialog({ open, onClose, ...rest }: Props) {
  return (
    <Modal open={open} title="Create user" onCancel={onClose} footer={null} destroyOnHidden width={460} maskClosable={false}>
      {open && <CreateUserForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

/** The form, fresh on every opening. */
function CreateUserForm({ orgs, orgFacts, orgId, onClose }: Omit<Props, 'open'>) {
  const { mutateAsync: create } = useCreate<UserRecord>();
  const { confirmSeat, asking, contextHolder } = useUserAsks();
  const invalidate = useInvalidate();
  const form = useFieldForm({
    initial: { email: '', password: '', role: 'agent', org: orgId ? String(orgId) : '' },
    rules: { email: check(required('Email is required.'), emailRule()), password: passwordRule, org: required(ORG_REQUIRED) },
    failureFallback: 'The user was not created. Try again.',
    onSubmit: async ({ email, password, role, org }) => {
      if (!(await confirmSeat(orgFacts.get(Number(org)), 'Create user'))) return false;
      const username = email.trim().toLowerCase();
      await create({
        resource: 'users',
        values: { org_id: Number(org), username, password, role },
        successNotification: () => ({ type: 'success', message: 'User created', description: username }),
        errorNotification: false,
      });
      void invalidate({ resource: 'orgs', invalidates: ['list'] });
      onClose();
    },
  });

  return (
    <>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <Field label="Email" error={form.error('email')}>
          {(p) => <Input {...p} {...form.text('email')} type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} autoFocus />}
        </Field>
        <Field label="Password" error={form.error('password')} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(p) => <Input.Password {...p} {...form.text('password')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
        </Field>
        <div className={styles.pair}>
          <Field label="Role">
            {(p) => (
              <NativeSelect
                {...p}
                value={form.values.role}
                onChange={(v) => form.set('role', v)}
                options={ROLE_OPTIONS}
                className={styles.wide}
              />
            )}
          </Field>
          <Field label="Organization" error={form.error('org')}>
            {(p) => (
              <NativeSelect
                {...p}
                value={form.values.org}
                onChange={(v) => form.set('org', v)}
                empty="Choose an organization"
                options={orgs}
                className={styles.wide}
              />
            )}
          </Field>
        </div>
        {form.failure && <Alert type="error" showIcon role="alert" message={CREATE_FAILED} description={form.failure} />}
        <FormActions submit="Create user" pending={form.pending && !asking} onCancel={onClose} />
      </form>
      {contextHolder}
    </>
  );
}
