import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { Tabs } from '../../components/tabs';
import { useCompany, type CompanyRecord } from '../../resources/companies';
import {
  CompanyAdminList,
  CompanyAdminPanel,
  CompanyDocsLinkForm,
  CompanyInfoForm,
  CompanyUploadForm,
} from '../../resources/companies/admin';
import { isBackgroundClick } from './deselect';
import styles from './admin.module.css';

const PICK_FIRST_NOTE = <p>Select a company on the left first.</p>;
const LOADING_COMPANY = <p role="status">Loading the company…</p>;

/** /admin: carriers (companies) and their documents, logos and contact info. */
export default function AdminPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState('upload');
  // Each "New carrier" click asks the Upload tab to put the cursor in its name field.
  const [newCarrier, setNewCarrier] = useState(0);
  const main = useRef<HTMLElement>(null);
  // GET /companies/{id}: the selected company as the server has it now (docs/product.md#7-calls).
  const { company: selected } = useCompany(selectedId);
  // What a column shows for the selected company; while its details load, that it is loading.
  const forCompany = (render: (c: CompanyRecord) => ReactNode, none: ReactNode): ReactNode =>
    selected ? render(selected) : selectedId !== null ? LOADING_COMPANY : none;

  // A click on the page's empty space deselects: a pointer's shortcut for what New carrier does
  // from the keyboard too.
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const onClick = (e: MouseEvent) => {
      if (isBackgroundClick(e.target, root)) setSelectedId(null);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, []);

  return (
    <div className={styles.page}>
      <AppToolbar>
        <h1 className={styles.title}>Admin</h1>
        <OwnerMenu />
      </AppToolbar>
      <main ref={main} className={styles.layout}>
        <CompanyAdminList
          className={styles.column}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
          onNew={() => {
            setSelectedId(null);
            setTab('upload');
            setNewCarrier((n) => n + 1);
          }}
        />
        <section aria-label="Company tools" className={styles.column}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'upload',
                label: 'Upload',
                // Keyed by company: a message about one company never stays when another is picked.
                children: forCompany(
                  (c) => <CompanyUploadForm key={c.company_id} company={c} onCreated={setSelectedId} />,
                  <CompanyUploadForm key={`new:${newCarrier}`} company={null} onCreated={setSelectedId} focusName={newCarrier > 0} />,
                ),
              },
              {
                key: 'info',
                label: 'Company Info',
                children: forCompany((c) => <CompanyInfoForm key={c.company_id} companyId={c.company_id} />, PICK_FIRST_NOTE),
              },
              {
                key: 'docs',
                label: 'Docs Link',
                children: forCompany((c) => <CompanyDocsLinkForm key={c.company_id} companyId={c.company_id} />, PICK_FIRST_NOTE),
              },
            ]}
          />
        </section>
        <aside aria-label="Selected company" className={styles.column} data-keeps-selection>
          {forCompany(
            (c) => (
              <CompanyAdminPanel key={c.company_id} company={c} />
            ),
            <p className={styles.muted}>Select a company on the left to see its logo, info and documents.</p>,
          )}
        </aside>
      </main>
    </div>
  );
}
