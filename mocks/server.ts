// The same handlers over real HTTP, for e2e runs with mocks off and for curl:
//   npm run mock:server   (MOCK_PORT, default 8787; API at http://127.0.0.1:8787/api)
// Control endpoints outside the API: POST /__mock/reset, POST /__mock/fault {spec} | {clear:true}.
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import { createHandlers } from './handlers';
import { resetDb } from './db/store';
import { parseScale, scaleDb } from './db/scale';
import { applyFaultSpec, clearFaults, findFault, listFaults, pathBelowBase } from './lib/faults';

// express ships without types here; this is the little of it the server uses.
type Req = IncomingMessage & { method: string; url: string; path: string };
type Next = (error?: unknown) => void;
type Middleware = (req: Req, res: ServerResponse, next: Next) => void;
interface ExpressApp {
  use(handler: Middleware): void;
  post(path: string, handler: Middleware): void;
  listen(port: number, host: string, callback: () => void): void;
}
const express = createRequire(import.meta.url)('express') as () => ExpressApp;

const BASE_PATH = '/api';
const PORT = Number(process.env.MOCK_PORT ?? 8787);
const HOST = '127.0.0.1';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** The control endpoints read their own small JSON body (express body parsers stay off for msw). */
function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        const value = JSON.parse(text || '{}') as unknown;
        resolve(value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

const app = express();

app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
});

/** Back to the seed; `{"scale":"10000x1000"}` (or MOCK_SCALE) tops it up to that many users and organizations. */
function reset(scaleSpec: unknown): void {
  resetDb({ basePath: BASE_PATH });
  const scale = typeof scaleSpec === 'string' ? parseScale(scaleSpec) : null;
  if (scale) scaleDb(scale);
}

app.post('/__mock/reset', (req, res) => {
  void readBody(req).then((body) => {
    reset(body.scale ?? process.env.MOCK_SCALE);
    clearFaults();
    sendJson(res, 200, { ok: true });
  });
});

app.post('/__mock/fault', (req, res) => {
  void readBody(req).then((body) => {
    if (body.clear === true) {
      clearFaults();
      sendJson(res, 200, { ok: true, faults: [] });
      return;
    }
    if (typeof body.spec !== 'string') {
      sendJson(res, 422, { detail: 'Send { "spec": "GET /companies=500" } or { "clear": true }' });
      return;
    }
    try {
      applyFaultSpec(body.spec);
      sendJson(res, 200, { ok: true, faults: listFaults() });
    } catch (error) {
      sendJson(res, 422, { detail: (error as Error).message });
    }
  });
});

// A network fault over real HTTP is a dropped connection (msw's Response.error() has no wire form).
app.use((req, _res, next) => {
  const url = new URL(req.url, `http://${HOST}`);
  if (url.pathname.startsWith(`${BASE_PATH}/`)) {
    const fault = findFault(req.method, pathBelowBase(new Request(url), BASE_PATH));
    if (fault?.kind === 'network') {
      req.socket.destroy();
      return;
    }
  }
  next();
});

app.use(createMiddleware(...createHandlers(BASE_PATH)) as unknown as Middleware);

app.use((_req, res) => sendJson(res, 404, { detail: 'Not Found' }));

reset(process.env.MOCK_SCALE);
app.listen(PORT, HOST, () => {
  console.log(`[mock] API listening on http://${HOST}:${PORT}${BASE_PATH}`);
});
