// The mock server over real HTTP for a test file (what `npm run mock:server` runs), with msw/node
// out of the way while it listens, and raw requests for what fetch cannot show: a chosen Host
// header, and whether a keep-alive connection was reused.
import { request as httpRequest, type Agent, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createMockApp } from './http-app';
import { server as mswServer } from './node';
import { setPublicUrls } from './lib/public-urls';

export const PUBLIC_URL = 'http://api.underwriter.test';
export const APP_URL = 'http://app.underwriter.test';

/** Starts the HTTP mock server for the file's tests (msw/node off meanwhile); `base()` is its origin. */
export function useHttpMockServer(): { base: () => string } {
  let http: Server;
  let origin = '';
  beforeAll(async () => {
    mswServer.close();
    await new Promise<void>((resolve) => {
      http = createMockApp({ basePath: '/api', publicUrl: PUBLIC_URL, appUrl: APP_URL }).listen(0, '127.0.0.1', () => resolve());
    });
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    setPublicUrls({});
    mswServer.listen({ onUnhandledRequest: 'error' });
  });
  return { base: () => origin };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Whether the request went out on a keep-alive connection an earlier request had used. */
  reusedSocket: boolean;
}

/** One request with node:http: any headers (Host included), a body in one piece or in chunks. */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer | string; chunks?: Buffer[]; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Done when the answer is read and the request sent (a server may answer before it has read
    // the whole body): what a client does before it sends its next request on the connection.
    let sent: () => void = () => undefined;
    const written = new Promise<void>((done) => (sent = done));
    const req = httpRequest(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const answer = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(parts).toString('utf8'),
          reusedSocket: req.reusedSocket,
        };
        void written.then(() => resolve(answer));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('finish', () => sent());
    if (opts.chunks) {
      for (const chunk of opts.chunks) req.write(chunk);
      req.end();
    } else req.end(opts.body);
  });
}
