// Lost updates through the app's one data layer (docs/decisions.md#lost-updates): the ETag a server sends with a
// record goes back as If-Match on the next PATCH of that record; a 412 is "changed elsewhere";
// against a server that sends no ETag nothing changes.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '../../mocks/node';
import { issueToken } from '../../mocks/lib/auth';
import { CHANGED_ELSEWHERE, forgetVersions, isApiError, saveLogin } from '../api';
import { dataProvider } from './data-provider';

const user = (email: string) => db.users.find((u) => u.email === email)!;
const signIn = (email: string) => {
  const u = user(email);
  saveLogin(issueToken(u), u.role, u.org_id);
};

/** The If-Match header of every PATCH that reaches the server (null when none was sent). */
function watchIfMatch(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') seen.push(request.headers.get('if-match'));
  });
  return seen;
}

const update = (resource: string, id: string | number, variables: Record<string, unknown>) =>
  dataProvider.update({ resource, id, variables, meta: {} });

describe('the data layer sends back the version it was given', () => {
  beforeEach(() => {
    forgetVersions();
    server.events.removeAllListeners();
  });

  it('a save after the record changed elsewhere answers 412, read as "changed elsewhere"; saving again replaces', async () => {
    signIn('owner@harborview.test');
    const agent = user('agent@harborview.test');
    const ifMatch = watchIfMatch();
    await update('team-users', agent.id, { first_name: 'Mine' });
    await update('team-users', agent.id, { last_name: 'Still mine' });
    expect(ifMatch[0]).toBeNull();
    expect(ifMatch[1]).toMatch(/^"[0-9a-f]{16}"$/);
    // Someone else changes the member meanwhile.
    agent.first_name = 'Theirs';
    const stale = await update('team-users', agent.id, { last_name: 'Overwrite?' }).catch((err: unknown) => err);
    expect(isApiError(stale) && [stale.status, stale.message]).toEqual([412, CHANGED_ELSEWHERE]);
    expect(agent).toMatchObject({ first_name: 'Theirs', last_name: 'Still mine' });
    // The user was told; saving again is their choice, and goes through.
    await update('team-users', agent.id, { last_name: 'Overwrite?' });
    expect(agent.last_name).toBe('Overwrite?');
    expect(ifMatch[3]).toBeNull();
  });

  it('the version of a record read on its own (GET /companies/{id}) guards its first save', async () => {
    signIn('admin@harborview.test');
    await dataProvider.getOne({ resource: 'companies', id: 'cmp_hv_northstar', meta: {} });
    db.companies.find((c) => c.company_id === 'cmp_hv_northstar')!.company_city = 'Changed elsewhere';
    const stale = await update('companies', 'cmp_hv_northstar', { company_phone: '(555) 010-9999' }).catch((err: unknown) => err);
    expect(isApiError(stale) && stale.status).toBe(412);
  });

  it('a server that sends no ETag gets no If-Match, and saves work as before', async () => {
    signIn('super@underwriter.test');
    server.use(
      http.patch('*/api/orgs/:id', async ({ request, params }) =>
        HttpResponse.json({ id: Number(params.id), ...((await request.json()) as object) }),
      ),
    );
    const ifMatch = watchIfMatch();
    const org = db.orgs[1]!;
    await update('orgs', org.id, { name: 'Renamed once' });
    await update('orgs', org.id, { name: 'Renamed twice' });
    expect(ifMatch).toEqual([null, null]);
  });
});
