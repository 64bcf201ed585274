// Shared by the /billing integration tests: the page opened as each kind of owner, the seeded
// organizations put in other billing states, and the calls that reached the server.
import { waitFor, within, type Screen } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { db, server } from '../../../mocks/node';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

// The page's lazy chunk loads slowly the first time under jsdom: once, before the tests.
beforeAll(async () => {
  await import('./index');
}, 60_000);
afterEach(() => server.events.removeAllListeners());

export const HARBORVIEW = 'Harborview Insurance Group';
export const PRAIRIE = 'Prairie Mutual Brokers';

export const orgNamed = (name: string) => db.orgs.find((o) => o.name === name)!;

/** Opens /billing (or `url`) signed in and waits for the page and its plan to load. */
export async function openBilling(who: As = 'owner', url = '/billing') {
  forgetIdentity();
  const app = renderApp(url, { as: who });
  await app.screen.findByRole('heading', { name: 'Billing', level: 1 }, { timeout: 20_000 });
  const plan = app.screen.getByRole('region', { name: 'Plan' });
  await waitForIdle(plan);
  return { ...app, plan };
}

/** The plan card has answered (loaded, failed or empty). */
async function waitForIdle(plan: HTMLElement) {
  await waitFor(() => expect(plan).toHaveAttribute('aria-busy', 'false'));
}

export const invoiceTable = (screen: Screen) => screen.getByRole('table', { name: 'Invoice history' });
export const invoiceRows = (screen: Screen) => within(invoiceTable(screen)).getAllByRole('row').slice(1);

/** `METHOD /path` of every call below the API base from now on. */
export function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/')) calls.push(`${request.method} ${path.slice(4)}`);
  });
  return calls;
}
