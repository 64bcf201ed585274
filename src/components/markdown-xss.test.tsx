import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarkdownMessage } from './markdown-message';
import { xssProblems } from './xss-check';

// The corpus stays in the shared folder (its licences live there): read it at test time.
const CORPUS = resolve(process.cwd(), '../shared/corpora/markdown-xss/payloads.json');
const payloads = (JSON.parse(readFileSync(CORPUS, 'utf8')) as { source: string; payload: string }[]).map((p) => p.payload);

const sinks = ['alert', 'confirm', 'prompt', 'print', 'open'] as const;

describe('Markdown renderer against the XSS corpus', () => {
  const spies: ReturnType<typeof vi.fn>[] = [];
  beforeAll(() => {
    for (const name of sinks) {
      const spy = vi.fn();
      spies.push(spy);
      vi.stubGlobal(name, spy);
    }
  });
  afterAll(() => vi.unstubAllGlobals());

  it('holds every payload of the corpus', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(1235);
  });

  it('renders every payload inert: no script, no on* attribute, no other URL scheme', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const failures: string[] = [];
    for (const [i, payload] of payloads.entries()) {
      // Both as a reply and as a link text / target, the two ways a reply could carry it.
      for (const content of [payload, `[x](${payload})`]) {
        await act(async () => {
          root.render(
            <MemoryRouter>
              <MarkdownMessage content={content} onCitation={() => undefined} />
            </MemoryRouter>,
          );
        });
        const problems = xssProblems(host);
        if (problems.length) failures.push(`#${i}: ${problems.join('; ')} ← ${payload.slice(0, 80)}`);
      }
    }
    act(() => root.unmount());
    host.remove();
    expect(failures).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  }, 240_000);
});
