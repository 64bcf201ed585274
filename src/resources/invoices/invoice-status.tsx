import { Tag } from 'antd';

/** Invoice statuses of the payment provider, in words (any other value is shown as it is). */
const STATUS: Record<string, { text: string; color?: string }> = {
  paid: { text: 'Paid', color: 'success' },
  open: { text: 'Open', color: 'blue' },
  draft: { text: 'Draft' },
  void: { text: 'Void' },
  uncollectible: { text: 'Uncollectible', color: 'error' },
};

export function InvoiceStatus({ status }: { status: string | null | undefined }) {
  if (!status) return <>—</>;
  const known = STATUS[status];
  return <Tag color={known?.color}>{known?.text ?? status}</Tag>;
}
