// Who may call: the caller from the bearer token, checked against the one access table
// (src/api/policy.ts), and the tenancy rule (another organization's id answers 404).
import { HttpResponse } from 'msw';
import { isAllowed, subjectsOf, type Action } from '../../src/api/policy';
import { findOrg } from '../db/store';
import type { OrgRow, UserRow } from '../db/types';
import { isBillingOwner, readCaller } from './auth';

export const forbidden = (text = 'Not allowed'): Response => HttpResponse.json({ detail: text }, { status: 403 });

export function subjectsOfUser(user: UserRow) {
  return subjectsOf(user.role, isBillingOwner(user, findOrg(user.org_id)));
}

export function may(user: UserRow, resource: string, action: Action): boolean {
  return isAllowed(subjectsOfUser(user), resource, action);
}

/**
 * The signed-in caller allowed to do `action` on `resource`, or the response to answer with:
 * 401 without a valid token, 403 when the access table says no.
 */
export function authorize(request: Request, resource: string, action: Action): UserRow | Response {
  const caller = readCaller(request);
  if (caller instanceof Response) return caller;
  return may(caller, resource, action) ? caller : forbidden();
}

/** The caller's own organization (a caller without one is treated like a missing row). */
export function callerOrg(caller: UserRow): OrgRow | Response {
  return findOrg(caller.org_id) ?? HttpResponse.json({ detail: 'Organization not found' }, { status: 404 });
}

/** Whether a row belongs to the caller's organization (superadmins are scoped too, except on /orgs and /users). */
export const sameOrg = (caller: UserRow, row: { org_id: number } | undefined): boolean => !!row && row.org_id === caller.org_id;
