import { describe, expect, it } from 'vitest';
import { asList, listIn } from './list';

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
