#!/usr/bin/env node
// Screenshots of every screen each demo account can reach, at 1440×900 and 390×844, in headless
// Chromium against the mock-mode build (the in-browser mock backend answers every call).
//   npm run screens            → screens/<who>/<route>-<width>.png (git-ignored), and the README's
//                                eight pictures refreshed in docs/screens/ (committed)
//   npm run screens:readme     → only the README's eight pictures
//   SCREENS_SKIP_BUILD=1 …     reuses dist-screens/
//   SCREENS_ROUTES=/team,/billing SCREENS_WHO=owner,superadmin …   only those routes / accounts
//   (SCREENS_WHO=visitor shoots only the public pages)
// Look at them: tests do not see that a page is ugly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'screens');
const readmeDir = join(root, 'docs', 'screens');
// The README's pictures: which account's desktop shot of which route each one is.
const README_PICTURES = {
  'visitor /login': 'login',
  'owner /home': 'home',
  'agent /agent': 'agent',
  'agent /library': 'library',
  'superadmin /superadmin': 'superadmin',
  'admin /admin': 'admin',
  'owner /team': 'team',
  'owner /billing': 'billing',
};
const readmeOnly = process.argv.includes('--readme');
const PORT = Number(process.env.SCREENS_PORT ?? 4185 + Number(process.env.E2E_PORT_OFFSET ?? 0));
const origin = `http://127.0.0.1:${PORT}`;
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const PASSWORD = 'demo1234';
const ACCOUNTS = [
  { who: 'agent', email: 'agent@harborview.test' },
  { who: 'owner', email: 'owner@harborview.test' },
  { who: 'trial-owner', email: 'owner@summitridge.test' },
  { who: 'past-due-owner', email: 'owner@prairiemutual.test' },
  { who: 'comped-owner', email: 'owner@lakeside.test' },
  { who: 'admin', email: 'admin@harborview.test' },
  { who: 'superadmin', email: 'super@underwriter.test' },
];
const listOf = (value) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : null;
const readmeShots = Object.keys(README_PICTURES).map((k) => k.split(' '));
const onlyRoutes = listOf(process.env.SCREENS_ROUTES) ?? (readmeOnly ? [...new Set(readmeShots.map(([, r]) => r))] : null);
const onlyWho = listOf(process.env.SCREENS_WHO) ?? (readmeOnly ? [...new Set(readmeShots.map(([w]) => w))] : null);
const SIZES_SHOT = readmeOnly ? SIZES.filter((s) => s.name === 'desktop') : SIZES;
const wanted = (route) => !onlyRoutes || onlyRoutes.includes(route.split('?')[0]);
const PUBLIC = ['/login', '/register', '/forgot', '/reset-password?token=demo'].filter(wanted);
const GUARDED = ['/home', '/agent', '/library', '/admin', '/superadmin', '/team', '/billing'].filter(wanted);

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath) && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install -y chromium (or npx playwright install chromium and set CHROMIUM_PATH).`);
  process.exit(2);
}

if (!process.env.SCREENS_SKIP_BUILD || !existsSync(join(root, 'dist-screens', 'index.html'))) {
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-screens', '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', 'dist-screens', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: root,
    stdio: process.env.SCREENS_DEBUG ? 'inherit' : 'ignore',
    detached: true,
  },
);
// npx starts vite as a child: end the whole group.
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

const waitForServer = async () => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch (err) {
      if (process.env.SCREENS_DEBUG) console.log(String(err.cause ?? err));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start on ${origin}`);
};
await waitForServer().catch((err) => {
  stop();
  throw err;
});

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const fileName = (route) => route.replace(/^\//, '').replace(/[?=&]/g, '-') || 'root';

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

const { default: sharp } = await import('sharp');

/**
 * A README picture from a desktop shot: 1200 px wide and quantized to a 256-colour palette (the
 * screens are flat colour and text, so the eye sees no difference), a fifth of the raw size.
 */
async function saveReadmePicture(file, name) {
  mkdirSync(readmeDir, { recursive: true });
  const target = join(readmeDir, `${name}.png`);
  await sharp(file).resize({ width: 1200 }).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(target);
  console.log(`  README picture ${target.slice(root.length + 1)} (${Math.round(statSync(target).size / 1024)} KB)`);
}

async function shoot(context, who, route, prepare) {
  const page = await context.newPage();
  page.setDefaultTimeout(8_000);
  for (const size of SIZES_SHOT) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${origin}${route}`);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    const line = `${who.padEnd(15)} ${route.padEnd(28)} ${size.name.padEnd(8)}`;
    // A route this user may not open redirects: nothing of its own to look at.
    if (landed !== route.split('?')[0]) {
      console.log(`${line} not reachable (ended on ${landed})`);
      continue;
    }
    if (prepare) await prepare(page).catch((err) => console.warn(`  ${who} ${route}: ${err.message.split('\n')[0]}`));
    const dir = join(outDir, who);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${fileName(route)}-${size.name}.png`);
    await page.screenshot({ path: file });
    console.log(`${line} ${file.slice(root.length + 1)}`);
    const picture = README_PICTURES[`${who} ${route}`];
    if (picture && size.name === 'desktop') await saveReadmePicture(file, picture);
    // On a phone the places fold into Menu: its open state is worth a look too.
    if (size.name === 'phone' && route === '/home' && !readmeOnly) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menu', { name: 'Menu' }).waitFor();
      const open = join(dir, `home-menu-open-${size.name}.png`);
      await page.screenshot({ path: open });
      console.log(`${line} ${open.slice(root.length + 1)}`);
    }
  }
  await page.close();
}

