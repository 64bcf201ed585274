// The scale fixture, opt-in for the superadmin benchmark and for looking at a big directory:
// tops the seeded database up to `users` users and `orgs` organizations (the core five are left
// as they are). Deterministic: the same sizes and `now` give the same rows.
//   browser: ?mock-scale=10000x1000   mock server: MOCK_SCALE=10000x1000 or POST /__mock/reset {"scale":"10000x1000"}
import { db } from './store';
import { newOrgRow, type OrgRow, type Role, type UserRow } from './types';

const DAY_S = 86_400;
const MIN_MS = 60_000;

const PLACE = [
  'Silver Creek',
  'Oak Harbor',
  'Pine Ridge',
  'Maple Valley',
  'Cedar Point',
  'Willow Bend',
  'Eagle Rock',
  'Fox Hollow',
  'Stone Bridge',
  'River Bend',
  'Clearwater',
  'Highland',
  'Sunset',
  'Bayside',
  'Frontier',
  'Heritage',
  'Lakeshore',
  'Meadowbrook',
  'Northgate',
  'Prairie Wind',
];
const KIND = [
  'Insurance',
  'Risk',
  'Coverage',
  'Underwriters',
  'Assurance',
  'Benefits',
  'Brokerage',
  'Indemnity',
  'Protection',
  'Casualty',
  'Mutual',
  'Surety',
  'Partners',
  'Advisors',
  'Agency',
  'Shield',
  'Guardian',
  'Trust',
  'Capital',
  'Alliance',
];
const SUFFIX = ['Group', 'LLC', 'Co.', 'Inc.', 'Associates'];
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Wei',
  'Nancy',
  'Ahmed',
  'Lisa',
  'Kenji',
  'Betty',
  'Ivan',
  'Sandra',
  'Kwame',
  'Ashley',
  'Luca',
  'Emily',
  'Sven',
  'Aaliyah',
  'Pedro',
  'Ming',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
];
const STATUS: [string | null, string | null][] = [
  ['Pro', 'active'],
  ['Pro', 'active'],
  ['Pro', 'active'],
  ['Pro', 'trialing'],
  ['Pro', 'past_due'],
  ['Pro', 'canceled'],
  ['Pro', 'unpaid'],
  ['Pro', 'incomplete'],
  ['Pro', 'paused'],
  ['Comped', 'active'],
  [null, null],
];

/** "10000x1000" → { users: 10000, orgs: 1000 }; "10000" → 10,000 users and 1,000 organizations. */
export function parseScale(spec: string): { users: number; orgs: number } | null {
  const m = /^\s*(\d+)\s*(?:x\s*(\d+))?\s*$/i.exec(spec);
  if (!m) return null;
  const users = Number(m[1]);
  return { users, orgs: m[2] !== undefined ? Number(m[2]) : Math.max(1, Math.round(users / 10)) };
}

function newOrg(i: number, nowS: number): OrgRow {
  const name = `${PLACE[i % PLACE.length]} ${KIND[Math.floor(i / PLACE.length) % KIND.length]} ${SUFFIX[Math.floor(i / (PLACE.length * KIND.length)) % SUFFIX.length]}${i >= PLACE.length * KIND.length * SUFFIX.length ? ` ${i}` : ''}`;
  const [plan, status] = STATUS[i % STATUS.length]!;
  const id = ++db.seq.org;
  return newOrgRow({
    id,
    name,
    plan,
    subscription_status: status,
    user_limit: i % 4 === 0 ? null : 10 + (i % 7) * 5,
    created_at: new Date((nowS - (5 + ((i * 37) % 900)) * DAY_S) * 1000).toISOString(),
  });
}

/** Tops the database up to `users` users and `orgs` organizations; never removes any. */
export function scaleDb({ users, orgs }: { users: number; orgs: number }, now = Date.now()): void {
  const nowS = Math.floor(now / 1000);
  db.sessions ??= {};
  const added: OrgRow[] = [];
  for (let i = 0; db.orgs.length < orgs; i++) {
    const org = newOrg(i, nowS);
    db.orgs.push(org);
    added.push(org);
  }
  // New users go to the new organizations, else to the directory's (never to the core five).
  const homes = added.length ? added : db.orgs.filter((o) => o.id > 5);
  if (!homes.length) return;
  const seats = new Map<number, number>();
  for (const u of db.users) if (u.is_active === 1) seats.set(u.org_id, (seats.get(u.org_id) ?? 0) + 1);
  for (let n = 0; db.users.length < users; n++) {
    const org = homes[n % homes.length]!;
    const id = ++db.seq.user;
    const first = FIRST[(n * 7) % FIRST.length]!;
    const last = LAST[(n * 11 + Math.floor(n / FIRST.length)) % LAST.length]!;
    const email = `${first}.${last}.${id}@org${org.id}.test`.toLowerCase();
    const used = seats.get(org.id) ?? 0;
    const active = (org.user_limit === null || used < org.user_limit) && n % 23 !== 5;
    const role: Role = n % 19 === 0 ? 'admin' : 'agent';
    const user: UserRow = {
      id,
      username: email,
      email,
      first_name: first,
      last_name: last,
      role,
      org_id: org.id,
      is_active: active ? 1 : 0,
      password: 'demo1234',
      created_at: new Date(Date.parse(org.created_at) + (n % 40) * DAY_S * 1000).toISOString(),
    };
    db.users.push(user);
    if (active) seats.set(org.id, used + 1);
    org.billing_owner_user_id ??= active ? user.id : null;
    if (n % 5 !== 0) db.presence[id] = new Date(now - (2 + ((n * 131) % 60_000)) * MIN_MS).toISOString();
    if (active && n % 29 === 3)
      db.sessions[id] = { phase: (n * 97) % 3_600, on: 300 + ((n * 61) % 900), cycle: 1_800 + ((n * 53) % 1_800) };
    if (active && n % 97 === 11) db.sessions[id] = { phase: 0, on: DAY_S, cycle: DAY_S };
  }
}
