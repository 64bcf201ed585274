import { afterEach, describe, expect, it } from 'vitest';
import { isTokenUsable, parseToken, storedToken } from './token';

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const inSec = (s: number) => Math.floor(now / 1000) + s;

afterEach(() => localStorage.clear());

describe('tokens', () => {
  it('reads exp in seconds', () => {
    expect(parseToken(jwt({ exp: 1_900_000_000, role: 'admin' }))).toMatchObject({ exp: 1_900_000_000, role: 'admin' });
    expect(isTokenUsable(jwt({ exp: inSec(60) }), now)).toBe(true);
    expect(isTokenUsable(jwt({ exp: inSec(-1) }), now)).toBe(false);
    expect(isTokenUsable(jwt({ exp: inSec(0) }), now)).toBe(false);
  });
  it('is not fooled by exp in milliseconds being read as seconds', () => {
    // A token that expired a minute ago must not look valid for centuries.
    expect(isTokenUsable(jwt({ exp: inSec(-60) }), now)).toBe(false);
  });
  it('accepts a token without exp', () => expect(isTokenUsable(jwt({ sub: '1' }), now)).toBe(true));
  it.each([[''], ['abc'], ['a.b'], ['a.b.c.d'], ['a..c'], [null], [undefined], ['x.!!!.y']])('rejects %j', (t) => {
    expect(isTokenUsable(t as string, now)).toBe(false);
  });
  it('decodes base64url payloads with unicode', () => {
    const t = `${b64url({})}.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Zoë' })))).replace(/=+$/, '')}.s`;
    expect(parseToken(t)).toEqual({ name: 'Zoë' });
  });
  it('sends only a stored token with three parts', () => {
    localStorage.setItem('token', 'not-a-jwt');
    expect(storedToken(now)).toBeNull();
    const token = jwt({ exp: inSec(60) });
    localStorage.setItem('token', token);
    expect(storedToken(now)).toBe(token);
  });
  it('does not send a stored token whose exp has passed, nor one whose payload is unreadable', () => {
    localStorage.setItem('token', jwt({ exp: inSec(-1) }));
    expect(storedToken(now)).toBeNull();
    localStorage.setItem('token', 'a.b.c');
    expect(storedToken(now)).toBeNull();
    localStorage.setItem('token', jwt({ sub: '1' }));
    expect(storedToken(now)).not.toBeNull();
  });
});