// A conversation to look at on /agent: pick the first carrier and ask a question.
async function withChat(page) {
  const carriers = page.getByRole('navigation', { name: 'Companies' }).getByRole('button');
  const opener = page.getByRole('button', { name: 'Carriers' });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await carriers.first().click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('What is the binding authority limit?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(1).waitFor({ timeout: 10_000 });
  // The reply as the user reads it: rendered Markdown (its citation a link), not the plain text
  // shown while it loads. (A reply whose quotes would repeat its lead has no blockquote.)
  await page.getByRole('list', { name: 'Messages' }).locator('a[href*="#page="]').first().waitFor({ timeout: 10_000 });
}

async function withCarrier(page) {
  const opener = page.getByRole('button', { name: 'Carriers' });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await page.getByRole('navigation', { name: 'Companies' }).getByRole('button').first().click();
  await page.waitForTimeout(800);
}

// The library draws its document with pdf.js: wait for the first page (or what it says instead).
async function withDocument(page) {
  await withCarrier(page);
  const viewer = page.getByRole('region', { name: 'Document viewer' });
  await viewer
    .getByRole('group', { name: /^Page 1 of / })
    .or(viewer.getByRole('alert'))
    .first()
    .waitFor({ timeout: 15_000 });
  await page.waitForTimeout(800);
}

if (!onlyWho || onlyWho.includes('visitor')) {
  const visitor = await browser.newContext();
  for (const route of PUBLIC) await shoot(visitor, 'visitor', route);
  await visitor.close();
}

for (const { who, email } of ACCOUNTS.filter((a) => !onlyWho || onlyWho.includes(a.who))) {
  if (!GUARDED.length) break;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  await page.close();
  for (const route of GUARDED) {
    if (readmeOnly && !README_PICTURES[`${who} ${route}`]) continue;
    await shoot(
      context,
      who,
      route,
      route === '/agent' ? withChat : route === '/library' ? withDocument : route === '/admin' ? withCarrier : undefined,
    );
  }
  await context.close();
}

await browser.close();
stop();
console.log(`\nScreenshots in ${outDir.slice(root.length + 1)}/: open them and look.`);
