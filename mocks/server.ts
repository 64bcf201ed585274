// The same handlers over real HTTP, for e2e runs with mocks off and for curl:
//   npm run mock:server   (MOCK_PORT, default 8787; API at http://127.0.0.1:8787/api)
//   MOCK_DEMO=1 npm run mock:server   answers reset links (`reset_url`) as the in-browser mock does
//   MOCK_SCALE=10000x1000 npm run mock:server   starts (and resets) with the benchmark's scale fixture
// Control endpoints outside the API (they need the X-Mock-Control: 1 header; see http-app.ts):
// POST /__mock/reset, POST /__mock/fault {spec} | {clear:true}, GET /__mock/outbox?to=email.
import { createMockApp } from './http-app';

const BASE_PATH = '/api';
const PORT = Number(process.env.MOCK_PORT ?? 8787);
const HOST = '127.0.0.1';
const demo = process.env.MOCK_DEMO === '1' || process.argv.includes('--demo');

createMockApp({ basePath: BASE_PATH, demo, scale: process.env.MOCK_SCALE }).listen(PORT, HOST, () => {
  console.log(`[mock] API listening on http://${HOST}:${PORT}${BASE_PATH}${demo ? ' (demo: reset links in answers)' : ''}`);
});
