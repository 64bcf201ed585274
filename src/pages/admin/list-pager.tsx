import { Button } from 'antd';
import styles from './admin.module.css';

type Props = { label: string; page: number; size: number; total: number; onChange: (page: number) => void };

/** Previous / Next under a long admin list; nothing when the list fits on one page. */
export function ListPager({ label, page, size, total, onChange }: Props) {
  const last = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        {page} / {last}
      </span>
      <Button size="small" disabled={page >= last} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
