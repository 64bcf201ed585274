import type { Rule } from 'antd/es/form';

/** Every field trimmed; an empty one is sent as null (spec §7: each null when empty). */
function nullsForBlanks<K extends string>(
  fields: readonly K[],
  values: Partial<Record<K, unknown>>,
): Record<K, string | null> {
  const out = {} as Record<K, string | null>;
  for (const key of fields) {
    const raw = values[key];
    const text = typeof raw === 'string' ? raw.trim() : '';
    out[key] = text === '' ? null : text;
  }
  return out;
}

/**
 * The fields the user changed: their values (as nullsForBlanks sends them) where they differ
 * from what the form was filled with. A PATCH carries only these (decisions.md "Updates"), so a
 * second tab's stale values never overwrite a field this user did not touch.
 */
export function changedValues<K extends string>(
  fields: readonly K[],
  values: Partial<Record<K, unknown>>,
  loaded: Partial<Record<K, unknown>> | undefined,
): Partial<Record<K, string | null>> {
  const now = nullsForBlanks(fields, values);
  const before = nullsForBlanks(fields, loaded ?? {});
  const out: Partial<Record<K, string | null>> = {};
  for (const key of fields) if (now[key] !== before[key]) out[key] = now[key];
  return out;
}

/** An http(s) URL with a host; a website may be typed without its scheme (`www.example.com`). */
export function isHttpUrl(value: string, { schemeOptional = false } = {}): boolean {
  const raw = value.trim();
  if (/\s/.test(raw)) return false;
  const withScheme = schemeOptional && !/^[a-z][a-z\d+.-]*:/i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(withScheme);
    const okHost = url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && okHost;
  } catch {
    return false;
  }
}

/** A form rule: blank passes (sent as null), anything else must be a URL. */
export const urlRule = (message: string, isValid: (text: string) => boolean): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !isValid(text)) throw new Error(message);
  },
});
