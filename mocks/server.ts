// The same handlers over real HTTP, for e2e runs with mocks off and for curl:
//   npm run mock:server   (MOCK_PORT, default 8787; API at http://127.0.0.1:8787/api)
//   MOCK_DEMO=1 npm run mock:server   answers reset links (`reset_url`) as the in-browser mock does
//   MOCK_SCALE=10000x1000 npm run mock:server   starts (and resets) with the benchmark's scale fixture
//   MOCK_APP_URL=http://127.0.0.1:4174   the app's origin, where the billing portal's Return link goes
//     (default http://localhost:5173, Vite's dev server); MOCK_PUBLIC_URL: the origin this server
//     is reached at (default http://127.0.0.1:<MOCK_PORT>). Never taken from a request's headers.
// Control endpoints outside the API (they need the X-Mock-Control: 1 header; see http-app.ts):
// POST /__mock/reset, POST /__mock/fault {spec} | {clear:true}, GET /__mock/outbox?to=email.
import { createMockApp } from './http-app';

const BASE_PATH = '/api';
const PORT = Number(process.env.MOCK_PORT ?? 8787);
const HOST = '127.0.0.1';
const demo = process.env.MOCK_DEMO === '1' || process.argv.includes('--demo');

const publicUrl = process.env.MOCK_PUBLIC_URL || `http://${HOST}:${PORT}`;
const appUrl = process.env.MOCK_APP_URL || 'http://localhost:5173';

createMockApp({ basePath: BASE_PATH, demo, scale: process.env.MOCK_SCALE, publicUrl, appUrl }).listen(PORT, HOST, () => {
  console.log(`[mock] API listening on http://${HOST}:${PORT}${BASE_PATH}${demo ? ' (demo: reset links in answers)' : ''}`);
});
