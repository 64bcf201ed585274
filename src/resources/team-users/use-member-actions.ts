import { useState } from 'react';
import { useDelete, useUpdate } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, sendInvite } from '../../api';
import { userName } from '../../components/display';
import { inviteLinkOf } from './invite-link';
import { oneMoreEndsTrial, type Seats } from './seats';
import type { Notice, TeamUser } from './types';
import type { TeamDialogs } from './use-team-dialogs';

const SAVE_FAILED = 'Save failed.';
const DELETE_FAILED = 'Delete failed.';
const INVITE_FAILED = 'Invite send failed.';
export const TRIAL_ENDED = 'The free trial has ended and the paid month has started.';

type Options = {
  seats: Seats | null;
  ownerId: number | null;
  dialogs: TeamDialogs;
  notify: (notice: Notice) => void;
  /** After a change of active seats: the trial may have ended (the me call says so). */
  onSeatsChanged: () => void;
};

/** The server's own words for a failure, to show under the spec's text. */
export const detailOf = (err: unknown): string | null => errorText(err, '') || null;

/**
 * A member row's actions: the active toggle (PATCH is_active), Send invite (POST
 * /auth/send-invite) and Delete (asks first). Each row shows its action in flight, so nothing is
 * sent twice.
 */
export function useMemberActions({ seats, ownerId, dialogs, notify, onSeatsChanged }: Options) {
  const [busy, setBusy] = useState<Record<number, 'active' | 'invite' | 'delete'>>({});
  const mark = (id: number, what?: 'active' | 'invite' | 'delete') =>
    setBusy(({ [id]: _done, ...rest }) => (what ? { ...rest, [id]: what } : rest));
  const { mutate: update } = useUpdate<TeamUser>();
  const { mutate: remove } = useDelete<TeamUser>();
  const invite = useMutation({ mutationFn: sendInvite });

  const setActive = async (member: TeamUser, active: boolean) => {
    if (busy[member.id]) return;
    const name = userName(member);
    const endsTrial = active && !!seats && oneMoreEndsTrial(seats);
    if (active && !(await dialogs.confirmNewSeat(seats, `Activating ${name}`, 'activate'))) return;
    mark(member.id, 'active');
    update(
      {
        resource: 'team-users',
        id: member.id,
        values: { is_active: active ? 1 : 0 },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          notify({
            kind: 'success',
            title: `${name} is now ${active ? 'active' : 'inactive'}.`,
            detail: endsTrial ? TRIAL_ENDED : null,
          });
          onSeatsChanged();
        },
        onError: (err) => notify({ kind: 'error', title: SAVE_FAILED, detail: detailOf(err) }),
        onSettled: () => mark(member.id),
      },
    );
  };

  const sendInviteTo = (member: TeamUser) => {
    if (busy[member.id]) return;
    const email = String(member.email || member.username);
    mark(member.id, 'invite');
    invite.mutate(email, {
      onSuccess: (answer) =>
        notify({ kind: 'success', title: answer.message || `Invite sent to ${email}.`, link: inviteLinkOf(answer.resetUrl) }),
      onError: (err) => notify({ kind: 'error', title: INVITE_FAILED, detail: detailOf(err) }),
      onSettled: () => mark(member.id),
    });
  };

  const deleteMember = async (member: TeamUser) => {
    // The owner's Delete is disabled (with the reason beside it); nothing is sent for them either way.
    if (busy[member.id] || member.id === ownerId) return;
    const name = userName(member);
    if (!(await dialogs.confirmDelete(name))) return;
    mark(member.id, 'delete');
    remove(
      { resource: 'team-users', id: member.id, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: `${name} was deleted.` });
          onSeatsChanged();
        },
        onError: (err) => notify({ kind: 'error', title: DELETE_FAILED, detail: detailOf(err) }),
        onSettled: () => mark(member.id),
      },
    );
  };

  return { busy, setActive, sendInviteTo, deleteMember };
}
