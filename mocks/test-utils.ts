// Helpers for the mock backend's tests: real fetch calls through msw/node, as the client makes them.
import { db } from './db/store';
import { issueToken } from './lib/auth';

const apiUrl = (path: string, base = location.origin): string => new URL(`/api${path}`, base).toString();

export function userByEmail(email: string) {
  const user = db.users.find((u) => u.email === email);
  if (!user) throw new Error(`No seeded user ${email}`);
  return user;
}

export function orgByName(name: string) {
  const org = db.orgs.find((o) => o.name === name);
  if (!org) throw new Error(`No seeded organization ${name}`);
  return org;
}

/** A bearer token for a seeded user, without going through the login call. */
export const tokenOf = (email: string, expiresInSec?: number): string => issueToken(userByEmail(email), { expiresInSec });

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  /** A raw body (string, FormData…) sent as it is. */
  body?: BodyInit;
  /** Fields and a file, sent as multipart/form-data. */
  multipart?: Parameters<typeof multipart>;
  /** Another origin to call (a real HTTP server) instead of the page's, which msw/node answers. */
  base?: string;
  headers?: Record<string, string>;
}

// Test bodies are read loosely, as a test reads JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call(path: string, opts: CallOptions = {}): Promise<{ status: number; body: any; res: Response }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body = opts.body;
  if (opts.multipart) {
    const built = multipart(...opts.multipart);
    headers['Content-Type'] = built.contentType;
    body = built.body.slice().buffer;
  }
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(apiUrl(path, opts.base), { method: opts.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.clone().text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, res };
}

/** The FastAPI 422 list's field names. */
export const fieldsOf = (body: { detail: { loc: (string | number)[] }[] }): (string | number)[] =>
  body.detail.map((d) => d.loc[d.loc.length - 1]);

/**
 * A multipart body built by hand: under jsdom, `FormData` with a jsdom `Blob` does not serialize
 * through Node's fetch, so tests send the bytes a browser would.
 */
export function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
): { body: Uint8Array; contentType: string } {
  const boundary = '----mockFormBoundary7MA4YWxkTrZu0gW';
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      enc.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, enc.encode('\r\n'));
  }
  parts.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    body.set(p, offset);
    offset += p.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
