import { useNavigate, useLocation } from 'react-router';
import { AppToolbar } from '../../components/app-toolbar';
import { CompanyDetailsPanel, docsLabelOf } from '../../components/company-details-panel';
import { CompanyList, useCompanies } from '../../components/company-list';
import { OwnerMenu } from '../../components/owner-menu';
import { documentUrl, pageOf } from './document-url';
import { useLibraryCompany } from './use-library-company';
import { Viewer } from './viewer';
import styles from './library.module.css';

export default function LibraryPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { companies, loading } = useCompanies();
  const { selected, refreshing, select } = useLibraryCompany(companies, loading);
  const url = documentUrl(selected, new URLSearchParams(location.search).get('doc'));
  const label = selected ? docsLabelOf(selected) : 'Documents';
  const title = selected ? `${selected.company_display} — ${label}` : 'Documents';

  const onSelect = (company: Parameters<typeof select>[0]) => {
    // A citation's document belongs to the company it came with; picking another drops it.
    if (location.search) navigate({ pathname: location.pathname, search: '' }, { replace: true });
    select(company);
  };

  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.page}>
        <aside className={styles.sidebar} aria-label="Carriers">
          <h1 className={styles.heading}>Library</h1>
          <CompanyList companies={companies} loading={loading} selectedId={selected?.company_id ?? null} onSelect={onSelect} />
        </aside>
        <Viewer
          url={url}
          page={pageOf(location.hash)}
          title={title}
          fileName={selected ? `${selected.company_display} ${label}` : 'document'}
          emptyText={!selected ? 'Select a company to read its documents.' : refreshing ? 'Loading documents…' : 'No documents yet.'}
        />
        <CompanyDetailsPanel company={selected} loading={refreshing} />
      </main>
    </>
  );
}
