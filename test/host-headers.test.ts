// Hardening round 3, #15: what a meta CSP cannot do (frame-ancestors, X-Frame-Options) the host
// must send as headers. The README says which, with a sample for nginx, and public/_headers
// (copied into dist/) sends them on Netlify and Cloudflare Pages: the three must agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root (jsdom gives import.meta.url no file path).
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const REQUIRED: [string, string][] = [
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

describe('#15 framing headers the host must send', () => {
  it('public/_headers sends each on every path', () => {
    const lines = read('public/_headers')
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    expect(lines.findIndex((l) => l.trim() === '/*')).toBeGreaterThanOrEqual(0);
    for (const [name, value] of REQUIRED) expect(lines).toContain(`  ${name}: ${value}`);
  });

  it('the README names them, says why a meta tag cannot, and shows them for nginx', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('### Headers the host must send'));
    expect(section).toMatch(/browsers ignore `frame-ancestors`/);
    for (const [name, value] of REQUIRED) {
      expect(section).toContain(`| \`${name}\` | \`${value}\` |`);
      expect(section).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(section).toContain('public/_headers');
  });

  it('the build’s meta CSP leaves framing to the headers (a meta frame-ancestors is ignored)', () => {
    expect(read('vite.config.ts')).not.toMatch(/frame-ancestors/);
  });
});
