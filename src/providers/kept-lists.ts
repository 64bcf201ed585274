import { queryClient } from './query-client';

// The server answers whole lists, so the data provider keeps each answer and works out every view
// of it (page, sort, filters) in memory. The answers live in the app's one query cache, so they go
// with the session (sign-in and sign-out empty it) and a test's fresh page starts without them.

type Row = Record<string, unknown>;
/** A list as the server last answered it (`answer` numbers the answers), and the views already answered from it. */
type Kept<R> = { rows: R[]; answer: number; views: Set<string> };

const ROOT = 'kept-list';
// Bumped by a write: answers kept (or still on their way) from before it are never read again.
let generation = 0;
let answers = 0;

function shallowEqual(a: Row, b: Row): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * A new answer with the rows that did not change kept as they were (by id, compared shallowly):
 * memoized rows skip their render, the list query's search texts stay cached, and a poll of
 * 10,000 users costs one pass instead of a deep comparison.
 */
function shareRows<R extends Row>(prev: Kept<R> | undefined, next: Kept<R>): Kept<R> {
  if (!prev) return next;
  const old = new Map(prev.rows.map((r) => [r.id, r]));
  const rows = next.rows.map((r) => {
    const o = r.id === undefined ? undefined : old.get(r.id);
    return o && shallowEqual(o, r) ? o : r;
  });
  return { rows, answer: next.answer, views: next.views };
}

/**
 * The rows of one list for one view. A view not yet answered from the kept answer (another page,
 * sort or search) is answered from it without a request. The same view asked again (a poll, a
 * Retry, a refresh after a write, the page opened again) asks the server, and the new answer
 * replaces the kept one. Lists asked at once share one request; a failed one is not kept.
 */
export async function keptRows<R extends Row>(
  key: readonly unknown[],
  view: string,
  fetch: () => Promise<R[]>,
): Promise<{ rows: R[]; answer: number }> {
  const queryKey = [ROOT, generation, ...key];
  const kept = queryClient.getQueryData<Kept<R>>(queryKey);
  if (kept && !kept.views.has(view)) {
    kept.views.add(view);
    return kept;
  }
  try {
    const fresh = await queryClient.fetchQuery<Kept<R>>({
      queryKey,
      queryFn: async () => ({ rows: await fetch(), answer: ++answers, views: new Set<string>() }),
      staleTime: 0,
      structuralSharing: (prev, next) => shareRows(prev as Kept<R> | undefined, next as Kept<R>),
    });
    // The answer as kept, with its unchanged rows shared (fetchQuery hands back the raw one).
    const shared = queryClient.getQueryData<Kept<R>>(queryKey) ?? fresh;
    shared.views.add(view);
    return shared;
  } catch (err) {
    queryClient.removeQueries({ queryKey, exact: true });
    throw err;
  }
}

/** After a write every kept list is asked again: a count, a name or a seat may have changed. */
export function forgetKeptLists(): void {
  generation += 1;
  // One still on its way finishes for whoever asked before the write, then is let go.
  queryClient.removeQueries({ queryKey: [ROOT], predicate: (q) => q.state.fetchStatus === 'idle' });
}
