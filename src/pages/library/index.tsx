import { useNavigate, useLocation } from 'react-router';
import { CarrierWorkspace, docsLabelOf, useCompanies } from '../../resources/companies';
import { documentUrl, pageOf } from './document-url';
import { useLibraryCompany } from './use-library-company';
import { Viewer } from './viewer';

export default function LibraryPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const list = useCompanies();
  const { selected, refreshing, select } = useLibraryCompany(list.companies, list.loading);
  const url = documentUrl(selected, new URLSearchParams(location.search).get('doc'));
  const label = selected ? docsLabelOf(selected) : 'Documents';
  const title = selected ? `${selected.company_display} — ${label}` : 'Documents';

  const onSelect = (company: Parameters<typeof select>[0]) => {
    // A citation's document belongs to the company it came with; picking another drops it.
    if (location.search) navigate({ pathname: location.pathname, search: '' }, { replace: true });
    select(company);
  };

  return (
    <CarrierWorkspace
      title="Library"
      list={{ ...list, onRetry: list.retry, selectedId: selected?.company_id ?? null, onSelect }}
      company={selected}
      detailsLoading={refreshing}
    >
      <Viewer
        url={url}
        page={pageOf(location.hash)}
        title={title}
        fileName={selected ? `${selected.company_display} ${label}` : 'document'}
        emptyText={!selected ? 'Select a company to read its documents.' : refreshing ? 'Loading documents…' : 'No documents yet.'}
      />
    </CarrierWorkspace>
  );
}
