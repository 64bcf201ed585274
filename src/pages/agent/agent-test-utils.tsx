import { waitFor, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { expect, vi } from 'vitest';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { COMPACT_QUERY } from '../../resources/companies';

/** Every call the page makes, as "METHOD /path" below the API base, with JSON bodies. */
export function recordCalls(server: SetupServer) {
  const calls: { key: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown;
    if (request.method !== 'GET') body = await request.clone().json().catch(() => undefined);
    calls.push({ key: `${request.method} ${url.pathname.replace(/^\/api/, '')}`, body });
  });
  return calls;
}

/** Opens /agent signed in and waits for the company list. */
export async function openAgent(as: As = 'agent', url = '/agent', { waitForCompanies = true } = {}) {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findByRole('heading', { name: 'Underwriter Assistant' });
  const companies = app.screen.getByRole('navigation', { name: 'Companies' });
  if (waitForCompanies) await within(companies).findByRole('button', { name: /Northstar Mutual/ });
  return { ...app, companies };
}

/** Picks a carrier and waits until its conversation exists. */
export async function pick(app: Awaited<ReturnType<typeof openAgent>>, name: RegExp | string) {
  await app.user.click(within(app.companies).getByRole('button', { name }));
  await waitFor(() => expect(localStorage.getItem('conversationId')).toBeTruthy());
}

/** Types a question and presses Enter. */
export async function ask(app: Awaited<ReturnType<typeof openAgent>>, text: string) {
  const box = app.screen.getByRole('textbox', { name: 'Your question' });
  await app.user.click(box);
  await app.user.type(box, `${text}{Enter}`);
}

export const messagesList = (app: { screen: typeof import('@testing-library/react').screen }) =>
  app.screen.getByRole('list', { name: 'Messages' });


/**
 * A window as narrow as a phone's: the workspace's media query (and only it) matches, so the
 * carriers and the details open as sheets. Undo with vi.unstubAllGlobals().
 */
export function narrowWindow() {
  const real = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === COMPACT_QUERY }));
}
