import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { isNotAList, NotAListError } from '../api';
import { dataProvider } from './data-provider';

type Hit = { method: string; path: string; body?: unknown };
const hits: Hit[] = [];

/** Answers every call under /api with `reply(path)` and records what reached the server. */
function backend(reply: (method: string, path: string) => unknown) {
  hits.length = 0;
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('json')
        ? await request.json()
        : type.includes('multipart')
          ? Object.fromEntries(await request.formData())
          : undefined;
      hits.push({ method: request.method, path, body });
      const out = reply(request.method, path);
      return out instanceof Response ? out : HttpResponse.json(out as never);
    }),
  );
}

const companies = [
  { company_id: 'c2', company_display: 'Bluewater Casualty', company_state: 'FL' },
  { company_id: 'c1', company_display: 'Northstar Mutual', company_state: 'MN' },
  { company_id: 'c3', company_display: 'Granite Peak Insurance', company_state: 'CO' },
];

describe('dataProvider paths (one contract route per resource)', () => {
  it.each([
    ['orgs', {}, '/orgs'],
    ['users', {}, '/users'],
    ['users', { orgId: 7 }, '/orgs/7/users'],
    ['companies', {}, '/companies'],
    ['documents', { companyId: 'c 1' }, '/companies/c%201/documents'],
    ['team-users', {}, '/team/users'],
    ['invoices', {}, '/billing/invoices'],
  ])('lists %s %j from GET %s', async (resource, meta, path) => {
    backend(() => []);
    await dataProvider.getList({ resource, meta });
    expect(hits).toEqual([{ method: 'GET', path }]);
  });

  it('writes where the spec says', async () => {
    backend(() => ({}));
    await dataProvider.create({ resource: 'orgs', variables: { name: 'Acme' } });
    await dataProvider.update({ resource: 'orgs', id: 3, variables: { user_limit: null } });
    await dataProvider.deleteOne({ resource: 'orgs', id: 3 });
    await dataProvider.create({ resource: 'users', variables: { username: 'a@b.test', password: 'x', role: 'agent' }, meta: { orgId: 3 } });
    await dataProvider.update({ resource: 'users', id: 9, variables: { is_active: 0 } });
    await dataProvider.deleteOne({ resource: 'users', id: 9 });
    await dataProvider.update({ resource: 'companies', id: 'c1', variables: { company_phone: null } });
    await dataProvider.deleteOne({ resource: 'companies', id: 'c1' });
    await dataProvider.deleteOne({ resource: 'documents', id: 'd1', meta: { companyId: 'c1' } });
    await dataProvider.create({ resource: 'team-users', variables: { username: 'n@b.test', send_invite: true } });
    await dataProvider.update({ resource: 'team-users', id: 4, variables: { is_active: 1 } });
    await dataProvider.deleteOne({ resource: 'team-users', id: 4 });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual([
      'POST /orgs',
      'PATCH /orgs/3',
      'DELETE /orgs/3',
      'POST /orgs/3/users',
      'PATCH /users/9',
      'DELETE /users/9',
      'PATCH /companies/c1',
      'DELETE /delete-company/c1',
      'DELETE /delete-document/c1/d1',
      'POST /team/users',
      'PATCH /team/users/4',
      'DELETE /team/users/4',
    ]);
    expect(hits[1].body).toEqual({ user_limit: null });
    expect(hits[3].body).toEqual({ username: 'a@b.test', password: 'x', role: 'agent' });
  });

  it('creates companies and documents by POST /upload (multipart) with progress', async () => {
    backend(() => ({ company: 'c9', company_id: 'c9', company_display: 'New Co' }));
    const file = new File(['%PDF-1.4 x'], 'guide.pdf', { type: 'application/pdf' });
    const onProgress = vi.fn();
    const created = await dataProvider.create({ resource: 'companies', variables: { company_name: 'New Co', file }, meta: { onProgress } });
    await dataProvider.create({ resource: 'documents', variables: { file }, meta: { companyId: 'c9' } });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['POST /upload', 'POST /upload']);
    expect(hits[0].body).toMatchObject({ company_name: 'New Co' });
    expect(hits[1].body).toMatchObject({ company_id: 'c9' });
    expect(created.data.id).toBe('c9');
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it.each([
    ['as the spec writes it ({ company, company_display })', { company: 'c9', company_display: 'New Co' }],
    ['with company_id', { company_id: 'c9', company_display: 'New Co' }],
  ])('reads the upload answer %s: the new company comes back with company_id', async (_name, answer) => {
    backend(() => answer);
    const file = new File(['%PDF-1.4 x'], 'guide.pdf', { type: 'application/pdf' });
    const created = await dataProvider.create({ resource: 'companies', variables: { company_name: 'New Co', file } });
    expect(created.data).toMatchObject({ id: 'c9', company_id: 'c9', company_display: 'New Co' });
  });

  it('returns the uploaded document with its doc_id and the company it went to', async () => {
    backend(() => ({
      company: 'c9',
      company_display: 'New Co',
      document: { doc_id: 'd7', source_filename: 'guide.pdf', uploaded_at: '2026-01-01T00:00:00Z' },
    }));
    const file = new File(['%PDF-1.4 x'], 'guide.pdf', { type: 'application/pdf' });
    const created = await dataProvider.create({ resource: 'documents', variables: { file, company_id: 'c9' } });
    expect(created.data).toMatchObject({ id: 'd7', doc_id: 'd7', company_id: 'c9', source_filename: 'guide.pdf' });
    expect(hits[0].body).toMatchObject({ company_id: 'c9' });
  });

  it('creates a user in the organization of variables.org_id, and sends no org_id in the body', async () => {
    backend(() => ({ id: 12, username: 'a@b.test', role: 'agent', org_id: 5 }));
    const created = await dataProvider.create({
      resource: 'users',
      variables: { org_id: 5, username: 'a@b.test', password: 'pw', role: 'agent' },
    });
    expect(hits).toEqual([{ method: 'POST', path: '/orgs/5/users', body: { username: 'a@b.test', password: 'pw', role: 'agent' } }]);
    expect(created.data).toMatchObject({ id: 12, username: 'a@b.test' });
    await expect(dataProvider.create({ resource: 'users', variables: { username: 'x@b.test' } })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('gets one company by GET /companies/{id}, other resources from their list', async () => {
    backend((_m, path) =>
      path === '/orgs'
        ? [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
          ]
        : { company_id: 'c1', company_display: 'N' },
    );
    const company = await dataProvider.getOne({ resource: 'companies', id: 'c1' });
    expect(company.data).toEqual({ id: 'c1', company_id: 'c1', company_display: 'N' });
    const org = await dataProvider.getOne({ resource: 'orgs', id: 2 });
    expect(org.data).toEqual({ id: 2, name: 'B' });
    await expect(dataProvider.getOne({ resource: 'orgs', id: 5 })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('dataProvider lists', () => {
  it('maps company_id and doc_id to id and keeps the spec fields', async () => {
    backend((_m, path) => (path.endsWith('/documents') ? { documents: [{ doc_id: 'd1', source_filename: 'a.pdf' }] } : companies));
    const list = await dataProvider.getList({ resource: 'companies', pagination: { mode: 'off' } });
    expect(list.data[0]).toEqual({ id: 'c2', ...companies[0] });
    const docs = await dataProvider.getList({ resource: 'documents', meta: { companyId: 'c1' } });
    expect(docs.data).toEqual([{ id: 'd1', doc_id: 'd1', source_filename: 'a.pdf' }]);
  });

  it('reads text fields as text: a number as its digits, an object as null', async () => {
    backend((_m, path) =>
      path.endsWith('/documents')
        ? [{ doc_id: 'd1', source_filename: { name: 'x' } }]
        : [{ company_id: 7, company_display: 1999, company_phone: 5551234567, company_city: ['x'], extra: { kept: true } }],
    );
    const list = await dataProvider.getList({ resource: 'companies', pagination: { mode: 'off' } });
    expect(list.data[0]).toEqual({
      id: '7',
      company_id: '7',
      company_display: '1999',
      company_phone: '5551234567',
      company_city: null,
      extra: { kept: true },
    });
    const docs = await dataProvider.getList({ resource: 'documents', meta: { companyId: 'c1' } });
    expect(docs.data[0]).toMatchObject({ id: 'd1', source_filename: null });
  });

  it('sorts, filters, searches and pages itself, with the right total', async () => {
    backend(() => companies);
    const sorted = await dataProvider.getList({
      resource: 'companies',
      sorters: [{ field: 'company_display', order: 'asc' }],
      pagination: { currentPage: 1, pageSize: 2 },
    });
    expect(sorted.total).toBe(3);
    expect(sorted.data.map((c) => c.id)).toEqual(['c2', 'c3']);
    const page2 = await dataProvider.getList({
      resource: 'companies',
      sorters: [{ field: 'company_display', order: 'asc' }],
      pagination: { currentPage: 2, pageSize: 2 },
    });
    expect(page2.data.map((c) => c.id)).toEqual(['c1']);
    const filtered = await dataProvider.getList({
      resource: 'companies',
      filters: [{ field: 'company_display', operator: 'contains', value: 'MUTUAL' }],
    });
    expect(filtered).toMatchObject({ total: 1, data: [{ id: 'c1' }] });
    const search = await dataProvider.getList({ resource: 'companies', filters: [{ field: 'q', operator: 'contains', value: 'co' }] });
    expect(search.data.map((c) => c.id)).toEqual(['c3']);
    const either = await dataProvider.getList({
      resource: 'companies',
      filters: [
        {
          operator: 'or',
          value: [
            { field: 'company_state', operator: 'eq', value: 'FL' },
            { field: 'company_state', operator: 'eq', value: 'MN' },
          ],
        },
      ],
      sorters: [{ field: 'company_id', order: 'desc' }],
    });
    expect(either.data.map((c) => c.id)).toEqual(['c2', 'c1']);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object without the array', { items: [1] }],
    ['the array under another key', { users: [] }],
  ])('reports %s as "not a list", an error the page can read, and logs it once', async (_name, body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend(() => body);
    const err = await dataProvider.getList({ resource: 'orgs' }).catch((e: unknown) => e);
    expect(isNotAList(err)).toBe(true);
    expect(err).toMatchObject({ status: 200, statusCode: 200, serverMessage: undefined });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('reports an HTML body or an empty one as "not a list"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend(() => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(dataProvider.getList({ resource: 'companies' })).rejects.toBeInstanceOf(NotAListError);
    backend(() => new HttpResponse(null, { status: 204 }));
    await expect(dataProvider.getList({ resource: 'invoices' })).rejects.toBeInstanceOf(NotAListError);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('reads a list bare or under its key, an empty one included', async () => {
    backend((_m, path) => (path === '/billing/invoices' ? { invoices: [{ id: 'in_1', total: 9900 }] } : { documents: [] }));
    await expect(dataProvider.getList({ resource: 'invoices' })).resolves.toMatchObject({ data: [{ id: 'in_1', total: 9900 }], total: 1 });
    await expect(dataProvider.getList({ resource: 'documents', meta: { companyId: 'c1' } })).resolves.toMatchObject({ data: [], total: 0 });
  });

  it('does not slice when the table pages on the client, and still gives the real total', async () => {
    backend(() => companies);
    const all = await dataProvider.getList({ resource: 'companies', pagination: { mode: 'client', currentPage: 1, pageSize: 2 } });
    expect(all.total).toBe(3);
    expect(all.data).toHaveLength(3);
  });

  it('rejects with statusCode and the server text for Refine', async () => {
    backend(() => HttpResponse.json({ detail: 'Not allowed' }, { status: 403 }));
    await expect(dataProvider.getList({ resource: 'orgs' })).rejects.toMatchObject({ statusCode: 403, message: 'Not allowed' });
  });

  it('sends no bearer header from an expired token', async () => {
    const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    localStorage.setItem('token', `${b64url({ alg: 'none' })}.${b64url({ exp: Math.floor(Date.now() / 1000) - 60 })}.s`);
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/api/orgs', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    await dataProvider.getList({ resource: 'orgs' });
    expect(auth).toEqual([null]);
  });

  it('carries the other calls through custom()', async () => {
    backend(() => ({ url: 'https://pay.example/session' }));
    const res = await dataProvider.custom!({ url: '/billing/checkout', method: 'post', payload: { price_id: 'p1' } });
    expect(res.data).toEqual({ url: 'https://pay.example/session' });
    expect(hits[0]).toEqual({ method: 'POST', path: '/billing/checkout', body: { price_id: 'p1' } });
  });

  it('passes FormData through custom() as multipart', async () => {
    backend(() => ({ logo_url: '/logos/3.png' }));
    const form = new FormData();
    form.append('company_id', 'c1');
    await dataProvider.custom!({ url: '/upload-logo', method: 'post', payload: form });
    expect(hits[0]).toEqual({ method: 'POST', path: '/upload-logo', body: { company_id: 'c1' } });
  });
});

describe('dataProvider joins, shared requests and saves (the superadmin console)', () => {
  const orgs = [
    { id: 1, name: 'Zephyr Agency', billing_owner_user_id: 12 },
    { id: 2, name: 'Acme Brokers', billing_owner_user_id: 99 },
  ];
  const users = [
    { id: 11, username: 'b@z.test', first_name: 'Bea', last_name: null, org_id: 1 },
    { id: 12, username: 'a@z.test', first_name: 'Al', last_name: 'Zed', org_id: 1 },
    { id: 13, username: 'c@a.test', first_name: null, last_name: null, org_id: 2 },
    { id: 14, username: 'd@x.test', first_name: 'Dee', last_name: null, org_id: 7 },
  ];
  const directory = (method: string, path: string) => (method !== 'GET' ? { id: 11 } : path === '/orgs' ? orgs : users);

  it('writes organization names onto users, so they sort and filter by them; one GET each', async () => {
    backend(directory);
    const list = await dataProvider.getList({
      resource: 'users',
      meta: { join: 'org' },
      sorters: [
        { field: 'org_name', order: 'asc' },
        { field: 'id', order: 'asc' },
      ],
    });
    expect(list.data.map((u) => [u.id, u.org_name])).toEqual([
      [13, 'Acme Brokers'],
      [11, 'Zephyr Agency'],
      [12, 'Zephyr Agency'],
      [14, null],
    ]);
    expect(hits.map((h) => h.path).sort()).toEqual(['/orgs', '/users']);
    const acme = await dataProvider.getList({
      resource: 'users',
      meta: { join: 'org' },
      filters: [{ field: 'org_name', operator: 'contains', value: 'acme' }],
    });
    expect(acme.data.map((u) => u.id)).toEqual([13]);
  });

  it('writes the billing owner’s name and email onto organizations', async () => {
    backend(directory);
    const list = await dataProvider.getList({
      resource: 'orgs',
      meta: { join: 'owner' },
      sorters: [{ field: 'owner_name', order: 'asc' }],
    });
    expect(list.data.map((o) => [o.name, o.owner_name, o.owner_email])).toEqual([
      ['Zephyr Agency', 'Al Zed', 'a@z.test'],
      ['Acme Brokers', null, null],
    ]);
  });

  it('keeps the list when the joined one fails (the names stay empty)', async () => {
    backend((_m, path) => (path === '/orgs' ? HttpResponse.json({ detail: 'Boom' }, { status: 500 }) : users));
    const list = await dataProvider.getList({ resource: 'users', meta: { join: 'org' } });
    expect(list.data.map((u) => u.org_name)).toEqual([null, null, null, null]);
  });

  it('shares one request between lists asked at once, never across a write', async () => {
    backend(directory);
    await Promise.all([
      dataProvider.getList({ resource: 'users', meta: { join: 'org' } }),
      dataProvider.getList({ resource: 'orgs', meta: { join: 'owner' } }),
      dataProvider.getList({ resource: 'users' }),
    ]);
    expect(hits.map((h) => h.path).sort()).toEqual(['/orgs', '/users']);
    hits.length = 0;
    const before = dataProvider.getList({ resource: 'users' });
    await dataProvider.update({ resource: 'users', id: 11, variables: { role: 'admin' } });
    await Promise.all([before, dataProvider.getList({ resource: 'users' })]);
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['GET /users', 'PATCH /users/11', 'GET /users']);
  });

  it('keeps each list answer: a new page, sort or search costs no request; the same view again asks the server', async () => {
    backend(directory);
    const view = { resource: 'users', meta: { join: 'org' }, pagination: { currentPage: 1, pageSize: 2 } };
    const first = await dataProvider.getList(view);
    expect(hits.map((h) => h.path).sort()).toEqual(['/orgs', '/users']);
    hits.length = 0;
    const page2 = await dataProvider.getList({ ...view, pagination: { currentPage: 2, pageSize: 2 } });
    const sorted = await dataProvider.getList({ ...view, sorters: [{ field: 'org_name', order: 'desc' }] });
    const searched = await dataProvider.getList({ ...view, filters: [{ field: 'q', operator: 'contains', value: 'acme' }] });
    expect(hits).toEqual([]);
    expect(page2.total).toBe(first.total);
    expect(sorted.data[0]?.org_name).toBe('Zephyr Agency');
    expect(searched.data.map((u) => u.org_name)).toEqual(['Acme Brokers']);
    // The first view again (a poll, a Retry): asked of the server, and its unchanged rows are the same objects.
    const again = await dataProvider.getList(view);
    expect(hits.map((h) => h.path).sort()).toEqual(['/orgs', '/users']);
    expect(again.data[0]).toBe(first.data[0]);
  });

  it('asks again after a write, and after a failed answer', async () => {
    backend(directory);
    await dataProvider.getList({ resource: 'orgs' });
    await dataProvider.update({ resource: 'orgs', id: 1, variables: { name: 'Acme 2' } });
    hits.length = 0;
    await dataProvider.getList({ resource: 'orgs', sorters: [{ field: 'name', order: 'asc' }] });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['GET /orgs']);
    backend(() => HttpResponse.json({ detail: 'Boom' }, { status: 500 }));
    await expect(dataProvider.getList({ resource: 'orgs', sorters: [{ field: 'name', order: 'asc' }] })).rejects.toMatchObject({
      statusCode: 500,
    });
    backend(directory);
    await dataProvider.getList({ resource: 'orgs', sorters: [{ field: 'name', order: 'desc' }] });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['GET /orgs']);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['a JSON string', () => HttpResponse.json('ok')],
  ])('does not take %s for a saved organization or user', async (_n, reply) => {
    backend(reply);
    for (const save of [
      () => dataProvider.update({ resource: 'orgs', id: 1, variables: { name: 'X' } }),
      () => dataProvider.create({ resource: 'orgs', variables: { name: 'X' } }),
      () => dataProvider.update({ resource: 'users', id: 1, variables: { role: 'agent' } }),
      () => dataProvider.create({ resource: 'users', variables: { org_id: 1, username: 'a@b.test', password: 'password1' } }),
    ]) {
      await expect(save()).rejects.toMatchObject({ statusCode: 200, serverMessage: undefined });
    }
  });
});
