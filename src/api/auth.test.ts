import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { fetchMe, login, requestPasswordReset } from './auth';
import { UnreadableAnswerError } from './errors';

describe('login (POST /auth/login)', () => {
  it('sends a form body, username being the email', async () => {
    const seen: Request[] = [];
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ access_token: 'x.y.z', token_type: 'bearer', role: 'admin', org_id: 3 });
      }),
    );
    await expect(login('a@b.test', 'p w')).resolves.toEqual({ access_token: 'x.y.z', token_type: 'bearer', role: 'admin', org_id: 3 });
    expect(seen[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[0].text()).toBe('username=a%40b.test&password=p+w');
  });

  it('fails on a 2xx that is not JSON (an HTML page is no sign-in)', async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse('<html>ok</html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(login('a@b.test', 'pw')).rejects.toBeInstanceOf(UnreadableAnswerError);
  });

  it.each([
    ['odd field types', () => HttpResponse.json({ access_token: 5, role: 'owner', org_id: '4' }), { org_id: 4 }],
    ['a null role and org', () => HttpResponse.json({ access_token: 't', role: null, org_id: null }), { access_token: 't' }],
  ])('keeps only the fields that hold what the contract says, on %s', async (_name, answer, expected) => {
    server.use(http.post('*/api/auth/login', answer));
    await expect(login('a@b.test', 'pw')).resolves.toEqual(expected);
  });
});

describe('fetchMe (GET /auth/me)', () => {
  it('reads text fields as text', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ user_id: 7, email: 42, first_name: ['x'], show_billing_cta: false })));
    await expect(fetchMe()).resolves.toEqual({ user_id: 7, email: '42', first_name: null, show_billing_cta: false });
  });
  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an object naming no one', { detail: 'x' }],
  ])('gives no user for %s', async (_n, body) => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json(body)));
    await expect(fetchMe()).resolves.toBeNull();
  });
});

describe('requestPasswordReset (POST /auth/forgot-password)', () => {
  it('gives message and reset_url when they are text, nothing else', async () => {
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: 'Sent', reset_url: null })));
    await expect(requestPasswordReset('a@b.test')).resolves.toEqual({ message: 'Sent' });
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: 'Sent', reset_url: '/reset-password?token=t' })));
    await expect(requestPasswordReset('a@b.test')).resolves.toEqual({ message: 'Sent', reset_url: '/reset-password?token=t' });
  });
});

describe('reset links with mocks off', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('never hands on a reset_url a server sent: forgot, forgot-password, and a team invite', async () => {
    vi.stubEnv('VITE_API_MOCKS', 'false');
    vi.resetModules();
    const fresh = await import('./auth');
    const { dataProvider } = await import('../providers/data-provider');
    const link = { message: 'Sent', reset_url: '/reset-password?token=leaked' };
    server.use(
      http.post('*/api/auth/forgot-password', () => HttpResponse.json(link)),
      http.post('*/api/auth/forgot', () => HttpResponse.json(link)),
      http.post('*/api/team/users', () => HttpResponse.json({ id: 9, username: 'n@x.test', ...link })),
    );
    await expect(fresh.requestPasswordReset('a@b.test')).resolves.toEqual({ message: 'Sent' });
    await expect(fresh.requestResetEmail('a@b.test')).resolves.toEqual({ message: 'Sent' });
    const created = await dataProvider.create({ resource: 'team-users', variables: { username: 'n@x.test', send_invite: true } });
    expect(created.data).not.toHaveProperty('reset_url');
  });
});
