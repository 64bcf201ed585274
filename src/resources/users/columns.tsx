import { Button, Switch } from 'antd';
import { DeleteOutlined, LockOutlined, SwapOutlined } from '@ant-design/icons';
import type { Column } from '../../components/data-table';
import { NativeSelect } from '../../components/native-select';
import { LastSeen } from './last-seen';
import { OrgName } from './org-name';
import { PersonAvatar } from '../../components/person-avatar';
import { ROLE_OPTIONS } from '../../api';
import { isActive, type UserRecord } from './types';
import { userName } from '../../components/display';
import styles from './users.module.css';

type Handlers = {
  role: (user: UserRecord, role: string) => void;
  active: (user: UserRecord, active: boolean) => void;
  move: (user: UserRecord) => void;
  password: (user: UserRecord) => void;
  remove: (user: UserRecord) => void;
  /** Opens the user's organization (its card). */
  org?: (orgId: number) => void;
};

type Options = {
  on: Handlers;
  /** Users whose request is running: their controls wait. */
  pending: ReadonlySet<number>;
  /** Billing owners: never deactivated, moved or deleted (docs/product.md#5-validation). */
  ownerIds: ReadonlySet<number>;
  /** The signed-in superadmin: their own role, active flag and account stay. */
  selfId: number | null;
};

const OWNER_LOCKED = 'The billing owner can’t be deactivated or moved. Choose another billing owner first.';

/** The All Users table's columns: user, role, organization, active, online / last seen, actions. */
export function userColumns({ on, pending, ownerIds, selfId }: Options): Column<UserRecord>[] {
  const isOwner = (u: UserRecord) => ownerIds.has(Number(u.id));
  const isSelf = (u: UserRecord) => selfId !== null && Number(u.id) === selfId;
  return [
    {
      key: 'full_name',
      title: 'User',
      sortable: true,
      width: '25%',
      render: (u) => (
        <span className={styles.user}>
          <PersonAvatar name={userName(u)} />
          <span className={styles.who}>
            <span className={styles.nameLine}>
              <bdi className={styles.name}>{userName(u)}</bdi>
              {isOwner(u) && <span className={styles.badge}>Owner</span>}
              {isSelf(u) && <span className={styles.badge}>You</span>}
            </span>
            {userName(u) !== u.username && <bdi className={styles.email}>{u.username}</bdi>}
          </span>
        </span>
      ),
    },
    {
      key: 'role',
      title: 'Role',
      sortable: true,
      width: '11%',
      render: (u) => (
        <NativeSelect
          small
          aria-label={`Role of ${userName(u)}`}
          value={u.role}
          disabled={pending.has(Number(u.id)) || isSelf(u)}
          onChange={(role) => on.role(u, role)}
          options={ROLE_OPTIONS}
        />
      ),
    },
    {
      key: 'org_name',
      title: 'Organization',
      sortable: true,
      width: '23%',
      render: (u) =>
        on.org && u.org_name ? (
          <button type="button" className={styles.orgLink} onClick={() => on.org?.(Number(u.org_id))}>
            <bdi>{u.org_name}</bdi>
          </button>
        ) : (
          <OrgName name={u.org_name} />
        ),
    },
    {
      key: 'is_active',
      title: 'Active',
      sortable: true,
      width: '7%',
      render: (u) => (
        <Switch
          size="small"
          checked={isActive(u)}
          disabled={pending.has(Number(u.id)) || isOwner(u) || isSelf(u)}
          loading={pending.has(Number(u.id))}
          onChange={(checked) => on.active(u, checked)}
          aria-label={`Active: ${userName(u)}`}
          title={isOwner(u) ? OWNER_LOCKED : undefined}
        />
      ),
    },
    {
      key: 'last_seen',
      title: 'Last seen',
      sortable: true,
      width: '12%',
      render: (u) => <LastSeen user={u} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'end',
      width: '22%',
      render: (u) => {
        const busy = pending.has(Number(u.id));
        const name = userName(u);
        return (
          <span className={styles.actions}>
            <Button
              size="small"
              icon={<SwapOutlined aria-hidden="true" />}
              disabled={busy || isOwner(u)}
              onClick={() => on.move(u)}
              aria-label={`Move ${name}`}
              title={isOwner(u) ? OWNER_LOCKED : 'Move to another organization'}
            >
              Move
            </Button>
            <Button
              size="small"
              icon={<LockOutlined aria-hidden="true" />}
              disabled={busy}
              onClick={() => on.password(u)}
              aria-label={`Set password for ${name}`}
            >
              Password
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              disabled={busy || isSelf(u)}
              onClick={() => on.remove(u)}
              aria-label={`Delete ${name}`}
              title="Delete"
            />
          </span>
        );
      },
    },
  ];
}
