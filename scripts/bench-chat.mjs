#!/usr/bin/env node
// Chat benchmark: `node scripts/bench-chat.mjs` prints the time to render a
// conversation of 100 and 1,000 Markdown messages and to append one more. Not a test: no limits.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--config', 'scripts/bench-chat.config.ts', '--reporter=dot', '--silent=false'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
