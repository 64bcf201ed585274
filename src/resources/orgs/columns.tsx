import type { Column } from '../../components/data-table';
import { statusWords } from '../../components/status-words';
import { OrgOwnerCell } from './org-owner-cell';
import type { OrgRecord } from './types';

type Options = {
  onOwner: (org: OrgRecord, userId: number) => void;
  savingOwnerOf: number | null;
};

/** The organization table's columns (spec §2: name, plan/status, the owner radio list). */
export function orgColumns({ onOwner, savingOwnerOf }: Options): Column<OrgRecord>[] {
  return [
    { key: 'name', title: 'Name', sortable: true, render: (o) => <bdi>{o.name}</bdi> },
    {
      key: 'plan',
      title: 'Plan / status',
      sortable: true,
      // Words for people, the raw status in the tooltip (spec §4: unknown values as they are).
      render: (o) =>
        o.plan || o.subscription_status ? (
          <span title={o.subscription_status ?? undefined}>
            {[o.plan, o.subscription_status ? statusWords(o.subscription_status) : null].filter(Boolean).join(' / ')}
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'owner', title: 'Owner', render: (o) => <OrgOwnerCell org={o} onOwner={onOwner} saving={savingOwnerOf === o.id} /> },
  ];
}
