// The Markdown renderer (~36 KB gzip) is not part of the page: it starts loading when the user
// turns to the question box (or a restored conversation needs it), so a reply rarely shows as
// plain text first. Both callers share one import.
export const loadMarkdown = () => import('../../components/markdown-message');

/** Starts loading the renderer; a failure is left to the lazy component, which shows plain text. */
export const preloadMarkdown = (): void => void loadMarkdown().catch(() => undefined);
