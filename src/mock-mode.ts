// What the embedded backend tells the app (main.tsx fills it in mock mode only).
export type DemoAccount = { label: string; email: string; password: string; role: string };

let demoAccounts: readonly DemoAccount[] = [];

export const setDemoAccounts = (accounts: readonly DemoAccount[]): void => {
  demoAccounts = accounts;
};
export const getDemoAccounts = (): readonly DemoAccount[] => demoAccounts;
