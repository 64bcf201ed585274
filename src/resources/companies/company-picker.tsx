import { Link } from 'react-router';
import { Button, Skeleton } from 'antd';
import type { Company } from '../../api';
import { firstClick } from '../../components/first-click';
import { ListPager } from '../../components/list-pager';
import { SearchBox } from '../../components/search-box';
import { useCurrentUser } from '../../components/use-current-user';
import { CompanyAvatar } from './company-avatar';
import { useCompanyTable } from './use-company-table';
import styles from './company-picker.module.css';

export const COMPANIES_FAILED = 'Could not load the companies.';

const SKELETON_ROWS = 6;

type Props = {
  selectedId: string | null;
  onSelect: (company: Company) => void;
};

/** Rows of antd's Skeleton in the list's shape (a logo and a name), while it loads. */
function LoadingRows() {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">Loading companies…</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 28 }} title={{ width: `${[70, 55, 80][i % 3]}%` }} paragraph={false} />
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

/**
 * The agent's and the library's carrier picker: the carriers with their logos in alphabetical
 * order, a filter box above them; loading, empty, failed and filtered-to-nothing states. A failed
 * list says so (never "No companies."), with a way to try again.
 */
export function CompanyPicker({ selectedId, onSelect }: Props) {
  const view = useCompanyTable();
  const { rows: shown, loading, error } = view;
  const filter = String(view.filterValue('company_display', 'contains') ?? '');
  return (
    <div className={styles.wrap}>
      <SearchBox
        label="Filter companies"
        placeholder="Filter companies"
        value={filter}
        onApply={(text) => view.setFilter('company_display', 'contains', text)}
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
                    // (A double click is one pick: on /agent each pick starts a conversation.)
                    onClick={firstClick(() => onSelect(c))}
                  >
                    <CompanyAvatar name={c.company_display} logoPath={c.logo_path} size={28} />
                    <bdi className={styles.name}>{name}</bdi>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {loading && <LoadingRows />}
        {!loading && error != null && (
          <div className={`${styles.state} ${styles.failed}`} role="alert">
            <p className={styles.stateTitle}>{COMPANIES_FAILED}</p>
            <Button size="small" onClick={view.refetch}>
              Retry
            </Button>
          </div>
        )}
        {!loading &&
          error == null &&
          shown.length === 0 &&
          (filter ? (
            <div className={styles.state}>
              <p className={styles.stateTitle}>No company matches the filter.</p>
              <Button size="small" onClick={view.clearFilters}>
                Clear filter
              </Button>
            </div>
          ) : (
            <Empty />
          ))}
      </nav>
      <ListPager label="Carrier pages" page={view.currentPage} pageCount={view.pageCount} onPage={view.setCurrentPage} />
    </div>
  );
}
