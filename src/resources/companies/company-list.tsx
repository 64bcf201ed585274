import { useMemo, useState } from 'react';
import { Button, Input } from 'antd';
import type { Company } from '../../api';
import { CompanyAvatar } from './company-avatar';
import styles from './company-list.module.css';

export const COMPANIES_FAILED = 'Could not load the companies.';

type Props = {
  companies: Company[];
  selectedId: string | null;
  onSelect: (company: Company) => void;
  loading?: boolean;
  /** The list failed: say so (never "No companies."), with a way to try again. */
  error?: unknown;
  onRetry?: () => void;
};

/** The carriers with their logos, a filter box above them. */
export function CompanyList({ companies, selectedId, onSelect, loading = false, error = null, onRetry }: Props) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? companies.filter((c) => String(c.company_display ?? '').toLowerCase().includes(q)) : companies;
  }, [companies, filter]);
  return (
    <div className={styles.wrap}>
      <Input
        allowClear
        type="search"
        aria-label="Filter companies"
        placeholder="Filter companies"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <nav aria-label="Companies" aria-busy={loading}>
        <ul className={styles.list}>
          {shown.map((c) => {
            const selected = c.company_id === selectedId;
            return (
              <li key={c.company_id}>
                <button
                  type="button"
                  className={`${styles.item} ${selected ? styles.selected : ''}`}
                  aria-pressed={selected}
                  onClick={() => onSelect(c)}
                >
                  <CompanyAvatar name={c.company_display} logoPath={c.logo_path} size={28} />
                  <span className={styles.name}>{c.company_display || c.company_id}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {loading && <p className={styles.empty} role="status">Loading companies…</p>}
        {!loading && error != null && (
          <div className={styles.empty} role="alert">
            <p>{COMPANIES_FAILED}</p>
            {onRetry && <Button size="small" onClick={onRetry}>Retry</Button>}
          </div>
        )}
        {!loading && error == null && shown.length === 0 && (
          <p className={styles.empty}>{companies.length ? 'No company matches the filter.' : 'No companies.'}</p>
        )}
      </nav>
    </div>
  );
}
