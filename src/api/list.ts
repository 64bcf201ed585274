// Decisions.md: every list is a bare array, or the array wrapped under its key; anything else is [].

/** The list in `body` (a bare array, or the array under `key`), or null when it holds none. */
export function listIn<T = unknown>(body: unknown, key?: string): T[] | null {
  if (Array.isArray(body)) return body as T[];
  if (key && typeof body === 'object' && body !== null) {
    const inner = (body as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return null;
}

export const asList = <T = unknown>(body: unknown, key?: string): T[] => listIn<T>(body, key) ?? [];

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as the spec means it: a string, a finite number as its digits, anything else null. */
export const asText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * A copy of `row` whose listed fields, where present, are text or null: a real server may send a
 * number or an object in a text field, and no screen should trip over it.
 */
export function withTextFields<T extends Record<string, unknown>>(row: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const key of keys) if (row[key] !== undefined) out[key] = asText(row[key]);
  return out as T;
}
