// Guards for bodies read from the server: the client is tolerant in what it accepts (docs/decisions.md#wire-formats).

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as the spec means it: a string, a finite number as its digits, anything else null. */
export const asText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * A copy of `row` whose listed fields, where present, are text or null: a real server may send a
 * number or an object in a text field, and no screen should trip over it.
 */
export function withTextFields<T extends Record<string, unknown>>(row: T, keys: readonly string[]): T {
  const out = { ...row };
  for (const key of keys) if (row[key] !== undefined) Object.assign(out, { [key]: asText(row[key]) });
  return out;
}

const pageOrigin = (): string => (typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost');

/**
 * A link a server answered for the app to go to or show (checkout, portal, invoice, reset links):
 * the text as given when it resolves, against `base` (the page by default), to an http(s) URL;
 * else null, so no answer can send the browser to `javascript:`, `data:` or another scheme. The
 * one check every such link goes through.
 */
export function navigableUrl(value: unknown, base: string = pageOrigin()): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const { protocol } = new URL(value.trim(), base);
    return protocol === 'http:' || protocol === 'https:' ? value.trim() : null;
  } catch {
    return null;
  }
}
