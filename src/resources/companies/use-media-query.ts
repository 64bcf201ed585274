import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phones and tablets held upright: the carrier list and the details panel open as sheets and the
 * center gets the width (three columns leave a chat of ~360 px at 820 px).
 */
export const COMPACT_QUERY = '(max-width: 960px)';

/** Whether a CSS media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
