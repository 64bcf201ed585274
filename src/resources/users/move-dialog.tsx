import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal } from 'antd';
import { errorText } from '../../api';
import { Field } from '../../components/field';
import { NativeSelect, type Option } from '../../components/native-select';
import type { UserRecord } from './types';
import { userName } from './use-org-users';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!to || pending) return;
    setFailure(null);
    setPending(true);
    try {
      await onMove(user, Number(to));
      onClose();
    } catch (err) {
      setFailure(errorText(err, 'The user was not moved. Try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.lead}>
        Now in <bdi>{user.org_name ?? `Organization ${user.org_id}`}</bdi>. They take a seat in the new organization; their conversations are deleted.
      </p>
      <Field label="Move to" error={tried && !to ? ORG_REQUIRED : null}>
        {(p) => (
          <NativeSelect {...p} value={to} onChange={setTo} empty="Choose an organization" options={orgs.filter((o) => o.value !== Number(user.org_id))} className={styles.wide} />
        )}
      </Field>
      {failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={failure} />}
      <div className={styles.formActions}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          Move user
        </Button>
      </div>
    </form>
  );
}
