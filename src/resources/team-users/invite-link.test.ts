import { afterEach, describe, expect, it, vi } from 'vitest';

// docs/decisions.md#reset-links: a reset_url is shown only when mocks are on; whatever a real server sends is ignored.
describe('inviteLinkOf', () => {
  afterEach(() => {
    vi.doUnmock('../../config');
    vi.resetModules();
  });

  it('shows the link the mock backend answers, as an absolute http(s) URL', async () => {
    const { inviteLinkOf } = await import('./invite-link');
    expect(inviteLinkOf('/reset-password?token=abc')).toBe(`${window.location.origin}/reset-password?token=abc`);
    expect(inviteLinkOf('javascript:alert(1)')).toBeNull();
    expect(inviteLinkOf(42)).toBeNull();
  });

  it('shows nothing with mocks off, whatever the server sends', async () => {
    vi.doMock('../../config', async (original) => ({ ...(await original<typeof import('../../config')>()), API_MOCKS: false }));
    vi.resetModules();
    const { inviteLinkOf } = await import('./invite-link');
    expect(inviteLinkOf('/reset-password?token=abc')).toBeNull();
    expect(inviteLinkOf('https://api.example.com/reset-password?token=abc')).toBeNull();
  });
});
