import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS, PLAN_PRICE_USD } from '../../config';

type Ask = { title: ReactNode; content: ReactNode; okText: string; danger?: boolean };

/**
 * The member list's questions, one dialog host for the page: the 5th seat of a trial (docs/product.md#4-states:
 * it ends the trial at once, so the owner says so first) and a delete (docs/product.md#2-screens: asks first).
 * Each answers true when the owner goes ahead.
 */
export function useTeamDialogs() {
  const [modal, contextHolder] = Modal.useModal();
  const ask = ({ title, content, okText, danger }: Ask) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: 'Cancel',
        okButtonProps: { danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /** `action`: what makes the 5th seat, e.g. "Creating jo@agency.test" or "Activating Jo Park". */
  const confirmFifthSeat = (action: ReactNode, okText: string) =>
    ask({
      title: 'End the free trial now?',
      okText,
      content: (
        <>
          <p>
            The free trial includes up to {INCLUDED_SEATS} active seats. {action} makes a {INCLUDED_SEATS + 1}th, which ends the trial today
            and starts the paid month.
          </p>
          <p>
            The plan is ${PLAN_PRICE_USD} a month for {INCLUDED_SEATS} seats, plus ${EXTRA_SEAT_PRICE_USD} a month for each additional seat.
          </p>
        </>
      ),
    });

  const confirmDelete = (name: ReactNode) =>
    ask({
      title: (
        <>
          Delete <bdi>{name}</bdi>?
        </>
      ),
      okText: 'Delete',
      danger: true,
      content: 'They lose access to Underwriter Desk at once, and their chats are deleted. This can’t be undone.',
    });

  return { confirmFifthSeat, confirmDelete, contextHolder };
}

export type TeamDialogs = Omit<ReturnType<typeof useTeamDialogs>, 'contextHolder'>;
