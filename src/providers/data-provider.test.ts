import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
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
      const body = type.includes('json') ? await request.json() : type.includes('multipart') ? Object.fromEntries(await request.formData()) : undefined;
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

describe('dataProvider paths (the resource table of the platform issue)', () => {
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
      'POST /orgs', 'PATCH /orgs/3', 'DELETE /orgs/3',
      'POST /orgs/3/users', 'PATCH /users/9', 'DELETE /users/9',
      'PATCH /companies/c1', 'DELETE /delete-company/c1',
      'DELETE /delete-document/c1/d1',
      'POST /team/users', 'PATCH /team/users/4', 'DELETE /team/users/4',
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

  it('gets one company by GET /companies/{id}, other resources from their list', async () => {
    backend((_m, path) => (path === '/orgs' ? [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] : { company_id: 'c1', company_display: 'N' }));
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
    expect(list.data[0]).toEqual({ id: 7, company_id: 7, company_display: '1999', company_phone: '5551234567', company_city: null, extra: { kept: true } });
    const docs = await dataProvider.getList({ resource: 'documents', meta: { companyId: 'c1' } });
    expect(docs.data[0]).toMatchObject({ id: 'd1', source_filename: null });
  });

  it('sorts, filters, searches and pages itself, with the right total', async () => {
    backend(() => companies);
    const sorted = await dataProvider.getList({ resource: 'companies', sorters: [{ field: 'company_display', order: 'asc' }], pagination: { currentPage: 1, pageSize: 2 } });
    expect(sorted.total).toBe(3);
    expect(sorted.data.map((c) => c.id)).toEqual(['c2', 'c3']);
    const page2 = await dataProvider.getList({ resource: 'companies', sorters: [{ field: 'company_display', order: 'asc' }], pagination: { currentPage: 2, pageSize: 2 } });
    expect(page2.data.map((c) => c.id)).toEqual(['c1']);
    const filtered = await dataProvider.getList({ resource: 'companies', filters: [{ field: 'company_display', operator: 'contains', value: 'MUTUAL' }] });
    expect(filtered).toMatchObject({ total: 1, data: [{ id: 'c1' }] });
    const search = await dataProvider.getList({ resource: 'companies', filters: [{ field: 'q', operator: 'contains', value: 'co' }] });
    expect(search.data.map((c) => c.id)).toEqual(['c3']);
    const either = await dataProvider.getList({
      resource: 'companies',
      filters: [{ operator: 'or', value: [{ field: 'company_state', operator: 'eq', value: 'FL' }, { field: 'company_state', operator: 'eq', value: 'MN' }] }],
      sorters: [{ field: 'company_id', order: 'desc' }],
    });
    expect(either.data.map((c) => c.id)).toEqual(['c2', 'c1']);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object without the array', { items: [1] }],
  ])('treats %s as an empty list', async (_name, body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend(() => body);
    await expect(dataProvider.getList({ resource: 'orgs' })).resolves.toEqual({ data: [], total: 0 });
    error.mockRestore();
  });

  it('treats an HTML body as an empty list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend(() => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(dataProvider.getList({ resource: 'companies' })).resolves.toEqual({ data: [], total: 0 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('rejects with statusCode and the server text for Refine', async () => {
    backend(() => HttpResponse.json({ detail: 'Not allowed' }, { status: 403 }));
    await expect(dataProvider.getList({ resource: 'orgs' })).rejects.toMatchObject({ statusCode: 403, message: 'Not allowed' });
  });

  it('carries the other calls through custom()', async () => {
    backend(() => ({ url: 'https://pay.example/session' }));
    const res = await dataProvider.custom!({ url: '/billing/checkout', method: 'post', payload: { price_id: 'p1' } });
    expect(res.data).toEqual({ url: 'https://pay.example/session' });
    expect(hits[0]).toEqual({ method: 'POST', path: '/billing/checkout', body: { price_id: 'p1' } });
  });
});
