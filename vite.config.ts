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
      server: { deps: { inline: ['@refinedev/react-router', '@refinedev/antd', 'antd'] } },
    },
  };
});
