import { useEffect, useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Form, Modal, Switch } from 'antd';
import { requiredMark } from '../../components/required-mark';
import { userName } from '../../components/display';
import { memberChanges, memberValues, type MemberValues } from './member-changes';
import { MemberFields } from './member-fields';
import { NoticeAlert } from './notice-alert';
import { oneMoreEndsTrial, type Seats } from './seats';
import type { Notice, TeamUser } from './types';
import { detailOf, TRIAL_ENDED } from './use-member-actions';
import type { TeamDialogs } from './use-team-dialogs';
import styles from './team-users.module.css';

const SAVE_FAILED = 'Save failed.';
const FORM_ID = 'edit-member';

type Props = {
  /** The member being edited; null: closed. */
  member: TeamUser | null;
  callerId: number | null;
  ownerId: number | null;
  seats: Seats | null;
  dialogs: TeamDialogs;
  onClose: () => void;
  /** After a save: what to tell the owner, and whether the active seats changed. */
  onSaved: (notice: Notice, seatsChanged: boolean, ownRow: boolean) => void;
  /** Spec §4: the caller's own login email changed; they sign in again with it. */
  onOwnEmailChanged: (email: string) => void;
};

/**
 * Edit a member: first name, last name, email, active (PATCH /team/users/{id} with only the
 * changed fields). The account owner stays active; a new login email of one's own ends the
 * session. A failure keeps the dialog and what was typed.
 */
export function EditMemberModal(props: Props) {
  const { member, onClose } = props;
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={!!member}
      title={<>Edit <bdi>{member ? userName(member) : ''}</bdi></>}
      okText="Save"
      cancelText="Cancel"
      // The footer's Save submits the form below (its own per member, so no member's values linger).
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      onCancel={() => !pending && onClose()}
      destroyOnHidden
    >
      {member && <MemberForm key={member.id} {...props} member={member} onPending={setPending} />}
    </Modal>
  );
}

function MemberForm({ member, callerId, ownerId, seats, dialogs, onClose, onSaved, onOwnEmailChanged, onPending }: Props & { member: TeamUser; onPending: (pending: boolean) => void }) {
  const [form] = Form.useForm<MemberValues>();
  const [failure, setFailure] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);
  const { mutate, mutation } = useUpdate<TeamUser>();
  const pending = mutation.isPending || asking;
  const own = member.id === callerId;
  const owner = member.id === ownerId;
  useEffect(() => onPending(pending), [onPending, pending]);

  const submit = async (values: MemberValues) => {
    if (pending) return;
    const changes = memberChanges(member, values);
    if (Object.keys(changes).length === 0) return onClose();
    const endsTrial = changes.is_active === 1 && !!seats && oneMoreEndsTrial(seats);
    if (endsTrial) {
      setAsking(true);
      const go = await dialogs.confirmFifthSeat(`Activating ${userName(member)}`, 'End trial and activate');
      setAsking(false);
      if (!go) return;
    }
    setFailure(null);
    mutate(
      { resource: 'team-users', id: member.id, values: changes, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          if (own && typeof changes.username === 'string') return onOwnEmailChanged(changes.username);
          const title = `Changes to ${userName({ ...member, ...changes })} saved.`;
          onSaved({ kind: 'success', title, detail: endsTrial ? TRIAL_ENDED : null }, 'is_active' in changes, own);
          onClose();
        },
        onError: (err) => setFailure({ kind: 'error', title: SAVE_FAILED, detail: detailOf(err) }),
      },
    );
  };

  return (
    <>
      {failure && <NoticeAlert notice={failure} className={styles.modalAlert} />}
      {own && (
        <Alert
          className={styles.modalAlert}
          type="info"
          role="note"
          showIcon
          message="Changing your login email signs you out. You then sign in again with the new email."
        />
      )}
      <Form
        form={form}
        name={FORM_ID}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={memberValues(member)}
        onFinish={(v) => void submit(v)}
        disabled={mutation.isPending}
      >
        <MemberFields />
        <Form.Item
          name="is_active"
          label="Active"
          valuePropName="checked"
          className={styles.lastItem}
          extra={owner ? 'The account owner is always active.' : 'An inactive member cannot sign in and holds no seat.'}
        >
          <Switch disabled={owner} />
        </Form.Item>
      </Form>
    </>
  );
}
