// Stand-in for the mock backend in a mocks-off build (see vite.config.ts).
export async function startMockWorker(): Promise<{ demoAccounts: []; ownsPage: false }> {
  return { demoAccounts: [], ownsPage: false };
}
