import { useState } from 'react';
import { OrgsConsole } from './orgs-console';
import { useOrgsTable } from './use-orgs-table';

/**
 * docs/product.md#2-screens/§4: the superadmin's organizations on /agent (the page gives it its heading): search,
 * refresh, the table, and the same detail card as /superadmin (billing owner, seat limit, comped).
 */
export function OrgsPanel() {
  const view = useOrgsTable();
  const [openId, setOpenId] = useState<number | null>(null);
  return <OrgsConsole view={view} owners={false} openId={openId} onOpenId={setOpenId} />;
}
