// The rest of the demo directory, after the five core organizations: agencies in every
// subscription state with their staff, last-seen times and a few open tabs, so the superadmin
// console looks like a real one. No carriers (their PDFs are generated, and cost time). Fully
// determined by `now`.
import type { DbState, OrgRow, Role, SubscriptionRow, UserRow } from './types';

const DAY_S = 86_400;
const MIN_MS = 60_000;

interface DirectoryOrg {
  name: string;
  domain: string;
  /** Days before `now` it was created. */
  age: number;
  plan: string | null;
  status: string | null;
  user_limit: number | null;
  /** How many users; the first is the billing owner. */
  staff: number;
  /** Of them, how many are inactive (the last ones). */
  inactive?: number;
  city: string;
  state: string;
}

const DIRECTORY: DirectoryOrg[] = [
  {
    name: 'Blue Ridge Risk Advisors',
    domain: 'blueridgerisk',
    age: 410,
    plan: 'Pro',
    status: 'canceled',
    user_limit: 5,
    staff: 5,
    inactive: 2,
    city: 'Asheville',
    state: 'NC',
  },
  {
    name: 'Coastal Shield Insurance',
    domain: 'coastalshield',
    age: 268,
    plan: 'Pro',
    status: 'unpaid',
    user_limit: 8,
    staff: 7,
    city: 'Savannah',
    state: 'GA',
  },
  {
    name: 'Granite State Brokerage',
    domain: 'granitestate',
    age: 21,
    plan: 'Pro',
    status: 'incomplete',
    user_limit: null,
    staff: 3,
    city: 'Concord',
    state: 'NH',
  },
  {
    name: 'Redwood Coverage Co.',
    domain: 'redwoodcoverage',
    age: 530,
    plan: 'Pro',
    status: 'paused',
    user_limit: 12,
    staff: 10,
    inactive: 1,
    city: 'Eureka',
    state: 'CA',
  },
  {
    name: 'Keystone Family Insurance',
    domain: 'keystonefamily',
    age: 6,
    plan: null,
    status: null,
    user_limit: null,
    staff: 2,
    city: 'Harrisburg',
    state: 'PA',
  },
  {
    name: 'Mesa Verde Insurance Partners',
    domain: 'mesaverde',
    age: 690,
    plan: 'Pro',
    status: 'active',
    user_limit: 25,
    staff: 18,
    inactive: 2,
    city: 'Durango',
    state: 'CO',
  },
  {
    name: 'Northshore Underwriting Group',
    domain: 'northshoreuw',
    age: 3,
    plan: 'Pro',
    status: 'trialing',
    user_limit: null,
    staff: 3,
    city: 'Duluth',
    state: 'MN',
  },
  {
    name: 'Bayou State Agency',
    domain: 'bayoustate',
    age: 340,
    plan: 'Pro',
    status: 'past_due',
    user_limit: 6,
    staff: 6,
    city: 'Baton Rouge',
    state: 'LA',
  },
  {
    name: 'Cascade Mutual Agents',
    domain: 'cascademutual',
    age: 250,
    plan: 'Comped',
    status: 'active',
    user_limit: 15,
    staff: 8,
    city: 'Bend',
    state: 'OR',
  },
  {
    name: 'Liberty Bell Insurance',
    domain: 'libertybell',
    age: 905,
    plan: 'Pro',
    status: 'active',
    user_limit: 40,
    staff: 12,
    inactive: 1,
    city: 'Philadelphia',
    state: 'PA',
  },
];

const FIRST = [
  'Olivia',
  'Marcus',
  'Aisha',
  'Ethan',
  'Sofia',
  'Jamal',
  'Chloe',
  'Diego',
  'Mei',
  'Noah',
  'Fatima',
  'Lucas',
  'Ingrid',
  'Omar',
  'Hana',
  'Caleb',
  'Zoe',
  'Mateo',
  'Leah',
  'Ravi',
  'Nora',
  'Isaac',
  'Amara',
  'Felix',
  'Yuki',
  'Gabriel',
  'Elena',
  'Theo',
  'Priscilla',
  'Andre',
  'Maya',
  'Victor',
];
const LAST = [
  'Alvarez',
  'Bennett',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fitzgerald',
  'Goldberg',
  'Hayashi',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Lindgren',
  'Moreau',
  'Nakamura',
  'Okonkwo',
  'Petrov',
  'Quinn',
  'Rossi',
  'Sandoval',
  'Tanaka',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Xu',
  'Yilmaz',
  'Zimmerman',
  'Abernathy',
  'Brennan',
  'Calloway',
];

