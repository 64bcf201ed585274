import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Button, Input } from 'antd';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import styles from './admin.module.css';

const NAME_EMPTY = 'Company name cannot be empty.';

/** PATCH /companies/{id} with company_display; a blank name is refused before any call. */
export function RenameForm({ company }: { company: CompanyRecord }) {
  const [name, setName] = useState(company.company_display ?? '');
  const [error, setError] = useState<string | null>(null);
  const { mutate, mutation } = useUpdate();

  const submit = () => {
    const next = name.trim();
    if (!next) return setError(NAME_EMPTY);
    setError(null);
    mutate({
      resource: 'companies',
      id: company.company_id,
      values: { company_display: next },
      successNotification: () => ({ type: 'success', message: 'Company renamed' }),
      errorNotification: failure('Rename failed'),
    });
  };

  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className={styles.field}>
        <span>Company name</span>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </label>
      {error && <Alert type="error" showIcon message={error} />}
      <div className={styles.row}>
        <Button htmlType="submit" loading={mutation.isPending}>
          Rename
        </Button>
      </div>
    </form>
  );
}
