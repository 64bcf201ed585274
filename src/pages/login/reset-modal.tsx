import { Modal } from 'antd';
import { authStyles as auth } from '../../components/auth-card';

export type ResetNotice = { message: string; resetUrl?: string | null; error?: boolean };

type Props = { notice: ResetNotice | null; onClose: () => void };

/** The login page's reset modal (its own chunk: it opens only after "Forgot password?"). */
export default function ResetModal({ notice, onClose }: Props) {
  return (
    <Modal
      open={!!notice}
      title="Reset your password"
      onCancel={onClose}
      onOk={onClose}
      okText="OK"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p role={notice?.error ? 'alert' : 'status'}>{notice?.message}</p>
      {notice?.resetUrl && (
        <p>
          <a href={notice.resetUrl} className={auth.link}>
            Open the reset link
          </a>
        </p>
      )}
    </Modal>
  );
}
