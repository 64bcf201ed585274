#!/usr/bin/env node
// Bundle-size report and route budgets for the mocks-off build (what production ships).
//  1. builds it into dist-size/ (VITE_API_MOCKS=false, hidden source maps: the JS is byte for byte
//     what a plain build ships, the .map files only serve the attribution below);
//  2. fails if any JS file of the build holds MSW / mock-backend code;
//  3. serves the build and opens every route of docs/product.md#2-screens in Chromium (the guarded ones with a
//     fake, valid-looking superadmin token and a canned me call; every other API call is refused),
//     waits until the route's own heading is shown (plus any route-specific mark, e.g. the
//     superadmin panel of /agent) and the network has been quiet, and records every JS file the
//     page fetched. A route that does not render (ends elsewhere, stays on "Loading…", shows the
//     page error) is flagged and fails the run: its size would be a lie;
//  4. prints per route files, raw and gzip (level 9) JS against its budget (/login 200 KB, every
//     other route 300 KB), then what costs what for the first load (index.html's entry and the
//     chunks it preloads), the heaviest routes and any route near its budget: chunks, and
//     packages/modules by gzip estimated from the source maps.
// Exit 0 when every route rendered within budget and no mock code shipped; 1 otherwise (a route
// OVER its budget or not rendered, or mock code found); 2 when the build failed.
// Usage: npm run size   (SIZE_SKIP_BUILD=1 reuses dist-size/; SIZE_ROUTES=/login,/agent measures some;
//        SIZE_JSON=file writes each route's files and sizes as JSON)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'dist-size');
const KB = 1024;
const LOGIN_BUDGET = 200 * KB; // gzip bytes of JS for the first paint of /login
const ROUTE_BUDGET = 300 * KB; // every other route
const PAGE_ERROR = 'This page could not be shown.'; // src/components/page-error-boundary.tsx
// `heading`: the route's h1 (its accessible name), the proof that the page itself rendered.
// `ready`: a further mark that must show before measuring (content loaded after the page).
const ROUTES = [
  { path: '/login', heading: /^Sign in$/, budget: LOGIN_BUDGET },
  { path: '/register', heading: /^Create your account$/ },
  { path: '/forgot', heading: /^Forgot your password\?$/ },
  { path: '/reset-password?token=x', heading: /^Reset your password$/ },
  { path: '/home', heading: /^Welcome\b/, authed: true },
  {
    path: '/agent',
    heading: /^Underwriter Assistant$/,
    authed: true,
    // A superadmin's /agent also loads the organizations panel (its own chunk).
    ready: { role: 'heading', name: /^Organizations\b/, what: 'superadmin organizations panel' },
  },
  { path: '/admin', heading: /^Admin$/, authed: true },
  { path: '/superadmin', heading: /^Superadmin\b/, authed: true },
  { path: '/team', heading: /^Team\b/, authed: true },
  { path: '/billing', heading: /^Billing\b/, authed: true },
  { path: '/library', heading: /^Library\b/, authed: true },
].map((r) => ({ budget: ROUTE_BUDGET, authed: false, ...r }));
const only = process.env.SIZE_ROUTES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const routes = only?.length ? ROUTES.filter((r) => only.some((o) => r.path.split('?')[0] === o.split('?')[0])) : ROUTES;
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
const RENDER_TIMEOUT = 30_000; // ms for the route's heading to show
const QUIET_MS = 1_000; // the network must be idle this long before measuring
const QUIET_TIMEOUT = 20_000;
const DETAIL_ROUTES = 3; // how many of the heaviest routes get a breakdown (and any near its budget)
const TOP = 10; // rows per breakdown

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const section = (title) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
const table = (head, rows, align) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
};

