/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// qs (Refine's query strings, in the first chunk) keeps per-object notes through `side-channel`,
// which brings get-intrinsic, object-inspect and a dozen ES-shim packages (~32 KB, ~10 KB gzip)
// for what a WeakMap (objects) and a Map (other keys) do in every browser we build for. The
// build uses this stand-in with the same get/set/has/delete/assert; dev and tests use the real one.
const SIDE_CHANNEL_LITE = `'use strict';
module.exports = function getSideChannel() {
  var weak = null;
  var strong = null;
  var isObject = function (key) { return key !== null && (typeof key === 'object' || typeof key === 'function'); };
  var store = function (key, create) {
    if (isObject(key)) { if (!weak && create) weak = new WeakMap(); return weak; }
    if (!strong && create) strong = new Map();
    return strong;
  };
  var channel = {
    assert: function (key) { if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key'); },
    'delete': function (key) { var s = store(key, false); return !!s && s['delete'](key); },
    get: function (key) { var s = store(key, false); return s ? s.get(key) : undefined; },
    has: function (key) { var s = store(key, false); return !!s && s.has(key); },
    set: function (key, value) { store(key, true).set(key, value); }
  };
  return channel;
};
`;
const sideChannelLite = (): Plugin => ({
  name: 'side-channel-lite',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id) => (id === 'side-channel' ? '\0side-channel-lite' : null),
  load: (id) => (id === '\0side-channel-lite' ? SIDE_CHANNEL_LITE : null),
});

// The Content-Security-Policy of a build, written into index.html as a meta tag (`cspMeta`)
// so any static host serves it. Not in dev: Vite's dev server needs inline scripts.
//
// - Scripts: 'self' only, no inline script, no eval.
// - Styles: 'self' and 'unsafe-inline'. antd (cssinjs) writes its styles into <style> tags at
//   run time, and antd and React set `style` attributes everywhere; a nonce cannot cover style
//   attributes, and a static meta tag cannot carry a fresh nonce per load anyway. Inline styles
//   run no code: the risk left is CSS-based leaks from injected markup, which React's escaping
//   and the sanitized Markdown keep out.
// - Images: 'self', data: (logo previews), blob: and the API origin (logos).
// - Connections: 'self' and the API origin. Frames and objects: 'self' and blob: (a fetched,
//   verified PDF). Workers: 'self' (the mock service worker) and blob: (pdf.js).

/** The origin of an absolute API base, or null for a path on the app's own origin. */
function apiOrigin(apiBase: string): string | null {
  try {
    const url = new URL(apiBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function contentSecurityPolicy(apiBase: string): string {
  const api = apiOrigin(apiBase);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withApi("'self'", 'data:', 'blob:')}`,
    "font-src 'self' data:",
    `connect-src ${withApi("'self'")}`,
    "frame-src 'self' blob:",
    "object-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const cspMeta = (apiBase: string): Plugin => ({
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBase) }, injectTo: 'head-prepend' },
  ],
});

// Packages without a `sideEffects` field whose modules are pure: let the build drop them when
// nothing uses them (`npm run size` shows what each route loads).
const PURE_PACKAGES = new RegExp(
  `node_modules[\\\\/](?:${[
    // Refine core imports these for hooks this app does not use (CSV, plural labels, warnings) and
    // for its devtools traces (dead code in production).
    'papaparse',
    'pluralize',
    'warn-once',
    'error-stack-parser',
    'stackframe',
    // Every antd input reaches rc-field-form's index (Form, Field, validator: ~13 KB gzip) through
    // the form context; only pages with an antd Form need it.
    'rc-field-form',
    // @refinedev/antd's MarkdownField and DateField (react-markdown 6, remark-gfm 1, dayjs), never
    // used here, came with every page importing a hook of @refinedev/antd (~45 KB gzip on /admin).
    // Not dayjs/locale/*: those register themselves when imported.
    'react-markdown',
    'remark-gfm',
    'dayjs(?![\\\\/]locale[\\\\/])',
  ].join('|')})[\\\\/]`,
);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = (process.env.VITE_API_MOCKS ?? env.VITE_API_MOCKS ?? 'true') !== 'false';
  return {
    plugins: [react(), sideChannelLite(), cspMeta(process.env.VITE_API_BASE ?? env.VITE_API_BASE ?? '/api')],
    resolve: {
      alias: {
        // The only door from src/ to mocks/: a mocks-off build resolves it to an empty module,
        // so no MSW code can reach its chunks.
        'virtual:mock-backend': mocksOn ? here('./mocks/browser.ts') : here('./src/no-mock-backend.ts'),
      },
    },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id),
        },
      },
      chunkSizeWarningLimit: 900,
    },
    preview: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      // As in the browser build: the ES build of antd, so `antd` and `antd/es/*` share one copy.
      alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
      server: { deps: { inline: ['@refinedev/react-router', '@refinedev/antd', 'antd', '@ant-design/v5-patch-for-react-19'] } },
    },
  };
});
