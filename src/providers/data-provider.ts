import type { BaseKey, DataProvider, MetaQuery } from '@refinedev/core';
import { API_BASE } from '../config';
import {
  ApiError,
  answerOf,
  api,
  isRecord,
  mockResetUrl,
  normalizeCompany,
  request,
  requireList,
  savedObject as saved,
  uploadPdf,
  withTextFields,
} from '../api';
import type { OrgCreate, OrgUserCreate, RequestOptions, TeamUserCreate, UploadProgress } from '../api';
import { forgetKeptLists, keptRows } from './kept-lists';
import { queryList } from './list-query';

type Row = Record<string, unknown>;
type Meta = MetaQuery & {
  orgId?: BaseKey;
  companyId?: BaseKey;
  onProgress?: UploadProgress;
  form?: boolean;
  /** Names from another list on each row, so a list sorts and searches by them (see JOINS). */
  join?: JoinName;
};
type Normalized = Row & { id: BaseKey | undefined };

function need(value: BaseKey | undefined, what: string): BaseKey {
  if (value === undefined || value === null || value === '') throw new ApiError(400, `${what} is required`, undefined);
  return value;
}

/** Organization and user ids are numbers (docs/decisions.md#ids). */
function numeric(id: BaseKey): number {
  const n = Number(id);
  if (!Number.isFinite(n)) throw new ApiError(404, 'Not found', undefined);
  return n;
}

const isKey = (v: unknown): v is BaseKey => typeof v === 'string' || typeof v === 'number';

/**
 * Refine hands `variables` over untyped. The forms that build them use the contract's body types
 * and the server validates every body (422), so this is the one place they become a contract type;
 * they go out exactly as given.
 */
const asBody = <T>(vars: Row): T => vars as T;

/** Keeps every spec field and adds Refine's `id` (doc_id, id → id); text fields as text. */
function withId(row: Row, idField: string, text: readonly string[] = []): Normalized {
  const id = row[idField] ?? row.id;
  // withTextFields hands back a copy: one copy per row, not two (10,000 users a poll).
  const out: Row = withTextFields(row, text);
  out.id = isKey(id) ? id : undefined;
  return out as Normalized;
}

/** How each Refine resource maps onto the calls of docs/product.md#7-calls. */
type Route = {
  idField: string;
  /** A row as the screens read it: every spec field, Refine's `id`, text fields as text. */
  normalize: (row: Row) => Normalized;
  /** The key a wrapped list comes under (docs/decisions.md#lists). */
  listKey: string;
  list: (meta: Meta) => Promise<unknown>;
  one?: (id: BaseKey) => Promise<unknown>;
  create?: (vars: Row, meta: Meta) => Promise<Normalized>;
  update?: (id: BaseKey, vars: Row) => Promise<unknown>;
  remove?: (id: BaseKey, meta: Meta) => Promise<unknown>;
};

/** The label of a user as lists show it: "First Last", else the username. */
const personName = (u: Row): string | null =>
  [u.first_name, u.last_name].filter((v) => typeof v === 'string' && v.trim()).join(' ') ||
  (typeof u.username === 'string' ? u.username : null);

const USER_TEXT = ['username', 'email', 'first_name', 'last_name', 'role', 'last_seen'];
const DOCUMENT_TEXT = ['source_filename', 'uploaded_at', 'url', 'title'];
const INVOICE_TEXT = ['number', 'status', 'currency', 'hosted_invoice_url', 'invoice_pdf'];

const user = (id: BaseKey) => ({ params: { path: { user_id: numeric(id) } } });
const org = (id: BaseKey) => ({ params: { path: { org_id: numeric(id) } } });
const company = (id: BaseKey) => ({ params: { path: { company_id: String(id) } } });
const file = (vars: Row): Blob | undefined => (vars.file instanceof Blob ? vars.file : undefined);

