import { useMemo, useState } from 'react';
import { useDelete } from '@refinedev/core';
import { Input } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { CompanyAvatar } from '../../components/company-avatar';
import { ListPager } from './list-pager';
import { COMPANY_PAGE_SIZE, filterCompanies, pageOf } from './list-window';
import { failure } from './notify';
import { useConfirm } from './use-confirm';
import type { AdminCompany } from './types';
import styles from './admin.module.css';

type Props = {
  companies: AdminCompany[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
};

/** The left column: a filter, one page of companies, a delete (after confirmation) per company. */
export function CompanyList({ companies, loading, selectedId, onSelect, onDeleted }: Props) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const { mutate: remove } = useDelete();
  const { confirm, contextHolder } = useConfirm();
  const filtered = useMemo(() => filterCompanies(companies, filter), [companies, filter]);
  const shown = pageOf(filtered, page, COMPANY_PAGE_SIZE);

  const confirmDelete = (company: AdminCompany) =>
    remove(
      {
        resource: 'companies',
        id: company.company_id,
        successNotification: false,
        errorNotification: failure('Delete failed'),
      },
      { onSuccess: () => onDeleted(company.company_id) },
    );

  return (
    <nav aria-label="Companies" className={styles.column}>
      {contextHolder}
      <h2 className={styles.columnTitle}>Companies</h2>
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
      ) : filtered.length === 0 ? (
        <p className={styles.muted}>{companies.length ? 'No company matches the filter.' : 'No companies yet.'}</p>
      ) : (
        <ul className={styles.items}>
          {shown.rows.map((c) => (
            <li key={c.company_id} className={styles.item}>
              <button
                type="button"
                className={styles.itemButton}
                aria-pressed={c.company_id === selectedId}
                onClick={() => onSelect(c.company_id)}
              >
                <CompanyAvatar name={c.company_display} logoPath={c.logo_path} size={28} />
                <span className={styles.itemName}>{c.company_display}</span>
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
      <ListPager label="Company pages" page={shown.page} size={COMPANY_PAGE_SIZE} total={filtered.length} onChange={setPage} />
    </nav>
  );
}
