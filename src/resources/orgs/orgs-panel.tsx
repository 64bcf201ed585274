import { useState } from 'react';
import { getDefaultFilter, useTable, useUpdate, type HttpError } from '@refinedev/core';
import { Alert, Button, Input } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorText } from '../../api';
import { DataTable } from '../../components/data-table';
import { orgColumns } from './columns';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const ORGS_FAILED = 'Failed to load organizations';
const ORGS_FALLBACK = 'Unable to load organizations.';
const OWNER_FAILED = 'Failed to update owner';
const OWNER_FALLBACK = 'Could not update owner';

/**
 * Spec §2/§4: the superadmin's organizations with their billing owners (the page gives it its
 * heading). The table pattern: Refine's `useTable` over `orgs` (the data provider searches, sorts
 * and pages the whole list), `syncWithLocation` where the page owns the URL, the shared DataTable.
 */
export function OrgsPanel({ syncWithLocation = false }: { syncWithLocation?: boolean }) {
  const { tableQuery, result, sorters, setSorters, filters, setFilters, currentPage, setCurrentPage, pageCount } = useTable<OrgRecord, HttpError>({
    resource: 'orgs',
    syncWithLocation,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    errorNotification: false,
  });
  const [search, setSearch] = useState<string>(() => String(getDefaultFilter('name', filters, 'contains') ?? ''));
  const { mutate: update } = useUpdate<OrgRecord>();
  const [savingOwnerOf, setSavingOwnerOf] = useState<number | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);

  const applySearch = (text: string) => {
    setFilters([{ field: 'name', operator: 'contains', value: text.trim() || undefined }], 'replace');
    setCurrentPage(1);
  };

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
    <div className={styles.panel}>
      <div className={styles.head} role="search" aria-label="Search organizations">
        <Input.Search
          allowClear
          placeholder="Search by name"
          aria-label="Search organizations by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={applySearch}
          className={styles.search}
        />
        <Button
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={tableQuery.isFetching}
          onClick={() => void tableQuery.refetch()}
          aria-label="Refresh organizations"
        >
          Refresh
        </Button>
      </div>
      {ownerError && <Alert type="error" role="alert" showIcon message={OWNER_FAILED} description={ownerError} />}
      <DataTable<OrgRecord>
        label="Organizations"
        noun="organizations"
        columns={orgColumns({ onOwner: setOwner, savingOwnerOf })}
        rows={loadError ? [] : result.data}
        rowKey={(o) => o.id}
        sorters={sorters}
        onSort={setSorters}
        loading={tableQuery.isLoading}
        error={
          loadError ? (
            <span>
              <strong>{ORGS_FAILED}</strong>. {errorText(loadError, ORGS_FALLBACK)}
            </span>
          ) : null
        }
        onRetry={() => void tableQuery.refetch()}
        empty={filters.some((f) => 'value' in f && f.value) ? 'No organization matches the search.' : 'No organizations yet.'}
        page={currentPage}
        pageCount={pageCount}
        total={result.total ?? 0}
        onPage={setCurrentPage}
      />
    </div>
  );
}
