import type { CrudOperators } from '@refinedev/core';

type View = {
  filterValue: (field: string, operator?: CrudOperators) => unknown;
  setFilter: (field: string, operator: Exclude<CrudOperators, 'or' | 'and'>, value: unknown) => void;
};

/** The value of a select filter that offers "none" (the field is null) besides the values themselves. */
export const NONE = '__none__';

/** A select filter over one field: a value filters `eq`, NONE filters `null`, '' clears both. */
export function choiceFilter(view: View, field: string) {
  const eq = view.filterValue(field, 'eq');
  const value = eq !== undefined && eq !== null && eq !== '' ? String(eq) : view.filterValue(field, 'null') ? NONE : undefined;
  return {
    value,
    set: (next: string | undefined) => {
      // '' (the select's "All …") clears.
      view.setFilter(field, 'eq', next && next !== NONE ? next : undefined);
      view.setFilter(field, 'null', next === NONE ? true : undefined);
    },
  };
}
