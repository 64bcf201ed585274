/// <reference types="vite/client" />
// Every build-time setting and every business constant of docs/product.md#9-constants, named once.

const env = import.meta.env;

/** Base of every call of docs/product.md#7-calls; may be another origin. */
export const API_BASE: string = (env.VITE_API_BASE || '/api').replace(/\/+$/, '');

/** When on, the in-browser mock backend answers every call (docs/decisions.md#configuration: default true). */
export const API_MOCKS: boolean = String(env.VITE_API_MOCKS ?? 'true') !== 'false';

export const PRICE_REGISTRATION: string = env.VITE_PRICE_REGISTRATION || 'price_demo_registration';
export const PRICE_TRIAL: string = env.VITE_PRICE_TRIAL || 'price_demo_trial';

/** The plan of docs/product.md#9-constants: $99 a month for up to 4 active seats, $25 a month for each seat more. */
export const INCLUDED_SEATS = 4;
export const PLAN_MONTHLY_MINOR = 9_900;
export const EXTRA_SEAT_MONTHLY_MINOR = 2_500;
/** docs/product.md#9-constants: amounts without a currency are in usd. */
export const DEFAULT_CURRENCY = 'usd';

export { LOGO_MAX_DIMENSION } from './api/limits';

/** The same prices in whole dollars, for sentences ("$99/month"). */
export const PLAN_PRICE_USD = PLAN_MONTHLY_MINOR / 100;
export const EXTRA_SEAT_PRICE_USD = EXTRA_SEAT_MONTHLY_MINOR / 100;
export const TRIAL_DAYS = 7;

export const PRESENCE_PING_MS = 30_000;
export const NOTICE_MS = 6_000;

export const LIBRARY_REFRESH_TRIES = 3;
export const LIBRARY_REFRESH_INTERVAL_MS = 1_500;
export const REGISTER_ME_POLL_TRIES = 3;
export const REGISTER_ME_POLL_INTERVAL_MS = 300;
export const UPLOAD_PROGRESS_RESET_MS = 600;

export const DEFAULT_INITIALS = 'AG';

export const MARKDOWN_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
