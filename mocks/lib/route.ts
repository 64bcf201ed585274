// The one wrapper every handler goes through: latency, faults, the body's size and type, then
// the resolver on the latest shared state; writes persist.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { filesKept } from '../db/blobs';
import { rollbackDb, saveDb, syncDb, withDbLock } from '../db/store';
import { bodyRefusal } from './body';
import { applyFault, pathBelowBase } from './faults';
import { applyLatency } from './latency';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const STORAGE_FULL = 'The demo’s browser storage is full, so this change was not saved. Reset the demo data to make room.';

export interface RouteInfo {
  request: Request;
  params: Record<string, string>;
}

export type RouteResolver = (info: RouteInfo) => Response | Promise<Response>;

/** The msw URL pattern for a path below the API base; `*` matches any origin for a relative base. */
function urlPattern(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return /^https?:\/\//.test(base) ? `${base}${path}` : `*${base}${path}`;
}

function route(basePath: string, method: Method, path: string, resolver: RouteResolver): HttpHandler {
  return http[method](urlPattern(basePath, path), async ({ request, params }) => {
    await applyLatency();
    const fault = await applyFault(request, basePath);
    if (fault) return fault;
    const refused = await bodyRefusal(request, pathBelowBase(request, basePath));
    if (refused) return refused;
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) flat[key] = Array.isArray(value) ? String(value[0]) : String(value);
    }
    // Every tab's mock shares one store: reads see the latest save, writes run one at a time.
    const run = async (): Promise<Response> => {
      await syncDb();
      const response = await resolver({ request, params: flat });
      if (method === 'get') return response;
      // A write is confirmed only once it is kept (the browser's storage may be full).
      if ((await filesKept()) && saveDb()) return response;
      rollbackDb();
      return HttpResponse.json({ detail: STORAGE_FULL }, { status: 507 });
    };
    try {
      return method === 'get' ? await run() : await withDbLock(run);
    } catch (error) {
      console.error(`[mock] ${request.method} ${request.url} failed`, error);
      return HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 });
    }
  });
}

/** `route` bound to one API base: `const r = router('/api'); r.get('/auth/me', …)`. */
export function router(basePath: string) {
  const bind = (method: Method) => (path: string, resolver: RouteResolver) => route(basePath, method, path, resolver);
  return { get: bind('get'), post: bind('post'), put: bind('put'), patch: bind('patch'), delete: bind('delete') };
}

/** Reads a JSON body; null when it is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads a urlencoded or multipart form into a plain object of strings. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  const out: Record<string, string> = {};
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    form.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(await request.text()).forEach((value, key) => {
      out[key] = value;
    });
  }
  return out;
}
