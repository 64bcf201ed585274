import { useState, type FormEvent } from 'react';
import { useCreate } from '@refinedev/core';
import { Alert, Modal } from 'antd';
import { errorText } from '../../api';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NameInput, nameError, SeatLimitInput, seatError, seatValue } from './org-fields';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const CREATE_FAILED = 'Create org failed';

type Props = { open: boolean; onClose: () => void; onCreated: (org: OrgRecord) => void };

/** Create organization (POST /orgs): a name (required, not blank) and an optional seat limit. */
export function OrgCreateDialog({ open, onClose, onCreated }: Props) {
  return (
    <Modal open={open} title="Create organization" onCancel={onClose} footer={null} destroyOnHidden width={440} maskClosable={false}>
      {open && <CreateOrgForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateOrgForm({ onClose, onCreated }: Omit<Props, 'open'>) {
  const [name, setName] = useState('');
  const [seats, setSeats] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useCreate<OrgRecord>();
  const pending = mutation.isPending;
  const errors = { name: tried ? nameError(name) : null, seats: tried ? seatError(seats) : null };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pending || nameError(name) || seatError(seats)) return;
    setFailure(null);
    const limit = seatValue(seats);
    mutate(
      {
        resource: 'orgs',
        values: { name: name.trim(), ...(limit !== null ? { user_limit: limit } : {}) },
        successNotification: (data) => ({ type: 'success', message: 'Organization created', description: data?.data.name }),
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => onCreated(data),
        onError: (err) => setFailure(errorText(err, 'The organization was not created. Try again.')),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Organization name" error={errors.name}>
        {(p) => <NameInput {...p} value={name} onChange={setName} />}
      </Field>
      <Field label="Seat limit" error={errors.seats} hint="Leave blank for unlimited seats.">
        {(p) => <SeatLimitInput {...p} value={seats} onChange={setSeats} />}
      </Field>
      {failure && <Alert type="error" showIcon role="alert" message={CREATE_FAILED} description={failure} />}
      <FormActions submit="Create organization" pending={pending} onCancel={onClose} />
    </form>
  );
}
