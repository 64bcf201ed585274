import { Button } from 'antd';
import { CompanyAvatar, type CompanyRecord } from '../../resources/companies';
import { useDocumentTable } from '../../resources/documents';
import { CompanyFacts } from './company-facts';
import { DocumentList } from './document-list';
import { LogoUpdate } from './logo-update';
import { RenameForm } from './rename-form';
import styles from './admin.module.css';

const countText = (n: number): string => `${n} ${n === 1 ? 'document' : 'documents'}`;

const DOCUMENTS_FAILED = 'Could not load the documents.';

/** The right panel: logo, rename, document count, logo update, company info, documents. */
export function CompanyPanel({ company }: { company: CompanyRecord }) {
  const id = company.company_id;
  const docs = useDocumentTable(id);

  return (
    <>
      <div className={styles.panelHeader}>
        <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={64} />
        <div>
          <h2>
            <bdi>{company.company_display}</bdi>
          </h2>
          <p className={styles.muted} aria-live="polite">
            {docs.loading ? 'Loading documents…' : docs.error ? DOCUMENTS_FAILED : countText(docs.total)}
          </p>
        </div>
      </div>
      <RenameForm key={`${id}:${company.company_display}`} company={company} />
      <LogoUpdate key={id} company={company} />
      <CompanyFacts company={company} />
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Documents</h3>
        {docs.loading ? (
          <p role="status">Loading documents…</p>
        ) : docs.error ? (
          <div role="alert">
            <p>{DOCUMENTS_FAILED}</p>
            <Button size="small" onClick={docs.refetch}>
              Retry
            </Button>
          </div>
        ) : (
          <DocumentList companyId={id} view={docs} />
        )}
      </div>
    </>
  );
}
