// The mock's handlers behind Node's HTTP server. The body is read here, and its call's size
// (lib/body.ts) holds while it is read: past it the answer is 413 at once, nothing more is kept,
// and the rest of the body is read off the connection and dropped, so a keep-alive connection
// serves its next request. Then msw's handlers answer a Request made of what was read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { bodyRule, sizeRefusal } from './body';
import { pathBelowBase } from './faults';

/**
 * How much of a refused body is drained to keep its connection; past it (a body declared or
 * streamed larger) the 413 says `Connection: close` and the connection ends once it is sent.
 */
const DRAIN_MAX = 128 * 1024 * 1024;

type Next = (error?: unknown) => void;
type Read = { kind: 'body'; bytes: Buffer } | { kind: 'too-large' };

/** The body, or `too-large` as soon as it passes `max` (declared or read). */
function readWithin(req: IncomingMessage, max: number): Promise<Read> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared > max;
    if (over) resolve({ kind: 'too-large' });
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > max + DRAIN_MAX) req.socket.destroy();
        return;
      }
      if (size > max) {
        over = true;
        chunks.length = 0;
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve({ kind: 'body', bytes: Buffer.concat(chunks) });
    });
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * An express middleware serving `handlers`. `origin` is the API's public origin: request URLs are
 * built on it, never on the request's Host header.
 */
export function handlersOverHttp(handlers: HttpHandler[], basePath: string, origin: () => string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL(req.url ?? '/', origin());
    const method = req.method ?? 'GET';
    const rule = bodyRule(pathBelowBase(new Request(url), basePath));
    void (async () => {
      const read = await readWithin(req, rule.max);
      if (read.kind === 'too-large') {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > rule.max + DRAIN_MAX) res.setHeader('Connection', 'close');
        await send(res, sizeRefusal(rule));
        return;
      }
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const request = new Request(url, { method, headers: headersOf(req), body: hasBody ? new Uint8Array(read.bytes) : undefined });
      const response = await getResponse(handlers, request);
      if (!response) return next();
      // A network fault: the connection drops, as a failing server's would.
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      await send(res, response);
    })().catch(next);
  };
}
