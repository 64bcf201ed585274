import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCan, useGetIdentity, useIsAuthenticated } from '@refinedev/core';
import { clearAuth, isEntitled, isTokenUsable, readKey, STORAGE_KEYS } from '../api';
import type { CurrentUser } from '../api';
import { homeFor } from '../providers/auth-provider';
import { PageLoading } from './page-loading';

/**
 * The guard of docs/product.md#2-screens: a missing or expired token goes to /login. It shows the loading screen
 * only for the first check: Refine's <Authenticated> also shows it while the check re-runs (after
 * a user reload, say), which unmounts the page and runs its effects again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isLoading } = useIsAuthenticated();
  if (!data) return isLoading ? <PageLoading /> : <Navigate to="/login" replace />;
  if (!data.authenticated) return <Navigate to={data.redirectTo ?? '/login'} replace />;
  return <>{children}</>;
}

/** Clears what the guard clears (token, role, org_id) and goes to /login. */
function ToLogin() {
  useEffect(() => clearAuth(), []);
  return <Navigate to="/login" replace />;
}

/** /login with a valid token redirects by role. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  if (isTokenUsable(readKey(STORAGE_KEYS.token))) {
    return <Navigate to={homeFor(readKey(STORAGE_KEYS.role))} replace />;
  }
  return <>{children}</>;
}

type GateProps = {
  /** A `page:*` entry of the access table. */
  resource: string;
  /** Where a signed-in user without access goes. */
  deniedTo: string;
  /** The library also needs an active or trialing organization. */
  needsEntitlement?: boolean;
  children: ReactNode;
};

/** Pages outside the guard that redirect on their own (docs/product.md#2-screens). */
export function PageGate({ resource, deniedTo, needsEntitlement = false, children }: GateProps) {
  const signedIn = isTokenUsable(readKey(STORAGE_KEYS.token));
  const access = useCan({ resource, action: 'show', queryOptions: { enabled: signedIn } });
  const identity = useGetIdentity<CurrentUser>({ queryOptions: { enabled: signedIn && needsEntitlement } });
  if (!signedIn) return <ToLogin />;
  if (access.isLoading || (needsEntitlement && identity.isLoading)) return <PageLoading />;
  if (!readKey(STORAGE_KEYS.token)) return <Navigate to="/login" replace />;
  if (!access.data?.can) return <Navigate to={deniedTo} replace />;
  if (needsEntitlement && !isEntitled(identity.data?.subscription_status)) return <Navigate to={deniedTo} replace />;
  return <>{children}</>;
}
