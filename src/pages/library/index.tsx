import { useNavigate, useLocation } from 'react-router';
import { CarrierWorkspace, useCompanies } from '../../resources/companies';
import { useCompanyDocuments } from '../../resources/documents';
import { chooseDocument, documentChoices, pageOf, type DocumentChoice } from './document-choice';
import { useLibraryCompany } from './use-library-company';
import { Viewer } from './viewer';

export default function LibraryPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const list = useCompanies();
  const { selected, refreshing, select } = useLibraryCompany(list.companies, list.loading);
  const docs = useCompanyDocuments(selected?.company_id ?? null);
  const params = new URLSearchParams(location.search);
  const requested = params.get('doc');
  const choices = documentChoices(selected, docs.documents);
  const chosen = chooseDocument(selected, choices, requested, docs.loading);
  // A citation's page and passage belong to the document it asked for.
  const cited = chosen.state === 'shown' && !chosen.refused;

  const onSelect = (company: Parameters<typeof select>[0]) => {
    // A citation's document belongs to the company it came with; picking another drops it.
    if (location.search || location.hash) navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    select(company);
  };

  const onPick = (choice: DocumentChoice) =>
    navigate({ pathname: location.pathname, search: `?doc=${encodeURIComponent(choice.url)}`, hash: '' });

  return (
    <CarrierWorkspace
      title="Library"
      list={{ selectedId: selected?.company_id ?? null, onSelect }}
      company={selected}
      detailsLoading={refreshing}
    >
      <Viewer
        company={selected ? String(selected.company_display ?? '') : null}
        choices={choices}
        chosen={chosen}
        onPick={onPick}
        page={cited ? pageOf(location.hash) : null}
        quote={cited ? params.get('quote') : null}
        emptyText={!selected ? 'Select a company to read its documents.' : refreshing ? 'Loading documents…' : 'No documents yet.'}
      />
    </CarrierWorkspace>
  );
}
