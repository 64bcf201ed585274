/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_MOCKS?: string;
  readonly VITE_PRICE_REGISTRATION?: string;
  readonly VITE_PRICE_TRIAL?: string;
}
declare module 'virtual:mock-backend' {
  export function startMockWorker(opts: { basePath: string }): Promise<{
    demoAccounts: ReadonlyArray<{ label: string; email: string; password: string; role: string }>;
    /** The mock backend showed a page of its own (the payment provider's stand-in): no app. */
    ownsPage: boolean;
  }>;
}
