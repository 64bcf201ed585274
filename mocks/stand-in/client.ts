// The in-browser mode's side of the stand-in pages. A service worker does not see navigations, so
// opening a stand-in page (or a file the mock serves) would load the app instead; mocks/browser.ts
// then calls this, which fetches the same URL through the worker and shows what it answers in
// place of the app (plain DOM). The pages' forms post through the worker too. No inline script.
import { isStandInPath } from './paths';

/** Shows a whole HTML document of the stand-in in this page (its styles, title and body). */
function show(html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  document.title = next.title;
  for (const style of document.head.querySelectorAll('style[data-stand-in]')) style.remove();
  for (const style of next.head.querySelectorAll('style')) document.head.append(document.importNode(style, true));
  document.body.replaceWith(document.importNode(next.body, true));
}

function fields(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') body.append(key, value);
  });
  return body;
}

/** A form post as the browser would send it; the answer is where to go next, or the page again (a refused card). */
async function submit(event: SubmitEvent): Promise<void> {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // One request at a time: a second click while the first is on its way does nothing.
  if (form.dataset.pending) return;
  form.dataset.pending = 'true';
  if (button) button.disabled = true;
  try {
    const res = await fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' }, body: fields(form) });
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      const { location: next } = (await res.json()) as { location: string };
      window.location.assign(next);
      return;
    }
    show(await res.text());
  } catch (error) {
    console.error('[mock] the stand-in form could not be sent', error);
    delete form.dataset.pending;
    if (button) button.disabled = false;
  }
}

/** A file of the API opened as a page (an invoice PDF link): the file, framed from a local copy. */
async function showFile(): Promise<void> {
  const res = await fetch(window.location.href);
  const name = decodeURIComponent(window.location.pathname.split('/').pop() ?? 'File');
  if (!res.ok) {
    show(`<!doctype html><title>Not found</title><body><h1>Not found</h1><p>There is no file at this address.</p></body>`);
    return;
  }
  const src = URL.createObjectURL(await res.blob());
  show(
    `<!doctype html><title></title><style data-stand-in>body{margin:0}iframe{display:block;border:0;width:100vw;height:100vh}</style><body><iframe></iframe></body>`,
  );
  document.title = name;
  const frame = document.querySelector('iframe')!;
  frame.title = name;
  frame.src = src;
}

/**
 * When this page was opened at a stand-in path, or at a file below the API base, shows it instead
 * of the app and answers true; otherwise false (the app starts).
 */
export async function showStandInPage(basePath: string): Promise<boolean> {
  const path = window.location.pathname;
  if (isStandInPath(path)) {
    document.addEventListener('submit', (event) => void submit(event));
    const res = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
    show(await res.text());
    return true;
  }
  if (path.startsWith(`${basePath}/files/`)) {
    await showFile();
    return true;
  }
  return false;
}
