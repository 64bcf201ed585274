import { Button, Switch } from 'antd';
import { DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { roleWords } from '../../api';
import type { Column } from '../../components/data-table';
import { PersonAvatar } from '../../components/person-avatar';
import { userName } from '../../components/display';
import { lastSeenText, neverSignedIn } from './last-seen';
import type { TeamUser } from './types';
import styles from './team-users.module.css';

/** Who the member list is for, and what each row may do (docs/decisions.md#who-the-billing-owner-manages: agents and one's own row). */
export type RowContext = {
  /** The signed-in billing owner. */
  callerId: number | null;
  /** The organization's billing owner (the same person, as the me call tells it). */
  ownerId: number | null;
  now: number;
  /** Row id → the action in flight on it. */
  busy: Record<number, 'active' | 'invite' | 'delete'>;
  onActive: (member: TeamUser, active: boolean) => void;
  onEdit: (member: TeamUser) => void;
  onInvite: (member: TeamUser) => void;
  onDelete: (member: TeamUser) => void;
};

/** The billing owner manages agents and their own row; admins and superadmins are listed read-only. */
const managedBy = (member: TeamUser, callerId: number | null): boolean => member.role === 'agent' || member.id === callerId;

const isActive = (m: TeamUser) => Number(m.is_active) === 1;

/** docs/product.md#5-validation: the owner's Delete and active toggle are disabled, with the reason beside them. */
const OWNER_NOT_DELETABLE = 'You can’t delete the account owner.';
const OWNER_ALWAYS_ACTIVE = 'The account owner is always active.';
const reasonId = (member: TeamUser, what: 'delete' | 'active') => `team-member-${member.id}-${what}-reason`;

/** Why a control of the owner's row is disabled: visible text the control points at (aria-describedby). */
const Reason = ({ id, children }: { id: string; children: string }) => (
  <span id={id} className={styles.lockReason}>
    {children}
  </span>
);

function Member({ member, you }: { member: TeamUser; you: boolean }) {
  const name = userName(member);
  const email = member.email || member.username;
  return (
    <div className={styles.member}>
      <PersonAvatar name={name} size={36} />
      <span className={styles.who}>
        <span className={styles.name}>
          <bdi>{name}</bdi>
          {you && <span className={styles.you}>(you)</span>}
        </span>
        {email !== name && <bdi className={styles.email}>{email}</bdi>}
      </span>
    </div>
  );
}

function Actions({ member, ctx }: { member: TeamUser; ctx: RowContext }) {
  if (!managedBy(member, ctx.callerId)) return <span className={styles.readOnly}>Managed by a superadmin</span>;
  const name = userName(member);
  const busy = ctx.busy[member.id];
  const owner = member.id === ctx.ownerId;
  return (
    <div className={styles.withReason}>
      <div className={styles.actions}>
        <Button size="small" icon={<EditOutlined aria-hidden="true" />} aria-label={`Edit ${name}`} onClick={() => ctx.onEdit(member)}>
          Edit
        </Button>
        {member.id !== ctx.callerId && neverSignedIn(member) && (
          <Button
            size="small"
            icon={<MailOutlined aria-hidden="true" />}
            aria-label={`Send invite to ${name}`}
            loading={busy === 'invite'}
            onClick={() => ctx.onInvite(member)}
          >
            Send invite
          </Button>
        )}
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={`Delete ${name}`}
          loading={busy === 'delete'}
          disabled={owner}
          aria-describedby={owner ? reasonId(member, 'delete') : undefined}
          onClick={() => ctx.onDelete(member)}
        >
          Delete
        </Button>
      </div>
      {owner && <Reason id={reasonId(member, 'delete')}>{OWNER_NOT_DELETABLE}</Reason>}
    </div>
  );
}

/** The member grid's columns (docs/product.md#2-screens, Team: name, email, role, active toggle, online / last seen). */
export function memberColumns(ctx: RowContext): Column<TeamUser>[] {
  return [
    // Set widths: an auto layout would squeeze the names (their emails may break anywhere) to make
    // room for the owner's reasons.
    { key: 'first_name', title: 'Name', sortable: true, width: '26%', render: (m) => <Member member={m} you={m.id === ctx.callerId} /> },
    {
      key: 'role',
      title: 'Role',
      sortable: true,
      width: '14%',
      render: (m) => (
        <span className={styles.badges}>
          {m.id === ctx.ownerId && <span className={`${styles.badge} ${styles.owner}`}>Owner</span>}
          <span className={styles.badge}>{roleWords(m.role)}</span>
        </span>
      ),
    },
    {
      key: 'is_active',
      title: 'Active',
      sortable: true,
      width: '16%',
      render: (m) => {
        const owner = m.id === ctx.ownerId;
        return (
          <span className={styles.withReason}>
            <span className={styles.active}>
              <Switch
                size="small"
                checked={isActive(m)}
                loading={ctx.busy[m.id] === 'active'}
                disabled={owner || !managedBy(m, ctx.callerId) || ctx.busy[m.id] !== undefined}
                onChange={(on) => ctx.onActive(m, on)}
                aria-label={`Active: ${userName(m)}`}
                aria-describedby={owner ? reasonId(m, 'active') : undefined}
              />
              {isActive(m) ? 'Active' : 'Inactive'}
            </span>
            {owner && <Reason id={reasonId(m, 'active')}>{OWNER_ALWAYS_ACTIVE}</Reason>}
          </span>
        );
      },
    },
    {
      key: 'last_seen',
      title: 'Last seen',
      sortable: true,
      width: '14%',
      render: (m) => (
        <span className={`${styles.seen} ${m.online === true ? styles.online : ''}`}>
          <span className={styles.dot} aria-hidden="true" />
          {lastSeenText(m, ctx.now)}
        </span>
      ),
    },
    { key: 'actions', title: 'Actions', width: '30%', render: (m) => <Actions member={m} ctx={ctx} /> },
  ];
}
