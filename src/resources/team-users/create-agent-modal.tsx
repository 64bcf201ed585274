import { useState } from 'react';
import { useCreate } from '@refinedev/core';
import { Checkbox, Form, Modal } from 'antd';
import Password from 'antd/es/input/Password';
import { PASSWORD_MIN_LENGTH } from '../../config';
import { requiredMark } from '../../components/required-mark';
import { userName } from '../../components/display';
import { inviteLinkOf } from './invite-link';
import { MemberFields } from './member-fields';
import { NoticeAlert } from './notice-alert';
import { oneMoreEndsTrial, type Seats } from './seats';
import type { Notice, TeamUser } from './types';
import { detailOf, TRIAL_ENDED } from './use-member-actions';
import type { TeamDialogs } from './use-team-dialogs';
import styles from './team-users.module.css';

const CREATE_FAILED = 'Create failed.';
const PASSWORD_REQUIRED = "Password is required (or check 'Send invite email').";

type Values = { first_name?: string; last_name?: string; email?: string; password?: string; send_invite?: boolean };

type Props = {
  open: boolean;
  onClose: () => void;
  seats: Seats | null;
  dialogs: TeamDialogs;
  /** After the agent exists: what to tell the owner. */
  onCreated: (notice: Notice) => void;
};

const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Create Agent (spec §5): POST /team/users { username, password, first_name, last_name,
 * send_invite }, the email lowercased; a password unless the invite is sent. A failure keeps the
 * dialog open with everything typed and says why (the server's detail, e.g. the seat limit).
 */
export function CreateAgentModal({ open, onClose, seats, dialogs, onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const invite = Form.useWatch('send_invite', form) === true;
  const [failure, setFailure] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);
  const { mutate, mutation } = useCreate<TeamUser>();
  const pending = mutation.isPending || asking;

  const submit = async (values: Values) => {
    if (pending) return;
    const email = String(values.email ?? '').trim().toLowerCase();
    const endsTrial = !!seats && oneMoreEndsTrial(seats);
    if (endsTrial) {
      setAsking(true);
      const go = await dialogs.confirmFifthSeat(`Creating ${email}`, 'End trial and create');
      setAsking(false);
      if (!go) return;
    }
    setFailure(null);
    const sendInvite = values.send_invite === true;
    mutate(
      {
        resource: 'team-users',
        values: {
          username: email,
          password: values.password ? values.password : null,
          first_name: orNull(values.first_name),
          last_name: orNull(values.last_name),
          send_invite: sendInvite,
        },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          const name = userName({ first_name: data.first_name ?? orNull(values.first_name), last_name: data.last_name ?? orNull(values.last_name), username: data.username || email });
          onCreated({
            kind: 'success',
            title: `${name} was added.`,
            detail: [sendInvite && `An invite was sent to ${email}.`, endsTrial && TRIAL_ENDED].filter(Boolean).join(' ') || null,
            link: inviteLinkOf(data.reset_url),
          });
          form.resetFields();
          onClose();
        },
        onError: (err) => setFailure({ kind: 'error', title: CREATE_FAILED, detail: detailOf(err) }),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Create Agent"
      okText="Create Agent"
      cancelText="Cancel"
      onOk={() => form.submit()}
      // Nothing closes it while the request is out: its answer (or failure) shows here.
      onCancel={() => !pending && onClose()}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
    >
      {failure && <NoticeAlert notice={failure} className={styles.modalAlert} />}
      <Form form={form} name="create-agent" layout="vertical" requiredMark={requiredMark} onFinish={(v) => void submit(v)} disabled={mutation.isPending}>
        <MemberFields />
        <Form.Item
          name="password"
          label="Password"
          required={!invite}
          dependencies={['send_invite']}
          extra={invite ? 'Optional: the invite lets them choose their own.' : `At least ${PASSWORD_MIN_LENGTH} characters.`}
          rules={[
            { required: !invite, message: PASSWORD_REQUIRED },
            { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` },
          ]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="send_invite" valuePropName="checked" className={styles.lastItem}>
          <Checkbox>Send invite email</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
