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
