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

/** Starts the mock backend when it is on; true when it showed a page of its own instead of the app. */
async function startMocks(): Promise<boolean> {
  if (!API_MOCKS) return false;
  // Resolves to an empty module in a mocks-off build (vite.config.ts).
  const { startMockWorker } = await import('virtual:mock-backend');
  const { demoAccounts, ownsPage } = await startMockWorker({ basePath: new URL(API_BASE, window.location.origin).pathname });
  setDemoAccounts(demoAccounts);
  return ownsPage;
}

startMocks()
  .catch((err: unknown) => {
    console.error('The mock backend did not start', err);
    return false;
  })
  .then((mockOwnsPage) => {
    if (mockOwnsPage) return;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
