import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearFaults, resetDb, server } from '../mocks/node';
import { forgetVersions } from '../src/api/http';
import { queryClient } from '../src/providers/query-client';
import { createImageBitmapLikeABrowser } from './images';
import { matchMediaAt } from './screen-width';

// Lazy route chunks (antd) load slowly the first time in jsdom.
configure({ asyncUtilTimeout: 8000 });

// What @ant-design/v5-patch-for-react-19 does in main.tsx; under Vitest the patch binds to
// antd's CommonJS copy, so it is applied here to the ES copy the app uses.
unstableSetRender((node, container) => {
  const host = container as typeof container & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        root.unmount();
        resolve();
      }, 0),
    );
});

// antd reads these; jsdom has neither. The screen is a laptop's unless a test says otherwise.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt(1280) });
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Logos are decoded before they are sent (their size is checked); jsdom cannot decode images.
globalThis.createImageBitmap = createImageBitmapLikeABrowser as typeof globalThis.createImageBitmap;
window.scrollTo = () => undefined;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
});
afterEach(() => {
  cleanup();
  // The app's one cache lives as long as the page; each test is a fresh page.
  queryClient.clear();
  // Record versions (ETags) the page was given belong to this test's data.
  forgetVersions();
  server.resetHandlers();
  clearFaults();
});
afterAll(() => server.close());
