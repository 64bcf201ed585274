import type { BaseKey, BaseRecord, DataProvider, MetaQuery } from '@refinedev/core';
import { API_BASE } from '../config';
import { ApiError, asList, COMPANY_TEXT_FIELDS, isRecord, request, upload, withTextFields } from '../api';
import type { RequestOptions, UploadProgress } from '../api';
import { queryList } from './list-query';

type Row = Record<string, unknown>;
type Meta = MetaQuery & { orgId?: BaseKey; companyId?: BaseKey; onProgress?: UploadProgress };

const enc = (v: BaseKey | undefined): string => encodeURIComponent(String(v ?? ''));

function need(value: BaseKey | undefined, what: string): BaseKey {
  if (value === undefined || value === null || value === '') throw new ApiError(400, `${what} is required`, undefined);
  return value;
}

/** How each Refine resource maps onto the paths of spec §7. */
type Route = {
  idField: string;
  /** Fields read as text or null, whatever type the server sent. */
  text?: readonly string[];
  list: (meta: Meta) => string;
  listKey?: string;
  one?: (id: BaseKey) => string;
  create?: (vars: Row, meta: Meta) => Promise<unknown>;
  update?: (id: BaseKey) => string;
  remove?: (id: BaseKey, meta: Meta) => string;
};

function uploadPdf(vars: Row, meta: Meta, target: 'company_name' | 'company_id'): Promise<unknown> {
  const form = new FormData();
  const file = vars.file;
  if (file instanceof Blob) form.append('file', file, file instanceof File ? file.name : 'document.pdf');
  const value = target === 'company_id' ? (vars.company_id ?? meta.companyId) : vars.company_name;
  form.append(target, String(value ?? ''));
  return upload('/upload', form, meta.onProgress);
}

const USER_TEXT = ['username', 'email', 'first_name', 'last_name', 'role', 'last_seen'];

const ROUTES: Record<string, Route> = {
  orgs: {
    idField: 'id',
    text: ['name', 'plan', 'subscription_status'],
    list: () => '/orgs',
    create: (vars) => request('/orgs', { method: 'POST', body: { json: vars } }),
    update: (id) => `/orgs/${enc(id)}`,
    remove: (id) => `/orgs/${enc(id)}`,
  },
  users: {
    idField: 'id',
    text: USER_TEXT,
    list: (meta) => (meta.orgId !== undefined ? `/orgs/${enc(meta.orgId)}/users` : '/users'),
    create: (vars, meta) => {
      const { org_id, ...body } = vars;
      const orgId = need((meta.orgId ?? org_id) as BaseKey | undefined, 'Organization');
      return request(`/orgs/${enc(orgId)}/users`, { method: 'POST', body: { json: body } });
    },
    update: (id) => `/users/${enc(id)}`,
    remove: (id) => `/users/${enc(id)}`,
  },
  companies: {
    idField: 'company_id',
    text: COMPANY_TEXT_FIELDS,
    list: () => '/companies',
    one: (id) => `/companies/${enc(id)}`,
    create: (vars, meta) => uploadPdf(vars, meta, 'company_name'),
    update: (id) => `/companies/${enc(id)}`,
    remove: (id) => `/delete-company/${enc(id)}`,
  },
  documents: {
    idField: 'doc_id',
    text: ['source_filename', 'uploaded_at'],
    listKey: 'documents',
    list: (meta) => `/companies/${enc(need(meta.companyId, 'Company'))}/documents`,
    create: (vars, meta) => uploadPdf(vars, meta, 'company_id'),
    remove: (id, meta) => `/delete-document/${enc(need(meta.companyId, 'Company'))}/${enc(id)}`,
  },
  'team-users': {
    idField: 'id',
    text: USER_TEXT,
    list: () => '/team/users',
    create: (vars) => request('/team/users', { method: 'POST', body: { json: vars } }),
    update: (id) => `/team/users/${enc(id)}`,
    remove: (id) => `/team/users/${enc(id)}`,
  },
  invoices: { idField: 'id', listKey: 'invoices', list: () => '/billing/invoices' },
};

