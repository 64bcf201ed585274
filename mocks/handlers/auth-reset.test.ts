import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueResetToken } from '../lib/auth';
import { call, fieldsOf, tokenOf, userByEmail } from '../test-utils';
import { FORGOT_MESSAGE } from './auth';

const login = (username: string, password: string) => call('/auth/login', { body: new URLSearchParams({ username, password }) });

describe('POST /auth/forgot-password and /auth/forgot', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the spec message and, in mock mode, a reset path for a known email', async () => {
    for (const path of ['/auth/forgot-password', '/auth/forgot']) {
      const { status, body } = await call(path, { json: { email: 'AGENT@harborview.test' } });
      expect(status).toBe(200);
      expect(body.message).toBe('If that email exists, we’ve sent a reset link.');
      expect(body.reset_url).toMatch(/^\/reset-password\?token=[^&]+$/);
    }
  });

  it('answers the same message without a link for an unknown email', async () => {
    const { status, body } = await call('/auth/forgot', { json: { email: 'nobody@nowhere.test' } });
    expect([status, body]).toEqual([200, { message: FORGOT_MESSAGE }]);
  });

  it('answers 422 without an email', async () => {
    const none = await call('/auth/forgot-password', { json: {} });
    expect(none.status).toBe(422);
    expect(fieldsOf(none.body)).toEqual(['email']);
    expect((await call('/auth/forgot-password', { body: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(422);
    // A body that is not JSON at all is another media type: 415.
    expect((await call('/auth/forgot-password', { body: 'not json' })).status).toBe(415);
  });
});

describe('POST /auth/reset-password', () => {
  afterEach(() => vi.useRealTimers());

  const linkToken = async (email: string) => {
    const { body } = await call('/auth/forgot-password', { json: { email } });
    return new URL(body.reset_url, location.origin).searchParams.get('token')!;
  };

  it('sets the new password once; the link cannot be used again', async () => {
    const token = await linkToken('agent@harborview.test');
    const done = await call('/auth/reset-password', { json: { token, new_password: 'brand-new-pass' } });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/reset/i);
    expect((await login('agent@harborview.test', 'brand-new-pass')).status).toBe(200);
    expect((await login('agent@harborview.test', 'demo1234')).status).toBe(400);
    const again = await call('/auth/reset-password', { json: { token, new_password: 'another-pass' } });
    expect([again.status, again.body]).toEqual([400, { detail: 'Invalid or already used reset link.' }]);
  });

  it('answers 400 for a forged or expired token', async () => {
    const forged = await call('/auth/reset-password', { json: { token: 'abc.def', new_password: 'brand-new-pass' } });
    expect([forged.status, typeof forged.body.detail]).toEqual([400, 'string']);
    const expired = issueResetToken(userByEmail('agent@harborview.test'), { expiresInSec: -1 });
    const res = await call('/auth/reset-password', { json: { token: expired, new_password: 'brand-new-pass' } });
    expect([res.status, res.body]).toEqual([400, { detail: 'This reset link has expired. Request a new one.' }]);
  });

  it('answers 422 for a short password or a missing token', async () => {
    const token = await linkToken('agent@harborview.test');
    const short = await call('/auth/reset-password', { json: { token, new_password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.body.detail[0]).toMatchObject({ loc: ['body', 'new_password'], msg: 'Password must be at least 8 characters.' });
    const missing = await call('/auth/reset-password', { json: { new_password: 'long-enough' } });
    expect([missing.status, fieldsOf(missing.body)]).toEqual([422, ['token']]);
  });
});

describe('POST /auth/send-invite', () => {
  it('lets the billing owner invite a member of the team, with an invite link in mock mode', async () => {
    const { status, body } = await call('/auth/send-invite', {
      token: tokenOf('owner@harborview.test'),
      json: { email: 'rosa.delgado@harborview.test' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Invite sent to rosa.delgado@harborview.test.');
    expect(body.reset_url).toMatch(/^\/reset-password\?token=/);
  });

  it('answers 404 for a user of another organization, 403 for a non-owner, 401 without a token', async () => {
    const other = await call('/auth/send-invite', { token: tokenOf('owner@harborview.test'), json: { email: 'agent@summitridge.test' } });
    expect(other.status).toBe(404);
    expect(
      (await call('/auth/send-invite', { token: tokenOf('agent@harborview.test'), json: { email: 'rosa.delgado@harborview.test' } }))
        .status,
    ).toBe(403);
    expect((await call('/auth/send-invite', { json: { email: 'rosa.delgado@harborview.test' } })).status).toBe(401);
    expect(
      (await call('/auth/send-invite', { token: tokenOf('super@underwriter.test'), json: { email: 'agent@summitridge.test' } })).status,
    ).toBe(200);
  });

  it('answers 422 for a bad email', async () => {
    const res = await call('/auth/send-invite', { token: tokenOf('owner@harborview.test'), json: { email: 'nope' } });
    expect([res.status, fieldsOf(res.body)]).toEqual([422, ['email']]);
  });
});
