// The one door to browser storage. Storage may be missing (privacy modes) or full (quota): a read
// then finds nothing and a write or removal is ignored (docs/decisions.md#stored-selections), never a crash.

const store = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function readKey(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app goes on without it.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // As for writeKey.
  }
}

/** Every key currently stored. */
export function storedKeys(): string[] {
  const keys: string[] = [];
  try {
    const s = store();
    for (let i = 0; s && i < s.length; i++) {
      const k = s.key(i);
      if (k !== null) keys.push(k);
    }
  } catch {
    // Nothing readable.
  }
  return keys;
}
