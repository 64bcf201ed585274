import { safeHref, websiteHref } from '../../components/display';
import type { AdminCompany } from './types';
import styles from './admin.module.css';

const join = (parts: (string | null | undefined)[], sep: string): string =>
  parts.map((p) => (p ?? '').trim()).filter(Boolean).join(sep);

/** The company's contact info and docs link as agents will see them. */
export function CompanyFacts({ company }: { company: AdminCompany }) {
  const cityLine = join([company.company_city, join([company.company_state, company.company_zipcode], ' ')], ', ');
  const address = join([company.company_address1, company.company_address2, cityLine], ' · ');
  const site = websiteHref(company.company_website);
  const docs = safeHref(company.company_docs_base_url);
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
