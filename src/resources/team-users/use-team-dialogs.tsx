import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS, PLAN_PRICE_USD } from '../../config';
import { extraSeatCost } from '../../components/seat-cost';
import { oneMoreEndsTrial, oneMoreIsBilled, type Seats } from './seats';

type SeatQuestion = { title: string; yes: string; why: ReactNode; cost: string };

/** What one more active seat costs, asked in words, or null when it costs nothing. */
function seatQuestion(seats: Seats, action: ReactNode): SeatQuestion | null {
  if (oneMoreEndsTrial(seats))
    return {
      title: 'End the free trial now?',
      yes: 'End trial',
      why: (
        <>
          The free trial includes up to {INCLUDED_SEATS} active seats. {action} makes a {INCLUDED_SEATS + 1}th, which ends the trial today
          and starts the paid month.
        </>
      ),
      cost: `The plan is $${PLAN_PRICE_USD} a month for ${INCLUDED_SEATS} seats, plus $${EXTRA_SEAT_PRICE_USD} a month for each additional seat.`,
    };
  if (oneMoreIsBilled(seats))
    return {
      title: 'Add a paid seat?',
      yes: 'Add seat',
      why: (
        <>
          Your plan includes {INCLUDED_SEATS} active seats. {action} adds a seat beyond them.
        </>
      ),
      cost: extraSeatCost(seats.active),
    };
  return null;
}

type Ask = { title: ReactNode; content: ReactNode; okText: string; danger?: boolean };

/**
 * The member list's questions, one dialog host for the page: a seat that costs money
 * (docs/decisions.md#money-needs-a-yes: the 5th of a trial ends it at once, one beyond the included
 * seats of an active plan adds to its price) and a delete (docs/product.md#2-screens: asks first).
 * Each answers true when the owner goes ahead.
 */
export function useTeamDialogs() {
  const [modal, contextHolder] = Modal.useModal();
  // While a question is open nothing is being sent: the form under it does not show itself busy.
  const [asking, setAsking] = useState(false);
  const ask = ({ title, content, okText, danger }: Ask) =>
    new Promise<boolean>((resolve) => {
      setAsking(true);
      const answer = (yes: boolean) => {
        setAsking(false);
        resolve(yes);
      };
      modal.confirm({
        title,
        content,
        okText,
        cancelText: 'Cancel',
        okButtonProps: { danger },
        onOk: () => answer(true),
        onCancel: () => answer(false),
      });
    });

  /**
   * Before one more active seat: asks when it ends the trial or adds to an active plan's price,
   * and answers true at once when it costs nothing (room left, a trial's first 4, comped access).
   * `action` says what makes the seat, e.g. "Creating jo@agency.test" or "Activating Jo Park".
   */
  const confirmNewSeat = (seats: Seats | null, action: ReactNode, verb: 'create' | 'activate'): Promise<boolean> => {
    const question = seats && seatQuestion(seats, action);
    if (!question) return Promise.resolve(true);
    return ask({
      title: question.title,
      okText: `${question.yes} and ${verb}`,
      content: (
        <>
          <p>{question.why}</p>
          <p>{question.cost}</p>
        </>
      ),
    });
  };

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

  return { confirmNewSeat, confirmDelete, asking, contextHolder };
}

export type TeamDialogs = Omit<ReturnType<typeof useTeamDialogs>, 'contextHolder'>;
