// Ids that double as capabilities (docs/decisions.md#files: file and invoice ids are unguessable): documents,
// stored files and invoices are served without a token, so knowing one id must not tell anyone
// the next. 128 random bits from the platform's CSPRNG, never a counter or Math.random; not
// derived from the seed either (tests find them through the API).

/** 128 random bits as 32 lowercase hex digits. */
export function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `prefix` followed by a random token. */
export const unguessableId = (prefix: string): string => prefix + randomToken();