/** How long ago (minutes) user `n` of the directory was last seen; null: never signed in. */
function minutesAgo(n: number): number | null {
  if (n % 11 === 7) return null;
  const spread = [3, 12, 47, 95, 180, 420, 1_300, 2_900, 7_200, 20_000, 44_000];
  return spread[n % spread.length]! + ((n * 7) % 13);
}

function subscription(org: DirectoryOrg, nowS: number, seats: number): SubscriptionRow | null {
  if (org.plan !== 'Pro') return null;
  const periodStart = nowS - (org.status === 'trialing' ? org.age : 9 + (org.age % 20)) * DAY_S;
  const periodEnd = periodStart + (org.status === 'trialing' ? 7 : 30) * DAY_S;
  const status = org.status ?? 'incomplete';
  return {
    id: `sub_${org.domain}`,
    status,
    cancel_at_period_end: status === 'canceled',
    // A canceled subscription ended with its last period.
    current_period_start: status === 'canceled' ? periodStart - 30 * DAY_S : periodStart,
    current_period_end: status === 'canceled' ? periodStart : periodEnd,
    plan_label: 'Pro',
    items: [
      { price_id: 'price_pro_monthly', description: 'Pro plan (4 seats included)', quantity: 1, unit_amount: 9900, currency: 'usd' },
      ...(seats > 4
        ? [
            {
              price_id: 'price_extra_seat_monthly',
              description: 'Additional seat',
              quantity: seats - 4,
              unit_amount: 2500,
              currency: 'usd',
            },
          ]
        : []),
    ],
  };
}

/** Adds the directory's organizations and users to `state` (after the core five). */
export function addDirectory(state: DbState, now: number): void {
  const nowS = Math.floor(now / 1000);
  state.sessions ??= {};
  let n = 0;
  for (const seed of DIRECTORY) {
    const orgId = ++state.seq.org;
    const created = nowS - seed.age * DAY_S;
    const users: UserRow[] = [];
    for (let i = 0; i < seed.staff; i++, n++) {
      const first = FIRST[(n * 5 + 3) % FIRST.length]!;
      const last = LAST[(n * 7 + 2) % LAST.length]!;
      const role: Role = i === 1 && seed.staff > 4 ? 'admin' : 'agent';
      const user: UserRow = {
        id: ++state.seq.user,
        username: `${first}.${last}@${seed.domain}.test`.toLowerCase(),
        email: `${first}.${last}@${seed.domain}.test`.toLowerCase(),
        first_name: first,
        last_name: last,
        role,
        org_id: orgId,
        is_active: i >= seed.staff - (seed.inactive ?? 0) ? 0 : 1,
        password: 'demo1234',
        created_at: new Date((created + i * 2 * DAY_S) * 1000).toISOString(),
      };
      users.push(user);
      const ago = minutesAgo(n);
      if (ago !== null && ago * MIN_MS < now - Date.parse(user.created_at)) {
        state.presence[user.id] = new Date(now - ago * MIN_MS).toISOString();
      }
      // About one in six active users has the app open now and then (a tab open 4–20 minutes of every 30–60).
      if (user.is_active && n % 6 === 1) {
        state.sessions[user.id] = { phase: (n * 97) % 3_600, on: 240 + ((n * 131) % 960), cycle: 1_800 + ((n * 53) % 1_800) };
      }
      // A few are always there (a tab left open all day).
      if (user.is_active && n % 13 === 4) state.sessions[user.id] = { phase: 0, on: 86_400, cycle: 86_400 };
    }
    state.users.push(...users);
    const org: OrgRow = {
      id: orgId,
      name: seed.name,
      plan: seed.plan,
      subscription_status: seed.status,
      billing_owner_user_id: users[0]?.id ?? null,
      user_limit: seed.user_limit,
      created_at: new Date(created * 1000).toISOString(),
      contact_email: `office@${seed.domain}.example`,
      contact_phone: `(555) 01${String(orgId).padStart(2, '0')}`,
      website: `https://www.${seed.domain}.example`,
      address1: `${100 + orgId * 7} Main Street`,
      address2: null,
      city: seed.city,
      state: seed.state,
      zipcode: String(10_000 + orgId * 611).slice(0, 5),
      heard: null,
      logo: null,
      billing: { customer_id: seed.plan === 'Pro' ? `cus_${seed.domain}` : null, subscription: null, trial_ends_at: null },
    };
    org.billing.subscription = subscription(seed, nowS, users.filter((u) => u.is_active).length);
    if (seed.status === 'trialing' && org.billing.subscription) {
      org.billing.trial_ends_at = new Date(org.billing.subscription.current_period_end * 1000).toISOString();
    }
    state.orgs.push(org);
  }
}
