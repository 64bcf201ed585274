// A save sends only what the user changed (docs/decisions.md#updates): a second tab's stale values
// never overwrite a field this user did not touch.

/** Every field trimmed; a blank one as null (a PATCH clears a field with null). */
export function blanksAsNull<K extends string>(
  fields: readonly K[],
  values: Partial<Record<K, unknown>> | undefined,
): Record<K, string | null> {
  const out = {} as Record<K, string | null>;
  for (const key of fields) {
    const raw = values?.[key];
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    out[key] = text === '' ? null : text;
  }
  return out;
}

/** The fields of `now` whose value differs from `before`, both written as the request writes them. */
export function changedFields<T extends Record<string, unknown>>(now: T, before: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(now) as (keyof T)[]) if (now[key] !== before[key]) out[key] = now[key];
  return out;
}
