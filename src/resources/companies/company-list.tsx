import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Input } from 'antd';
import type { Company } from '../../api';
import { useCurrentUser } from '../../components/use-current-user';
import { CompanyAvatar } from './company-avatar';
import styles from './company-list.module.css';

export const COMPANIES_FAILED = 'Could not load the companies.';

const SKELETON_ROWS = 6;

type Props = {
  companies: Company[];
  selectedId: string | null;
  onSelect: (company: Company) => void;
  loading?: boolean;
  /** The list failed: say so (never "No companies."), with a way to try again. */
  error?: unknown;
  onRetry?: () => void;
};

function Skeleton() {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">Loading companies…</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <span key={i} aria-hidden="true" className={styles.skeletonRow}>
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonText} />
        </span>
      ))}
    </div>
  );
}

/** Nothing to list: what to do about it (an admin can add carriers, anyone else asks one). */
function Empty() {
  const { user } = useCurrentUser();
  const admin = user?.role === 'admin' || user?.role === 'superadmin';
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>No companies yet.</p>
      {admin ? (
        <p className={styles.stateText}>
          Upload a carrier’s guidelines on the <Link to="/admin">Admin page</Link> to add it here.
        </p>
      ) : (
        <p className={styles.stateText}>Carriers appear here once your administrator uploads their guidelines.</p>
      )}
    </div>
  );
}

/** The carriers with their logos, a filter box above them; loading, empty and failed states. */
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
      <nav aria-label="Companies" aria-busy={loading} className={styles.nav}>
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((c) => {
              const selected = c.company_id === selectedId;
              const name = String(c.company_display || c.company_id);
              return (
                <li key={c.company_id}>
                  <button
                    type="button"
                    className={`${styles.item} ${selected ? styles.selected : ''}`}
                    aria-pressed={selected}
                    title={name}
                    onClick={() => onSelect(c)}
                  >
                    <CompanyAvatar name={c.company_display} logoPath={c.logo_path} size={28} />
                    <bdi className={styles.name}>{name}</bdi>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {loading && <Skeleton />}
        {!loading && error != null && (
          <div className={`${styles.state} ${styles.failed}`} role="alert">
            <p className={styles.stateTitle}>{COMPANIES_FAILED}</p>
            {onRetry && (
              <Button size="small" onClick={onRetry}>
                Retry
              </Button>
            )}
          </div>
        )}
        {!loading && error == null && shown.length === 0 && (companies.length ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>No company matches the filter.</p>
            <Button size="small" onClick={() => setFilter('')}>
              Clear filter
            </Button>
          </div>
        ) : (
          <Empty />
        ))}
      </nav>
    </div>
  );
}
