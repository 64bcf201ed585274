import { useCallback, useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorText, ROLE_OPTIONS, roleWords } from '../../api';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { NativeSelect } from '../../components/native-select';
import { SearchBox } from '../../components/search-box';
import { formatDateTime, isoDateTime } from '../../components/format';
import { FilterStatus, PAGE_SIZES } from '../filter-status';
import { userColumns } from './columns';
import { DeleteDialog } from './delete-dialog';
import { PollTime } from './last-seen';
import { MoveDialog, type OrgOption } from './move-dialog';
import { PasswordDialog } from './password-dialog';
import { isActive, type UserRecord } from './types';
import { useUserActions } from './use-user-actions';
import { useUserAsks, type OrgFacts } from './user-asks';
import { userName } from '../../components/display';
import type { UsersView } from './use-users-table';
import panel from '../../components/table-panel.module.css';
import styles from './users.module.css';

const USERS_FAILED = 'Failed to load users';
const USERS_FALLBACK = 'Unable to load users.';
const ORGS_FALLBACK = 'Unable to load organizations.';
/** Search: name or email. */
const SEARCH_FIELD = 'full_name|username';

const csvRow = (u: UserRecord) => ({
  Name: u.full_name ?? '',
  Email: u.username,
  Role: roleWords(u.role),
  Organization: u.org_name ?? '',
  Active: isActive(u) ? 'Yes' : 'No',
  Online: u.online ? 'Yes' : 'No',
  'Last seen': isoDateTime(u.last_seen),
  ID: u.id,
});

type Props = {
  view: UsersView;
  /** Every organization, for the organization filter and the move dialog. */
  orgs: OrgOption[];
  /** Each organization's seats and plan, for the cost of a seat. */
  orgFacts: OrgFacts;
  /** The organizations did not load (their names, the filter and seat costs are missing), and why. */
  orgsError?: unknown;
  /** Billing owners (never deactivated, moved or deleted). */
  ownerIds: ReadonlySet<number>;
  selfId: number | null;
  onCreate: () => void;
  /** Opens an organization's card. */
  onOpenOrg?: (orgId: number) => void;
};

const BOOLEAN_FILTERS = {
  is_active: [
    { value: '1', label: 'Active' },
    { value: '0', label: 'Inactive' },
  ],
  online: [
    { value: 'true', label: 'Online now' },
    { value: 'false', label: 'Offline' },
  ],
};

/**
 * All Users: search by name or email, filters (role, organization, active, online),
 * sort, URL state, row actions (role, move, active, password, delete), CSV of the view. GET /users
 * is polled every 30 s; the poll changes the rows and nothing the user is doing.
 */
