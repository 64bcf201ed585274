import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { errorText, isRecord, listIn } from '../../api';
import type { Organization } from '../../api';
import { OrgOwnerCell } from './org-owner-cell';
import styles from './agent.module.css';

export const ORGS_FAILED = 'Failed to load organizations';
export const ORGS_FALLBACK = 'Unable to load organizations.';
export const OWNER_FAILED = 'Failed to update owner';
export const OWNER_FALLBACK = 'Could not update owner';

type Problem = { title: string; text: string } | null;

/** Spec §2/§4: the superadmin's organizations, with their billing owners. */
export function SuperadminPanel() {
  const dataProvider = useDataProvider();
  const [orgs, setOrgs] = useState<Organization[]>([]);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<Problem>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = (await dataProvider().custom!({ url: '/orgs', method: 'get' })) as { data: unknown };
      const rows = listIn(data, 'orgs');
      if (rows) {
        setOrgs(rows.filter(isRecord) as Organization[]);
        setProblem(null);
      } else {
        setOrgs([]);
        setProblem({ title: ORGS_FAILED, text: ORGS_FALLBACK });
      }
    } catch (err) {
      setOrgs([]);
      setProblem({ title: ORGS_FAILED, text: errorText(err, ORGS_FALLBACK) });
    } finally {
      setLoading(false);
    }
  }, [dataProvider]);

  useEffect(() => {
    const first = async () => load();
    void first();
  }, [load]);

  const setOwner = async (org: Organization, userId: number): Promise<boolean> => {
    try {
      const { data } = await dataProvider().update<Organization>({ resource: 'orgs', id: org.id, variables: { billing_owner_user_id: userId } });
      const owner = isRecord(data) && data.billing_owner_user_id !== undefined ? data.billing_owner_user_id : userId;
      setOrgs((all) => all.map((o) => (o.id === org.id ? { ...o, billing_owner_user_id: owner } : o)));
      setProblem(null);
      return true;
    } catch (err) {
      setProblem({ title: OWNER_FAILED, text: errorText(err, OWNER_FALLBACK) });
      return false;
    }
  };

  return (
    <section className={styles.admin} aria-labelledby="superadmin-orgs">
      <div className={styles.adminHead}>
        <h2 id="superadmin-orgs">Organizations (Superadmin)</h2>
        <Button icon={<ReloadOutlined aria-hidden="true" />} loading={loading} onClick={() => void load()} aria-label="Refresh organizations">
          Refresh
        </Button>
      </div>
      {problem && <Alert type="error" role="alert" showIcon message={problem.title} description={problem.text} />}
      <Table<Organization>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={orgs}
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          {
            title: 'Plan / status',
            key: 'plan',
            render: (_v, o) => [o.plan, o.subscription_status].filter(Boolean).join(' / ') || '—',
          },
          { title: 'Owner', key: 'owner', render: (_v, o) => <OrgOwnerCell org={o} onOwner={setOwner} /> },
        ]}
      />
    </section>
  );
}
