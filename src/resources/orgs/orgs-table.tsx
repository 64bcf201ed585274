import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { NativeSelect } from '../../components/native-select';
import { SearchBox } from '../../components/search-box';
import { statusWords } from '../../components/status-words';
import { isoDateTime } from '../../components/format';
import { choiceFilter, NONE } from '../choice-filter';
import { FilterStatus, PAGE_SIZES } from '../filter-status';
import { orgColumns } from './columns';
import { OrgCreateDialog } from './org-create-dialog';
import { OrgsError } from './orgs-error';
import type { OrgRecord } from './types';
import type { OrgsView } from './use-orgs-table';
import panel from '../../components/table-panel.module.css';
import styles from './orgs.module.css';

const STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'].map((s) => ({
  value: s,
  label: statusWords(s),
}));
const STATUS_OPTIONS = [...STATUSES, { value: NONE, label: statusWords(null) }];
const PLAN_OPTIONS = [
  { value: 'Pro', label: 'Pro' },
  { value: 'Comped', label: 'Comped' },
  { value: NONE, label: 'No plan' },
];
/** The select filters under the search, in their order on screen. */
const FILTERS = [
  { field: 'subscription_status', label: 'Status', empty: 'All statuses', options: STATUS_OPTIONS },
  { field: 'plan', label: 'Plan', empty: 'All plans', options: PLAN_OPTIONS },
];

const csvRow = (o: OrgRecord) => ({
  Name: o.name,
  Plan: o.plan ?? '',
  Status: statusWords(o.subscription_status),
  'Active users': o.active_users ?? 0,
  'Seat limit': o.user_limit ?? 'Unlimited',
  'Billing owner': o.owner_name ?? '',
  'Owner email': o.owner_email ?? '',
  Created: isoDateTime(o.created_at),
  ID: o.id,
});

type Props = {
  /** The organizations, joined with their billing owners' names (the owner column shows them). */
  view: OrgsView;
  currentId?: number | null;
  onOpen: (org: OrgRecord) => void;
};

/**
 * The organizations table: search by name (debounced), filter by status and plan, sort
 * by every column, CSV of the view, create; a name opens its detail card.
 */
export function OrgsTable({ view, currentId = null, onOpen }: Props) {
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => orgColumns({ onOpen }), [onOpen]);
  const search = String(view.filterValue('name', 'contains') ?? '');
  const filtered = view.filters.length > 0;

  return (
    <div className={panel.panel}>
      <div className={panel.toolbar} role="search" aria-label="Search organizations">
        <div className={panel.toolbarRow}>
          <SearchBox
            label="Search organizations by name"
            placeholder="Search by name"
            value={search}
            onApply={(text) => view.setFilter('name', 'contains', text)}
            className={panel.search}
          />
          <span className={panel.spacer} />
          <Button
            icon={<ReloadOutlined aria-hidden="true" />}
            loading={view.fetching}
            onClick={view.refetch}
            aria-label="Refresh organizations"
          >
            Refresh
          </Button>
          <ExportButton<OrgRecord>
            rows={view.matching}
            mapData={csvRow}
            filename="organizations"
            label="Export organizations (CSV)"
            disabled={!!view.error || view.total === 0}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)}>
            Create organization
          </Button>
        </div>
        <div className={panel.toolbarRow}>
          {FILTERS.map(({ field, label, empty, options }) => {
            const choice = choiceFilter(view, field);
            return (
              <NativeSelect
                key={field}
                aria-label={label}
                empty={empty}
                value={choice.value}
                onChange={choice.set}
                options={options}
                className={styles.filter}
              />
            );
          })}
          <FilterStatus view={view} />
        </div>
      </div>
      <DataTable<OrgRecord>
        {...view.table}
        label="Organizations"
        noun={view.total === 1 ? 'organization' : 'organizations'}
        columns={columns}
        rowKey={(o) => o.id}
        error={view.error ? <OrgsError error={view.error} /> : null}
        empty={filtered ? 'No organization matches the search.' : 'No organizations yet. Create the first one.'}
        pageSizes={PAGE_SIZES}
        currentKey={currentId}
        stackOnPhone
      />
      <OrgCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(org) => {
          setCreating(false);
          onOpen(org);
        }}
      />
    </div>
  );
}
