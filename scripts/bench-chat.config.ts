// Vitest config for the chat benchmark only (scripts/bench-chat.mjs runs it): the app's test
// setup (jsdom, antd) and nothing but the benchmark file.
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import base from '../vite.config';

export default defineConfig((env) => {
  const config = (typeof base === 'function' ? base(env) : base) as ViteUserConfig;
  return { ...config, test: { ...config.test, include: ['scripts/bench-chat.run.tsx'], testTimeout: 600_000 } };
});
