// Unguessable ids for what is served without a token (uploaded documents, their file keys): 128
// random bits from the platform's CSPRNG, never a counter or Math.random.

/** 128 random bits as 28 lowercase base-36 characters. */
export function randomToken(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36).padStart(7, '0')).join('');
}
