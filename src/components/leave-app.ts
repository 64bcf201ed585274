/** Leaves the app for a URL the server gave (payment page, billing portal). One place, so tests can watch it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
