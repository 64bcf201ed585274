import { useEffect } from 'react';
import { useList, useOne } from '@refinedev/core';
import { CompanyAvatar } from '../../components/company-avatar';
import { CompanyFacts } from './company-facts';
import { DocumentList } from './document-list';
import { LogoUpdate } from './logo-update';
import { RenameForm } from './rename-form';
import type { AdminCompany, AdminDocument } from './types';
import styles from './admin.module.css';

const countText = (n: number): string => `${n} ${n === 1 ? 'document' : 'documents'}`;

/** The right panel: logo, rename, document count, logo update, company info, documents. */
export function CompanyPanel({ company: fromList }: { company: AdminCompany }) {
  const id = fromList.company_id;
  // GET /companies/{id} is merged into the selected company (spec §7).
  const { result: detail } = useOne<AdminCompany>({ resource: 'companies', id, errorNotification: false });
  const company: AdminCompany = { ...fromList, ...(detail ?? {}) };
  const { result, query } = useList<AdminDocument>({
    resource: 'documents',
    meta: { companyId: id },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const documents = result.data;

  useEffect(() => {
    if (query.error) console.error('Unable to load documents', query.error);
  }, [query.error]);

  return (
    <>
      <div className={styles.panelHeader}>
        <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={64} />
        <div>
          <h2>{company.company_display}</h2>
          <p className={styles.muted} aria-live="polite">
            {query.isLoading ? 'Loading documents…' : countText(documents.length)}
          </p>
        </div>
      </div>
      <RenameForm key={`${id}:${company.company_display}`} company={company} />
      <LogoUpdate key={id} company={company} />
      <CompanyFacts company={company} />
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Documents</h3>
        {query.isLoading ? <p role="status">Loading documents…</p> : <DocumentList key={id} companyId={id} documents={documents} />}
      </div>
    </>
  );
}