const ROUTES: Record<string, Route> = {
  // With `join: 'owner'` (JOINS below) each organization carries its billing owner's name from GET /users.
  orgs: {
    idField: 'id',
    normalize: (row) => withId(row, 'id', ['name', 'plan', 'subscription_status']),
    listKey: 'orgs',
    list: () => answerOf(api.GET('/orgs')),
    create: async (vars) => ROUTES.orgs.normalize(saved(await answerOf(api.POST('/orgs', { body: asBody<OrgCreate>(vars) })))),
    update: async (id, vars) => saved(await answerOf(api.PATCH('/orgs/{org_id}', { ...org(id), body: vars }))),
    remove: (id) => answerOf(api.DELETE('/orgs/{org_id}', org(id))),
  },
  // With `join: 'org'` (JOINS below) each user carries their organization's name from GET /orgs.
  users: {
    idField: 'id',
    // `full_name`: the label lists show, sort and export ("First Last", else the username).
    normalize: (row) => {
      const u = withId(row, 'id', USER_TEXT);
      u.full_name = personName(u);
      return u;
    },
    listKey: 'users',
    list: (meta) => answerOf(meta.orgId !== undefined ? api.GET('/orgs/{org_id}/users', org(meta.orgId)) : api.GET('/users')),
    create: async (vars, meta) => {
      const { org_id, ...body } = vars;
      const orgId = need(meta.orgId ?? (isKey(org_id) ? org_id : undefined), 'Organization');
      const created = await answerOf(api.POST('/orgs/{org_id}/users', { ...org(orgId), body: asBody<OrgUserCreate>(body) }));
      return ROUTES.users.normalize(saved(created));
    },
    update: async (id, vars) => saved(await answerOf(api.PATCH('/users/{user_id}', { ...user(id), body: vars }))),
    remove: (id) => answerOf(api.DELETE('/users/{user_id}', user(id))),
  },
  companies: {
    idField: 'company_id',
    normalize: normalizeCompany,
    listKey: 'companies',
    list: () => answerOf(api.GET('/companies')),
    one: (id) => answerOf(api.GET('/companies/{company_id}', company(id))),
    // The upload answer names the company as `company` (spec) or `company_id`; either way the
    // record comes back with company_id and id set.
    create: async (vars, meta) =>
      normalizeCompany(await uploadPdf(file(vars), { company_name: String(vars.company_name ?? '') }, meta.onProgress)),
    update: (id, vars) => answerOf(api.PATCH('/companies/{company_id}', { ...company(id), body: vars })),
    remove: (id) => answerOf(api.DELETE('/delete-company/{company_id}', company(id))),
  },
  documents: {
    idField: 'doc_id',
    normalize: (row) => withId(row, 'doc_id', DOCUMENT_TEXT),
    listKey: 'documents',
    list: (meta) => answerOf(api.GET('/companies/{company_id}/documents', company(need(meta.companyId, 'Company')))),
    create: async (vars, meta) => {
      const companyId = String(vars.company_id ?? meta.companyId ?? '');
      const answer = await uploadPdf(file(vars), { company_id: companyId }, meta.onProgress);
      // The new document's fields (doc_id, source_filename…) beside the company it went to.
      const doc = isRecord(answer.document) ? answer.document : {};
      return withId({ ...answer, ...doc, company_id: answer.company_id ?? companyId }, 'doc_id', DOCUMENT_TEXT);
    },
    remove: (id, meta) =>
      answerOf(
        api.DELETE('/delete-document/{company_id}/{doc_id}', {
          params: { path: { company_id: String(need(meta.companyId, 'Company')), doc_id: String(id) } },
        }),
      ),
  },
  'team-users': {
    idField: 'id',
    normalize: (row) => withId(row, 'id', USER_TEXT),
    listKey: 'team-users',
    list: () => answerOf(api.GET('/team/users')),
    create: async (vars) => {
      const row = saved(await answerOf(api.POST('/team/users', { body: asBody<TeamUserCreate>(vars) })));
      // An invite link in the answer is shown only with mocks on (docs/decisions.md#reset-links).
      const { reset_url, ...created } = row;
      const link = mockResetUrl(reset_url);
      return ROUTES['team-users'].normalize(link === null ? created : { ...created, reset_url: link });
    },
    update: async (id, vars) => saved(await answerOf(api.PATCH('/team/users/{user_id}', { ...user(id), body: vars }))),
    remove: (id) => answerOf(api.DELETE('/team/users/{user_id}', user(id))),
  },
  invoices: {
    idField: 'id',
    normalize: (row) => withId(row, 'id', INVOICE_TEXT),
    listKey: 'invoices',
    list: () => answerOf(api.GET('/billing/invoices')),
  },
};

const toRow = (body: unknown): Row => (isRecord(body) ? body : {});

function routeOf(resource: string): Route {
  const route = ROUTES[resource];
  if (!route) throw new ApiError(404, `Unknown resource: ${resource}`, undefined);
  return route;
}

function unsupported(resource: string, action: string): never {
  throw new ApiError(405, `${resource} cannot ${action}`, undefined);
}

/**
 * The server answers ids (a user's org_id, an organization's billing_owner_user_id); the screens
 * show, sort and search names. A join reads the other list once and writes its names onto each
 * row, so the one list query (search, filters, sort) and the CSV export work on them like on any
 * field. A failed other list leaves the names empty rather than failing the list.
 */
const JOINS = {
  org: {
    from: 'orgs',
    add: (rows: Normalized[], orgs: Normalized[]): Normalized[] => {
      const names = new Map(orgs.map((o) => [o.id, o.name]));
      return rows.map((r) => ({ ...r, org_name: names.get(r.org_id as BaseKey) ?? names.get(String(r.org_id)) ?? null }));
    },
  },
  owner: {
    from: 'users',
    add: (rows: Normalized[], users: Normalized[]): Normalized[] => {
      const byId = new Map(users.map((u) => [String(u.id), u]));
      return rows.map((r) => {
        const id = r.billing_owner_user_id;
        const owner = id === null || id === undefined ? undefined : byId.get(String(id));
        return { ...r, owner_name: owner ? personName(owner) : null, owner_email: owner ? (owner.username ?? null) : null };
      });
    },
  },
} as const;
type JoinName = keyof typeof JOINS;

