import { Button } from 'antd';
import styles from './list-pager.module.css';

type Props = { label: string; page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / Next under a list that is not a table (carriers, documents); nothing when it fits on one page. */
export function ListPager({ label, page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        {page} / {pageCount}
      </span>
      <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
