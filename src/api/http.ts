import { API_BASE } from '../config';
import { ApiError, NetworkError, extractErrorText } from './errors';
import { storedToken } from './token';

export type Body =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: FormData }
  | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Body;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The app decides what a 401 means (decisions.md: the session is over). */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

const origin = (): string =>
  typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';

/** An absolute URL for an API path; absolute URLs pass through (logos, docs). */
export function apiUrl(pathOrUrl: string, query?: RequestOptions['query']): string {
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

export function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function encodeBody(body: Body, headers: Record<string, string>): BodyInit | undefined {
  if (!body) return undefined;
  if ('json' in body) {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(body.json ?? {});
  }
  if ('form' in body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(body.form).toString();
  }
  return body.multipart;
}

/** Parse a body as JSON when it is JSON; otherwise the raw text (or undefined when empty). */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fail(status: number, body: unknown, sentToken: boolean): never {
  if (status === 401 && sentToken) onUnauthorized?.();
  throw new ApiError(status, extractErrorText(body), body);
}

/**
 * One call of spec §7. Resolves with the parsed body (JSON, raw text for a non-JSON body,
 * undefined for an empty one); rejects with ApiError (HTTP status) or NetworkError (no answer).
 */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...opts.headers };
  const sentToken = 'Authorization' in headers;
  const init: RequestInit = {
    method: opts.method ?? (opts.body ? 'POST' : 'GET'),
    headers,
    body: encodeBody(opts.body, headers),
    signal: opts.signal,
    credentials: 'omit',
  };
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), init);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  let text = '';
  try {
    text = await res.text();
  } catch (err) {
    if (res.ok) throw new NetworkError(err);
  }
  const body = parseBody(text);
  if (!res.ok) fail(res.status, body, sentToken);
  return body as T;
}

export type UploadProgress = (percent: number) => void;

/** A multipart upload that reports progress (0–100); XHR, since fetch cannot report it. */
export function upload<T = unknown>(
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    const sentToken = 'Authorization' in headers;
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new NetworkError());
    xhr.onload = () => {
      const body = parseBody(xhr.responseText ?? '');
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      if (xhr.status === 0) return reject(new NetworkError());
      try {
        fail(xhr.status, body, sentToken);
      } catch (err) {
        reject(err);
      }
    };
    xhr.send(form);
  });
}
