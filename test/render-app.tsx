import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, issueToken } from '../mocks/node';
import { App } from '../src/app';
import { saveLogin } from '../src/api';
import { queryClient } from '../src/providers/query-client';

/** The demo users of the seed, by what they are. */
export const AS = {
  superadmin: 'super@underwriter.test',
  admin: 'admin@harborview.test',
  agent: 'agent@harborview.test',
  owner: 'owner@harborview.test',
  pastDueOwner: 'owner@prairiemutual.test',
  trialOwner: 'owner@summitridge.test',
  compedOwner: 'owner@lakeside.test',
} as const;
export type As = keyof typeof AS;

/** Stores a real token of the mock backend for a seeded user, as a login would. */
export function signInAs(who: As, opts: { expiresInSec?: number } = {}): string {
  const user = db.users.find((u) => u.username === AS[who] || u.email === AS[who]);
  if (!user) throw new Error(`No seeded user ${AS[who]}`);
  const token = issueToken(user, opts);
  saveLogin(token, user.role, user.org_id);
  return token;
}

/** Renders the whole app (real providers, msw/node backend) at `url`, signed in `as` someone. */
export function renderApp(url: string, { as }: { as?: As } = {}) {
  if (as) signInAs(as);
  // A render is a page load: it starts with an empty cache, as a reload does.
  queryClient.clear();
  window.history.replaceState({}, '', url);
  const user = userEvent.setup();
  const view = render(<App />);
  return { ...view, user, screen };
}

export const currentPath = (): string => window.location.pathname;
