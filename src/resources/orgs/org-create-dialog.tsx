import { useCreate } from '@refinedev/core';
import { Alert, Modal } from 'antd';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { useFieldForm } from '../../components/use-field-form';
import { nameRule, seatLimitRule, seatValue } from '../../components/validators';
import { NameInput, SeatLimitInput } from './org-fields';
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
  const { mutateAsync: create } = useCreate<OrgRecord>();
  const form = useFieldForm({
    initial: { name: '', seats: '' },
    rules: { name: nameRule('Organization name'), seats: seatLimitRule() },
    failureFallback: 'The organization was not created. Try again.',
    onSubmit: async ({ name, seats }) => {
      const limit = seatValue(seats);
      const { data } = await create({
        resource: 'orgs',
        values: { name: name.trim(), ...(limit !== null ? { user_limit: limit } : {}) },
        successNotification: (answer) => ({ type: 'success', message: 'Organization created', description: answer?.data.name }),
        errorNotification: false,
      });
      onCreated(data);
    },
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <Field label="Organization name" error={form.error('name')}>
        {(p) => <NameInput {...p} {...form.text('name')} />}
      </Field>
      <Field label="Seat limit" error={form.error('seats')} hint="Leave blank for unlimited seats.">
        {(p) => <SeatLimitInput {...p} {...form.text('seats')} />}
      </Field>
      {form.failure && <Alert type="error" showIcon role="alert" message={CREATE_FAILED} description={form.failure} />}
      <FormActions submit="Create organization" pending={form.pending} onCancel={onClose} />
    </form>
  );
}
