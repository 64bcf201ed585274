import type { CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { TableColumnsType } from 'antd';
import { OrgOwnerCell } from './org-owner-cell';
import type { OrgRecord } from './types';

type Options = {
  sorters: CrudSort[];
  onOwner: (org: OrgRecord, userId: number) => void;
  savingOwnerOf: number | null;
};

/** The organization table's columns; sort state restored from the URL shows in the headers. */
export function orgColumns({ sorters, onOwner, savingOwnerOf }: Options): TableColumnsType<OrgRecord> {
  return [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('name', sorters),
      render: (name: string | null) => <bdi>{name}</bdi>,
    },
    {
      title: 'Plan / status',
      dataIndex: 'plan',
      key: 'plan',
      sorter: true,
      defaultSortOrder: getDefaultSortOrder('plan', sorters),
      render: (_v, o) => [o.plan, o.subscription_status].filter(Boolean).join(' / ') || '—',
    },
    {
      title: 'Owner',
      key: 'owner',
      render: (_v, o) => <OrgOwnerCell org={o} onOwner={onOwner} saving={savingOwnerOf === o.id} />,
    },
  ];
}
