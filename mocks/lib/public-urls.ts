// Where the mock's own pages live and where they send people back to: set by configuration
// (the HTTP server's options), never read from a request's Host or Origin, which any caller
// chooses. In the browser (and jsdom) both default to the page's own origin: the in-browser mock
// and its stand-in pages run there.

interface PublicUrls {
  /** The origin the API's host is reached at (the billing portal stand-in is served there). */
  api?: string;
  /** The app's origin (the portal's "Return" link goes to its /billing). */
  app?: string;
}

let configured: PublicUrls = {};

/** Sets the origins (a URL's path is ignored); unset ones fall back to the page's origin. */
export function setPublicUrls(urls: PublicUrls): void {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : undefined);
  configured = { api: origin(urls.api), app: origin(urls.app) };
}

const pageOrigin = (): string => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

export const apiOrigin = (): string => configured.api ?? pageOrigin();
export const appOrigin = (): string => configured.app ?? pageOrigin();
