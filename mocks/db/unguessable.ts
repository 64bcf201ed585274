// Ids that double as capabilities (decisions.md: invoice ids are unguessable): an invoice's PDF and
// hosted page are served without a token, like a payment provider's, so knowing one id must not
// tell anyone the next. Random, not derived from the seed: tests find them through the API.

/** `prefix` followed by 128 random bits from the platform's CSPRNG, as 32 hex digits. */
export function unguessableId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
