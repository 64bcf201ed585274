import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { PRESENCE_PING_MS } from '../config';
import { SessionEffects } from './session-effects';

let pings: unknown[] = [];
const countPings = () => {
  pings = [];
  server.use(http.post('*/api/presence/ping', async ({ request }) => {
    pings.push(await request.json());
    return HttpResponse.json({ ok: true });
  }));
};
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
const advance = (ms: number) => act(async () => {
  vi.advanceTimersByTime(ms);
});

afterEach(() => vi.useRealTimers());

describe('presence (spec §4)', () => {
  it('pings once on load with {}, then every 30 s while a token exists', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    countPings();
    localStorage.setItem('token', 'a.b.c');
    render(<MemoryRouter><SessionEffects /></MemoryRouter>);
    await settle();
    expect(pings).toEqual([{}]);
    await advance(PRESENCE_PING_MS);
    await settle();
    expect(pings).toHaveLength(2);
    localStorage.removeItem('token');
    await advance(PRESENCE_PING_MS * 2);
    await settle();
    expect(pings).toHaveLength(2);
    localStorage.setItem('token', 'a.b.c');
    await advance(PRESENCE_PING_MS);
    await settle();
    expect(pings).toHaveLength(3);
  });

  it('does not ping without a token', async () => {
    countPings();
    render(<MemoryRouter><SessionEffects /></MemoryRouter>);
    await settle();
    expect(pings).toHaveLength(0);
  });

  it('ignores ping failures', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    server.use(http.post('*/api/presence/ping', () => HttpResponse.error()));
    localStorage.setItem('token', 'a.b.c');
    render(<MemoryRouter><SessionEffects /></MemoryRouter>);
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
