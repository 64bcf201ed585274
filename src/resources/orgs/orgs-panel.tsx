import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { DataTable } from '../../components/data-table';
import { OrgsError } from './orgs-error';
import { ownerColumns } from './owner-columns';
import type { OrgRecord } from './types';
import { useOrgsTable } from './use-orgs-table';
import styles from './orgs.module.css';

type Props = {
  /** The panel's heading (its region's name). */
  title: string;
  /**
   * A narrow screen, where the chat needs the room: the panel arrives folded to its heading line,
   * which shows the count alone (a screen reader still hears "15 organizations").
   */
  compact: boolean;
  className?: string;
};

/**
 * The superadmin's organizations on the agent page (docs/product.md#2-screens): loaded as soon as
 * it shows, with a refresh; a table of name and plan/status, each organization's billing owner a
 * radio list of its users (loaded on demand). Folding it keeps the list loaded.
 */
export function OrgsPanel({ title, compact, className }: Props) {
  const view = useOrgsTable({ all: false });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !compact;
  const headingId = useId();
  const bodyId = useId();
  const noun = view.total === 1 ? 'organization' : 'organizations';
  // Folded, the heading line still says what loaded (or that nothing did: open, the table says why).
  const summary = view.loading ? (
    'Loading…'
  ) : view.error ? (
    open ? null : (
      'Failed to load organizations'
    )
  ) : (
    <>
      {view.total}
      <span className={compact ? 'visually-hidden' : undefined}> {noun}</span>
    </>
  );

  return (
    <section className={`${styles.agentPanel} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className={styles.agentPanelHead}>
        <h2 id={headingId} className={styles.agentPanelTitle}>
          <button type="button" className={styles.fold} aria-expanded={open} aria-controls={bodyId} onClick={() => setChosen(!open)}>
            <DownOutlined aria-hidden="true" className={open ? styles.foldIconOpen : styles.foldIcon} />
            {title}
          </button>
        </h2>
        <span className={view.error ? styles.agentPanelFailed : styles.agentPanelSummary}>{summary}</span>
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden="true" />}
          loading={view.fetching && !view.loading}
          onClick={view.refetch}
          aria-label="Refresh organizations"
        >
          <span className={styles.refreshText}>Refresh</span>
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className={styles.agentPanelBody}>
        <DataTable<OrgRecord>
          {...view.table}
          label="Organizations"
          noun={noun}
          columns={ownerColumns}
          rowKey={(o) => o.id}
          error={view.error ? <OrgsError error={view.error} /> : null}
          empty={
            <>
              No organizations yet. <Link to="/superadmin">Create one in the superadmin console</Link>.
            </>
          }
          stackOnPhone
        />
      </div>
    </section>
  );
}
