import { useState } from 'react';
import { errorText } from '../../api';
import { DataTable } from '../../components/data-table';
import { useResourceTable } from '../use-resource-table';
import { memberColumns, type RowContext } from './columns';
import type { TeamUser } from './types';

const TEAM_LOAD_FAILED = 'Unable to load team.';

type Props = Omit<RowContext, 'now'> & { url?: boolean };

/** The member grid (GET /team/users) by first name, 10 a page, with each row's actions. */
export function MembersTable({ url = false, ...ctx }: Props) {
  const view = useResourceTable<TeamUser>({ resource: 'team-users', sorters: [{ field: 'first_name', order: 'asc' }], pageSize: 10, url });
  // The page's moment of opening: "last seen" does not tick while it is open.
  const [now] = useState(() => Date.now());
  const { error } = view;

  return (
    <DataTable<TeamUser>
      {...view.table}
      label="Members"
      noun={view.total === 1 ? 'member' : 'members'}
      columns={memberColumns({ ...ctx, now })}
      rowKey={(m) => m.id}
      error={
        error ? (
          <span>
            <strong>{TEAM_LOAD_FAILED}</strong> {errorText(error, '')}
          </span>
        ) : null
      }
      empty="No members yet. Create an agent to give them access."
      stackOnPhone
    />
  );
}
