import { useState } from 'react';
import { useDelete } from '@refinedev/core';
import { Button, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { COMPANIES_FAILED, COMPANY_PAGE_SIZE, CompanyAvatar, useCompanyPage, type CompanyRecord } from '../../resources/companies';
import { ListPager } from './list-pager';
import { failure } from './notify';
import { useConfirm } from './use-confirm';
import styles from './admin.module.css';

export const FILTER_DEBOUNCE_MS = 200;

type Props = {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
  /** Starts a new carrier (the Upload tab with no company selected). */
  onNew: () => void;
};

/** The left column: a filter, one page of companies, a delete (after confirmation) per company. */
export function CompanyList({ selectedId, onSelect, onDeleted, onNew }: Props) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const { companies, total, loading, error, retry } = useCompanyPage(query, page);
  const { mutate: remove } = useDelete();
  const { confirm, contextHolder } = useConfirm();

  const confirmDelete = (company: CompanyRecord) =>
    remove(
      {
        resource: 'companies',
        id: company.company_id,
        successNotification: false,
        errorNotification: failure('Delete failed'),
      },
      {
        onSuccess: () => {
          // The last row of the last page gone: step back a page.
          if (companies.length === 1 && page > 1) setPage(page - 1);
          onDeleted(company.company_id);
        },
      },
    );

  return (
    <nav aria-label="Companies" className={styles.column}>
      {contextHolder}
      <div className={styles.columnHead}>
        <h2 className={styles.columnTitle}>Companies</h2>
        <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={onNew}>
          New carrier
        </Button>
      </div>
      <Input
        allowClear
        aria-label="Filter companies"
        placeholder="Filter companies"
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value);
          setPage(1);
        }}
      />
      {loading ? (
        <p role="status">Loading companies…</p>
      ) : error ? (
        <div role="alert" className={styles.muted}>
          <p>{COMPANIES_FAILED}</p>
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        </div>
      ) : companies.length === 0 ? (
        <p className={styles.muted}>{query.trim() ? 'No company matches the filter.' : 'No companies yet.'}</p>
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
                <bdi className={styles.itemName} title={c.company_display ?? undefined}>{c.company_display}</bdi>
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
      <ListPager label="Company pages" page={page} size={COMPANY_PAGE_SIZE} total={total} onChange={setPage} />
    </nav>
  );
}
