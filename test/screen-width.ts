import { vi } from 'vitest';

/**
 * window.matchMedia as a screen `width` pixels wide would answer the width queries antd's
 * Grid.useBreakpoint asks ("(min-width: 992px)"); any other query does not match.
 */
export const matchMediaAt = (width: number) => (query: string) => ({
  matches: [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].reduce(
    (ok, [, side, px]) => ok && (side === 'min' ? width >= Number(px) : width <= Number(px)),
    /width/.test(query),
  ),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/** A phone's screen (390 px): the carriers and the details open as sheets. Undo with vi.unstubAllGlobals(). */
export const phoneScreen = () => vi.stubGlobal('matchMedia', matchMediaAt(390));
