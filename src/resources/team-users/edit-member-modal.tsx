import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Modal, Switch } from 'antd';
import { userName } from '../../components/display';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { useFieldForm } from '../../components/use-field-form';
import { memberChanges, memberValues } from './member-changes';
import { MEMBER_RULES, MemberFields } from './member-fields';
import { NoticeAlert } from './notice-alert';
import { oneMoreEndsTrial, type Seats } from './seats';
import type { Notice, TeamUser } from './types';
import { detailOf, TRIAL_ENDED } from './use-member-actions';
import type { TeamDialogs } from './use-team-dialogs';
import styles from './team-users.module.css';

const SAVE_FAILED = 'Save failed.';

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
  /** The caller's own login email changed: they sign in again with it (docs/product.md#4-states). */
  onOwnEmailChanged: (email: string) => void;
};

/**
 * Edit a member: first name, last name, email, active (PATCH /team/users/{id} with only the
 * changed fields). The account owner stays active; a new login email of one's own ends the
 * session. A failure keeps the dialog and what was typed.
 */
export function EditMemberModal(props: Props) {
  const { member, onClose } = props;
  return (
    <Modal
      open={!!member}
      title={
        <>
          Edit <bdi>{member ? userName(member) : ''}</bdi>
        </>
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {member && <MemberForm key={member.id} {...props} member={member} />}
    </Modal>
  );
}

function MemberForm({ member, callerId, ownerId, seats, dialogs, onClose, onSaved, onOwnEmailChanged }: Props & { member: TeamUser }) {
  const [failure, setFailure] = useState<Notice | null>(null);
  const { mutateAsync: update } = useUpdate<TeamUser>();
  const own = member.id === callerId;
  const owner = member.id === ownerId;
  const form = useFieldForm({
    initial: memberValues(member),
    rules: MEMBER_RULES,
    onSubmit: async (values) => {
      const changes = memberChanges(member, values);
      if (Object.keys(changes).length === 0) return onClose();
      const endsTrial = changes.is_active === 1 && !!seats && oneMoreEndsTrial(seats);
      if (changes.is_active === 1 && !(await dialogs.confirmNewSeat(seats, `Activating ${userName(member)}`, 'activate'))) return false;
      setFailure(null);
      try {
        await update({ resource: 'team-users', id: member.id, values: changes, successNotification: false, errorNotification: false });
      } catch (err) {
        setFailure({ kind: 'error', title: SAVE_FAILED, detail: detailOf(err) });
        throw err;
      }
      if (own && typeof changes.username === 'string') return onOwnEmailChanged(changes.username);
      const title = `Changes to ${userName({ ...member, ...changes })} saved.`;
      onSaved({ kind: 'success', title, detail: endsTrial ? TRIAL_ENDED : null }, 'is_active' in changes, own);
      onClose();
    },
  });

  return (
    <form className={styles.dialogForm} onSubmit={form.onSubmit} noValidate>
      {failure && <NoticeAlert notice={failure} />}
      {own && (
        <Alert
          type="info"
          role="note"
          showIcon
          message="Changing your login email signs you out. You then sign in again with the new email."
        />
      )}
      <MemberFields form={form} />
      <Field label="Active" hint={owner ? 'The account owner is always active.' : 'An inactive member cannot sign in and holds no seat.'}>
        {(p) => (
          <Switch
            {...p}
            checked={form.values.is_active}
            disabled={owner}
            onChange={(on) => form.set('is_active', on)}
            className={styles.switch}
          />
        )}
      </Field>
      <FormActions submit="Save" pending={form.pending && !dialogs.asking} onCancel={onClose} />
    </form>
  );
}
