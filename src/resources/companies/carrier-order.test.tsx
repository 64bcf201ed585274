// The carriers are listed alike on every page that lists them: in alphabetical order, whatever
// order the server answers in (the seed's is not alphabetical).
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

const ALPHABETICAL = ['Bluewater Casualty', 'Evergreen Specialty', 'Granite Peak Insurance', 'Keystone Fire & Marine', 'Northstar Mutual'];

async function listedOn(url: string, as: As): Promise<string[]> {
  forgetIdentity();
  const app = renderApp(url, { as });
  const list = await app.screen.findByRole('navigation', { name: 'Companies' }, { timeout: 20_000 });
  await within(list).findAllByText('Northstar Mutual', {}, { timeout: 20_000 });
  return within(list)
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => (b.textContent ?? '').trim());
}

describe('carriers in alphabetical order', () => {
  it('the server answers them in another order', () => {
    const served = db.companies.filter((c) => ALPHABETICAL.includes(c.company_display)).map((c) => c.company_display);
    expect(served).not.toEqual(ALPHABETICAL);
  });

  it.each<[string, As]>([
    ['/agent', 'agent'],
    ['/library', 'agent'],
    ['/admin', 'admin'],
  ])('%s lists them A to Z', async (url, as) => {
    expect(await listedOn(url, as)).toEqual(ALPHABETICAL);
  });
});
