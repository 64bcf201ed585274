import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { PRESENCE_PING_MS } from '../config';
import { SessionEffects } from './session-effects';

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A JWT-shaped token whose exp is `inSec` seconds from now. */
const jwt = (inSec = 3600) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + inSec })}.c2ln`;

let pings: unknown[] = [];
const countPings = () => {
  pings = [];
  server.use(
    http.post('*/api/presence/ping', async ({ request }) => {
      pings.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
};
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => vi.useRealTimers());

describe('presence', () => {
  it('pings once on load with {}, then every 30 s while a token exists', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    countPings();
    localStorage.setItem('token', jwt());
    render(
      <MemoryRouter>
        <SessionEffects />
      </MemoryRouter>,
    );
    await settle();
    expect(pings).toEqual([{}]);
    await advance(PRESENCE_PING_MS);
    await settle();
    expect(pings).toHaveLength(2);
    localStorage.removeItem('token');
    await advance(PRESENCE_PING_MS * 2);
    await settle();
    expect(pings).toHaveLength(2);
    localStorage.setItem('token', jwt());
    await advance(PRESENCE_PING_MS);
    await settle();
    expect(pings).toHaveLength(3);
  });

  it('does not ping without a token', async () => {
    countPings();
    render(
      <MemoryRouter>
        <SessionEffects />
      </MemoryRouter>,
    );
    await settle();
    expect(pings).toHaveLength(0);
  });

  it('ignores ping failures', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    server.use(http.post('*/api/presence/ping', () => HttpResponse.error()));
    localStorage.setItem('token', jwt());
    render(
      <MemoryRouter>
        <SessionEffects />
      </MemoryRouter>,
    );
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('an expired token is never sent', () => {
  it('does not ping with an expired token, and the ping carries no stale header', async () => {
    countPings();
    localStorage.setItem('token', jwt(-60));
    render(
      <MemoryRouter>
        <SessionEffects />
      </MemoryRouter>,
    );
    await settle();
    expect(pings).toHaveLength(0);
  });
});

describe('a 401 ends the session', () => {
  const SESSION = { token: jwt(), role: 'agent', org_id: '3', user: '{"first_name":"Priya"}', first_name: 'Priya' };
  const KEPT = {
    conversationId: 'conv_1',
    selectedCompany: '{"company_id":"cmp_1"}',
    'library.selectedCompany': '{"company_id":"cmp_2"}',
    docs_link_name_cmp_1: 'Guide',
  };

  function Where() {
    const location = useLocation();
    return <output aria-label="path">{location.pathname + location.search}</output>;
  }

  async function unauthorizedAt(url: string) {
    for (const [k, v] of Object.entries({ ...SESSION, ...KEPT })) localStorage.setItem(k, v);
    window.history.replaceState({}, '', url);
    server.use(http.post('*/api/presence/ping', () => HttpResponse.json({ detail: 'Token revoked' }, { status: 401 })));
    const view = render(
      <MemoryRouter initialEntries={[url]}>
        <SessionEffects />
        <Where />
      </MemoryRouter>,
    );
    await settle();
    return view;
  }

  it('on a guarded page: clears token, role, org_id and the stored user, keeps the selections, goes to /login', async () => {
    const view = await unauthorizedAt('/agent');
    expect(view.getByLabelText('path')).toHaveTextContent(/^\/login$/);
    for (const k of Object.keys(SESSION)) expect(localStorage.getItem(k)).toBeNull();
    for (const [k, v] of Object.entries(KEPT)) expect(localStorage.getItem(k)).toBe(v);
  });

  it.each(['/reset-password?token=abc', '/register', '/forgot', '/login'])(
    'on %s: clears the session and leaves the visitor there',
    async (url) => {
      const view = await unauthorizedAt(url);
      expect(view.getByLabelText('path')).toHaveTextContent(url);
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('conversationId')).toBe('conv_1');
    },
  );
});
