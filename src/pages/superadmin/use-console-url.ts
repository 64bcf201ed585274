import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withoutTableParams } from '../../resources/table-url';

type Tab = 'orgs' | 'users';

/**
 * /superadmin's place in its URL: the tab (`tab=users`; Organizations by default) and the open
 * organization card (`org=<id>`), beside the table state the table on screen writes itself.
 */
export function useConsoleUrl() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const tab: Tab = params.get('tab') === 'users' ? 'users' : 'orgs';
  const orgParam = Number(params.get('org'));
  const openOrg = tab === 'orgs' && Number.isInteger(orgParam) && orgParam > 0 ? orgParam : null;

  const go = useCallback(
    (next: { tab?: Tab; org?: number | null }, { keepTable = true } = {}) => {
      // Read now, not at render: the tables write the same URL.
      const search = new URLSearchParams(window.location.search);
      const p = keepTable ? search : withoutTableParams(search);
      if (next.tab !== undefined) {
        if (next.tab === 'users') p.set('tab', 'users');
        else p.delete('tab');
      }
      if (next.org !== undefined) {
        if (next.org === null) p.delete('org');
        else p.set('org', String(next.org));
      }
      const q = p.toString();
      navigate({ search: q ? `?${q}` : '' }, { replace: true });
    },
    [navigate],
  );

  return {
    tab,
    openOrg,
    /** Another tab: the table that comes on screen writes its own state. */
    setTab: useCallback((t: Tab) => go({ tab: t, org: null }, { keepTable: false }), [go]),
    setOpenOrg: useCallback((id: number | null) => go({ org: id }), [go]),
    /** An organization's card, from anywhere (the Organizations tab opens with it). */
    showOrg: useCallback((id: number) => go({ tab: 'orgs', org: id }, { keepTable: false }), [go]),
  };
}
