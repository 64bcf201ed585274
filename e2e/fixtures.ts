import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export type Mode = 'worker' | 'mocks-off';

export const DEMO_PASSWORD = 'demo1234';
export const MOCK_SERVER = `http://127.0.0.1:${8787 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

export const ACCOUNTS = {
  superadmin: 'super@underwriter.test',
  admin: 'admin@harborview.test',
  agent: 'agent@harborview.test',
  owner: 'owner@harborview.test',
  pastDueOwner: 'owner@prairiemutual.test',
  trialingOwner: 'owner@summitridge.test',
} as const;

/** Signs in through the login form, as a user would, and waits for it to leave /login. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Lets the page settle (requests done, first heading shown, entering or leaving toasts and
 * dialogs done animating) so axe sees the final screen, not a colour halfway through a fade.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(async () => {
    // Finite animations only (a spinner never ends); two seconds at most.
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
  });
}

// Local triage only (CI never sets it): E2E_AXE_SKIP_RULES=color-contrast,region npx playwright test
const skippedAxeRules = (process.env.E2E_AXE_SKIP_RULES ?? '').split(',').filter(Boolean);

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const axe = new AxeBuilder({ page });
  if (skippedAxeRules.length) axe.disableRules(skippedAxeRules);
  let results = await axe.analyze();
  // A toast caught mid-fade (it closes itself on a timer, maybe while axe reads it) has the colour
  // of half its opacity: that frame is no screen anyone reads. Such a finding must hold a second later.
  const onToast = (v: (typeof results.violations)[number]) =>
    v.id === 'color-contrast' && v.nodes.every((n) => n.target.join(' ').includes('ant-notification'));
  if (results.violations.some((v) => (v.impact === 'serious' || v.impact === 'critical') && onToast(v))) {
    await page.waitForTimeout(1_000);
    await settle(page);
    results = await axe.analyze();
  }
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map((v) => {
      const targets = v.nodes
        .map((n) => `    - ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${targets}`;
    })
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `serious/critical axe violations on ${page.url()}:\n${report}\n`,
  ).toEqual([]);
}

/** The mock server's control endpoints refuse calls without this header (mocks/http-app.ts). */
const CONTROL = { 'X-Mock-Control': '1' } as const;

/** Puts the mock server back to its seed data (mocks-off mode only). */
export async function resetServer(): Promise<void> {
  const res = await fetch(`${MOCK_SERVER}/__mock/reset`, { method: 'POST', headers: CONTROL });
  if (!res.ok) throw new Error(`POST /__mock/reset answered ${res.status}`);
}

/** Sets a server fault, e.g. "GET /companies=500", or clears them all with null. */
export async function setFault(spec: string | null): Promise<void> {
  const res = await fetch(`${MOCK_SERVER}/__mock/fault`, {
    method: 'POST',
    headers: { ...CONTROL, 'content-type': 'application/json' },
    body: JSON.stringify(spec === null ? { clear: true } : { spec }),
  });
  if (!res.ok) throw new Error(`POST /__mock/fault answered ${res.status}`);
}

/**
 * The last reset or invite link the mock server "e-mailed" to `email` (mocks-off mode: over
 * HTTP the server answers no `reset_url`, docs/decisions.md#reset-links), as an app path.
 */
export async function lastMailedLink(email: string): Promise<string> {
  const res = await fetch(`${MOCK_SERVER}/__mock/outbox?to=${encodeURIComponent(email)}`, { headers: CONTROL });
  if (!res.ok) throw new Error(`GET /__mock/outbox answered ${res.status}`);
  const { messages } = (await res.json()) as { messages: { url: string }[] };
  const last = messages.at(-1);
  if (!last) throw new Error(`No link was mailed to ${email}`);
  return last.url;
}

const b64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token (unsigned) with the given claims; `exp` in seconds. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

/** Stored value of a localStorage key on the current page's origin. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

type Fixtures = {
  mode: Mode;
  login: (email: string, password?: string) => Promise<void>;
  expectAccessible: () => Promise<void>;
  resetServer: () => Promise<void>;
  /** Runs before every test: mocks-off starts each test from the seed data. */
  seedData: void;
  /** Runs around every test: the page may break no rule of the build's Content-Security-Policy. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  // Set per project in playwright.config.ts (the project of the same name).
  mode: ['worker', { option: true }],
  login: async ({ page }, use) => {
    await use((email, password) => login(page, email, password));
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
  resetServer: async ({ mode }, use) => {
    await use(async () => {
      if (mode === 'mocks-off') await resetServer();
    });
  },
  seedData: [
    async ({ mode }, use) => {
      // In worker mode each test's fresh browser context already starts from the seed.
      if (mode === 'mocks-off') await resetServer();
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          // A library probing whether eval works (and going on without it) is not a breach.
          if (e.blockedURI === 'eval') return;
          void (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
