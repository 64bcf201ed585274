// Who is online. A user is online when they pinged (POST /presence/ping, every 30 s from an open
// app) in the last minute. Besides real pings, seeded users may have a simulated open tab, so the
// demo's Online Now is never empty and changes over time, like a real one.
import type { DbState, SimulatedSession, UserRow } from './types';

const ONLINE_WINDOW_MS = 60_000;
const PING_S = 30;

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** Epoch ms of the simulated tab's last ping at `now`. */
export function simulatedLastPing(s: SimulatedSession, now: number): number {
  const sec = Math.floor(now / 1000);
  const into = mod(sec + s.phase, s.cycle);
  if (into < s.on) return (sec - mod(into, PING_S)) * 1000;
  // Closed: the last ping was the last 30 s step of the open stretch.
  const lastStep = Math.floor(Math.max(0, s.on - 1) / PING_S) * PING_S;
  return (sec - (into - lastStep)) * 1000;
}

/** ISO time of the user's last ping (real or simulated), or null when they never pinged. */
export function lastSeenOf(
  db: Pick<DbState, 'presence' | 'sessions'>,
  user: Pick<UserRow, 'id' | 'is_active'>,
  now = Date.now(),
): string | null {
  const real = db.presence[user.id];
  const session = user.is_active === 1 ? db.sessions?.[user.id] : undefined;
  const simulated = session ? simulatedLastPing(session, now) : null;
  if (simulated === null) return real ?? null;
  return real && Date.parse(real) >= simulated ? real : new Date(simulated).toISOString();
}

export const isOnlineAt = (lastSeen: string | null, now = Date.now()): boolean =>
  !!lastSeen && now - Date.parse(lastSeen) < ONLINE_WINDOW_MS;
