import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useList } from '@refinedev/core';
import { Tabs } from 'antd';
import { AppToolbar } from '../../components/app-toolbar';
import { CompanyInfoForm } from './company-info-form';
import { CompanyList } from './company-list';
import { CompanyPanel } from './company-panel';
import { isBackgroundClick } from './deselect';
import { DocsLinkForm } from './docs-link-form';
import { UploadTab } from './upload-tab';
import type { AdminCompany } from './types';
import styles from './admin.module.css';

const PICK_FIRST = 'Select a company on the left first.';

/** /admin: carriers (companies) and their documents, logos and contact info. */
export default function AdminPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState('upload');
  const main = useRef<HTMLElement>(null);
  const { result, query } = useList<AdminCompany>({
    resource: 'companies',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const companies = result.data;
  const selected = companies.find((c) => c.company_id === selectedId) ?? null;

  // Spec §8: a failed or malformed company list is an empty list and a logged error.
  useEffect(() => {
    if (query.error) console.error('Unable to load companies', query.error);
  }, [query.error]);

  const deselectOnBackground = (e: MouseEvent) => {
    if (isBackgroundClick(e.target, main.current)) setSelectedId(null);
  };

  return (
    <div className={styles.page}>
      <AppToolbar>
        <h1 className={styles.title}>Admin</h1>
      </AppToolbar>
      <main ref={main} className={styles.layout} onClick={deselectOnBackground}>
        <CompanyList
          companies={companies}
          loading={query.isLoading}
          selectedId={selected?.company_id ?? null}
          onSelect={setSelectedId}
          onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
        />
        <section aria-label="Company tools" className={styles.column}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'upload', label: 'Upload', children: <UploadTab company={selected} onCreated={setSelectedId} /> },
              {
                key: 'info',
                label: 'Company Info',
                children: selected ? <CompanyInfoForm key={selected.company_id} companyId={selected.company_id} /> : <p>{PICK_FIRST}</p>,
              },
              {
                key: 'docs',
                label: 'Docs Link',
                children: selected ? <DocsLinkForm key={selected.company_id} companyId={selected.company_id} /> : <p>{PICK_FIRST}</p>,
              },
            ]}
          />
        </section>
        <aside aria-label="Selected company" className={styles.column} data-keeps-selection>
          {selected ? (
            <CompanyPanel key={selected.company_id} company={selected} />
          ) : (
            <p className={styles.muted}>Select a company on the left to see its logo, info and documents.</p>
          )}
        </aside>
      </main>
    </div>
  );
}
