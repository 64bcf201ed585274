import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath } from '../../../test/render-app';
import { ask, messagesList, openAgent, pick } from './agent-test-utils';

const getContext = HTMLCanvasElement.prototype.getContext;
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The newest reply's bubble. */
async function lastReply(app: Awaited<ReturnType<typeof openAgent>>) {
  // The messages are the list's own items (a reply may hold a list of its own).
  const messages = () => [...messagesList(app).querySelectorAll<HTMLElement>(':scope > li')];
  await waitFor(() => expect(messages().length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
  const reply = messages().at(-1)!;
  // The reply's Markdown renderer loads with the first reply.
  await waitFor(() => expect(reply.querySelector('[data-markdown]')).not.toBeNull(), { timeout: 8000 });
  return reply;
}

describe('/agent answers', () => {
  it('shows a direct answer with its citation first, then the supporting quotes with theirs', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'What is the binding authority limit?');
    const reply = await lastReply(app);
    const [direct, from] = [...reply.querySelectorAll('[data-markdown] > p')];
    expect(direct).toHaveTextContent(/^Appointed agents may bind homeowners policies with Coverage A up to \$750,000/);
    expect(within(direct as HTMLElement).getByRole('link', { name: 'Binding Authority Memo — Q1 2025, page 1' })).toBeInTheDocument();
    expect(from).toHaveTextContent('From Northstar Mutual’s documents:');
    const quotes = reply.querySelectorAll('blockquote');
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(within(q as HTMLElement).getByRole('link', { name: /, page \d+$/ })).toBeInTheDocument();
  });

  it('says plainly when the documents do not cover the question, and cites nothing', async () => {
    const app = await openAgent();
    await pick(app, /Bluewater Casualty/);
    await ask(app, 'Do you write cyber liability?');
    const reply = await lastReply(app);
    expect(reply).toHaveTextContent(/^Assistant:\s*Bluewater Casualty’s documents don’t cover that: I found nothing about “cyber”/);
    expect(within(reply).queryAllByRole('link')).toHaveLength(0);
    expect(reply.querySelector('blockquote')).toBeNull();
  });

  it('follows a citation into the library: its document, at its page, the quoted passage lit up', async () => {
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'Can I bind during a tornado warning?');
    const reply = await lastReply(app);
    await app.user.click(within(reply).getAllByRole('link', { name: 'Binding Authority Memo — Q1 2025, page 1' })[0]!);
    await waitFor(() => expect(currentPath()).toBe('/library'));
    const viewer = await app.screen.findByRole('region', { name: 'Document viewer' });
    const doc = await within(viewer).findByRole(
      'region',
      { name: /^Northstar Mutual — Binding Authority Memo — Q1 2025/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(doc.querySelector('mark[data-mark="quote"]')).not.toBeNull(), { timeout: 10_000 });
    expect([...doc.querySelectorAll('mark[data-mark="quote"]')].map((m) => m.textContent).join(' ')).toMatch(
      /^Binding authority is suspended in any county under a tornado warning/,
    );
  });
});

describe('/agent citation without library access', () => {
  it('opens the document in a new tab and says why the library is closed; never lands on /home', async () => {
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/cited');
    const app = await openAgent('pastDueOwner');
    await pick(app, /Northstar Mutual/);
    await ask(app, 'What is the maximum roof age?');
    const reply = await lastReply(app);
    await app.user.click(within(reply).getAllByRole('link', { name: /Homeowners Underwriting Guidelines 2025, page \d+/ })[0]!);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(expect.stringMatching(/^blob:test\/cited#page=\d+$/)));
    expect(tab.opener).toBeNull();
    expect(created.mock.calls[0]![0]).toHaveProperty('type', 'application/pdf');
    const notice = await app.screen.findByText('The cited document opened in a new tab: your organization’s Library is closed.');
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'The Library is open to organizations with an active subscription or a free trial.',
    );
    expect(app.screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
    expect(currentPath()).toBe('/agent');
  });
});
