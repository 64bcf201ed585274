import { waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

export { recordCalls } from '../../../test/record-calls';
import { forgetIdentity } from '../../providers/identity';

/** Opens /superadmin (at `url`) signed in as the superadmin and waits for the organizations. */
export async function openConsole(url = '/superadmin') {
  forgetIdentity();
  const app = renderApp(url, { as: 'superadmin' });
  await app.screen.findByRole('heading', { level: 1, name: 'Superadmin' });
  return { ...app, table: (name: 'Organizations' | 'Users') => app.screen.getByRole('table', { name }) };
}

/** Opens the All Users tab and waits for its rows. */
export async function openUsers(url = '/superadmin?tab=users') {
  const app = await openConsole(url);
  await waitFor(() => expect(within(app.table('Users')).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(app.table('Users')).toHaveAttribute('aria-busy', 'false'));
  return app;
}

/** The text of the first cell of each body row. */
export const firstCells = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');

/** The body row holding `text`. */
export const rowWith = (table: HTMLElement, text: string): HTMLElement => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

/** The one element of `list` that `pick` matches (a seeded row), or a clear failure. */
export function only<T>(list: T[], pick: (x: T) => boolean, what: string): T {
  const found = list.find(pick);
  if (!found) throw new Error(`No ${what}`);
  return found;
}

/**
 * The open dialog whose title is `title`. By text, not by accessible name: under test antd gives
 * every modal the same title id ("test-id"), so their names collide in jsdom (not in a browser).
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  return waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });
}

/** The CSV files the page downloads (Refine's export hands the browser a Blob URL), as text. */
export function captureDownloads(): () => Promise<string[]> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => Promise.all(blobs.map(async (b) => (await b.text()).replace(/^\ufeff/, '')));
}
