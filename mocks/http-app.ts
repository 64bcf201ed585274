// The mock backend over real HTTP (an express app): the API below `basePath`, CORS for any origin
// (the bearer header is the only credential), and the control endpoints, which only a local tool
// may call (see `controlRefusal`):
//   POST /__mock/reset              back to the seed data, faults cleared ({"scale":"10000x1000"}: the scale fixture)
//   POST /__mock/fault              {spec} | {clear:true}
//   GET  /__mock/outbox?to=email    the reset and invite links "e-mailed" (oldest first)
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ExpressApp, type Middleware, type Req } from 'express';
import { createHandlers } from './handlers';
import { resetDb } from './db/store';
import { parseScale, scaleDb } from './db/scale';
import { applyFaultSpec, clearFaults, listFaults } from './lib/faults';
import { handlersOverHttp } from './lib/http-bridge';
import { outbox, setLinksInAnswers } from './lib/outbox';
import { apiOrigin, setPublicUrls } from './lib/public-urls';

/** The header every control call must carry: a page of another origin cannot send it without a preflight, which is refused. */
const CONTROL_HEADER = 'X-Mock-Control';
const CONTROL_PREFIX = '/__mock/';

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

/** A page served from this machine (`http://127.0.0.1:…`, `http://localhost:…`, `[::1]`). */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

/**
 * Why a control call is refused, or null: it must carry CONTROL_HEADER (so a simple cross-origin
 * form or fetch from any web page cannot make it), and a browser caller must be a loopback page.
 */
function controlRefusal(req: Req): string | null {
  const origin = req.headers.origin;
  if (origin && !isLoopbackOrigin(origin)) return 'Cross-origin control calls are refused.';
  if (req.headers[CONTROL_HEADER.toLowerCase()] !== '1') return `Control calls need the ${CONTROL_HEADER}: 1 header.`;
  return null;
}

/** A control endpoint: refused with 403 unless `controlRefusal` lets it through. */
const control =
  (handler: Middleware): Middleware =>
  (req, res, next) => {
    const refusal = controlRefusal(req);
    if (refusal) sendJson(res, 403, { detail: refusal });
    else handler(req, res, next);
  };

interface MockAppOptions {
  basePath?: string;
  /**
   * Demo mode: forgot-password and invite answers carry the link (`reset_url`), as the in-browser
   * mock does. Off by default: over HTTP anyone could reset any password with it; read the links
   * from GET /__mock/outbox instead.
   */
  demo?: boolean;
  /** The scale fixture (`"10000x1000"`: users x organizations) every reset starts from, for benchmarks. */
  scale?: string;
  /**
   * The origin this server is reached at (the billing portal stand-in is served there) and the
   * app's (the portal's Return link): configuration, never a request's Host or Origin header.
   */
  publicUrl?: string;
  appUrl?: string;
}

export function createMockApp({ basePath = '/api', demo = false, scale, publicUrl, appUrl }: MockAppOptions = {}): ExpressApp {
  setPublicUrls({ api: publicUrl, app: appUrl });
  /** Back to the seed; a scale (`"10000x1000"`) tops it up to that many users and organizations. */
  const reset = (scaleSpec: unknown): void => {
    resetDb({ basePath });
    const size = typeof scaleSpec === 'string' ? parseScale(scaleSpec) : null;
    if (size) scaleDb(size);
  };
  setLinksInAnswers(demo);
  reset(scale);
  const app = express();

  app.use((req, res, next) => {
    const origin = req.headers.origin;
    const isControl = req.url.startsWith(CONTROL_PREFIX);
    // The API answers any origin; the control endpoints only pages of this machine (no CORS
    // headers for others, so their browsers refuse the preflight that CONTROL_HEADER forces).
    const allowed = !isControl || !origin || isLoopbackOrigin(origin);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        isControl ? `Content-Type, ${CONTROL_HEADER}` : 'Authorization, Content-Type, If-Match',
      );
      // The app reads a record's version from its ETag (lost updates: it sends it back as If-Match).
      res.setHeader('Access-Control-Expose-Headers', 'ETag');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.statusCode = allowed ? 204 : 403;
      res.end();
      return;
    }
    next();
  });

  app.post(
    `${CONTROL_PREFIX}reset`,
    control((req, res) => {
      void readBody(req).then((body) => {
        reset(body.scale ?? scale);
        clearFaults();
        sendJson(res, 200, { ok: true });
      });
    }),
  );

  app.post(
    `${CONTROL_PREFIX}fault`,
    control((req, res) => {
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
    }),
  );

  app.get(
    `${CONTROL_PREFIX}outbox`,
    control((req, res) => {
      const to = new URL(req.url, 'http://mock').searchParams.get('to') ?? undefined;
      sendJson(res, 200, { messages: outbox(to) });
    }),
  );

  // The API (and the payment provider's stand-in pages): a network fault drops the connection.
  app.use(handlersOverHttp(createHandlers(basePath), basePath, apiOrigin));

  app.use((_req, res) => sendJson(res, 404, { detail: 'Not Found' }));
  return app;
}
