// express ships without types here; this is the little of it the mock server uses.
declare module 'express' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export type Req = IncomingMessage & { method: string; url: string; path: string };
  export type Next = (error?: unknown) => void;
  export type Middleware = (req: Req, res: ServerResponse, next: Next) => void;
  export interface ExpressApp {
    use(handler: Middleware): void;
    get(path: string, handler: Middleware): void;
    post(path: string, handler: Middleware): void;
    listen(port: number, host: string, callback?: () => void): Server;
  }
  export default function express(): ExpressApp;
}
