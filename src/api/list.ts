// Decisions.md: every list is a bare array, or the array wrapped under its key.
import { NotAListError } from './errors';
import { isRecord } from './guards';

/** The list in `body` (a bare array, or the array under `key`), or null when it holds none. */
export function listIn(body: unknown, key?: string): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (key && isRecord(body)) {
    const inner = body[key];
    if (Array.isArray(inner)) return inner;
  }
  return null;
}

/** The list in `body`, or [] when it holds none. */
export const asList = (body: unknown, key?: string): unknown[] => listIn(body, key) ?? [];

/**
 * The list in `body`; a body holding none is logged once and thrown as a NotAListError, so the
 * screen shows its own failure text and an empty list (docs/product.md#8-errors).
 */
export function requireList(body: unknown, key: string | undefined, what: string): unknown[] {
  const rows = listIn(body, key);
  if (rows) return rows;
  console.error(`Expected a list from ${what}`, body);
  throw new NotAListError(what, body);
}
