import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';
import { narrowWindow } from './agent-test-utils';

beforeEach(() => narrowWindow());
afterEach(() => vi.unstubAllGlobals());

async function openNarrow() {
  forgetIdentity();
  const app = renderApp('/agent', { as: 'agent' });
  await app.screen.findByRole('heading', { name: 'Underwriter Assistant', level: 1 });
  return app;
}

describe('/agent on a phone', () => {
  it('gives the chat the screen: the carriers open in a sheet that closes on a pick', async () => {
    const app = await openNarrow();
    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    expect(app.screen.queryByRole('complementary', { name: 'Company details' })).not.toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
    expect(app.screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();

    const open = app.screen.getByRole('button', { name: 'Carriers' });
    await app.user.click(open);
    const sheet = app.screen.getByRole('dialog', { name: 'Carriers' });
    expect(within(sheet).getByRole('heading', { name: 'Carriers' })).toHaveFocus();
    const companies = within(sheet).getByRole('navigation', { name: 'Companies' });
    await app.user.click(await within(companies).findByRole('button', { name: 'Northstar Mutual' }));

    expect(app.screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    expect(sheet).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
    await waitFor(() => expect(localStorage.getItem('conversationId')).toBeTruthy());
    expect(app.screen.getByRole('heading', { name: 'Northstar Mutual', level: 2 })).toBeInTheDocument();
    expect(app.screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    expect(app.screen.getByRole('button', { name: 'New Chat' })).toBeEnabled();
  });

  it('shows the details behind a Details button', async () => {
    const app = await openNarrow();
    await app.user.click(app.screen.getByRole('button', { name: 'Carriers' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Bluewater Casualty' }));
    const details = app.screen.getByRole('button', { name: 'Details' });
    await app.user.click(details);
    const sheet = app.screen.getByRole('dialog', { name: 'Company details' });
    const panel = within(sheet).getByRole('complementary', { name: 'Company details' });
    expect(within(panel).getByRole('heading', { name: 'Bluewater Casualty' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    await app.user.click(within(sheet).getByRole('button', { name: 'Close Company details' }));
    expect(app.screen.queryByRole('complementary', { name: 'Company details' })).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });
});
