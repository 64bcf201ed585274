import { useCallback, useRef, useState } from 'react';

/**
 * A submit that runs one at a time: while its request is pending, another call (a double click,
 * Enter pressed twice, a click that lands before React re-renders the button as loading) is
 * ignored, and `pending` disables the button. The guard is a ref, so it holds within one event.
 * The action reports its own failures (a toast, a message); a rejection goes no further.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): { run: (...args: A) => Promise<void>; pending: boolean } {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        await action(...args);
      } catch {
        // Reported by the action itself.
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
