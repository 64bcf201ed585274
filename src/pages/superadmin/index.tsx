import { useCallback, useMemo, useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { AppToolbar } from '../../components/app-toolbar';
import { OwnerMenu } from '../../components/owner-menu';
import { Tabs } from '../../components/tabs';
import { useCurrentUser } from '../../components/use-current-user';
import { OrgsConsole, useOrgsTable, type OrgRecord } from '../../resources/orgs';
import { OnlineNow, UserCreateDialog, UsersTable, useUsersTable } from '../../resources/users';
import { ConsoleStats } from './console-stats';
import { TipsCard } from './tips-card';
import { useConsoleUrl } from './use-console-url';
import styles from './superadmin.module.css';

/**
 * /superadmin: the superadmin's console. Tabs Organizations and All Users over the two
 * Refine tables, an organization's detail card in a side sheet, Online Now and tips beside them.
 * The URL holds the tab, the open card and the table state, so a view can be shared or reloaded.
 */
export default function SuperadminPage() {
  const url = useConsoleUrl();
  const orgs = useOrgsTable({ url: url.tab === 'orgs', owners: true });
  const users = useUsersTable({ url: url.tab === 'users' });
  const { user } = useCurrentUser();
  const [creating, setCreating] = useState<{ orgId: number | null } | null>(null);

  const orgOptions = useMemo(
    () => orgs.all.map((o) => ({ value: Number(o.id), label: o.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [orgs.all],
  );
  const orgFacts = useMemo(() => new Map(orgs.all.map((o) => [Number(o.id), o])), [orgs.all]);
  const ownerIds = useMemo(
    () => new Set(orgs.all.map((o) => o.billing_owner_user_id).filter((id): id is number => typeof id === 'number')),
    [orgs.all],
  );
  const selfId = typeof user?.user_id === 'number' ? user.user_id : null;

  const { setTab, setOpenOrg, showOrg } = url;
  const { setFilter: usersSetFilter, clearFilters: usersClearFilters } = users;
  const viewUsersOf = useCallback(
    (org: OrgRecord) => {
      usersClearFilters();
      usersSetFilter('org_id', 'eq', Number(org.id));
      setTab('users');
    },
    [usersClearFilters, usersSetFilter, setTab],
  );

  return (
    <>
      <AppToolbar>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        <header className={styles.head}>
          <div>
            <h1 className={styles.title}>Superadmin</h1>
            <p className={styles.lead}>Every organization and user: seats, billing owners, roles and access.</p>
          </div>
        </header>
        <ConsoleStats orgs={orgs} users={users} />
        <div className={styles.layout}>
          <Tabs
            className={styles.tabs}
            activeKey={url.tab}
            onChange={(key) => setTab(key === 'users' ? 'users' : 'orgs')}
            items={[
              {
                key: 'orgs',
                label: <TabLabel text="Organizations" count={orgs.loading || orgs.error ? null : orgs.all.length} />,
                children: (
                  <OrgsConsole
                    view={orgs}
                    openId={url.openOrg}
                    onOpenId={setOpenOrg}
                    detailActions={(org) => (
                      <>
                        <Button icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setCreating({ orgId: Number(org.id) })}>
                          Add user
                        </Button>
                        <Button icon={<TeamOutlined aria-hidden="true" />} onClick={() => viewUsersOf(org)}>
                          View users
                        </Button>
                      </>
                    )}
                  />
                ),
              },
              {
                key: 'users',
                label: <TabLabel text="All Users" count={users.loading || (users.error && !users.stale) ? null : users.all.length} />,
                children: (
                  <UsersTable
                    view={users}
                    orgs={orgOptions}
                    orgFacts={orgFacts}
                    orgsError={orgs.error}
                    ownerIds={ownerIds}
                    selfId={selfId}
                    onCreate={() => setCreating({ orgId: null })}
                    onOpenOrg={showOrg}
                  />
                ),
              },
            ]}
          />
          <aside className={styles.aside} aria-label="At a glance">
            <OnlineNow
              users={users.all}
              loading={users.loading}
              failed={!!users.error}
              onShowAll={() => {
                usersClearFilters();
                usersSetFilter('online', 'eq', 'true');
                setTab('users');
              }}
            />
            <TipsCard />
          </aside>
        </div>
        <UserCreateDialog
          open={creating !== null}
          orgs={orgOptions}
          orgFacts={orgFacts}
          orgId={creating?.orgId}
          onClose={() => setCreating(null)}
        />
      </main>
    </>
  );
}

/** A tab's name, and its count beside it (not part of the name). */
function TabLabel({ text, count }: { text: string; count: number | null }) {
  return (
    <span className={styles.tabLabel}>
      {text}
      {count !== null && (
        <span aria-hidden="true" className={styles.tabCount}>
          {count.toLocaleString('en-US')}
        </span>
      )}
    </span>
  );
}
