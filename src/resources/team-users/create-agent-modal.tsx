import { useState } from 'react';
import { useCreate } from '@refinedev/core';
import { Checkbox, Modal } from 'antd';
import Password from 'antd/es/input/Password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../api';
import { userName } from '../../components/display';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { useFieldForm } from '../../components/use-field-form';
import { passwordRule } from '../../components/validators';
import { inviteLinkOf } from './invite-link';
import { MEMBER_RULES, MemberFields } from './member-fields';
import { NoticeAlert } from './notice-alert';
import { oneMoreEndsTrial, type Seats } from './seats';
import type { Notice, TeamUser } from './types';
import { detailOf, TRIAL_ENDED } from './use-member-actions';
import type { TeamDialogs } from './use-team-dialogs';
import styles from './team-users.module.css';

const CREATE_FAILED = 'Create failed.';
const PASSWORD_REQUIRED = "Password is required (or check 'Send invite email').";

type Props = {
  open: boolean;
  onClose: () => void;
  seats: Seats | null;
  dialogs: TeamDialogs;
  /** After the agent exists: what to tell the owner. */
  onCreated: (notice: Notice) => void;
};

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const EMPTY = { first_name: '', last_name: '', email: '', password: '', send_invite: false };

/**
 * Create Agent: POST /team/users { username, password, first_name, last_name, send_invite }, the
 * email lowercased; a password unless the invite is sent (docs/product.md#5-validation). A failure
 * keeps the dialog open with everything typed and says why (the server's detail, e.g. the seat limit).
 */
export function CreateAgentModal({ open, onClose, seats, dialogs, onCreated }: Props) {
  return (
    <Modal open={open} title="Create Agent" footer={null} onCancel={onClose} destroyOnHidden maskClosable={false}>
      {open && <CreateAgentForm onClose={onClose} seats={seats} dialogs={dialogs} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateAgentForm({ onClose, seats, dialogs, onCreated }: Omit<Props, 'open'>) {
  const [failure, setFailure] = useState<Notice | null>(null);
  const { mutateAsync: create } = useCreate<TeamUser>();
  const form = useFieldForm({
    initial: EMPTY,
    rules: {
      ...MEMBER_RULES,
      password: (password, { send_invite }) => (!password ? (send_invite ? null : PASSWORD_REQUIRED) : passwordRule(password)),
    },
    onSubmit: async (values) => {
      const email = values.email.trim().toLowerCase();
      const endsTrial = !!seats && oneMoreEndsTrial(seats);
      if (!(await dialogs.confirmNewSeat(seats, `Creating ${email}`, 'create'))) return false;
      setFailure(null);
      try {
        const { data } = await create({
          resource: 'team-users',
          values: {
            username: email,
            password: values.password || null,
            first_name: orNull(values.first_name),
            last_name: orNull(values.last_name),
            send_invite: values.send_invite,
          },
          successNotification: false,
          errorNotification: false,
        });
        const name = userName({
          first_name: data.first_name ?? orNull(values.first_name),
          last_name: data.last_name ?? orNull(values.last_name),
          username: data.username || email,
        });
        onCreated({
          kind: 'success',
          title: `${name} was added.`,
          detail: [values.send_invite && `An invite was sent to ${email}.`, endsTrial && TRIAL_ENDED].filter(Boolean).join(' ') || null,
          link: inviteLinkOf(data.reset_url),
        });
        onClose();
      } catch (err) {
        setFailure({ kind: 'error', title: CREATE_FAILED, detail: detailOf(err) });
        throw err;
      }
    },
  });
  const invite = form.values.send_invite;

  return (
    <form className={styles.dialogForm} onSubmit={form.onSubmit} noValidate>
      {failure && <NoticeAlert notice={failure} />}
      <MemberFields form={form} />
      <Field
        label="Password"
        required={!invite}
        error={form.error('password')}
        hint={invite ? 'Optional: the invite lets them choose their own.' : `At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(p) => <Password {...p} {...form.text('password')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      <Checkbox checked={invite} onChange={(e) => form.set('send_invite', e.target.checked)}>
        Send invite email
      </Checkbox>
      <FormActions submit="Create Agent" pending={form.pending && !dialogs.asking} onCancel={onClose} />
    </form>
  );
}
