// The contract client: every call of docs/product.md#7-calls, typed by path and method from `schema.d.ts`.
import createClient, { type Middleware } from 'openapi-fetch';
import { API_BASE } from '../config';
import { ApiError, CHANGED_ELSEWHERE, NetworkError, UnreadableAnswerError, extractErrorText } from './errors';
import type { paths } from './schema';
import { storedToken } from './token';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The app decides what a 401 means (docs/decisions.md#sessions: the session is over). */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

const origin = (): string => (typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost');

type Query = Record<string, string | number | boolean | undefined | null>;

/** An absolute URL for an API path; absolute URLs pass through (logos, docs). */
export function apiUrl(pathOrUrl: string, query?: Query): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  const url = new URL(isAbsolute ? pathOrUrl : `${API_BASE}${path}`, origin());
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  return url.toString();
}

/** A logo_url or logo_path of the server: absolute URLs as they are, paths against the API base. */
export function resolveAssetUrl(pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl || typeof pathOrUrl !== 'string') return null;
  return apiUrl(pathOrUrl);
}

/** A body as JSON when it is JSON; otherwise the raw text (or undefined when empty). Never throws. */
function parseBody(text: string): { body: unknown; json: boolean } {
  if (text.trim() === '') return { body: undefined, json: false };
  try {
    return { body: JSON.parse(text), json: true };
  } catch {
    return { body: text, json: false };
  }
}

/**
 * Writes whose success body no screen shows (docs/product.md#7-calls: the answers of delete, clear, cancel, resume
 * and refresh; the presence ping): any 2xx is a success. Reads are read by their guards (a list
 * that is not one is an error the page reads, docs/decisions.md#lists).
 */
const BODY_NOT_SHOWN = /\/(?:conversations\/[^/]+\/clear|billing\/(?:cancel|resume|refresh)|presence\/ping)\/?$/;

/**
 * Every other write (a save, a sign-in, a request for a link) must answer JSON: a 2xx with an
 * empty or non-JSON body is a failure (UnreadableAnswerError), never reported as done.
 */
function mustBeReadable(method: string, url: string): boolean {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD' || m === 'DELETE') return false;
  return !BODY_NOT_SHOWN.test(new URL(url, origin()).pathname);
}

function fail(status: number, body: unknown, sentToken: boolean): never {
  if (status === 401 && sentToken) onUnauthorized?.();
  // A 412 is the app's own words whatever the server wrote: what it means depends on what the app
  // does next (the form keeps its input, the next save replaces).
  throw new ApiError(status, status === 412 ? CHANGED_ELSEWHERE : extractErrorText(body), body);
}

/**
 * Lost updates (docs/decisions.md#lost-updates): the version (ETag) a server sent with a record, by the record's
 * URL, from its GET or its last PATCH. A PATCH of that record sends it as If-Match, so a save
 * made on a stale copy answers 412 instead of overwriting someone else's change. A server that
 * sends no ETag gets no If-Match: nothing depends on one.
 */
const versions = new Map<string, string>();
const MAX_VERSIONS = 500;
const recordKey = (url: string): string => {
  const parsed = new URL(url, origin());
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
};

function rememberVersion(method: string, url: string, status: number, etag: string | null): void {
  const key = recordKey(url);
  // A 412 forgets the stale version: the user was told, and saving again is their choice.
  const ok = status >= 200 && status < 300;
  if (method === 'DELETE' || status === 412 || (method === 'PATCH' && ok && !etag)) versions.delete(key);
  else if ((method === 'GET' || method === 'PATCH') && etag && ok) {
    versions.delete(key);
    versions.set(key, etag);
    if (versions.size > MAX_VERSIONS) versions.delete(versions.keys().next().value!);
  }
}

/** Forgets every version (the session ended; another user's edits start afresh). */
export function forgetVersions(): void {
  versions.clear();
}

/**
 * An answer already read: openapi-fetch takes its JSON as it is, so a big list (10,000 users) is
 * parsed once, not parsed, re-encoded and parsed again on the main thread.
 */
class ReadAnswer extends Response {
  constructor(
    private readonly parsed: unknown,
    from: Response,
  ) {
    // A one-byte stand-in body with its length, so openapi-fetch asks for json() (not text()).
    super(' ', {
      status: from.status,
      statusText: from.statusText,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '1' },
    });
  }
  override json(): Promise<unknown> {
    return Promise.resolve(this.parsed);
  }
  override text(): Promise<string> {
    return Promise.resolve(JSON.stringify(this.parsed));
  }
}

const isAbort = (err: unknown): boolean => typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';

/**
 * The semantics every call shares: the bearer header only while a usable token is stored; a
 * tolerant reading of the answer (JSON, else its text, else undefined); a non-2xx answer throws
 * ApiError with the server's text, and a 401 to a call that carried a token ends the session; a
 * 2xx to a write that is not JSON throws UnreadableAnswerError (see `mustBeReadable`); no answer
 * throws NetworkError; an abort passes through as it is.
 */
