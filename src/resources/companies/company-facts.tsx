import { websiteHref } from '../../components/display';
import { docsHref } from '../../components/docs-url';
import { addressLine } from './address';
import type { CompanyRecord } from './types';
import styles from './company-admin.module.css';

/** The company's contact info and docs link as agents will see them. */
export function CompanyFacts({ company }: { company: CompanyRecord }) {
  const address = addressLine(company);
  const site = websiteHref(company.company_website);
  const docs = docsHref(company.company_docs_base_url);
  const none = <span className={styles.muted}>—</span>;
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>Company info</h3>
      <dl className={styles.info}>
        <dt>Address</dt>
        <dd>{address || none}</dd>
        <dt>Phone</dt>
        <dd>{company.company_phone || none}</dd>
        <dt>Website</dt>
        <dd>
          {site ? (
            <a href={site} target="_blank" rel="noreferrer">
              {company.company_website}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt>Docs link</dt>
        <dd>
          {docs ? (
            <a href={docs} target="_blank" rel="noreferrer">
              {company.company_docs_link_name || company.company_docs_base_url}
            </a>
          ) : (
            none
          )}
        </dd>
      </dl>
    </div>
  );
}
