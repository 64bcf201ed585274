import { useCustom, type HttpError } from '@refinedev/core';
import { ApiError, readBillingStatus, readSubscription } from '../../api';

const options = { queryOptions: { retry: false }, errorNotification: false } as const;

/** A 2xx body that holds no object is a failure too (docs/product.md#8-errors: the page's own text). */
const unreadable = (body: unknown) => new ApiError(200, undefined, body);

/**
 * GET /billing/status and GET /billing/subscription (not CRUD entities: Refine's useCustom, in the
 * one cache; the dashboard's trial line reads the same subscription). Each is read tolerantly and
 * failed on its own, so the page keeps whatever did load.
 */
export function useBilling() {
  const status = useCustom({ url: '/billing/status', method: 'get', ...options });
  const subscription = useCustom({ url: '/billing/subscription', method: 'get', ...options });
  const statusBody = status.query.isSuccess ? readBillingStatus(status.result.data) : null;
  const subscriptionBody = subscription.query.isSuccess ? readSubscription(subscription.result.data) : null;
  const errorOf = (q: typeof status.query, read: unknown): HttpError | ApiError | null =>
    q.error ?? (q.isSuccess && !read ? unreadable(q.data?.data) : null);
  return {
    status: statusBody,
    subscription: subscriptionBody,
    loading: status.query.isLoading || subscription.query.isLoading,
    fetching: status.query.isFetching || subscription.query.isFetching,
    /** When the subscription was read (days left count from then; they do not tick while the page is open). */
    readAt: subscription.query.dataUpdatedAt || status.query.dataUpdatedAt || undefined,
    statusError: errorOf(status.query, statusBody),
    subscriptionError: errorOf(subscription.query, subscriptionBody),
    /** Reloads both; a request already on its way is awaited, not sent again. */
    reload: () => Promise.all([status.query.refetch({ cancelRefetch: false }), subscription.query.refetch({ cancelRefetch: false })]),
    reloadSubscription: () => subscription.query.refetch(),
  };
}
