import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveLogin } from './session';
import { readKey, removeKey, storedKeys, writeKey } from './storage';

afterEach(() => vi.restoreAllMocks());

const quota = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('storage (a write that fails is ignored)', () => {
  it('reads, writes and removes keys', () => {
    writeKey('role', 'admin');
    expect(readKey('role')).toBe('admin');
    expect(storedKeys()).toContain('role');
    removeKey('role');
    expect(readKey('role')).toBeNull();
  });

  it('never throws when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    expect(() => writeKey('selectedCompany', JSON.stringify({ company_id: 'c1' }))).not.toThrow();
    expect(() => saveLogin('a.b.c', 'agent', 3)).not.toThrow();
    expect(readKey('selectedCompany')).toBeNull();
  });

  it('never throws when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quota);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quota);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(quota);
    expect(readKey('token')).toBeNull();
    expect(() => removeKey('token')).not.toThrow();
    expect(() => clearSession()).not.toThrow();
    expect(storedKeys()).toEqual([]);
  });
});
