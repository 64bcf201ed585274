import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import card from '../../components/card.module.css';
import { EditMemberModal } from './edit-member-modal';
import { MembersTable } from './members-table';
import { NoticeAlert } from './notice-alert';
import { seatLimitReason, type Seats } from './seats';
import { SeatsSummary } from './seats-summary';
import type { Notice, TeamUser } from './types';
import { useMemberActions } from './use-member-actions';
import { useTeamDialogs } from './use-team-dialogs';
import styles from './team-users.module.css';

// Create Agent (its password field and checkbox) loads on the first click: /team's JavaScript
// budget is 300 KB gzip (`npm run size`).
const CreateAgentModal = lazy(() => import('./create-agent-modal').then((m) => ({ default: m.CreateAgentModal })));

type Props = {
  callerId: number | null;
  ownerId: number | null;
  seats: Seats | null;
  /** Active seats changed (the trial may have ended), or the caller's own row did: reload the user. */
  onUserChanged: () => void;
  onOwnEmailChanged: (email: string) => void;
  /** The page's URL holds the grid's page and sort. */
  url?: boolean;
};

/**
 * The billing owner's members (docs/product.md#2-screens, Team): the seats they hold, the grid with each row's
 * actions, Create Agent (disabled with the reason at the organization's seat limit), and what
 * each action answered.
 */
export function MembersCard({ callerId, ownerId, seats, onUserChanged, onOwnEmailChanged, url }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [creating, setCreating] = useState(false);
  const [createLoaded, setCreateLoaded] = useState(false);
  const [editing, setEditing] = useState<TeamUser | null>(null);
  const { contextHolder, ...dialogs } = useTeamDialogs();
  const actions = useMemberActions({ seats, ownerId, dialogs, notify: setNotice, onSeatsChanged: onUserChanged });
  const full = seats ? seatLimitReason(seats) : null;

  return (
    <section className={card.card} aria-labelledby="team-members">
      <div className={styles.cardHead}>
        <div>
          <h2 id="team-members">Members</h2>
          <p className={styles.lead}>Agents use the assistant and the library. Admins are listed here and managed by a superadmin.</p>
        </div>
        <div className={styles.createArea}>
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden="true" />}
            disabled={!!full}
            aria-describedby={full ? 'team-seat-limit' : undefined}
            onClick={() => {
              setCreateLoaded(true);
              setCreating(true);
            }}
          >
            Create Agent
          </Button>
          {full && (
            <p id="team-seat-limit" className={styles.reason}>
              {full}
            </p>
          )}
        </div>
      </div>
      <SeatsSummary seats={seats} />
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      <MembersTable
        url={url}
        callerId={callerId}
        ownerId={ownerId}
        busy={actions.busy}
        onActive={(m, on) => void actions.setActive(m, on)}
        onEdit={setEditing}
        onInvite={actions.sendInviteTo}
        onDelete={(m) => void actions.deleteMember(m)}
      />
      {createLoaded && (
        <Suspense fallback={null}>
          <CreateAgentModal
            open={creating}
            onClose={() => setCreating(false)}
            seats={seats}
            dialogs={dialogs}
            onCreated={(n) => {
              setNotice(n);
              onUserChanged();
            }}
          />
        </Suspense>
      )}
      <EditMemberModal
        member={editing}
        callerId={callerId}
        ownerId={ownerId}
        seats={seats}
        dialogs={dialogs}
        onClose={() => setEditing(null)}
        onSaved={(n, seatsChanged, own) => {
          setNotice(n);
          if (seatsChanged || own) onUserChanged();
        }}
        onOwnEmailChanged={onOwnEmailChanged}
      />
      {contextHolder}
    </section>
  );
}
