import { describe, expect, it, vi } from 'vitest';
import { errorText, isNotAList, NotAListError } from './errors';
import { asList, listIn, requireList } from './list';

describe('asList (lists are arrays, or wrapped under their key, else empty)', () => {
  it('passes a bare array', () => expect(asList([1, 2])).toEqual([1, 2]));
  it('unwraps the named key', () => expect(asList({ documents: [{ doc_id: 'd1' }] }, 'documents')).toEqual([{ doc_id: 'd1' }]));
  it('does not unwrap another key', () => expect(asList({ items: [1] }, 'documents')).toEqual([]));
  it.each([[null], [undefined], ['text'], [42], [{}], [{ documents: 'no' }], ['<html></html>']])('%j → []', (body) =>
    expect(asList(body, 'documents')).toEqual([]),
  );
});

describe('listIn (tells a list from a body that holds none)', () => {
  it('finds a bare or wrapped list, even an empty one', () => {
    expect(listIn([], 'orgs')).toEqual([]);
    expect(listIn({ orgs: [] }, 'orgs')).toEqual([]);
    expect(listIn({ companies: [{ company_id: 'c1' }] }, 'companies')).toEqual([{ company_id: 'c1' }]);
  });
  it.each([[null], ['text'], [{ orgs: 'x' }], [{ items: [] }]])('%j → null', (body) => expect(listIn(body, 'orgs')).toBeNull());
});

describe('requireList (a body holding no list is an error a page can read)', () => {
  it('gives the list, bare or wrapped', () => {
    expect(requireList([1], 'orgs', 'orgs')).toEqual([1]);
    expect(requireList({ invoices: [] }, 'invoices', 'invoices')).toEqual([]);
  });
  it.each([[null], [undefined], ['<html></html>'], [{ detail: 'x' }]])('%j → NotAListError, logged once', (body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = (() => {
      try {
        return requireList(body, 'orgs', 'orgs');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(NotAListError);
    expect(isNotAList(err)).toBe(true);
    expect(err).toMatchObject({ status: 200, statusCode: 200, serverMessage: undefined, body });
    expect(errorText(err, 'Unable to load organizations.')).toBe('Unable to load organizations.');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
