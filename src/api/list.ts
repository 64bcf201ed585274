// Decisions.md: every list is a bare array, or the array wrapped under its key; anything else is [].

export function asList<T = unknown>(body: unknown, key?: string): T[] {
  if (Array.isArray(body)) return body as T[];
  if (key && typeof body === 'object' && body !== null) {
    const inner = (body as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
