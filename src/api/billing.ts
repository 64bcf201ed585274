import { isRecord } from './guards';
import { answerOf, api } from './http';

const urlOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.url === 'string' && body.url ? body.url : null;

/** POST /billing/checkout (price_id) → the payment page's url (null when the answer has none). */
export async function startCheckout(priceId: string): Promise<string | null> {
  return urlOf(await answerOf(api.POST('/billing/checkout', { body: { price_id: priceId } })));
}

/** POST /billing/refresh (session_id), after the payment page sends the user back. */
export const refreshBilling = (sessionId: string): Promise<unknown> =>
  answerOf(api.POST('/billing/refresh', { body: { session_id: sessionId } }));
