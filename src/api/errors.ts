// Error bodies (docs/decisions.md#errors): FastAPI `detail` (string or list of {msg}), or `error`.
import { isRecord } from './guards';

export class ApiError extends Error {
  readonly kind = 'http' as const;
  /** Refine reads `statusCode` from thrown errors. */
  readonly statusCode: number;
  constructor(
    readonly status: number,
    /** Text the server gave (detail / error), when it gave one. */
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? `Request failed (status ${status})`);
    this.name = 'ApiError';
    this.statusCode = status;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  readonly kind = 'network' as const;
  readonly statusCode = 0;
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A 2xx answer where a list was due but the body holds none (null, text, HTML, an object without
 * the array). Status 200 and no server text, so a page shows its own words (docs/product.md#8-errors).
 */
export class NotAListError extends ApiError {
  constructor(
    /** What was listed (a resource or a path), for the log. */
    readonly what: string,
    body: unknown,
  ) {
    super(200, undefined, body);
    this.name = 'NotAListError';
    this.message = `Expected a list from ${what}`;
  }
}

/**
 * A 2xx answer to a write whose body is empty or not JSON (an HTML page from a proxy or a static
 * host's fallback, say): nothing says what was saved, so it is a failure. Status as answered and
 * no server text, so a page shows its own words (docs/product.md#8-errors).
 */
export class UnreadableAnswerError extends ApiError {
  constructor(status: number, body: unknown) {
    super(status, undefined, body);
    this.name = 'UnreadableAnswerError';
    this.message = `The answer (status ${status}) could not be read`;
  }
}

/**
 * What a 412 means to the person saving (docs/decisions.md#lost-updates): their input stays in the
 * form, and saving again replaces the other change (the stale version is forgotten).
 */
export const CHANGED_ELSEWHERE =
  'Someone changed this record elsewhere since you opened it. Your changes are still here: save again to replace theirs, or reload to see them.';

const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** detail string, else detail list's msgs joined with ", ", else error; undefined otherwise. */
export function extractErrorText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { detail, error } = body;
  if (nonBlank(detail)) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail.map((d) => (isRecord(d) ? d.msg : typeof d === 'string' ? d : undefined)).filter(nonBlank);
    if (msgs.length) return msgs.join(', ');
  }
  if (nonBlank(error)) return error;
  return undefined;
}

/** The text to show for a failed call: the server's words, else the caller's fallback. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

export const isNetworkError = (err: unknown): err is NetworkError => err instanceof NetworkError;
export const isNotAList = (err: unknown): err is NotAListError => err instanceof NotAListError;
export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
export const statusOf = (err: unknown): number | undefined => (err instanceof ApiError ? err.status : undefined);
