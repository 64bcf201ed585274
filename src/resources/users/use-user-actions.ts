import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDelete, useInvalidate, useUpdate } from '@refinedev/core';
import { errorText } from '../../api';
import type { UserRecord } from './types';
import { userName } from '../../components/display';

export const UPDATE_FAILED = 'Update user failed';
export const DELETE_FAILED = 'Delete failed';
const FALLBACK = 'The change was not saved. Try again.';

type Failure = { title: string; who: string; text: string };

/**
 * What a superadmin does to a user (PATCH and DELETE /users/{id}), one request per user at a time
 * (a row's controls are disabled while its request runs). Role and active flag show at once
 * (Refine's optimistic mode; a failure puts them back); every change refreshes the organizations'
 * seat counts. The functions are stable, so memoized rows stay memoized.
 */
export function useUserActions() {
  const { mutateAsync: update } = useUpdate<UserRecord>();
  const { mutateAsync: remove } = useDelete<UserRecord>();
  const invalidate = useInvalidate();
  const hooks = useRef({ update, remove, invalidate });
  useEffect(() => {
    hooks.current = { update, remove, invalidate };
  });
  const running = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const [failure, setFailure] = useState<Failure | null>(null);

  const track = useCallback(async <R>(user: UserRecord, run: () => Promise<R>): Promise<R> => {
    const id = Number(user.id);
    running.current.add(id);
    setPending(new Set(running.current));
    try {
      const out = await run();
      void hooks.current.invalidate({ resource: 'orgs', invalidates: ['list'] });
      return out;
    } finally {
      running.current.delete(id);
      setPending(new Set(running.current));
    }
  }, []);

  /** A PATCH of one user; rejects with the error (a dialog shows it and keeps what was typed). */
  const patch = useCallback(
    (user: UserRecord, values: Record<string, unknown>, message: string, optimistic = false) =>
      track(user, () =>
        hooks.current.update({
          resource: 'users',
          id: user.id,
          values,
          mutationMode: optimistic ? 'optimistic' : 'pessimistic',
          successNotification: () => ({ type: 'success', message, description: userName(user) }),
          errorNotification: false,
        }),
      ),
    [track],
  );

  /** An inline change (role, active): a failure is shown above the table. */
  const inline = useCallback(
    (user: UserRecord, values: Record<string, unknown>, message: string) => {
      if (running.current.has(Number(user.id))) return;
      setFailure(null);
      patch(user, values, message, true).catch((err: unknown) =>
        setFailure({ title: UPDATE_FAILED, who: userName(user), text: errorText(err, FALLBACK) }),
      );
    },
    [patch],
  );

  const actions = useMemo(
    () => ({
      dismiss: () => setFailure(null),
      setRole: (user: UserRecord, role: string) => inline(user, { role }, 'Role changed'),
      setActive: (user: UserRecord, active: boolean) =>
        inline(user, { is_active: active ? 1 : 0 }, active ? 'User activated' : 'User deactivated'),
      move: (user: UserRecord, orgId: number) => patch(user, { org_id: orgId }, 'User moved'),
      setPassword: (user: UserRecord, password: string) => patch(user, { password }, 'Password updated'),
      remove: (user: UserRecord) =>
        track(user, () =>
          hooks.current.remove({
            resource: 'users',
            id: user.id,
            successNotification: () => ({ type: 'success', message: 'User deleted', description: userName(user) }),
            errorNotification: false,
          }),
        ),
    }),
    [inline, patch, track],
  );
  return { ...actions, pending, failure };
}
