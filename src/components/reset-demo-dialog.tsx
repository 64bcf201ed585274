import { Modal } from 'antd';
import { resetDemoData } from '../mock-mode';

type Props = { open: boolean; onClose: () => void };

/** Mock mode only: "Reset demo data" throws away every change made in this browser, so it asks first. */
export default function ResetDemoDialog({ open, onClose }: Props) {
  return (
    <Modal
      open={open}
      title="Reset demo data?"
      okText="Reset demo data"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onOk={resetDemoData}
      onCancel={onClose}
    >
      <p>
        Every account, carrier, document, chat and billing change made in this browser goes back to the demo data as seeded, and the page
        reloads. This cannot be undone.
      </p>
    </Modal>
  );
}