// ---------------------------------------------------------------------------- 1. build
if (!process.env.SIZE_SKIP_BUILD || !existsSync(join(outDir, 'index.html'))) {
  section('build (mocks off) -> dist-size/');
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-size', '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], {
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
  console.log('built');
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
  console.log('note: dist-size/mockServiceWorker.js is the public/ copy of the worker script; it is not part of the app bundle');
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

/** Resolves once no request of the page has been in flight for QUIET_MS (false on timeout). */
function networkQuiet(page) {
  const inflight = new Set();
  let last = Date.now();
  const start = (r) => {
    inflight.add(r);
    last = Date.now();
  };
  const end = (r) => {
    inflight.delete(r);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async wait() {
      const until = Date.now() + QUIET_TIMEOUT;
      while (Date.now() < until) {
        if (!inflight.size && Date.now() - last >= QUIET_MS) return true;
        await page.waitForTimeout(100);
      }
      return false;
    },
  };
}

/** What the page shows instead of the expected heading, for the note column. */
async function describeScreen(page) {
  const h1 = await page
    .locator('h1')
    .allInnerTexts()
    .catch(() => []);
  if (h1.length) return `shows h1 "${h1.join(' / ').slice(0, 60)}"`;
  const body = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .trim();
  return body ? `shows "${body.slice(0, 60)}"` : 'blank page';
}

const rows = [];
let swSeen = false;
for (const route of routes) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  if (route.authed) {
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
  const uncaught = [];
  page.on('pageerror', (err) => uncaught.push(String(err.message ?? err).split('\n')[0]));
  const quiet = networkQuiet(page);

  const problems = []; // each fails the run
  const notes = [];
  const expectedPath = route.path.split('?')[0];
  try {
    await page.goto(`${origin}${route.path}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT });
    const heading = page.getByRole('heading', { level: 1, name: route.heading });
    const error = page.getByRole('heading', { level: 1, name: PAGE_ERROR });
    // Whichever comes first: the page's own heading or the page error.
    await heading.or(error).first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
    if (route.ready) {
      await page
        .getByRole(route.ready.role, { name: route.ready.name })
        .or(error)
        .first()
        .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT });
    }
  } catch (err) {
    if (!/Timeout/i.test(String(err.message ?? err))) problems.push(`load: ${String(err.message ?? err).split('\n')[0]}`);
  }
  if (!(await quiet.wait())) notes.push(`network not quiet after ${QUIET_TIMEOUT / 1000}s`);
  await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  if (finalPath !== expectedPath) problems.push(`ended on ${finalPath}`);
  if (await page.getByText(PAGE_ERROR).count()) problems.push('shows the page error');
  else if (!(await page.getByRole('heading', { level: 1, name: route.heading }).count())) {
    problems.push(`not rendered: ${await describeScreen(page)}`);
  } else if (route.ready && !(await page.getByRole(route.ready.role, { name: route.ready.name }).count())) {
    problems.push(`no ${route.ready.what}`);
  }
  if (uncaught.length) notes.push(`uncaught: ${uncaught[0].slice(0, 80)}${uncaught.length > 1 ? ` (+${uncaught.length - 1})` : ''}`);
  if (await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations?.())?.length ?? 0)) {
    swSeen = true;
  }
  const files = [];
  for (const [u, body] of scripts) {
    if (!body) continue;
    files.push({ name: new URL(u).pathname.replace(/^\//, ''), raw: body.length, gz: gzipSize(body) });
  }
  const raw = files.reduce((s, f) => s + f.raw, 0);
  const gz = files.reduce((s, f) => s + f.gz, 0);
  const status = problems.length ? 'FAIL' : gz > route.budget ? 'OVER' : 'PASS';
  rows.push({ ...route, files, raw, gz, status, note: [...problems, ...notes].join('; ') });
  await context.close();
}
await browser.close();
server.close();

// ---------------------------------------------------------------------------- 5. report
section('JS fetched per route (page rendered, network quiet; gzip -9)');
table(
  ['route', 'files', 'raw', 'gzip', 'budget', 'status', 'note'],
  rows.map((r) => [r.path, r.files.length, kb(r.raw), kb(r.gz), kb(r.budget), r.status, r.note]),
  ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
);

// What costs what. Chunk sizes are exact; a chunk's gzip is split over its modules in proportion
// to the minified bytes its source map gives each one (an estimate: gzip is not additive).
function decodeMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let src = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0];
      if (values.length > 1) src += values[1];
      segs.push([col, values.length > 1 ? src : -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** node_modules/<pkg>/… → the package (antd and @ant-design/icons by component folder); src → the file. */
function moduleGroup(source) {
  const path = source.replace(/\\/g, '/').replace(/\?.*$/, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(pkg.split('/').length);
    if (pkg === 'antd' && (rest[0] === 'es' || rest[0] === 'lib') && rest.length > 2) return `antd/${rest[1]}`;
    return pkg;
  }
  const src = path.indexOf('src/');
  return src >= 0 ? path.slice(src) : path.replace(/^(\.\.\/)+/, '');
}

const chunkCache = new Map();
/** Per chunk: its module groups with their share of the chunk's raw and gzip bytes. */
function chunkModules(name, raw, gz) {
  if (chunkCache.has(name)) return chunkCache.get(name);
  const groups = new Map();
  const add = (group, chars) => groups.set(group, (groups.get(group) ?? 0) + chars);
  const mapFile = join(outDir, `${name}.map`);
  const text = readFileSync(join(outDir, name), 'utf8');
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const names = map.sources.map(moduleGroup);
    const codeLines = text.split('\n');
    decodeMappings(map.mappings).forEach((segs, i) => {
      const len = codeLines[i]?.length ?? 0;
      let at = 0;
      segs.forEach(([col, src], j) => {
        if (col > at) add('(unmapped)', col - at);
        const next = j + 1 < segs.length ? segs[j + 1][0] : len;
        add(src >= 0 ? (names[src] ?? '(unmapped)') : '(unmapped)', Math.max(0, next - col));
        at = Math.max(at, next);
      });
      if (len > at) add('(unmapped)', len - at);
    });
  } else {
    add(`(no map) ${name}`, text.length);
  }
  const total = [...groups.values()].reduce((s, v) => s + v, 0) || 1;
  const out = [...groups].map(([group, chars]) => ({ group, raw: (raw * chars) / total, gz: (gz * chars) / total }));
  chunkCache.set(name, out);
  return out;
}

const routesOf = new Map(); // chunk name -> how many measured routes fetch it
for (const r of rows) for (const f of r.files) routesOf.set(f.name, (routesOf.get(f.name) ?? 0) + 1);

function breakdown(title, files) {
  section(title);
  const chunks = [...files].sort((a, b) => b.gz - a.gz);
  table(
    ['chunk', 'raw', 'gzip', 'routes'],
    chunks.slice(0, TOP).map((f) => [basename(f.name), kb(f.raw), kb(f.gz), `${routesOf.get(f.name) ?? 0}/${rows.length}`]),
    ['l', 'r', 'r', 'r'],
  );
  if (chunks.length > TOP)
    console.log(`… and ${chunks.length - TOP} smaller chunks (${kb(chunks.slice(TOP).reduce((s, f) => s + f.gz, 0))})`);
  const groups = new Map();
  for (const f of files) {
    for (const m of chunkModules(f.name, f.raw, f.gz)) {
      const g = groups.get(m.group) ?? { raw: 0, gz: 0 };
      g.raw += m.raw;
      g.gz += m.gz;
      groups.set(m.group, g);
    }
  }
  const top = [...groups].sort((a, b) => b[1].gz - a[1].gz);
  console.log('');
  table(
    ['package / module (gzip estimated)', 'raw', '≈gzip'],
    top.slice(0, TOP + 5).map(([g, v]) => [g, kb(v.raw), kb(v.gz)]),
    ['l', 'r', 'r'],
  );
}

// What index.html loads before any page: the entry and the chunks it preloads (its static imports).
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
const entryFiles = [
  ...new Map(
    rows
      .flatMap((r) => r.files)
      .filter((f) => entry.includes(f.name))
      .map((f) => [f.name, f]),
  ).values(),
];
if (entryFiles.length) {
  const gz = entryFiles.reduce((s, f) => s + f.gz, 0);
  breakdown(`first load (index.html: entry + preloaded chunks, every route): ${kb(gz)} gzip`, entryFiles);
}
// The heaviest routes, and every route over or within 5% of its budget.
const heavy = [...rows].sort((a, b) => b.gz - a.gz).filter((r, i) => i < DETAIL_ROUTES || r.gz > r.budget * 0.95);
for (const r of heavy) {
  breakdown(`${r.path}: ${kb(r.gz)} gzip in ${r.files.length} files (${r.status})`, r.files);
}

if (process.env.SIZE_JSON) {
  writeFileSync(
    process.env.SIZE_JSON,
    JSON.stringify(
      rows.map((r) => ({ path: r.path, budget: r.budget, status: r.status, note: r.note, raw: r.raw, gz: r.gz, files: r.files })),
      null,
      2,
    ),
  );
  console.log(`\nper-route files written to ${process.env.SIZE_JSON}`);
}

section('result');
if (swSeen) {
  console.log('FAIL: a service worker was fetched or registered with mocks off');
  leaks.push({ file: '(browser)', marker: 'service worker', snippet: '' });
}
console.log(`MSW check: ${leaks.length ? 'FAIL' : 'PASS'}`);
const over = rows.filter((r) => r.status === 'OVER');
const failed = rows.filter((r) => r.status === 'FAIL');
for (const r of over) console.log(`OVER: ${r.path} ${kb(r.gz)} > ${kb(r.budget)}`);
for (const r of failed) console.log(`FAIL: ${r.path} did not render as expected (${r.note}): its size says nothing about the page`);
const ok = !leaks.length && !over.length && !failed.length;
console.log(ok ? `PASS: ${rows.length} routes within budget` : 'FAIL');
process.exit(ok ? 0 : 1);
