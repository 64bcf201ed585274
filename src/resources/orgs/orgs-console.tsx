import { useCallback, useId, useState, type ReactNode } from 'react';
import { Drawer } from 'antd';
import { useCurrentUser } from '../../components/use-current-user';
import { OrgDetail } from './org-detail';
import { OrgsTable } from './orgs-table';
import type { OrgRecord } from './types';
import type { OrgsView } from './use-orgs-table';
import styles from './orgs.module.css';

type Props = {
  /** The organizations, joined with their billing owners' names. */
  view: OrgsView;
  /** The organization whose card is open (the page may keep it in its URL). */
  openId: number | null;
  onOpenId: (id: number | null) => void;
  /** What the card offers besides its own controls (the console: Add user, View users). */
  detailActions?: (org: OrgRecord) => ReactNode;
};

/**
 * The organizations table with its detail card in a side sheet: the list stays in view and in
 * place (page, sort, search) while one organization is edited.
 */
export function OrgsConsole({ view, openId, onOpenId, detailActions }: Props) {
  const { user } = useCurrentUser();
  const titleId = useId();
  // A just-created organization opens before the list has it: its create answer stands in.
  const [opened, setOpened] = useState<OrgRecord | null>(null);
  const onOpen = useCallback(
    (org: OrgRecord) => {
      setOpened(org);
      onOpenId(Number(org.id));
    },
    [onOpenId],
  );
  const fromList = openId === null ? undefined : view.all.find((o) => Number(o.id) === openId);
  const org = fromList ?? (opened && Number(opened.id) === openId ? opened : undefined);

  return (
    <>
      <OrgsTable view={view} currentId={openId} onOpen={onOpen} />
      <Drawer
        open={openId !== null && !!org}
        title={org ? <bdi id={titleId}>{org.name}</bdi> : undefined}
        aria-labelledby={titleId}
        onClose={() => onOpenId(null)}
        width={480}
        destroyOnHidden
        rootClassName={styles.drawer}
      >
        {org && (
          <OrgDetail
            key={org.id}
            org={org}
            own={user?.org_id !== undefined && Number(user.org_id) === Number(org.id)}
            onDeleted={() => onOpenId(null)}
            actions={detailActions?.(org)}
          />
        )}
      </Drawer>
    </>
  );
}
