// The one access table (docs/product.md#6-roles, docs/decisions.md#access-and-tenancy). The app's accessControlProvider reads it to show
// or hide, and the mock backend reads it to answer 403, so both enforce the same rules.

export type Subject = 'agent' | 'admin' | 'superadmin' | 'owner';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

const ANY: readonly Subject[] = ['agent', 'admin', 'superadmin', 'owner'];
const WRITERS: readonly Subject[] = ['admin', 'superadmin'];
const SUPER: readonly Subject[] = ['superadmin'];
const OWNER: readonly Subject[] = ['owner'];

const all = (who: readonly Subject[]) => ({ list: who, show: who, create: who, edit: who, delete: who }) as const;

export const POLICY: Readonly<Record<string, Partial<Record<Action, readonly Subject[]>>>> = {
  orgs: all(SUPER),
  users: all(SUPER),
  companies: { list: ANY, show: ANY, create: WRITERS, edit: WRITERS, delete: WRITERS },
  documents: { list: ANY, show: ANY, create: WRITERS, delete: WRITERS },
  conversations: { list: ANY, show: ANY, create: ANY, edit: ANY },
  'team-users': all(OWNER),
  'org-logo': { create: OWNER, delete: OWNER },
  invoices: { list: OWNER },
  'billing-status': { show: ANY },
  billing: { show: OWNER, edit: OWNER },
  // Screens of docs/product.md#2-screens (the library also needs an active or trialing organization).
  'page:home': { show: ANY },
  'page:agent': { show: ANY },
  'page:library': { show: ANY },
  'page:admin': { show: WRITERS },
  'page:superadmin': { show: SUPER },
  'page:team': { show: OWNER },
  'page:billing': { show: OWNER },
};

/** The subjects a user acts as: the role, plus `owner` for the billing owner. */
export function subjectsOf(role: string | null | undefined, billingOwner: boolean): Subject[] {
  const subjects: Subject[] = [];
  if (role === 'admin' || role === 'superadmin' || role === 'agent') subjects.push(role);
  else if (role) subjects.push('agent');
  if (billingOwner) subjects.push('owner');
  return subjects;
}

export function isAllowed(subjects: readonly Subject[], resource: string, action: Action): boolean {
  const allowed = POLICY[resource]?.[action];
  return !!allowed && subjects.some((s) => allowed.includes(s));
}

/** Subscription statuses that open the Library and show the PRO badge (docs/product.md#4-states). */
const ENTITLED_STATUSES: readonly string[] = ['active', 'trialing'];
export const isEntitled = (status: string | null | undefined): boolean => ENTITLED_STATUSES.includes(String(status ?? ''));
