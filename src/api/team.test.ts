import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { saveLogin } from './session';
import { savedBody, sendInvite, updateTeamOrg } from './team';
import { UnreadableAnswerError } from './errors';

describe('savedBody: a save succeeds only on an answer the client can read', () => {
  it('takes an object, or nothing (a 204-like empty answer)', () => {
    expect(savedBody({ ok: true })).toEqual({ ok: true });
    expect(savedBody(undefined)).toBeUndefined();
  });

  it.each([
    ['HTML', '<html>oops'],
    ['null', null],
    ['a list', [1]],
    ['a number', 3],
  ])('refuses %s', (_n, body) => {
    expect(() => savedBody(body)).toThrow(UnreadableAnswerError);
  });
});

describe('team calls', () => {
  it('PATCH /team/org fails on a 200 whose body is not JSON', async () => {
    saveLogin('a.b.c', 'agent', 1);
    server.use(
      http.patch(
        '*/api/team/org',
        () => new HttpResponse('<html>saved?</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(updateTeamOrg({ contact_phone: '1' })).rejects.toBeInstanceOf(UnreadableAnswerError);
  });

  it('POST /auth/send-invite reads message and reset_url when they are text', async () => {
    server.use(
      http.post('*/api/auth/send-invite', () =>
        HttpResponse.json({ message: 'Invite sent to a@b.test.', reset_url: '/reset-password?token=t' }),
      ),
    );
    await expect(sendInvite('a@b.test')).resolves.toEqual({ message: 'Invite sent to a@b.test.', resetUrl: '/reset-password?token=t' });
    server.use(http.post('*/api/auth/send-invite', () => HttpResponse.json({ message: { x: 1 }, reset_url: 7 })));
    await expect(sendInvite('a@b.test')).resolves.toEqual({ message: null, resetUrl: null });
  });
});
