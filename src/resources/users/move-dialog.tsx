import { Alert, Modal } from 'antd';
import { userName } from '../../components/display';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NativeSelect, type Option } from '../../components/native-select';
import { useFieldForm } from '../../components/use-field-form';
import { required } from '../../components/validators';
import type { UserRecord } from './types';
import { UPDATE_FAILED } from './use-user-actions';
import styles from './users.module.css';

export type OrgOption = Option & { value: number };
export const ORG_REQUIRED = 'Choose an organization.';

type Props = {
  user: UserRecord | null;
  orgs: OrgOption[];
  onClose: () => void;
  onMove: (user: UserRecord, orgId: number) => Promise<unknown>;
};

/** Move to another organization (PATCH /users/{id} org_id): a select of every organization. */
export function MoveDialog({ user, orgs, onClose, onMove }: Props) {
  return (
    <Modal
      open={!!user}
      title={user ? `Move ${userName(user)}` : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
      maskClosable={false}
    >
      {user && <MoveForm user={user} orgs={orgs} onClose={onClose} onMove={onMove} />}
    </Modal>
  );
}

function MoveForm({ user, orgs, onClose, onMove }: Props & { user: UserRecord }) {
  const form = useFieldForm({
    initial: { to: '' },
    rules: { to: required(ORG_REQUIRED) },
    failureFallback: 'The user was not moved. Try again.',
    onSubmit: async ({ to }) => {
      await onMove(user, Number(to));
      onClose();
    },
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.lead}>
        Now in <bdi>{user.org_name ?? `Organization ${user.org_id}`}</bdi>. They take a seat in the new organization; their conversations
        are deleted.
      </p>
      <Field label="Move to" error={form.error('to')}>
        {(p) => (
          <NativeSelect
            {...p}
            value={form.values.to}
            onChange={(v) => form.set('to', v)}
            empty="Choose an organization"
            options={orgs.filter((o) => o.value !== Number(user.org_id))}
            className={styles.wide}
          />
        )}
      </Field>
      {form.failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={form.failure} />}
      <FormActions submit="Move user" pending={form.pending} onCancel={onClose} />
    </form>
  );
}
