import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_BASE, API_MOCKS } from './config';
import { setDemoAccounts } from './mock-mode';
import { App } from './app';
import { cssVariables } from './theme';
import './index.css';

// The theme's values as CSS custom properties, before the first paint.
const tokens = document.createElement('style');
tokens.textContent = cssVariables();
document.head.prepend(tokens);

async function startMocks(): Promise<void> {
  if (!API_MOCKS) return;
  // Resolves to an empty module in a mocks-off build (vite.config.ts).
  const { startMockWorker } = await import('virtual:mock-backend');
  const { demoAccounts } = await startMockWorker({ basePath: new URL(API_BASE, window.location.origin).pathname });
  setDemoAccounts(demoAccounts);
}

startMocks()
  .catch((err: unknown) => console.error('The mock backend did not start', err))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
