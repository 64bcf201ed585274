import { useEffect, useState } from 'react';
import { docsLinkNameKey, sleep, STORAGE_KEYS, writeKey } from '../../api';
import type { Company } from '../../api';
import { LIBRARY_REFRESH_INTERVAL_MS, LIBRARY_REFRESH_TRIES } from '../../config';
import { mergeCompany, storeCompanyId, storedCompanyId, useCompany, type CompanyRecord } from '../../resources/companies';

const hasDocsInfo = (c: Partial<Company> | null | undefined): boolean => !!c?.company_docs_base_url && !!c?.company_docs_link_name;

/**
 * The library's selected company (kept under library.selectedCompany). When its docs link info is
 * missing, the company is refreshed (GET /companies/{id}, the resource's cache) up to
 * LIBRARY_REFRESH_TRIES times, LIBRARY_REFRESH_INTERVAL_MS apart (docs/product.md#9-constants).
 */
export function useLibraryCompany(companies: CompanyRecord[], companiesLoading: boolean) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const listed = companies.find((c) => c.company_id === selectedId) ?? null;
  const details = useCompany(selectedId, { enabled: false });
  const selected = mergeCompany(listed, details.company);
  const { refetch } = details.query;
  const needsRefresh = !!listed && !hasDocsInfo(listed);

  // Restore the stored company once the list is known, if it is still listed.
  const [restored, setRestored] = useState(false);
  if (!restored && !companiesLoading) {
    setRestored(true);
    const id = storedCompanyId(STORAGE_KEYS.librarySelectedCompany);
    if (companies.some((c) => c.company_id === id)) setSelectedId(id);
  }

  useEffect(() => {
    if (!selectedId || !needsRefresh) return;
    let live = true;
    const run = async () => {
      setRefreshing(selectedId);
      for (let attempt = 0; attempt < LIBRARY_REFRESH_TRIES; attempt++) {
        if (attempt > 0) await sleep(LIBRARY_REFRESH_INTERVAL_MS);
        if (!live) return;
        const { data } = await refetch();
        if (!live) return;
        if (hasDocsInfo(data?.data)) break;
      }
      setRefreshing(null);
    };
    void run();
    return () => {
      live = false;
    };
  }, [selectedId, needsRefresh, refetch]);

  // What the page shows is remembered: the selection, and the docs link's label for later.
  const label = String(selected?.company_docs_link_name ?? '').trim();
  useEffect(() => {
    if (selectedId && label) writeKey(docsLinkNameKey(selectedId), label);
  }, [selectedId, label]);

  const select = (company: Company) => {
    setSelectedId(company.company_id);
    storeCompanyId(STORAGE_KEYS.librarySelectedCompany, company.company_id);
  };

  return { selected, refreshing: refreshing === selectedId && selectedId !== null, select };
}
