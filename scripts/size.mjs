#!/usr/bin/env node
// Bundle-size report for the mocks-off build (what production ships).
//  1. builds it into dist-size/ (VITE_API_MOCKS=false);
//  2. fails (exit 1) if any JS file of the build holds MSW / mock-backend code;
//  3. serves the build, opens every route of spec §2 in Chromium with a fake, valid-looking
//     superadmin token (and a canned me call; every other API call fails), records every JS file each page fetched until network idle, and prints
//     per route the file count and the gzip (level 9) size, with /login against its budget.
// Usage: npm run size   (SIZE_SKIP_BUILD=1 reuses dist-size/)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'dist-size');
const LOGIN_BUDGET = 240 * 1024; // gzip bytes of JS for the first paint of /login
const ROUTES = [
  '/login',
  '/register',
  '/forgot',
  '/reset-password?token=x',
  '/home',
  '/agent',
  '/admin',
  '/superadmin',
  '/team',
  '/billing',
  '/library',
];
// Strings that only MSW or our mock backend put in a bundle (they survive minification:
// log prefixes, worker message types, the worker file name, package names, control paths).
const MOCK_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'MOCKING_ENABLED',
  'INTEGRITY_CHECK_REQUEST',
  'setupWorker',
  '@mswjs/',
  'msw/browser',
  '/__mock/',
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const section = (title) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 66 - title.length))}`);

// ---------------------------------------------------------------------------- 1. build
if (!process.env.SIZE_SKIP_BUILD || !existsSync(join(outDir, 'index.html'))) {
  section('build (mocks off) -> dist-size/');
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-size', '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_MOCKS: 'false',
      // A closed port: calls fail at once instead of reaching any mock server that happens to
      // run (a 401 from one would send every guarded page back to /login).
      VITE_API_BASE: 'http://127.0.0.1:9/api',
    },
  });
  if (res.status !== 0) {
    console.error(`vite build failed (exit ${res.status ?? res.signal})`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------- 2. MSW scan
section('MSW / mock code in the mocks-off build');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const jsFiles = walk(outDir).filter((f) => /\.(m?js|cjs)$/.test(f));
// public/ is copied verbatim into every build, so the worker script itself lands at the root.
// It is never loaded with mocks off (checked in the browser below), so it is reported, not failed.
const copiedWorker = jsFiles.filter((f) => relative(outDir, f) === 'mockServiceWorker.js');
const leaks = [];
for (const file of jsFiles) {
  if (copiedWorker.includes(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    const at = text.indexOf(marker);
    if (at >= 0) {
      const snippet = text.slice(Math.max(0, at - 40), at + marker.length + 40).replace(/\s+/g, ' ');
      leaks.push({ file: relative(root, file), marker, snippet });
    }
  }
}
console.log(`scanned ${jsFiles.length - copiedWorker.length} JS files`);
if (copiedWorker.length) {
  console.log(
    'note: dist-size/mockServiceWorker.js is the public/ copy of the worker script; it is not part of the app bundle',
  );
}
for (const l of leaks) console.log(`LEAK ${l.file}: "${l.marker}" … ${l.snippet} …`);
console.log(leaks.length ? `FAIL: ${leaks.length} mock marker(s) found` : 'PASS: no MSW code found');

// ---------------------------------------------------------------------------- 3. serve
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
// A static server with SPA fallback and no compression: sizes are gzipped here, level 9.
const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = resolve(outDir, `.${pathname}`);
  if (!file.startsWith(outDir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(outDir, 'index.html');
  }
  res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------------------- 4. measure
const { chromium } = await import('@playwright/test');
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const b64url = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const token = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
  sub: '1',
  email: 'super@underwriter.test',
  role: 'superadmin',
  org_id: 1,
  iat: now,
  exp: now + 3600,
})}.c2lnbmF0dXJl`;
const user = {
  user_id: 1,
  username: 'super@underwriter.test',
  email: 'super@underwriter.test',
  first_name: 'Sam',
  role: 'superadmin',
  org_id: 1,
  subscription_status: 'active',
  org_name: 'Harborview Insurance',
  is_billing_owner: true,
  billing_owner_user_id: 1,
  show_billing_cta: false,
};

const rows = [];
let swSeen = false;
for (const route of ROUTES) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const authed = !['/login', '/register', '/forgot', '/reset-password?token=x'].includes(route);
  if (authed) {
    await context.addInitScript(
      ({ token, user }) => {
        // Only seed once per page load sequence; the app may clear storage on its own later.
        if (sessionStorage.getItem('__size_seeded')) return;
        sessionStorage.setItem('__size_seeded', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('role', 'superadmin');
        localStorage.setItem('org_id', '1');
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('first_name', user.first_name);
      },
      { token, user },
    );
  }
  const page = await context.newPage();
  // There is no API server. The harness answers only the me call (so the owner and library
  // gates let the pages render) and refuses every other call to another origin at once.
  await page.route(
    (u) => !u.href.startsWith(origin),
    (r) => {
      if (!/\/auth\/me$/.test(new URL(r.request().url()).pathname)) return r.abort('connectionrefused');
      const headers = {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': 'Authorization, Content-Type',
        'access-control-allow-methods': 'GET, OPTIONS',
      };
      if (r.request().method() === 'OPTIONS') return r.fulfill({ status: 204, headers });
      return r.fulfill({ status: 200, headers, contentType: 'application/json', body: JSON.stringify(user) });
    },
  );
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const u = response.url();
    if (!u.startsWith(origin)) return;
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || /javascript/.test(type) || /\.m?js(\?|$)/.test(u);
    if (!isJs || scripts.has(u)) return;
    if (u.includes('mockServiceWorker')) swSeen = true;
    scripts.set(u, null);
    pending.push(
      response
        .body()
        .then((body) => scripts.set(u, body))
        .catch(() => scripts.delete(u)),
    );
  });
  let note = '';
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
  } catch (err) {
    note = `load: ${String(err.message ?? err).split('\n')[0]}`;
  }
  await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  if (await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations?.())?.length ?? 0)) {
    swSeen = true;
  }
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    if (!body) continue;
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const expectedPath = route.split('?')[0];
  if (!note && finalPath !== expectedPath) note = `ended on ${finalPath}`;
  rows.push({ route, files: scripts.size, raw, gz, note });
  await context.close();
}
await browser.close();
server.close();

// ---------------------------------------------------------------------------- 5. report
section('JS fetched per route (until network idle; gzip -9)');
const w = Math.max(...ROUTES.map((r) => r.length), 5);
console.log(`${'route'.padEnd(w)}  ${'files'.padStart(5)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  note`);
console.log(`${'-'.repeat(w)}  -----  ----------  ----------  ----`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(w)}  ${String(r.files).padStart(5)}  ${kb(r.raw).padStart(10)}  ${kb(r.gz).padStart(10)}  ${r.note}`,
  );
}
const loginRow = rows.find((r) => r.route === '/login');
section('budget');
console.log(
  `/login JS gzip ${kb(loginRow.gz)} (${loginRow.gz} B) vs target ${kb(LOGIN_BUDGET)}: ${loginRow.gz <= LOGIN_BUDGET ? 'PASS' : 'OVER'}`,
);
if (swSeen) {
  console.log('FAIL: a service worker was fetched or registered with mocks off');
  leaks.push({ file: '(browser)', marker: 'service worker', snippet: '' });
}
console.log(`MSW check: ${leaks.length ? 'FAIL' : 'PASS'}`);
process.exit(leaks.length ? 1 : 0);
