import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

// The renderer's chunk cannot be fetched (offline, or an old deploy's chunk gone).
vi.mock('./pdf-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('/library when the PDF viewer cannot load', () => {
  it('says so in the document pane; the page, the picker and Download stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('library.selectedCompany', JSON.stringify({ company_id: 'cmp_hv_northstar' }));
    forgetIdentity();
    const app = renderApp('/library', { as: 'agent' });
    const viewer = await app.screen.findByRole('region', { name: 'Document viewer' });
    expect(await within(viewer).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The viewer could not load. Check your connection and reload the page.',
    );
    expect(within(viewer).getByRole('combobox', { name: 'Document' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(app.screen.getByRole('heading', { name: 'Library', level: 1 })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
