import { afterEach, describe, expect, it } from 'vitest';
import { applyFault, clearFaults, findFault, parseFaultSpec, setFault } from './faults';

const req = (method: string, path: string) => new Request(`http://localhost/api${path}`, { method });

describe('fault specs', () => {
  it('parses every kind', () => {
    expect(parseFaultSpec('POST /auth/login=500')).toEqual([{ key: 'POST /auth/login', fault: { kind: 'status', status: 500 } }]);
    expect(parseFaultSpec('get /companies=network')[0]).toEqual({ key: 'GET /companies', fault: { kind: 'network' } });
    expect(parseFaultSpec('GET /companies=malformed')[0].fault).toEqual({ kind: 'malformed' });
    expect(parseFaultSpec('GET /companies=delay-2000')[0].fault).toEqual({ kind: 'delay', ms: 2000 });
    expect(parseFaultSpec('POST /auth/login=500:{"detail":"Boom"}')[0].fault).toEqual({
      kind: 'status',
      status: 500,
      body: { detail: 'Boom' },
    });
    expect(parseFaultSpec('GET /orgs=502:Bad gateway')[0].fault).toEqual({ kind: 'status', status: 502, body: 'Bad gateway' });
  });

  it('parses several separated by ; even when a body holds a ;', () => {
    const entries = parseFaultSpec('GET /companies=network; POST /auth/login=400:{"detail":"a;b"};* /billing/status=503');
    expect(entries.map((e) => e.key)).toEqual(['GET /companies', 'POST /auth/login', '* /billing/status']);
    expect(entries[1].fault).toEqual({ kind: 'status', status: 400, body: { detail: 'a;b' } });
  });

  it('rejects specs it cannot read', () => {
    expect(() => parseFaultSpec('GET /companies')).toThrow();
    expect(() => parseFaultSpec('GET /companies=explode')).toThrow();
  });
});

describe('applying faults', () => {
  afterEach(() => clearFaults());

  it('matches method and path below the base, with * wildcards', () => {
    setFault('GET /companies', { kind: 'status', status: 500 });
    setFault('* /orgs/*/users', { kind: 'network' });
    expect(findFault('GET', '/companies')).toEqual({ kind: 'status', status: 500 });
    expect(findFault('POST', '/companies')).toBeUndefined();
    expect(findFault('DELETE', '/orgs/3/users')).toEqual({ kind: 'network' });
  });

  it('answers each kind', async () => {
    setFault('GET /a', { kind: 'network' });
    setFault('GET /b', { kind: 'status', status: 500, body: { detail: 'Boom' } });
    setFault('GET /c', { kind: 'status', status: 503, body: 'down' });
    setFault('GET /d', { kind: 'status', status: 500 });
    setFault('GET /e', { kind: 'malformed' });
    setFault('GET /f', { kind: 'delay', ms: 30 });

    expect((await applyFault(req('GET', '/a'), '/api'))?.type).toBe('error');
    const b = await applyFault(req('GET', '/b'), '/api');
    expect([b?.status, await b?.json()]).toEqual([500, { detail: 'Boom' }]);
    const c = await applyFault(req('GET', '/c'), '/api');
    expect([c?.status, await c?.text()]).toEqual([503, 'down']);
    const d = await applyFault(req('GET', '/d'), '/api');
    expect([d?.status, await d?.text()]).toEqual([500, '']);
    const e = await applyFault(req('GET', '/e'), '/api');
    expect(e?.status).toBe(200);
    await expect(e!.clone().json()).rejects.toThrow();
    expect(await e!.text()).toBe('<html>oops');
    const started = Date.now();
    expect(await applyFault(req('GET', '/f'), '/api')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(await applyFault(req('GET', '/none'), '/api')).toBeUndefined();
  });
});
