/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = (process.env.VITE_API_MOCKS ?? env.VITE_API_MOCKS ?? 'true') !== 'false';
  return {
    plugins: [react()],
    resolve: {
      alias: {
        // The only door from src/ to mocks/: a mocks-off build resolves it to an empty module,
        // so no MSW code can reach its chunks.
        'virtual:mock-backend': mocksOn ? here('./mocks/browser.ts') : here('./src/no-mock-backend.ts'),
      },
    },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          // Pure libraries without a `sideEffects` field: Refine core imports them for hooks this
          // app does not use (CSV import/export, plural labels), so let them drop when unused.
          moduleSideEffects: (id: string) => !/node_modules[\\/](papaparse|pluralize|warn-once)[\\/]/.test(id),
        },
      },
      chunkSizeWarningLimit: 900,
    },
    preview: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      // As in the browser build: the ES build of antd, so `antd` and `antd/es/*` share one copy.
      alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
      server: { deps: { inline: ['@refinedev/react-router', '@refinedev/antd', 'antd', '@ant-design/v5-patch-for-react-19'] } },
    },
  };
});
