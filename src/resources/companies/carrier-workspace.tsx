import type { ComponentProps, ReactNode } from 'react';
import type { Company } from '../../api';
import { AppToolbar } from '../../components/app-toolbar';
import { CompanyDetailsPanel } from './company-details-panel';
import { CompanyList } from './company-list';
import { OwnerMenu } from '../../components/owner-menu';
import styles from './carrier-workspace.module.css';

type Props = {
  title: string;
  /** Controls above the company list (the agent's New Chat). */
  tools?: ReactNode;
  list: ComponentProps<typeof CompanyList>;
  /** The selected company, for the details panel on the right. */
  company: Company | null;
  detailsLoading: boolean;
  /** The center column. */
  children: ReactNode;
};

/** The agent and library layout (spec §2): toolbar, carriers on the left, details on the right. */
export function CarrierWorkspace({ title, tools, list, company, detailsLoading, children }: Props) {
  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.page}>
        <aside className={styles.sidebar} aria-label="Carriers">
          <h1 className={styles.heading}>{title}</h1>
          {tools}
          <CompanyList {...list} />
        </aside>
        {children}
        <CompanyDetailsPanel company={company} loading={detailsLoading} />
      </main>
    </>
  );
}
