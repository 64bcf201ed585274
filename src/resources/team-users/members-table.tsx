import { useEffect, useState } from 'react';
import { useTable, type HttpError } from '@refinedev/core';
import { errorText } from '../../api';
import { DataTable } from '../../components/data-table';
import { memberColumns, type RowContext } from './columns';
import type { TeamUser } from './types';

const TEAM_LOAD_FAILED = 'Unable to load team.';

type Props = Omit<RowContext, 'now'> & { syncWithLocation?: boolean };

/**
 * The member grid (spec §2): Refine's `useTable` over `team-users` (the data provider sorts and
 * pages the whole list), the shared DataTable with its four states.
 */
export function MembersTable({ syncWithLocation = false, ...ctx }: Props) {
  const { tableQuery, result, sorters, setSorters, currentPage, setCurrentPage, pageCount } = useTable<TeamUser, HttpError>({
    resource: 'team-users',
    syncWithLocation,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'first_name', order: 'asc' }] },
    errorNotification: false,
  });
  // The page's moment of opening: "last seen" does not tick while it is open.
  const [now] = useState(() => Date.now());
  const error = tableQuery.error;
  const rows = error ? [] : result.data;

  // After deleting the last row of a page, step back a page.
  useEffect(() => {
    if (!tableQuery.isFetching && rows.length === 0 && currentPage > 1) setCurrentPage(currentPage - 1);
  }, [tableQuery.isFetching, rows.length, currentPage, setCurrentPage]);

  return (
    <DataTable<TeamUser>
      label="Members"
      noun={result.total === 1 ? 'member' : 'members'}
      columns={memberColumns({ ...ctx, now })}
      rows={rows}
      rowKey={(m) => m.id}
      sorters={sorters}
      onSort={setSorters}
      loading={tableQuery.isLoading}
      error={error ? <span><strong>{TEAM_LOAD_FAILED}</strong> {errorText(error, '')}</span> : null}
      onRetry={() => void tableQuery.refetch()}
      empty="No members yet. Create an agent to give them access."
      page={currentPage}
      pageCount={pageCount}
      total={result.total ?? 0}
      onPage={setCurrentPage}
    />
  );
}
