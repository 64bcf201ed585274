import { describe, expect, it } from 'vitest';
import { queryList } from './list-query';

const rows = [
  { id: 1, name: 'beta', seats: 10, created_at: '2026-01-02' },
  { id: 2, name: 'Alpha', seats: 2, created_at: null },
  { id: 3, name: 'gamma 10', seats: 5, created_at: '2026-03-01' },
  { id: 4, name: 'gamma 9', seats: 5, created_at: '2025-12-31' },
];
const ids = (r: { data: { id: number }[] }) => r.data.map((x) => x.id);

describe('queryList', () => {
  it('pages on the server mode by default (10 a page) and reports the total', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i }));
    expect(queryList(many, {}).data).toHaveLength(10);
    expect(queryList(many, { pagination: { currentPage: 3, pageSize: 10 } })).toMatchObject({
      total: 23,
      data: [{ id: 20 }, { id: 21 }, { id: 22 }],
    });
    expect(queryList(many, { pagination: { mode: 'off' } }).data).toHaveLength(23);
  });
  it('sorts case-insensitively, numerically, nulls last, stable on ties', () => {
    expect(ids(queryList(rows, { sorters: [{ field: 'name', order: 'asc' }] }))).toEqual([2, 1, 4, 3]);
    expect(ids(queryList(rows, { sorters: [{ field: 'seats', order: 'desc' }] }))).toEqual([1, 3, 4, 2]);
    expect(ids(queryList(rows, { sorters: [{ field: 'created_at', order: 'asc' }] }))).toEqual([4, 1, 3, 2]);
    expect(ids(queryList(rows, { sorters: [{ field: 'created_at', order: 'desc' }] }))).toEqual([3, 1, 4, 2]);
  });
  it('searches several fields at once (`a|b`: name or email)', () => {
    const people = [
      { id: 1, name: 'Ann Lee', email: 'ann@x.test' },
      { id: 2, name: 'Bo Chan', email: 'lee.bo@x.test' },
      { id: 3, name: 'Cy Day', email: 'cy@x.test' },
    ];
    expect(ids(queryList(people, { filters: [{ field: 'name|email', operator: 'contains', value: 'LEE' }] }))).toEqual([1, 2]);
    expect(ids(queryList(people, { filters: [{ field: 'name|email', operator: 'contains', value: 'cy@' }] }))).toEqual([3]);
  });
  it('filters with Refine operators', () => {
    expect(ids(queryList(rows, { filters: [{ field: 'seats', operator: 'gte', value: 5 }] }))).toEqual([1, 3, 4]);
    expect(ids(queryList(rows, { filters: [{ field: 'id', operator: 'in', value: [1, 4] }] }))).toEqual([1, 4]);
    expect(ids(queryList(rows, { filters: [{ field: 'created_at', operator: 'null', value: true }] }))).toEqual([2]);
    expect(ids(queryList(rows, { filters: [{ field: 'name', operator: 'startswith', value: 'GAM' }] }))).toEqual([3, 4]);
    expect(ids(queryList(rows, { filters: [{ field: 'name', operator: 'containss', value: 'alpha' }] }))).toEqual([]);
    expect(ids(queryList(rows, { filters: [{ field: 'name', operator: 'contains', value: '' }] }))).toEqual([1, 2, 3, 4]);
    expect(
      ids(
        queryList(rows, {
          filters: [
            {
              operator: 'and',
              value: [
                { field: 'seats', operator: 'eq', value: 5 },
                { field: 'name', operator: 'endswith', value: '9' },
              ],
            },
          ],
        }),
      ),
    ).toEqual([4]);
  });
  it('searches (q) every text and number field, not nested objects', () => {
    const withObject = [...rows, { id: 5, name: 'delta', seats: 1, created_at: null, meta: { note: 'alpha' } }];
    expect(ids(queryList(withObject, { filters: [{ field: 'q', operator: 'contains', value: 'ALPHA' }] }))).toEqual([2]);
    expect(ids(queryList(withObject, { filters: [{ field: 'q', operator: 'contains', value: 'object' }] }))).toEqual([]);
    expect(ids(queryList(withObject, { filters: [{ field: 'q', operator: 'contains', value: '2026-03' }] }))).toEqual([3]);
  });
  it('a big list sorted again with the same keys keeps its order; a changed key sorts afresh', () => {
    const big = Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `n${(i * 7919) % 1500}`, online: false }));
    const sort = [{ field: 'name', order: 'asc' as const }];
    const first = queryList(big, { sorters: sort, pagination: { mode: 'off' } }).data;
    const again = big.map((r) => ({ ...r, online: r.id === 3 }));
    const second = queryList(again, { sorters: sort, pagination: { mode: 'off' } }).data;
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));
    expect(second.find((r) => r.id === 3)?.online).toBe(true);
    const renamed = again.map((r) => (r.id === first[0]!.id ? { ...r, name: 'zzz' } : r));
    const third = queryList(renamed, { sorters: sort, pagination: { mode: 'off' } }).data;
    expect(third[third.length - 1]!.id).toBe(first[0]!.id);
    expect(third.map((r) => r.name)).toEqual(
      [...renamed.map((r) => r.name)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    );
  });
});