// Two lists asked for at once (a page's tables and their joins) share one request. Only while it
// is in flight, and never across a write: a list asked after a save is fetched afresh.
const inFlight = new Map<string, Promise<Normalized[]>>();

function fetchRows(resource: string, meta: Meta): Promise<Normalized[]> {
  const route = routeOf(resource);
  const key = `${resource} ${String(meta.orgId ?? '')} ${String(meta.companyId ?? '')}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const rows = (async () => {
    const list = requireList(await route.list(meta), route.listKey, resource);
    return list.filter(isRecord).map(route.normalize);
  })();
  inFlight.set(key, rows);
  const done = () => {
    if (inFlight.get(key) === rows) inFlight.delete(key);
  };
  rows.then(done, done);
  return rows;
}

/** A write: no list fetched or kept before or during it is used for one asked for after it. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  inFlight.clear();
  forgetKeptLists();
  try {
    return await run();
  } finally {
    inFlight.clear();
    forgetKeptLists();
  }
}

/**
 * Every row of a resource (joined when asked) for one view of it: from the list kept since the
 * last answer when this view is new, else from the server (kept-lists.ts). A body holding no list
 * throws NotAListError (logged once).
 */
function fetchAll(resource: string, meta: Meta, view: string): Promise<{ rows: Normalized[]; answer: number }> {
  const join = meta.join ? JOINS[meta.join] : undefined;
  return keptRows([resource, meta.orgId ?? null, meta.companyId ?? null, meta.join ?? null], view, async () => {
    const [rows, other] = await Promise.all([
      fetchRows(resource, meta),
      join ? fetchRows(join.from, {}).catch(() => [] as Normalized[]) : undefined,
    ]);
    // Rows may be shared with another list asked at once: a join writes on copies, never on them.
    return join && other ? join.add(rows, other) : rows;
  });
}

function methodOf(m: string): NonNullable<RequestOptions['method']> {
  const upper = m.toUpperCase();
  return upper === 'POST' || upper === 'PATCH' || upper === 'PUT' || upper === 'DELETE' ? upper : 'GET';
}

function bodyOf(payload: unknown, method: string, meta: Meta | undefined): RequestOptions['body'] {
  if (payload instanceof FormData) return { multipart: payload };
  if (meta?.form && isRecord(payload)) {
    return { form: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v ?? '')])) };
  }
  if (payload !== undefined || (method !== 'GET' && method !== 'DELETE')) return { json: payload ?? {} };
  return undefined;
}

const queryOf = (query: unknown): RequestOptions['query'] => {
  if (!isRecord(query)) return undefined;
  const out: NonNullable<RequestOptions['query']> = {};
  for (const [k, v] of Object.entries(query)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
};

const headersOf = (headers: unknown): Record<string, string> | undefined => {
  if (!isRecord(headers)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') out[k] = v;
  return out;
};

// Refine's methods are generic in the record type the page asks for; rows are built above from
// the contract, so they are handed over as that type here, at the boundary.
export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    const { rows, answer } = await fetchAll(resource, meta ?? {}, JSON.stringify({ pagination, sorters, filters }));
    const { data, total } = queryList(rows, { pagination, sorters, filters });
    // `answer` tells the views of one list which of them shows the newer server answer.
    return { data: data as never[], total, answer };
  },

  getOne: async ({ resource, id, meta }) => {
    const route = routeOf(resource);
    if (route.one) {
      const body = await route.one(id);
      if (!isRecord(body)) throw new ApiError(404, undefined, body);
      return { data: route.normalize(body) as never };
    }
    const { rows } = await fetchAll(resource, meta ?? {}, `one ${String(id)}`);
    const row = rows.find((r) => String(r.id) === String(id));
    if (!row) throw new ApiError(404, 'Not found', undefined);
    return { data: row as never };
  },

  create: ({ resource, variables, meta }) =>
    write(async () => {
      const route = routeOf(resource);
      if (!route.create) unsupported(resource, 'create');
      return { data: (await route.create(toRow(variables), meta ?? {})) as never };
    }),

  update: ({ resource, id, variables }) =>
    write(async () => {
      const route = routeOf(resource);
      if (!route.update) unsupported(resource, 'update');
      const vars = toRow(variables);
      const body = await route.update(id, vars);
      return { data: route.normalize(isRecord(body) ? body : { [route.idField]: id, ...vars }) as never };
    }),

  deleteOne: ({ resource, id, meta }) =>
    write(async () => {
      const route = routeOf(resource);
      if (!route.remove) unsupported(resource, 'delete');
      const body = await route.remove(id, meta ?? {});
      return { data: route.normalize({ [route.idField]: id, ...toRow(body) }) as never };
    }),

  custom: async ({ url, method, payload, query, headers, meta }) => {
    const m = methodOf(method);
    const data = await request(url, {
      method: m,
      body: bodyOf(payload, m, meta),
      query: queryOf(query),
      headers: headersOf(headers),
    });
    return { data: data as never };
  },
};
