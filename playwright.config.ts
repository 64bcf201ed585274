import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import type { Mode } from './e2e/fixtures';

// Browser downloads are impossible on our machines and in CI: use the system Chromium when
// it is there (CHROMIUM_PATH overrides), else whatever Playwright has installed itself.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;
const bundledChromium = (() => {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
})();
if (!executablePath && !existsSync(bundledChromium)) {
  console.error(
    `No Chromium for the e2e journeys: apt-get install -y chromium (or set CHROMIUM_PATH), or npx playwright install chromium.`,
  );
  process.exit(1);
}

// E2E_PORT_OFFSET moves all three servers (two checkouts can then run their journeys side by
// side without reusing each other's servers). The mocks-off build has the mock server's origin
// baked in, so it is built here with the same port.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const WORKER_PORT = 4173 + offset;
const OFF_PORT = 4174 + offset;
const MOCK_PORT = 8787 + offset;
const MOCK_SERVER = `http://127.0.0.1:${MOCK_PORT}`;
const isCI = Boolean(process.env.CI);
// E2E_SKIP_BUILD=1 serves the dist/ and dist-off/ already on disk instead of rebuilding them.
const build = (command: string) => (process.env.E2E_SKIP_BUILD ? '' : `${command} && `);

export default defineConfig<{ mode: Mode }>({
  testDir: './e2e',
  fullyParallel: false,
  // The mocks-off project shares one mock server whose data every test resets: one worker.
  workers: 1,
  retries: 0,
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'worker',
      use: { baseURL: `http://127.0.0.1:${WORKER_PORT}`, mode: 'worker' },
    },
    {
      name: 'mocks-off',
      use: { baseURL: `http://127.0.0.1:${OFF_PORT}`, mode: 'mocks-off' },
    },
  ],
  webServer: [
    {
      // Default build: the in-browser MSW worker answers /api.
      command: `${build('npm run build')}npx vite preview --port ${WORKER_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${WORKER_PORT}/login`,
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Mocks-off build: no mock code; every call goes over HTTP to the mock server below.
      command: `${build(`VITE_API_MOCKS=false VITE_API_BASE=${MOCK_SERVER}/api npx vite build --outDir dist-off`)}npx vite preview --outDir dist-off --port ${OFF_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${OFF_PORT}/login`,
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run mock:server',
      // The portal stand-in sends the user back to the mocks-off app (configured, never the request's Origin).
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_APP_URL: `http://127.0.0.1:${OFF_PORT}` },
      // Unauthenticated, this answers 401, which Playwright counts as ready (2xx-403).
      url: `${MOCK_SERVER}/api/auth/me`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
