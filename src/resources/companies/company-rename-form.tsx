import { useUpdate } from '@refinedev/core';
import { Button, Input } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';
import { Field } from '../../components/field';
import { useFieldForm } from '../../components/use-field-form';
import { check, maxLength, required } from '../../components/validators';
import type { CompanyRecord } from './types';
import { failureToast } from '../../components/failure-toast';
import styles from './company-admin.module.css';

const NAME_EMPTY = 'Company name cannot be empty.';

/** PATCH /companies/{id} with company_display; a blank name is refused before any call. */
export function CompanyRenameForm({ company }: { company: CompanyRecord }) {
  const { mutateAsync: update } = useUpdate();
  const form = useFieldForm({
    initial: { name: company.company_display ?? '' },
    rules: { name: check(required(NAME_EMPTY), maxLength(NAME_MAX_LENGTH, 'Company name')) },
    onSubmit: ({ name }) =>
      update({
        resource: 'companies',
        id: company.company_id,
        values: { company_display: name.trim() },
        successNotification: () => ({ type: 'success', message: 'Company renamed' }),
        errorNotification: failureToast('Rename failed'),
      }),
  });

  return (
    <form className={styles.section} onSubmit={form.onSubmit} noValidate>
      <Field label="Company name" error={form.error('name')}>
        {(p) => <Input {...p} {...form.text('name')} maxLength={NAME_MAX_LENGTH} />}
      </Field>
      <div className={styles.row}>
        <Button htmlType="submit" loading={form.pending}>
          Rename
        </Button>
      </div>
    </form>
  );
}
