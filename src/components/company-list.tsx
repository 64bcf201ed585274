import { useEffect, useMemo, useState } from 'react';
import { Input } from 'antd';
import { listCompanies } from '../api';
import type { Company } from '../api';
import { CompanyAvatar } from './company-avatar';
import styles from './company-list.module.css';

/** GET /companies once per mount; a failure is logged and leaves the list empty (spec §8). */
export function useCompanies() {
  const [state, setState] = useState<{ companies: Company[]; loading: boolean }>({ companies: [], loading: true });
  useEffect(() => {
    let live = true;
    listCompanies()
      .catch((err: unknown) => {
        console.error('Could not load the companies', err);
        return [] as Company[];
      })
      .then((companies) => {
        if (live) setState({ companies, loading: false });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

type Props = {
  companies: Company[];
  selectedId: string | null;
  onSelect: (company: Company) => void;
  loading?: boolean;
};

/** The carriers with their logos, a filter box above them. */
export function CompanyList({ companies, selectedId, onSelect, loading = false }: Props) {
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
        {!loading && shown.length === 0 && <p className={styles.empty}>No companies.</p>}
      </nav>
    </div>
  );
}
