import { useState, type FormEvent } from 'react';
import { Alert, Modal } from 'antd';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NativeSelect, type Option } from '../../components/native-select';
import type { UserRecord } from './types';
import { userName } from '../../components/display';
import { useDialogSave } from './use-dialog-save';
import { UPDATE_FAILED } from './use-user-actions';
import styles from './users.module.css';

export type OrgOption = Option & { value: number };
export const ORG_REQUIRED = 'Choose an organization.';

type Props = { user: UserRecord | null; orgs: OrgOption[]; onClose: () => void; onMove: (user: UserRecord, orgId: number) => Promise<unknown> };

/** Move to another organization (PATCH /users/{id} org_id): a select of every organization. */
export function MoveDialog({ user, orgs, onClose, onMove }: Props) {
  return (
    <Modal open={!!user} title={user ? `Move ${userName(user)}` : undefined} onCancel={onClose} footer={null} destroyOnHidden width={440} maskClosable={false}>
      {user && <MoveForm user={user} orgs={orgs} onClose={onClose} onMove={onMove} />}
    </Modal>
  );
}

function MoveForm({ user, orgs, onClose, onMove }: Props & { user: UserRecord }) {
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const { pending, failure, run } = useDialogSave('The user was not moved. Try again.', onClose);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (to) void run(() => onMove(user, Number(to)));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        Now in <bdi>{user.org_name ?? `Organization ${user.org_id}`}</bdi>. They take a seat in the new organization; their conversations are deleted.
      </p>
      <Field label="Move to" error={tried && !to ? ORG_REQUIRED : null}>
        {(p) => (
          <NativeSelect {...p} value={to} onChange={setTo} empty="Choose an organization" options={orgs.filter((o) => o.value !== Number(user.org_id))} className={styles.wide} />
        )}
      </Field>
      {failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={failure} />}
      <FormActions submit="Move user" pending={pending} onCancel={onClose} />
    </form>
  );
}
