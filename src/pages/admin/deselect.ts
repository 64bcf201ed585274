// "Clicking outside interactive areas deselects the company" (docs/product.md#2-screens, Admin page).

const INTERACTIVE = [
  'a',
  'button',
  'input',
  'textarea',
  'select',
  'label',
  'form',
  'li',
  'img',
  'ul',
  '[role="tab"]',
  '[role="tablist"]',
  '[role="button"]',
  '[role="dialog"]',
  '[data-keeps-selection]',
].join(',');

/** True for a click on the page's empty space: inside `root`, not in or on anything interactive. */
export function isBackgroundClick(target: EventTarget | null, root: HTMLElement | null): boolean {
  if (!(target instanceof Element) || !root || !root.contains(target)) return false;
  return target.closest(INTERACTIVE) === null;
}
