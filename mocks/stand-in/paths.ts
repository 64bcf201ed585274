// Where the payment provider's pages, played by the mock, live: on the API's host (the app's own
// origin in the in-browser mode, the mock server's over HTTP), outside the API base.

/** The billing portal: `/mock-portal/<session>`; its forms post to `/mock-portal/<session>/<action>`. */
export const PORTAL_PATH = '/mock-portal/';

/** A hosted invoice: `/mock-invoice/<invoice id>` (seed.ts builds the same URLs). */
export const INVOICE_PATH = '/mock-invoice/';

/** Whether a page path is one of the stand-in's (the in-browser mode shows it instead of the app). */
export const isStandInPath = (pathname: string): boolean => pathname.startsWith(PORTAL_PATH) || pathname.startsWith(INVOICE_PATH);
