// The chat benchmark: render a conversation of N Markdown messages, then append
// one more, and print the times. Run it with `node scripts/bench-chat.mjs`; it asserts nothing.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { it } from 'vitest';
import { ChatHistory } from '../src/pages/agent/chat-history';
import type { Message } from '../src/pages/agent/use-conversation';

const RUNS = 7;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const SIZES = [100, 1000];

function reply(i: number): string {
  return [
    `Roofs older than ${20 + (i % 15)} years are ineligible until replaced. ([Guidelines, page ${1 + (i % 9)}](/api/files/companies/cmp_${i % 5}/docs/doc_${i % 3}.pdf#page=${1 + (i % 9)}))`,
    `From **Carrier ${i}**’s documents:`,
    `> Roofs older than ${10 + (i % 15)} years need an inspection; _wind/hail_ deductibles apply to \`HO-3\` forms.\n>\n> — [Guidelines, page ${1 + (i % 9)}](/api/files/companies/cmp_${i % 5}/docs/doc_${i % 3}.pdf#page=${1 + (i % 9)})`,
    `- eligibility ${i}\n- binding authority\n- see [the manual](https://example.com/manual/${i})`,
  ].join('\n\n');
}

export const conversation = (n: number): Message[] =>
  Array.from({ length: n }, (_x, i) =>
    i % 2 === 0 ? { role: 'user', content: `Question ${i}: roof age limits?` } : { role: 'assistant', content: reply(i) },
  );

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const noop = () => undefined;

async function measureOnce(n: number, renders: number[], appends: number[]): Promise<void> {
  {
    const messages = conversation(n);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const view = (list: Message[]) => (
      <MemoryRouter>
        <ChatHistory messages={list} sending={false} onCitation={noop} />
      </MemoryRouter>
    );
    let t = performance.now();
    await act(async () => root.render(view(messages)));
    renders.push(performance.now() - t);
    const more = [...messages, { role: 'assistant', content: reply(n + 1) } as Message];
    t = performance.now();
    await act(async () => root.render(view(more)));
    appends.push(performance.now() - t);
    act(() => root.unmount());
    host.remove();
  }
}

it('prints the chat render and append times', async () => {
  // Warm-up (module code, JIT), then the sizes take turns, so neither pays for it.
  for (const n of SIZES) await measureOnce(n, [], []);
  const samples = new Map(SIZES.map((n) => [n, { renders: [] as number[], appends: [] as number[] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const n of SIZES) await measureOnce(n, samples.get(n)!.renders, samples.get(n)!.appends);
  }
  const results = new Map(SIZES.map((n) => [n, { render: median(samples.get(n)!.renders), append: median(samples.get(n)!.appends) }]));
  const [small, large] = SIZES.map((n) => results.get(n)!);
  const lines = [
    `chat benchmark (jsdom, median of ${RUNS} runs)`,
    ...SIZES.map(
      (n) =>
        `  ${String(n).padStart(5)} messages: render ${results.get(n)!.render.toFixed(1)} ms, append one ${results.get(n)!.append.toFixed(1)} ms`,
    ),
    `  1000 vs 100: render ×${(large!.render / small!.render).toFixed(2)}, append ×${(large!.append / small!.append).toFixed(2)} (target ≤ 1.30)`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
});