export function UsersTable({ view, orgs, orgFacts, orgsError, ownerIds, selfId, onCreate, onOpenOrg }: Props) {
  const actions = useUserActions();
  const { confirmSeat, confirmRole, asking, contextHolder } = useUserAsks();
  const [moving, setMoving] = useState<UserRecord | null>(null);
  const [password, setPassword] = useState<UserRecord | null>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);

  // Stable handlers and memoized columns: a poll re-renders only the rows that changed.
  const { setRole, setActive, pending } = actions;
  // A row with a question open asks nothing more until it is answered (a set kept across renders,
  // changed only by the handlers: nothing renders from it).
  const [askingRows] = useState(() => new Set<number>());
  const afterYes = useCallback(
    async (user: UserRecord, ask: () => Promise<boolean>, run: () => void) => {
      const id = Number(user.id);
      if (askingRows.has(id)) return;
      askingRows.add(id);
      try {
        if (await ask()) run();
      } finally {
        askingRows.delete(id);
      }
    },
    [askingRows],
  );
  // A role change asks first (what it grants or takes away); Cancel leaves the select as it was.
  const askRole = useCallback(
    (user: UserRecord, role: string) =>
      void afterYes(
        user,
        () => confirmRole(userName(user), String(user.role), role),
        () => setRole(user, role),
      ),
    [afterYes, confirmRole, setRole],
  );
  // Re-activating takes a seat: a billed one asks first, with its cost.
  const askActive = useCallback(
    (user: UserRecord, active: boolean) =>
      void afterYes(
        user,
        () => (active && !isActive(user) ? confirmSeat(orgFacts.get(Number(user.org_id)), 'Activate user') : Promise.resolve(true)),
        () => setActive(user, active),
      ),
    [afterYes, confirmSeat, setActive, orgFacts],
  );
  const columns = useMemo(
    () =>
      userColumns({
        pending,
        ownerIds,
        selfId,
        on: { role: askRole, active: askActive, move: setMoving, password: setPassword, remove: setDeleting, org: onOpenOrg },
      }),
    [pending, ownerIds, selfId, askRole, askActive, onOpenOrg],
  );

  const str = (field: string, op: 'eq' | 'contains' = 'eq') => {
    const v = view.filterValue(field, op);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const orgFilter = str('org_id');
  const filtered = view.filters.length > 0;

  return (
    <div className={panel.panel}>
      <div className={panel.toolbar} role="search" aria-label="Search users">
        <div className={panel.toolbarRow}>
          <SearchBox
            label="Search users by name or email"
            placeholder="Search name or email"
            value={str(SEARCH_FIELD, 'contains') ?? ''}
            onApply={(text) => view.setFilter(SEARCH_FIELD, 'contains', text)}
            className={panel.search}
          />
          <span className={panel.spacer} />
          <Button icon={<ReloadOutlined aria-hidden="true" />} loading={view.fetching} onClick={view.refetch} aria-label="Refresh users">
            Refresh
          </Button>
          <ExportButton<UserRecord>
            rows={view.matching}
            mapData={csvRow}
            filename="users"
            label="Export users (CSV)"
            disabled={view.total === 0}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onCreate}>
            Create user
          </Button>
        </div>
        <div className={panel.toolbarRow}>
          <NativeSelect
            aria-label="Role"
            empty="All roles"
            value={str('role')}
            onChange={(v) => view.setFilter('role', 'eq', v)}
            options={ROLE_OPTIONS}
            className={styles.filter}
          />
          <NativeSelect
            aria-label="Organization"
            empty="All organizations"
            value={orgFilter}
            onChange={(v) => view.setFilter('org_id', 'eq', v)}
            options={orgs}
            className={styles.filterWide}
          />
          <NativeSelect
            aria-label="Active"
            empty="Active or not"
            value={str('is_active')}
            onChange={(v) => view.setFilter('is_active', 'eq', v)}
            options={BOOLEAN_FILTERS.is_active}
            className={styles.filter}
          />
          <NativeSelect
            aria-label="Online"
            empty="Online or not"
            value={str('online')}
            onChange={(v) => view.setFilter('online', 'eq', v)}
            options={BOOLEAN_FILTERS.online}
            className={styles.filter}
          />
          <FilterStatus view={view} />
        </div>
      </div>
      {orgsError ? (
        <Alert
          type="warning"
          showIcon
          message="Failed to load organizations"
          description={`${errorText(orgsError, ORGS_FALLBACK)} Organization names, the organization filter and the cost of a seat are missing until they load.`}
        />
      ) : null}
      {view.stale && view.error && (
        <Alert
          type="warning"
          showIcon
          message={`Couldn’t refresh the users: showing them as of ${formatDateTime(new Date(view.dataUpdatedAt))}.`}
          description={errorText(view.error, 'The next refresh tries again in 30 seconds.')}
        />
      )}
      {actions.failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable
          onClose={actions.dismiss}
          message={actions.failure.title}
          description={`${actions.failure.who}: ${actions.failure.text}`}
        />
      )}
      <PollTime.Provider value={view.dataUpdatedAt}>
        <DataTable<UserRecord>
          {...view.table}
          label="Users"
          noun={view.total === 1 ? 'user' : 'users'}
          columns={columns}
          rowKey={(u) => u.id}
          error={
            view.error && !view.stale ? (
              <span>
                <strong>{USERS_FAILED}</strong>. {errorText(view.error, USERS_FALLBACK)}
              </span>
            ) : null
          }
          empty={filtered ? 'No user matches these filters.' : 'No users yet. Create the first one.'}
          pageSizes={PAGE_SIZES}
          stackOnPhone
        />
      </PollTime.Provider>
      <MoveDialog
        user={moving}
        orgs={orgs}
        orgFacts={orgFacts}
        asks={{ confirmSeat, confirmRole, asking }}
        onClose={() => setMoving(null)}
        onMove={actions.move}
      />
      {contextHolder}
      <PasswordDialog user={password} onClose={() => setPassword(null)} onSave={actions.setPassword} />
      <DeleteDialog
        user={deleting}
        owner={!!deleting && ownerIds.has(Number(deleting.id))}
        onClose={() => setDeleting(null)}
        onDelete={actions.remove}
      />
    </div>
  );
}
