/**
 * A click handler that acts on a click of its own, and not on the second click of a double click
 * (the browser counts it: `detail` 2), however late that click comes. A fast server can answer
 * between the two clicks, so a guard that holds only while the first click's call is on its way
 * lets the second one through. Enter or Space on a button is a click of `detail` 0.
 */
export const firstClick =
  (act: () => void) =>
  (event: { detail: number }): void => {
    if (event.detail <= 1) act();
  };