const contract: Middleware = {
  onRequest({ request }) {
    const token = storedToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    const version = request.method === 'PATCH' ? versions.get(recordKey(request.url)) : undefined;
    if (version && !request.headers.has('If-Match')) request.headers.set('If-Match', version);
    return request;
  },
  async onResponse({ request, response }) {
    rememberVersion(request.method, request.url, response.status, response.headers.get('ETag'));
    let text = '';
    try {
      text = await response.text();
    } catch (err) {
      if (response.ok) throw new NetworkError(err);
    }
    const { body, json } = parseBody(text);
    if (!response.ok) fail(response.status, body, request.headers.has('Authorization'));
    if (!json && mustBeReadable(request.method, request.url)) throw new UnreadableAnswerError(response.status, body);
    // openapi-fetch parses JSON strictly; hand it the tolerant reading.
    return body === undefined || [204, 205, 304].includes(response.status)
      ? new Response(null, { status: response.status, statusText: response.statusText, headers: { 'Content-Type': 'application/json' } })
      : new ReadAnswer(body, response);
  },
  onError({ error }) {
    return isAbort(error) ? undefined : new NetworkError(error);
  },
};

const clientOptions = {
  baseUrl: apiUrl('/'),
  // Looked up at call time, so whatever answers `fetch` then (msw in tests) sees the call.
  fetch: (req: Request) => globalThis.fetch(req),
  credentials: 'omit' as const,
  headers: { Accept: 'application/json' },
};

/**
 * The typed client: `api.GET('/companies/{company_id}', { params: { path: { company_id } } })`.
 * Answers are read as `unknown` through `answerOf` and checked by guards: a real server may send
 * anything, and the client stays tolerant in what it accepts.
 */
export const api = createClient<paths>(clientOptions);
api.use(contract);

/**
 * The body of a typed call's answer. Non-2xx answers have already thrown (see `contract`), so
 * this is the 2xx body, left `unknown` for the caller's guards.
 */
export async function answerOf(call: Promise<{ data?: unknown }>): Promise<unknown> {
  return (await call).data;
}

/** Form fields for `application/x-www-form-urlencoded` (the login call). */
export const FORM_ENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

// Refine's `custom` carries URLs its caller chose, which no path type can name: a client over any
// path, with the same options and the same contract middleware.
type AnyOperation = {
  parameters: { query?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } } };
};
type AnyPaths = Record<string, Record<'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace', AnyOperation>>;
const anyPath = createClient<AnyPaths>(clientOptions);
anyPath.use(contract);

type Body = { json: unknown } | { form: Record<string, string> } | { multipart: FormData } | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Body;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const METHODS = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;

function encodeBody(body: Body): { body?: unknown; headers?: Record<string, string> } {
  if (!body) return {};
  if ('json' in body) return { body: body.json ?? {} };
  if ('form' in body) return { body: body.form, headers: FORM_ENCODED };
  return { body: body.multipart };
}

/**
 * A call to a path the caller chose (Refine's `custom`), with the contract's semantics. Calls of
 * docs/product.md#7-calls use the typed `api` instead.
 */
export function request(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const method = opts.method ?? (opts.body ? 'POST' : 'GET');
  const encoded = encodeBody(opts.body);
  return answerOf(
    anyPath.request(METHODS[method], '', {
      // The whole URL as the base, so absolute URLs and the query are resolved as apiUrl does.
      baseUrl: apiUrl(path, opts.query),
      body: encoded.body,
      headers: { ...encoded.headers, ...opts.headers },
      signal: opts.signal,
    }),
  );
}

export type UploadProgress = (percent: number) => void;

/** The paths of docs/product.md#7-calls that take a multipart POST without path parameters. */
type UploadPath = {
  [P in keyof paths]: paths[P] extends {
    post: { parameters: { path?: never }; requestBody: { content: { 'multipart/form-data': unknown } } };
  }
    ? P
    : never;
}[keyof paths];

/**
 * A multipart upload that reports progress (0–100); XHR, since fetch cannot report it. Same
 * contract as the client: the bearer header only for a usable token, the tolerant reading,
 * ApiError / NetworkError, a 401 after a token ends the session.
 */
export function upload(path: UploadPath, form: FormData, onProgress?: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = storedToken();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new NetworkError());
    xhr.onload = () => {
      const { body, json } = parseBody(xhr.responseText ?? '');
      if (xhr.status >= 200 && xhr.status < 300) {
        // An upload is a save: an answer that cannot be read is not a success.
        if (!json) return reject(new UnreadableAnswerError(xhr.status, body));
        onProgress?.(100);
        resolve(body);
        return;
      }
      if (xhr.status === 0) return reject(new NetworkError());
      try {
        fail(xhr.status, body, token !== null);
      } catch (err) {
        reject(err);
      }
    };
    xhr.send(form);
  });
}
