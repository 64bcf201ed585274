import { useDelete } from '@refinedev/core';
import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ListPager } from '../../components/list-pager';
import { SearchBox } from '../../components/search-box';
import { CompanyAvatar } from './company-avatar';
import { COMPANIES_FAILED } from './company-picker';
import type { CompanyRecord } from './types';
import { useCompanyTable } from './use-company-table';
import { failureToast } from '../../components/failure-toast';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import styles from './company-admin.module.css';

type Props = {
  /** The page's column around the list. */
  className?: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
  /** Starts a new carrier (the Upload tab with no company selected). */
  onNew: () => void;
};

/** The left column: a filter, one page of companies, a delete (after confirmation) per company. */
export function CompanyAdminList({ className, selectedId, onSelect, onDeleted, onNew }: Props) {
  const view = useCompanyTable({ pageSize: 25 });
  const { rows: companies, loading, error, refetch } = view;
  const filter = String(view.filterValue('company_display', 'contains') ?? '');
  const { mutate: remove } = useDelete();
  const { confirm, contextHolder } = useConfirmDelete();

  const confirmDelete = (company: CompanyRecord) =>
    remove(
      {
        resource: 'companies',
        id: company.company_id,
        successNotification: false,
        errorNotification: failureToast('Delete failed'),
      },
      {
        onSuccess: () => onDeleted(company.company_id),
      },
    );

  return (
    <nav aria-label="Companies" className={className}>
      {contextHolder}
      <div className={styles.columnHead}>
        <h2 className={styles.columnTitle}>Companies</h2>
        <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={onNew}>
          New carrier
        </Button>
      </div>
      <SearchBox
        label="Filter companies"
        placeholder="Filter companies"
        value={filter}
        onApply={(text) => view.setFilter('company_display', 'contains', text)}
      />
      {loading ? (
        <p role="status">Loading companies…</p>
      ) : error ? (
        <div role="alert" className={styles.muted}>
          <p>{COMPANIES_FAILED}</p>
          <Button size="small" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : companies.length === 0 ? (
        <p className={styles.muted}>{filter ? 'No company matches the filter.' : 'No companies yet.'}</p>
      ) : (
        <ul className={styles.items}>
          {companies.map((c) => (
            <li key={c.company_id} className={styles.item}>
              <button
                type="button"
                className={styles.itemButton}
                aria-pressed={c.company_id === selectedId}
                onClick={() => onSelect(c.company_id)}
              >
                <CompanyAvatar name={c.company_display} logoPath={c.logo_path} size={28} />
                <bdi className={styles.itemName} title={c.company_display ?? undefined}>
                  {c.company_display}
                </bdi>
              </button>
              {/* A plain button: one antd Button per row costs more than the row itself. */}
              <button
                type="button"
                className={styles.deleteButton}
                aria-label={`Delete ${c.company_display}`}
                onClick={() => confirm(`Delete ${c.company_display}?`, 'Its documents are deleted too.', () => confirmDelete(c))}
              >
                <DeleteOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListPager label="Company pages" page={view.currentPage} pageCount={view.pageCount} onPage={view.setCurrentPage} />
    </nav>
  );
}
