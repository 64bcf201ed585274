import type { Column } from '../../components/data-table';
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
      render: (o) => [o.plan, o.subscription_status].filter(Boolean).join(' / ') || '—',
    },
    { key: 'owner', title: 'Owner', render: (o) => <OrgOwnerCell org={o} onOwner={onOwner} saving={savingOwnerOf === o.id} /> },
  ];
}
