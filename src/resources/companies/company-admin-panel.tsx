import { Button } from 'antd';
import { DocumentAdminList } from '../documents/document-admin-list';
import { useDocumentTable } from '../documents/use-document-table';
import { CompanyAvatar } from './company-avatar';
import { CompanyFacts } from './company-facts';
import { CompanyLogoForm } from './company-logo-form';
import { CompanyRenameForm } from './company-rename-form';
import type { CompanyRecord } from './types';
import styles from './company-admin.module.css';

const countText = (n: number): string => `${n} ${n === 1 ? 'document' : 'documents'}`;

const DOCUMENTS_FAILED = 'Could not load the documents.';

/** The right panel: logo, rename, document count, logo update, company info, documents. */
export function CompanyAdminPanel({ company }: { company: CompanyRecord }) {
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
      <CompanyRenameForm key={`${id}:${company.company_display}`} company={company} />
      <CompanyLogoForm key={id} company={company} />
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
          <DocumentAdminList companyId={id} view={docs} />
        )}
      </div>
    </>
  );
}
