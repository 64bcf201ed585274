import type { OpenNotificationParams } from '@refinedev/core';
import { errorText } from '../api';

/** docs/product.md#8-errors admin toasts: the title, and the server's error or `Unknown error` below it. */
export const failureToast =
  (message: string) =>
  (err: unknown): OpenNotificationParams => ({
    type: 'error',
    message,
    description: errorText(err, 'Unknown error'),
  });
