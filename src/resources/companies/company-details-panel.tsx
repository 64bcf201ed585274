import { useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { docsLinkNameKey, readKey } from '../../api';
import type { Company } from '../../api';
import { websiteHref } from '../../components/display';
import { Tabs } from '../../components/tabs';
import { docsHref } from '../../components/docs-url';
import { addressLine } from './address';
import { CompanyAvatar } from './company-avatar';
import styles from './company-details-panel.module.css';

const DEFAULT_DOCS_LABEL = 'Documents';

/** The label of a company's docs link: its own, else the one stored for it, else a default. */
export function docsLabelOf(c: Company): string {
  return String(c.company_docs_link_name ?? '').trim() || readKey(docsLinkNameKey(c.company_id)) || DEFAULT_DOCS_LABEL;
}

type Props = {
  company: Company | null;
  /** The company's details (and so its docs link) are on the way. */
  loading?: boolean;
};

function Resources({ company, loading }: { company: Company; loading: boolean }) {
  const href = docsHref(company.company_docs_base_url);
  if (href) {
    return (
      <a className={styles.pill} href={href} target="_blank" rel="noopener noreferrer">
        {docsLabelOf(company)}
      </a>
    );
  }
  return <p className={styles.muted}>{loading ? 'Loading documents…' : 'No documents yet.'}</p>;
}

/** The right-hand panel of the agent and library pages: website, contact info, documents. */
export function CompanyDetailsPanel({ company, loading = false }: Props) {
  if (!company) return <aside className={styles.panel} aria-label="Company details" />;
  // Each company opens on its Company tab (docs/product.md#2-screens: the default tab is info).
  return <Details key={company.company_id} company={company} loading={loading} />;
}

function Details({ company, loading }: { company: Company; loading: boolean }) {
  const [tab, setTab] = useState('info');
  const site = websiteHref(company.company_website);
  const address = addressLine(company);
  const phone = String(company.company_phone ?? '').trim();
  const name = String(company.company_display ?? '');
  return (
    <aside className={styles.panel} aria-label="Company details">
      <div className={styles.head}>
        <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={40} />
        <h2 className={styles.title} title={name}>
          <bdi>{name}</bdi>
        </h2>
      </div>
      {site ? (
        <Button icon={<GlobalOutlined aria-hidden="true" />} href={site} target="_blank" rel="noopener noreferrer">
          Website
        </Button>
      ) : (
        <Button icon={<GlobalOutlined aria-hidden="true" />} disabled title="No website on file">
          Website
        </Button>
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'info',
            label: 'Company',
            children: (
              <dl className={styles.info}>
                <dt>Address</dt>
                <dd>{address || '—'}</dd>
                <dt>Phone</dt>
                <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : '—'}</dd>
              </dl>
            ),
          },
          { key: 'resources', label: 'Resources', children: <Resources company={company} loading={loading} /> },
        ]}
      />
    </aside>
  );
}
