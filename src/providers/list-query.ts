// The server answers whole arrays, so filtering, search, sorting and paging happen here.
import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

type Row = Record<string, unknown>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const lower = (v: unknown): string => text(v).toLowerCase();

/** What a search (`q`) looks through: every text and number field of the row. */
const searchText = (row: Row): string =>
  Object.values(row)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map(text)
    .join(' ');

// The text a search looks through, once per row and search field, as typed and lowercased: a
// list keeps its unchanged rows between polls, so each keystroke over 10,000 rows compares
// strings instead of building them.
const combinedCache = new WeakMap<Row, Map<string, { raw: string; low: string }>>();
function combined(row: Row, field: string): { raw: string; low: string } {
  let byField = combinedCache.get(row);
  if (!byField) combinedCache.set(row, (byField = new Map()));
  let value = byField.get(field);
  if (value === undefined) {
    const raw =
      field === 'q'
        ? searchText(row)
        : field
            .split('|')
            .map((f) => text(row[f]))
            .join(' ');
    value = { raw, low: raw.toLowerCase() };
    byField.set(field, value);
  }
  return value;
}

function matches(row: Row, filter: CrudFilter): boolean {
  if (filter.operator === 'or') return filter.value.some((f) => matches(row, f));
  if (filter.operator === 'and') return filter.value.every((f) => matches(row, f));
  if (!('field' in filter)) return true;
  const { field, operator, value } = filter;
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  // `q` searches every text field; `a|b` searches the named fields together ("name or email").
  const many = field === 'q' || field.includes('|') ? combined(row, field) : null;
  const cell = many ? many.raw : row[field];
  if (many && (operator === 'contains' || operator === 'ncontains')) return many.low.includes(lower(value)) === (operator === 'contains');
  const values = Array.isArray(value) ? value.map(text) : [];
  switch (operator) {
    case 'eq':
      return text(cell) === text(value);
    case 'ne':
      return text(cell) !== text(value);
    case 'eqs':
      return text(cell) === text(value);
    case 'nes':
      return text(cell) !== text(value);
    case 'lt':
      return Number(cell) < Number(value);
    case 'gt':
      return Number(cell) > Number(value);
    case 'lte':
      return Number(cell) <= Number(value);
    case 'gte':
      return Number(cell) >= Number(value);
    case 'in':
      return values.includes(text(cell));
    case 'nin':
      return !values.includes(text(cell));
    case 'contains':
      return lower(cell).includes(lower(value));
    case 'ncontains':
      return !lower(cell).includes(lower(value));
    case 'containss':
      return text(cell).includes(text(value));
    case 'ncontainss':
      return !text(cell).includes(text(value));
    case 'startswith':
      return lower(cell).startsWith(lower(value));
    case 'nstartswith':
      return !lower(cell).startsWith(lower(value));
    case 'startswiths':
      return text(cell).startsWith(text(value));
    case 'nstartswiths':
      return !text(cell).startsWith(text(value));
    case 'endswith':
      return lower(cell).endsWith(lower(value));
    case 'nendswith':
      return !lower(cell).endsWith(lower(value));
    case 'endswiths':
      return text(cell).endsWith(text(value));
    case 'nendswiths':
      return !text(cell).endsWith(text(value));
    case 'null':
      return cell === null || cell === undefined;
    case 'nnull':
      return cell !== null && cell !== undefined;
    case 'between':
      return Number(cell) >= Number(values[0]) && Number(cell) <= Number(values[1]);
    case 'nbetween':
      return Number(cell) < Number(values[0]) || Number(cell) > Number(values[1]);
    case 'ina':
    case 'nina':
      return true;
    default:
      return true;
  }
}

// One collator for every comparison: `localeCompare` with options builds one per call, which
// dominates a sort of 10,000 rows.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(text(a), text(b));
}

type Keyed<T> = { row: T; i: number; keys: unknown[] };

function byKeys(sorters: CrudSort[]) {
  return <T>(x: Keyed<T>, y: Keyed<T>): number => {
    for (let k = 0; k < sorters.length; k++) {
      const a = x.keys[k];
      const b = y.keys[k];
      // Empty values last, whichever the direction ("Never seen" never heads a list).
      const aNone = a === null || a === undefined;
      const bNone = b === null || b === undefined;
      if (aNone || bNone) {
        if (aNone && bNone) continue;
        return aNone ? 1 : -1;
      }
      const c = compare(a, b);
      if (c !== 0) return sorters[k]!.order === 'desc' ? -c : c;
    }
    return x.i - y.i;
  };
}

// The last order of a big list per sort: a poll that changes no sort key (someone came online)
// gets the same order back in one pass instead of a new sort of 10,000 rows.
const MEMO_MIN = 1_000;
const sortMemo = new Map<string, { keys: Map<unknown, unknown[]>; order: unknown[] }>();

/** `rows` sorted by `sorters`, stable; each row's keys are read once, not once per comparison. */
function sortRows<T extends Row>(rows: readonly T[], sorters: CrudSort[]): T[] {
  const keyed: Keyed<T>[] = rows.map((row, i) => ({ row, i, keys: sorters.map((s) => row[s.field]) }));
  const memoKey = JSON.stringify(sorters);
  const prev = rows.length >= MEMO_MIN ? sortMemo.get(memoKey) : undefined;
  if (prev && prev.keys.size === rows.length) {
    const byId = new Map<unknown, T>();
    let same = true;
    for (const k of keyed) {
      const old = prev.keys.get(k.row.id);
      if (!old || byId.has(k.row.id) || old.some((v, j) => v !== k.keys[j])) {
        same = false;
        break;
      }
      byId.set(k.row.id, k.row);
    }
    if (same) return prev.order.map((id) => byId.get(id)!);
  }
  const sorted = keyed.sort(byKeys(sorters)).map((k) => k.row);
  if (rows.length >= MEMO_MIN && rows.every((r) => r.id !== undefined && r.id !== null)) {
    sortMemo.delete(memoKey);
    sortMemo.set(memoKey, { keys: new Map(keyed.map((k) => [k.row.id, k.keys])), order: sorted.map((r) => r.id) });
    if (sortMemo.size > 8) sortMemo.delete(sortMemo.keys().next().value as string);
  }
  return sorted;
}

export function queryList<T extends Row>(
  rows: readonly T[],
  { filters = [], sorters = [], pagination }: { filters?: CrudFilter[]; sorters?: CrudSort[]; pagination?: Pagination },
): { data: T[]; total: number } {
  // Sorted first, then filtered (which keeps the order): the sorted order of the whole list is
  // reused from one keystroke to the next, and only the filter runs again.
  const sorted = sorters.length ? sortRows(rows, sorters) : rows;
  let out = filters.length ? sorted.filter((r) => filters.every((f) => matches(r, f))) : [...sorted];
  const total = out.length;
  const mode = pagination?.mode ?? 'server';
  if (mode === 'server') {
    const size = Math.max(1, pagination?.pageSize ?? 10);
    const page = Math.max(1, pagination?.currentPage ?? 1);
    out = out.slice((page - 1) * size, page * size);
  }
  return { data: out, total };
}
