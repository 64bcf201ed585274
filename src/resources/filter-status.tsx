import { Button } from 'antd';
import styles from '../components/table-panel.module.css';

export const PAGE_SIZES = [10, 25, 50, 100];

type View = { filters: unknown[]; clearFilters: () => void; loading: boolean; error: unknown; total: number; all: unknown[] };

/** Beside a table's filters: a way to clear them, and how many rows match of all. */
export function FilterStatus({ view }: { view: View }) {
  const filtered = view.filters.length > 0;
  const known = !view.loading && (!view.error || view.all.length > 0);
  return (
    <>
      {filtered && (
        <Button type="link" onClick={view.clearFilters}>
          Clear filters
        </Button>
      )}
      <span className={styles.spacer} />
      <span className={styles.summary} aria-live="polite">
        {known && filtered ? `${view.total.toLocaleString('en-US')} of ${view.all.length.toLocaleString('en-US')} match` : ''}
      </span>
    </>
  );
}
