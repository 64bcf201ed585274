// Rows → the contract's response bodies.
import { activeUserCount, db, findOrg } from './store';
import { isOnlineAt, lastSeenOf } from './presence';
import { docUrl, orgLogoPath } from './seed';
import { etagOf } from '../lib/etag';
import type { BillingStatus, Company, DocumentMeta, DocumentRow, CurrentUser, Organization, OrgRow, User, UserRow } from './types';

const ENTITLED = ['active', 'trialing'];

/**
 * The logo's URL; an uploaded one is versioned by its file key, so a page that showed the old
 * logo (browsers keep a document's images by URL) shows the new one.
 */
export function orgLogoUrl(org: OrgRow): string | null {
  if (!org.logo) return null;
  if (org.logo.kind !== 'uploaded') return orgLogoPath(org.id);
  const path = org.logo.mime === 'image/jpeg' ? `/logos/${org.id}.jpg` : orgLogoPath(org.id);
  return `${path}?v=${encodeURIComponent(org.logo.fileKey.split('/').pop() ?? '')}`;
}

export function toCurrentUser(user: UserRow): CurrentUser {
  const org = findOrg(user.org_id);
  const status = org?.subscription_status ?? null;
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    org_id: user.org_id,
    org_name: org?.name ?? null,
    role: user.role,
    logo_url: org ? orgLogoUrl(org) : null,
    subscription_status: status,
    // docs/decisions.md#trial-button-and-billing-cta: the trial call to action only for the owner of an organization that has
    // never had a subscription (a past-due one fixes payment on /billing, never a new trial).
    show_billing_cta: !!org && org.billing_owner_user_id === user.id && !org.billing.subscription && !ENTITLED.includes(String(status)),
    is_billing_owner: !!org && org.billing_owner_user_id === user.id,
    billing_owner_user_id: org?.billing_owner_user_id ?? null,
    org_contact_phone: org?.contact_phone ?? null,
    org_phone: org?.contact_phone ?? null,
    org_website: org?.website ?? null,
    website: org?.website ?? null,
    contact_email: org?.contact_email ?? null,
    org_user_limit: org?.user_limit ?? null,
  };
}

export function toBillingStatus(org: OrgRow): BillingStatus {
  return {
    subscription_status: org.subscription_status,
    seats: activeUserCount(org.id),
    plan_label: org.billing.subscription?.plan_label ?? org.plan,
  };
}

export function toCompany(row: Company): Company {
  return {
    company_id: row.company_id,
    company_display: row.company_display,
    logo_path: row.logo_path ?? null,
    company_website: row.company_website ?? null,
    company_phone: row.company_phone ?? null,
    company_address1: row.company_address1 ?? null,
    company_address2: row.company_address2 ?? null,
    company_city: row.company_city ?? null,
    company_state: row.company_state ?? null,
    company_zipcode: row.company_zipcode ?? null,
    company_docs_base_url: row.company_docs_base_url ?? null,
    company_docs_link_name: row.company_docs_link_name ?? null,
  };
}

export function toUser(row: UserRow, now = Date.now()): User {
  const lastSeen = lastSeenOf(db, row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    org_id: row.org_id,
    is_active: row.is_active,
    online: isOnlineAt(lastSeen, now),
    last_seen: lastSeen,
  };
}

/** `activeUsers`: the count when the caller has it (a whole list counts once, not per row). */
export function toOrganization(org: OrgRow, activeUsers = activeUserCount(org.id)): Organization {
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    subscription_status: org.subscription_status,
    billing_owner_user_id: org.billing_owner_user_id,
    user_limit: org.user_limit,
    active_users: activeUsers,
    created_at: org.created_at,
  };
}

export function toDocument(row: DocumentRow): DocumentMeta {
  return {
    doc_id: row.doc_id,
    source_filename: row.source_filename,
    uploaded_at: row.uploaded_at,
    url: docUrl(db.basePath, row.company_id, row.doc_id),
    title: row.title,
  };
}

// The version of each record a PATCH changes (its ETag): the fields that PATCH can change, so a
// presence ping or a new member elsewhere does not make an open form stale.
export const companyEtag = (row: Company): string => etagOf(toCompany(row));
export const orgEtag = (o: OrgRow): string => etagOf([o.name, o.user_limit, o.billing_owner_user_id, o.plan, o.subscription_status]);
export const userEtag = (u: UserRow): string => etagOf([u.username, u.email, u.first_name, u.last_name, u.role, u.org_id, u.is_active]);
export const teamOrgEtag = (o: OrgRow): string => etagOf([o.contact_email, o.contact_phone, o.website]);
