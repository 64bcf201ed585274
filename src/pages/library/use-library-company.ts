import { useCallback, useEffect, useRef, useState } from 'react';
import { docsLinkNameKey, fetchCompany, isRecord, readKey, STORAGE_KEYS, writeKey } from '../../api';
import type { Company } from '../../api';
import { LIBRARY_REFRESH_INTERVAL_MS, LIBRARY_REFRESH_TRIES } from '../../config';

const hasDocsInfo = (c: Company): boolean => !!c.company_docs_base_url && !!c.company_docs_link_name;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedId(): string | null {
  try {
    const value: unknown = JSON.parse(readKey(STORAGE_KEYS.librarySelectedCompany) ?? 'null');
    return isRecord(value) && value.company_id != null ? String(value.company_id) : null;
  } catch {
    return null;
  }
}

function remember(company: Company): void {
  writeKey(STORAGE_KEYS.librarySelectedCompany, JSON.stringify(company));
  const name = String(company.company_docs_link_name ?? '').trim();
  if (name) writeKey(docsLinkNameKey(company.company_id), name);
}

/**
 * The library's selected company (kept under library.selectedCompany). When its docs link info is
 * missing, the company is refreshed up to LIBRARY_REFRESH_TRIES times, LIBRARY_REFRESH_INTERVAL_MS apart.
 */
export function useLibraryCompany(companies: Company[], companiesLoading: boolean) {
  const [selected, setSelected] = useState<Company | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const epoch = useRef(0);
  const restored = useRef(false);

  const choose = useCallback(async (company: Company) => {
    const mine = ++epoch.current;
    let current = company;
    setSelected(current);
    remember(current);
    if (hasDocsInfo(current)) {
      setRefreshing(false);
      return;
    }
    setRefreshing(true);
    for (let attempt = 0; attempt < LIBRARY_REFRESH_TRIES && !hasDocsInfo(current); attempt++) {
      if (attempt > 0) await sleep(LIBRARY_REFRESH_INTERVAL_MS);
      if (epoch.current !== mine) return;
      const fresh = await fetchCompany(company.company_id).catch(() => null);
      if (epoch.current !== mine) return;
      if (fresh) {
        current = { ...current, ...fresh };
        setSelected(current);
        remember(current);
      }
    }
    setRefreshing(false);
  }, []);

  useEffect(() => {
    if (companiesLoading || restored.current) return;
    restored.current = true;
    const id = storedId();
    const company = companies.find((c) => c.company_id === id);
    if (!company) return;
    const restore = async () => choose(company);
    void restore();
  }, [companies, companiesLoading, choose]);

  const select = useCallback((company: Company) => void choose(company), [choose]);
  return { selected, refreshing, select };
}
