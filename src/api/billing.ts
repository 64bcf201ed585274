import { ApiError } from './errors';
import { asText, isRecord, navigableUrl } from './guards';
import { answerOf, api } from './http';
import type { BillingStatus, Subscription } from './types';

/** The answer's url when the app may go there (http(s) only); null otherwise. */
const urlOf = (body: unknown): string | null => (isRecord(body) ? navigableUrl(body.url) : null);

/** POST /billing/checkout (price_id) → the payment page's url (null when the answer has none, or not an http(s) one). */
export async function startCheckout(priceId: string): Promise<string | null> {
  return urlOf(await answerOf(api.POST('/billing/checkout', { body: { price_id: priceId } })));
}

/** POST /billing/refresh (session_id), after the payment page sends the user back. */
export const refreshBilling = (sessionId: string): Promise<unknown> =>
  answerOf(api.POST('/billing/refresh', { body: { session_id: sessionId } }));

/**
 * POST /billing/portal → a new portal session's url, asked for on every visit (sessions are
 * short-lived); null when the answer holds none, or not an http(s) one.
 */
export async function openBillingPortal(): Promise<string | null> {
  return urlOf(await answerOf(api.POST('/billing/portal')));
}

/**
 * docs/product.md#7-calls: the success bodies of cancel and resume are not shown, so an empty or any JSON body is
 * a success; a 2xx whose body is not JSON at all (an HTML error page) is not.
 */
function readable(body: unknown): unknown {
  if (typeof body === 'string') throw new ApiError(200, undefined, body);
  return body;
}

/** POST /billing/cancel: the subscription ends at the end of its period. */
export const cancelSubscription = async (): Promise<unknown> => readable(await answerOf(api.POST('/billing/cancel')));

/** POST /billing/resume: undoes a cancel at period end. */
export const resumeSubscription = async (): Promise<unknown> => readable(await answerOf(api.POST('/billing/resume')));

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** GET /billing/status read tolerantly: each field of the right type or null (seats a count). */
export function readBillingStatus(
  body: unknown,
): { subscription_status: string | null; seats: number | null; plan_label: string | null } | null {
  if (!isRecord(body)) return null;
  const seats = finite(body.seats);
  return {
    subscription_status: asText(body.subscription_status),
    seats: seats !== null && seats >= 0 ? Math.floor(seats) : null,
    plan_label: asText(body.plan_label),
  } satisfies Record<keyof BillingStatus, unknown>;
}

/** GET /billing/subscription read tolerantly; items that are not items are left out. */
export function readSubscription(body: unknown): Subscription | null {
  if (!isRecord(body)) return null;
  const items = Array.isArray(body.items) ? body.items.filter(isRecord) : [];
  return {
    status: asText(body.status),
    cancel_at_period_end: body.cancel_at_period_end === true,
    current_period_end: finite(body.current_period_end),
    plan_label: asText(body.plan_label),
    items: items.map((i) => ({
      price_id: asText(i.price_id) ?? '',
      description: asText(i.description) ?? '',
      quantity: finite(i.quantity) ?? 0,
      unit_amount: finite(i.unit_amount) ?? 0,
      currency: asText(i.currency) ?? '',
    })),
  };
}