function routeOf(resource: string): Route {
  const route = ROUTES[resource];
  if (!route) throw new ApiError(404, `Unknown resource: ${resource}`, undefined);
  return route;
}

function unsupported(resource: string, action: string): never {
  throw new ApiError(405, `${resource} cannot ${action}`, undefined);
}

/** Keeps every spec field and adds Refine's `id` (company_id, doc_id → id); text fields as text. */
export function withId<T extends BaseRecord>(row: unknown, idField: string, text: readonly string[] = []): T {
  if (!isRecord(row)) return { id: undefined } as unknown as T;
  return { ...withTextFields(row, text), id: row[idField] ?? row.id } as T;
}

async function fetchAll(resource: string, meta: Meta): Promise<Row[]> {
  const route = routeOf(resource);
  const body = await request(route.list(meta));
  const rows = asList<unknown>(body, route.listKey ?? resource);
  if (!Array.isArray(body) && rows.length === 0 && body !== undefined && !isRecord(body)) {
    console.error(`Expected a list from ${resource}`, body);
  }
  return rows.filter(isRecord).map((r) => withId<Row & BaseRecord>(r, route.idField, route.text));
}

function methodOf(m: string): RequestOptions['method'] {
  const upper = m.toUpperCase();
  return (['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(upper) ? upper : 'GET') as RequestOptions['method'];
}

export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    const rows = await fetchAll(resource, (meta ?? {}) as Meta);
    const { data, total } = queryList(rows, { pagination, sorters, filters });
    return { data: data as never[], total };
  },

  getOne: async ({ resource, id, meta }) => {
    const route = routeOf(resource);
    if (route.one) {
      const body = await request(route.one(id));
      if (!isRecord(body)) throw new ApiError(404, undefined, body);
      return { data: withId(body, route.idField, route.text) };
    }
    const rows = await fetchAll(resource, (meta ?? {}) as Meta);
    const row = rows.find((r) => String(r.id) === String(id));
    if (!row) throw new ApiError(404, 'Not found', undefined);
    return { data: row as never };
  },

  create: async ({ resource, variables, meta }) => {
    const route = routeOf(resource);
    if (!route.create) unsupported(resource, 'create');
    const body = await route.create((variables ?? {}) as Row, (meta ?? {}) as Meta);
    return { data: withId(body, route.idField, route.text) };
  },

  update: async ({ resource, id, variables }) => {
    const route = routeOf(resource);
    if (!route.update) unsupported(resource, 'update');
    const body = await request(route.update(id), { method: 'PATCH', body: { json: variables ?? {} } });
    return { data: withId(isRecord(body) ? body : { [route.idField]: id, ...(variables as Row) }, route.idField, route.text) };
  },

  deleteOne: async ({ resource, id, meta }) => {
    const route = routeOf(resource);
    if (!route.remove) unsupported(resource, 'delete');
    const body = await request(route.remove(id, (meta ?? {}) as Meta), { method: 'DELETE' });
    return { data: withId(isRecord(body) ? body : { [route.idField]: id }, route.idField, route.text) };
  },

  custom: async ({ url, method, payload, query, headers, meta }) => {
    const m = methodOf(method);
    let body: RequestOptions['body'];
    if (payload instanceof FormData) body = { multipart: payload };
    else if ((meta as Meta | undefined)?.form && isRecord(payload)) body = { form: payload as Record<string, string> };
    else if (payload !== undefined || (m !== 'GET' && m !== 'DELETE')) body = { json: payload ?? {} };
    const data = await request(url, {
      method: m,
      body,
      query: isRecord(query) ? (query as RequestOptions['query']) : undefined,
      headers: headers as Record<string, string> | undefined,
    });
    return { data: data as never };
  },
};
