import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Button, Input } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';
import { useSingleFlight } from '../../components/use-single-flight';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import styles from './admin.module.css';

const NAME_EMPTY = 'Company name cannot be empty.';

/** PATCH /companies/{id} with company_display; a blank name is refused before any call. */
export function RenameForm({ company }: { company: CompanyRecord }) {
  const [name, setName] = useState(company.company_display ?? '');
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync } = useUpdate();

  // One rename at a time: a double click sends one PATCH.
  const rename = useSingleFlight((next: string) =>
    mutateAsync({
      resource: 'companies',
      id: company.company_id,
      values: { company_display: next },
      successNotification: () => ({ type: 'success', message: 'Company renamed' }),
      errorNotification: failure('Rename failed'),
    }),
  );

  const submit = () => {
    const next = name.trim();
    setError(next ? null : NAME_EMPTY);
    if (next) void rename.run(next);
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
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={NAME_MAX_LENGTH} />
      </label>
      {error && <Alert type="error" showIcon message={error} />}
      <div className={styles.row}>
        <Button htmlType="submit" loading={rename.pending}>
          Rename
        </Button>
      </div>
    </form>
  );
}
