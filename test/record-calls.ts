import type { SetupServer } from 'msw/node';

/** Every call the page makes, as "METHOD /path" below the API base, with JSON bodies. */
export function recordCalls(server: SetupServer) {
  const calls: { key: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown;
    if (request.method !== 'GET')
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    calls.push({ key: `${request.method} ${url.pathname.replace(/^\/api/, '')}`, body });
  });
  return calls;
}
