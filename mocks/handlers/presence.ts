import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db/store';
import { readCaller } from '../lib/auth';
import { router } from '../lib/route';

export function presenceHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.post('/presence/ping', ({ request }) => {
      const caller = readCaller(request);
      if (caller instanceof Response) return caller;
      db.presence[caller.id] = new Date().toISOString();
      return HttpResponse.json({ ok: true });
    }),
  ];
}
