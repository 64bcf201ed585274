import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PAGE_ERROR } from './page-error-boundary';

// A page whose chunk fails to load (an old chunk after a deploy, or no network)...
vi.mock('../pages/forgot', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// ...and one that throws while rendering.
vi.mock('../pages/register', () => ({
  default: () => {
    throw new Error('render failed');
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('a page that fails never blanks the screen', () => {
  it.each([
    ['fails to load', '/forgot'],
    ['throws while rendering', '/register'],
  ])('shows a message and a Reload button when its code %s', async (_name, url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { screen, user } = renderApp(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_ERROR);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('leaves the other pages alone', async () => {
    const { screen } = renderApp('/login');
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
    expect(screen.queryByText(PAGE_ERROR)).not.toBeInTheDocument();
  });
});
