import { Modal } from 'antd';

/**
 * A confirmation dialog before a delete (docs/product.md#5-validation). One dialog for the whole list rather than a
 * popover per row keeps long lists light.
 */
export function useConfirmDelete() {
  const [modal, contextHolder] = Modal.useModal();
  const confirm = (title: string, content: string | null, onOk: () => void) =>
    modal.confirm({
      title,
      content,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk,
    });
  return { confirm, contextHolder };
}
