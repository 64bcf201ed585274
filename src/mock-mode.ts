// What the embedded backend tells the app (main.tsx fills it in mock mode only).
export type DemoAccount = { label: string; email: string; password: string; role: string };

let demoAccounts: readonly DemoAccount[] = [];

export const setDemoAccounts = (accounts: readonly DemoAccount[]): void => {
  demoAccounts = accounts;
};
export const getDemoAccounts = (): readonly DemoAccount[] => demoAccounts;

/**
 * Mock mode only: back to the seed data. Reloads the page with `?mock-reset`, which the mock
 * backend reads when it starts (mocks/browser.ts: it resets its store and strips the parameter),
 * so `src/` needs no import of `mocks/`.
 */
export function resetDemoData(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('mock-reset', '');
  window.location.assign(url.toString());
}
