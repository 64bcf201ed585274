import { useState } from 'react';
import { useTable } from '@refinedev/antd';
import { useUpdate, type CrudFilters, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorText } from '../../api';
import { orgColumns } from './columns';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const ORGS_FAILED = 'Failed to load organizations';
const ORGS_FALLBACK = 'Unable to load organizations.';
const OWNER_FAILED = 'Failed to update owner';
const OWNER_FALLBACK = 'Could not update owner';

type Search = { name?: string };

/**
 * Spec §2/§4: the superadmin's organizations with their billing owners. The first table on
 * Refine's `useTable`: the data provider sorts, filters and pages; `syncWithLocation` where the
 * page owns the URL.
 */
export function OrgsPanel({ syncWithLocation = false }: { syncWithLocation?: boolean }) {
  const { tableProps, tableQuery, searchFormProps, sorters } = useTable<OrgRecord, HttpError, Search>({
    resource: 'orgs',
    syncWithLocation,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    onSearch: ({ name }): CrudFilters => [{ field: 'name', operator: 'contains', value: name?.trim() || undefined }],
    errorNotification: false,
  });
  const { mutate: update } = useUpdate<OrgRecord>();
  const [savingOwnerOf, setSavingOwnerOf] = useState<number | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);

  const setOwner = (org: OrgRecord, userId: number) => {
    setSavingOwnerOf(org.id);
    update(
      { resource: 'orgs', id: org.id, values: { billing_owner_user_id: userId }, successNotification: false, errorNotification: false },
      {
        onSuccess: () => setOwnerError(null),
        onError: (err) => setOwnerError(errorText(err, OWNER_FALLBACK)),
        onSettled: () => setSavingOwnerOf(null),
      },
    );
  };

  const loadError = tableQuery.error;
  return (
    <section className={styles.panel} aria-labelledby="superadmin-orgs">
      <div className={styles.head}>
        <h2 id="superadmin-orgs">Organizations (Superadmin)</h2>
        <Form {...searchFormProps} layout="inline" role="search" aria-label="Search organizations">
          <Form.Item name="name" noStyle>
            <Input.Search allowClear placeholder="Search by name" aria-label="Search organizations by name" onSearch={() => searchFormProps.form?.submit()} />
          </Form.Item>
        </Form>
        <Button
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={tableQuery.isFetching}
          onClick={() => void tableQuery.refetch()}
          aria-label="Refresh organizations"
        >
          Refresh
        </Button>
      </div>
      {loadError && <Alert type="error" role="alert" showIcon message={ORGS_FAILED} description={errorText(loadError, ORGS_FALLBACK)} />}
      {ownerError && <Alert type="error" role="alert" showIcon message={OWNER_FAILED} description={ownerError} />}
      <Table<OrgRecord>
        {...tableProps}
        dataSource={loadError ? [] : tableProps.dataSource}
        size="small"
        rowKey="id"
        columns={orgColumns({ sorters, onOwner: setOwner, savingOwnerOf })}
      />
    </section>
  );
}
