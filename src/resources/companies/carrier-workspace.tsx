import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from 'antd';
// Grid's breakpoint hook alone (antd's `Grid` object brings Row and Col).
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { InfoCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Company } from '../../api';
import { AppToolbar } from '../../components/app-toolbar';
import { CompanyDetailsPanel } from './company-details-panel';
import { CompanyPicker } from './company-picker';
import { OwnerMenu } from '../../components/owner-menu';
import { WorkspaceSheet } from './workspace-sheet';
import styles from './carrier-workspace.module.css';

type Props = {
  title: string;
  /** Controls above the company list (the agent's New Chat). */
  tools?: ReactNode;
  list: ComponentProps<typeof CompanyPicker>;
  /** The selected company, for the details panel on the right. */
  company: Company | null;
  detailsLoading: boolean;
  /** The center column. */
  children: ReactNode;
};

type Sheet = 'carriers' | 'details' | null;

/**
 * The agent and library layout (docs/product.md#2-screens): toolbar, carriers on the left, details on the right,
 * filling the window under the toolbar (the center scrolls inside itself, the page never grows).
 * On a phone or an upright tablet the center gets the width; the carriers and the details open
 * as sheets.
 */
export function CarrierWorkspace({ title, tools, list, company, detailsLoading, children }: Props) {
  // Phones and tablets held upright (below antd's lg, 992 px): three columns would leave a chat of
  // ~360 px, so the center gets the width. Unknown until measured: the wide layout first.
  const compact = useBreakpoint().lg === false;
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);

  const details = <CompanyDetailsPanel company={company} loading={detailsLoading} />;

  return (
    <div className={styles.shell}>
      <AppToolbar>
        <OwnerMenu />
      </AppToolbar>
      {compact ? (
        <main className={`${styles.page} ${styles.compact}`}>
          <div className={styles.compactBar}>
            <Button icon={<UnorderedListOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setSheet('carriers')}>
              Carriers
            </Button>
            {/* The chat or document header below names what is shown; the bar keeps to actions. */}
            <h1 className="visually-hidden">{title}</h1>
            <span className={styles.compactTools}>{tools}</span>
            {company && (
              <Button icon={<InfoCircleOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setSheet('details')}>
                Details
              </Button>
            )}
          </div>
          {children}
          <WorkspaceSheet open={sheet === 'carriers'} onClose={close} title="Carriers" side="left">
            <div className={styles.sheetList}>
              <CompanyPicker
                {...list}
                onSelect={(c) => {
                  list.onSelect(c);
                  close();
                }}
              />
            </div>
          </WorkspaceSheet>
          <WorkspaceSheet open={sheet === 'details' && !!company} onClose={close} title="Company details" side="right">
            {details}
          </WorkspaceSheet>
        </main>
      ) : (
        <main className={styles.page}>
          <aside className={styles.sidebar} aria-label="Carriers">
            <h1 className={styles.heading}>{title}</h1>
            {tools}
            <CompanyPicker {...list} />
          </aside>
          {children}
          {details}
        </main>
      )}
    </div>
  );
}
