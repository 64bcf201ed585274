import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { Tabs } from '../../components/tabs';
import { useCompany } from '../../resources/companies';
import { CompanyList } from './company-list';
import { CompanyPanel } from './company-panel';
import { isBackgroundClick } from './deselect';
import { UploadTab } from './upload-tab';
import styles from './admin.module.css';

// The two edit forms (antd Form, Select: ~50 KB gzip) load when their tab is first opened.
const CompanyInfoForm = lazy(() => import('./company-info-form').then((m) => ({ default: m.CompanyInfoForm })));
const DocsLinkForm = lazy(() => import('./docs-link-form').then((m) => ({ default: m.DocsLinkForm })));

const PICK_FIRST = 'Select a company on the left first.';
const LOADING_FORM = <p role="status">Loading the form…</p>;
const LOADING_COMPANY = <p role="status">Loading the company…</p>;

/** /admin: carriers (companies) and their documents, logos and contact info. */
export default function AdminPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState('upload');
  const main = useRef<HTMLElement>(null);
  // GET /companies/{id}: the selected company as the server has it now (spec §7).
  const { company: selected } = useCompany(selectedId);
  const waiting = selectedId !== null && !selected;

  const deselectOnBackground = (e: MouseEvent) => {
    if (isBackgroundClick(e.target, main.current)) setSelectedId(null);
  };

  return (
    <div className={styles.page}>
      <AppToolbar>
        <h1 className={styles.title}>Admin</h1>
        <OwnerMenu />
      </AppToolbar>
      <main ref={main} className={styles.layout} onClick={deselectOnBackground}>
        <CompanyList
          selectedId={selectedId}
          onSelect={setSelectedId}
          onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
        />
        <section aria-label="Company tools" className={styles.column}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'upload', label: 'Upload', children: waiting ? LOADING_COMPANY : <UploadTab company={selected} onCreated={setSelectedId} /> },
              {
                key: 'info',
                label: 'Company Info',
                children: selected ? (
                  <Suspense fallback={LOADING_FORM}>
                    <CompanyInfoForm key={selected.company_id} companyId={selected.company_id} />
                  </Suspense>
                ) : waiting ? (
                  LOADING_COMPANY
                ) : (
                  <p>{PICK_FIRST}</p>
                ),
              },
              {
                key: 'docs',
                label: 'Docs Link',
                children: selected ? (
                  <Suspense fallback={LOADING_FORM}>
                    <DocsLinkForm key={selected.company_id} companyId={selected.company_id} />
                  </Suspense>
                ) : waiting ? (
                  LOADING_COMPANY
                ) : (
                  <p>{PICK_FIRST}</p>
                ),
              },
            ]}
          />
        </section>
        <aside aria-label="Selected company" className={styles.column} data-keeps-selection>
          {selected ? (
            <CompanyPanel key={selected.company_id} company={selected} />
          ) : waiting ? (
            LOADING_COMPANY
          ) : (
            <p className={styles.muted}>Select a company on the left to see its logo, info and documents.</p>
          )}
        </aside>
      </main>
    </div>
  );
}
