/** Subscription statuses as people say them (docs/product.md#4-states: others are shown as they are). */
const WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete (expired)',
  paused: 'Paused',
};

export const statusWords = (status: string | null | undefined): string => (status ? (WORDS[status] ?? status) : 'Not activated');
