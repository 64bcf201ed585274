import { Pagination } from 'antd';

type Props = { label: string; page: number; size: number; total: number; onChange: (page: number) => void };

/** Page buttons under a long admin list; nothing when the list fits on one page. */
export function ListPager({ label, page, size, total, onChange }: Props) {
  if (total <= size) return null;
  return <Pagination simple size="small" current={page} pageSize={size} total={total} onChange={onChange} aria-label={label} />;
}
