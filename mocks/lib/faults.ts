import { HttpResponse } from 'msw';
import { sleep } from './latency';

/** A failure to inject into one call, so every error path of the client can be seen on demand. */
export type Fault =
  { kind: 'network' } | { kind: 'status'; status: number; body?: unknown } | { kind: 'malformed' } | { kind: 'delay'; ms: number };

interface FaultEntry {
  /** `"METHOD /path"` with the path below the API base; `*` as method or inside the path is a wildcard. */
  key: string;
  fault: Fault;
}

const faults = new Map<string, Fault>();

/** Normalizes `"post  /auth/login/"` to `"POST /auth/login"`. */
function normalizeKey(key: string): string {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(key);
  if (!match) throw new Error(`Invalid fault key "${key}": expected "METHOD /path"`);
  const method = match[1].toUpperCase();
  let path = match[2].startsWith('/') ? match[2] : `/${match[2]}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return `${method} ${path}`;
}

export function setFault(key: string, fault: Fault): void {
  faults.set(normalizeKey(key), fault);
}

export function clearFaults(): void {
  faults.clear();
}

export function listFaults(): FaultEntry[] {
  return [...faults].map(([key, fault]) => ({ key, fault }));
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The fault set for a call, exact keys first, then wildcard keys. */
export function findFault(method: string, path: string): Fault | undefined {
  const m = method.toUpperCase();
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = faults.get(`${m} ${p}`) ?? faults.get(`* ${p}`);
  if (exact) return exact;
  for (const [key, fault] of faults) {
    const space = key.indexOf(' ');
    const km = key.slice(0, space);
    if ((km === '*' || km === m) && globToRegExp(key.slice(space + 1)).test(p)) return fault;
  }
  return undefined;
}

/** The request path below the API base (`/api/auth/login` → `/auth/login`). */
export function pathBelowBase(request: Request, basePath: string): string {
  const pathname = new URL(request.url).pathname;
  const base = (/^https?:\/\//.test(basePath) ? new URL(basePath).pathname : basePath).replace(/\/+$/, '');
  if (base && pathname.startsWith(base)) return pathname.slice(base.length) || '/';
  return pathname;
}

function faultResponse(fault: Exclude<Fault, { kind: 'delay' }>): Response {
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      // Claims JSON but is not: the worst case for a client that trusts the header.
      return new HttpResponse('<html>oops', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'status':
      if (fault.body === undefined) return new HttpResponse(null, { status: fault.status });
      if (typeof fault.body === 'string') {
        return new HttpResponse(fault.body, { status: fault.status, headers: { 'Content-Type': 'text/plain' } });
      }
      return HttpResponse.json(fault.body as object, { status: fault.status });
  }
}

/**
 * Applies the fault set for this request: a response to answer with instead of the handler's,
 * or undefined to go on (after waiting, for a delay fault).
 */
export async function applyFault(request: Request, basePath: string): Promise<Response | undefined> {
  const fault = findFault(request.method, pathBelowBase(request, basePath));
  if (!fault) return undefined;
  if (fault.kind === 'delay') {
    await sleep(fault.ms);
    return undefined;
  }
  return faultResponse(fault);
}

function parseFault(value: string): Fault {
  const v = value.trim();
  if (v === 'network') return { kind: 'network' };
  if (v === 'malformed') return { kind: 'malformed' };
  const delay = /^delay-(\d+)$/.exec(v);
  if (delay) return { kind: 'delay', ms: Number(delay[1]) };
  const status = /^(\d{3})(?::([\s\S]*))?$/.exec(v);
  if (status) {
    const code = Number(status[1]);
    if (status[2] === undefined) return { kind: 'status', status: code };
    try {
      return { kind: 'status', status: code, body: JSON.parse(status[2]) as unknown };
    } catch {
      return { kind: 'status', status: code, body: status[2] };
    }
  }
  throw new Error(`Invalid fault "${value}": expected network, malformed, delay-<ms>, <status> or <status>:<body>`);
}

/**
 * Parses the query-string form: `"POST /auth/login=500"`, `"GET /companies=network"`,
 * `"…=malformed"`, `"…=delay-2000"`, `"…=500:{\"detail\":\"Boom\"}"`, several joined by `;`.
 */
export function parseFaultSpec(spec: string): FaultEntry[] {
  return spec
    .split(/;(?=\s*(?:\*|[A-Za-z]+)\s+\/)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) throw new Error(`Invalid fault spec "${part}": expected "METHOD /path=fault"`);
      return { key: normalizeKey(part.slice(0, eq)), fault: parseFault(part.slice(eq + 1)) };
    });
}

/** Parses a spec and sets every fault in it; answers what was set. */
export function applyFaultSpec(spec: string): FaultEntry[] {
  const entries = parseFaultSpec(spec);
  for (const { key, fault } of entries) setFault(key, fault);
  return entries;
}
