import { HttpResponse, type HttpHandler } from 'msw';
import { findOrg } from '../db/store';
import { toBillingStatus } from '../db/views';
import { readCaller } from '../lib/auth';
import { detail } from '../lib/errors';
import { router } from '../lib/route';

export function billingHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    // Any member of the organization may read the status; the rest of /billing is the owner's.
    r.get('/billing/status', ({ request }) => {
      const caller = readCaller(request);
      if (caller instanceof Response) return caller;
      const org = findOrg(caller.org_id);
      if (!org) return detail(404, 'Organization not found');
      return HttpResponse.json(toBillingStatus(org));
    }),
  ];
}
