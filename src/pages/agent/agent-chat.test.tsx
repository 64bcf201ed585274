import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, setFault } from '../../../mocks/node';
import { ask, messagesList, openAgent, pick, recordCalls } from './agent-test-utils';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('/agent conversation lifecycle', () => {
  it('selecting a company starts a conversation, loads its details and stores both', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    expect(calls.map((c) => c.key)).toEqual(expect.arrayContaining(['POST /conversations', 'GET /companies/cmp_hv_northstar']));
    expect(calls.find((c) => c.key === 'POST /conversations')?.body).toEqual({ company_id: 'cmp_hv_northstar' });
    expect(JSON.parse(localStorage.getItem('selectedCompany')!)).toEqual({ company_id: 'cmp_hv_northstar' });
    expect(app.screen.getAllByRole('heading', { name: 'Northstar Mutual', level: 2 })).toHaveLength(2);
    expect(app.screen.getByRole('button', { name: 'Northstar Mutual' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the question at once, the typing indicator, then the Markdown reply with a citation', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', { kind: 'delay', ms: 300 });
    await ask(app, 'What are the roof age limits?');
    const list = messagesList(app);
    expect(within(list).getByText('What are the roof age limits?')).toBeInTheDocument();
    expect(app.screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    expect(app.screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    const cite = await within(list).findAllByRole('link', { name: /page \d+/ }, { timeout: 8000 });
    expect(cite[0]!.getAttribute('href')).toMatch(/^\/library\?doc=[^&]+\.pdf&quote=.+#page=\d+$/);
    // Two messages (a reply may hold a list of its own).
    expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(app.screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
    expect(list.querySelector('blockquote')).not.toBeNull();
  });

  it('Enter sends, Shift+Enter inserts a newline, the Ask button sends too', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Bluewater Casualty/);
    const box = app.screen.getByRole('textbox', { name: 'Your question' });
    await app.user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(calls.filter((c) => c.key.endsWith('/messages') && c.key.startsWith('POST'))).toHaveLength(0);
    await app.user.click(app.screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key.startsWith('POST /conversations/') && c.key.endsWith('/messages'))).toHaveLength(1),
    );
    expect(calls.find((c) => c.key.endsWith('/messages') && c.key.startsWith('POST'))?.body).toEqual({ content: 'line one\nline two' });
    await within(messagesList(app)).findByText(/Bluewater/, { selector: 'strong' });
  });

  it('does not send a blank message', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, '   ');
    expect(app.screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    expect(within(messagesList(app)).queryAllByRole('listitem')).toHaveLength(0);
    expect(calls.some((c) => c.key.startsWith('POST /conversations/') && c.key.endsWith('/messages'))).toBe(false);
  });

  it('scrolls to the newest message', async () => {
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    scroll.mockClear();
    await ask(app, 'deductible');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    expect(scroll).toHaveBeenCalled();
  });

  it('scrolls a new answer to its start (its first line at the top), not its end', async () => {
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', { kind: 'delay', ms: 200 });
    scroll.mockClear();
    await ask(app, 'deductible');
    // While the question waits, the end (the question and the typing dots) is in view.
    await app.screen.findByRole('status');
    expect(scroll.mock.calls.at(-1)).toEqual([{ block: 'end' }]);
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    const answer = within(messagesList(app)).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(scroll.mock.contexts.at(-1)).toBe(answer));
    expect(scroll.mock.calls.at(-1)).toEqual([{ block: 'start' }]);
  });

  it('Clear Chat calls the server, then empties the list', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    const id = localStorage.getItem('conversationId');
    await app.user.click(app.screen.getByRole('button', { name: 'Clear Chat' }));
    await waitFor(() => expect(within(messagesList(app)).queryAllByRole('listitem')).toHaveLength(0));
    expect(calls.map((c) => c.key)).toContain(`POST /conversations/${id}/clear`);
  });

  it('keeps the list when Clear Chat fails', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('POST /conversations/*/clear', { kind: 'status', status: 500 });
    await app.user.click(app.screen.getByRole('button', { name: 'Clear Chat' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2);
  });

  it('New Chat starts a fresh conversation for the selected company', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    const first = localStorage.getItem('conversationId');
    await app.user.click(app.screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(localStorage.getItem('conversationId')).not.toBe(first));
    await waitFor(() => expect(localStorage.getItem('conversationId')).toBeTruthy());
    expect(within(messagesList(app)).queryAllByRole('listitem')).toHaveLength(0);
    expect(calls.filter((c) => c.key === 'POST /conversations').map((c) => c.body)).toEqual([
      { company_id: 'cmp_hv_northstar' },
      { company_id: 'cmp_hv_northstar' },
    ]);
  });
});
