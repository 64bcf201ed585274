import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp, type As } from '../../../test/render-app';

export { recordCalls } from '../../../test/record-calls';
import { forgetIdentity } from '../../providers/identity';
import { phoneScreen } from '../../../test/screen-width';

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
export const narrowWindow = phoneScreen;
