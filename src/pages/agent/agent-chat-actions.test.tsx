import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, server, setFault } from '../../../mocks/node';
import { SUGGESTED_QUESTIONS } from './chat-start';
import { ask, messagesList, openAgent, pick, recordCalls } from './agent-test-utils';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

type App = Awaited<ReturnType<typeof openAgent>>;
// The messages: the list's own items (a reply may hold a list of its own).
const items = (app: App) => [...messagesList(app).querySelectorAll<HTMLElement>(':scope > li')];
const box = (app: App) => app.screen.getByRole('textbox', { name: 'Your question' });
const sent = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((c) => c.key.startsWith('POST /conversations/') && c.key.endsWith('/messages')).map((c) => c.body);

describe('/agent a failed question', () => {
  it('keeps the error as the reply, puts the question back in the box, and Retry asks it again', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', { kind: 'status', status: 500, body: { detail: 'Model overloaded' } });
    await ask(app, 'Is flood covered?');
    await waitFor(() => expect(items(app)).toHaveLength(2));
    expect(items(app)[1]).toHaveTextContent('Assistant:Model overloaded');
    expect(box(app)).toHaveValue('Is flood covered?');
    expect(within(items(app)[1]!).queryByRole('button', { name: 'Copy reply' })).not.toBeInTheDocument();

    clearFaults();
    await app.user.click(within(items(app)[1]!).getByRole('button', { name: 'Retry' }));
    // The question left the box with the retry; the failed exchange makes way for the new one.
    expect(box(app)).toHaveValue('');
    await within(messagesList(app)).findByText(/Northstar Mutual/, { selector: 'strong' });
    expect(items(app)).toHaveLength(2);
    expect(items(app)[0]).toHaveTextContent('You:Is flood covered?');
    expect(within(messagesList(app)).queryByText('Model overloaded')).not.toBeInTheDocument();
    expect(within(messagesList(app)).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([{ content: 'Is flood covered?' }, { content: 'Is flood covered?' }]);
  });

  it('puts the question back again when the retry fails too, and leaves a new draft alone', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', { kind: 'network' });
    await ask(app, 'Is hail covered?');
    await within(messagesList(app)).findByText('Error communicating with backend.');
    await app.user.clear(box(app));
    await app.user.type(box(app), 'Something else');
    await app.user.click(within(messagesList(app)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(messagesList(app)).getByRole('button', { name: 'Retry' })).toBeInTheDocument());
    expect(items(app)).toHaveLength(2);
    expect(box(app)).toHaveValue('Something else');
  });

  it('offers Retry for an answer that is an error (a 200 with error)', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    server.use(http.post('*/api/conversations/:id/messages', () => HttpResponse.json({ error: 'No documents indexed' })));
    await ask(app, 'Hi');
    const reply = (await within(messagesList(app)).findByText('No documents indexed')).closest('li')!;
    expect(within(reply).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(box(app)).toHaveValue('Hi');
  });

  it('offers Retry only on the newest message', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', { kind: 'status', status: 500 });
    await ask(app, 'first');
    await within(messagesList(app)).findByRole('button', { name: 'Retry' });
    clearFaults();
    await app.user.clear(box(app));
    await ask(app, 'second');
    await waitFor(() => expect(items(app)).toHaveLength(4));
    expect(within(messagesList(app)).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(items(app)[1]).toHaveTextContent('Something went wrong.');
  });
});

describe('/agent Copy on each reply', () => {
  it('copies the reply’s text and says Copied for a moment', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(items(app)).toHaveLength(2));
    // user-event installs a clipboard of its own; watch that one.
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const copy = within(items(app)[1]!).getByRole('button', { name: 'Copy reply' });
    expect(within(items(app)[0]!).queryByRole('button', { name: 'Copy reply' })).not.toBeInTheDocument();
    await app.user.click(copy);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]![0]).toMatch(/Northstar Mutual/);
    expect(write.mock.calls[0]![0]).toMatch(/\[.+, page \d+\]\(.+\.pdf#page=\d+\)/);
    expect(copy).toHaveTextContent('Copied');
    await waitFor(() => expect(copy).toHaveTextContent(/^Copy$/), { timeout: 3000 });
  });

  it('says so when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(items(app)).toHaveLength(2));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await app.user.click(within(items(app)[1]!).getByRole('button', { name: 'Copy reply' }));
    expect(await within(items(app)[1]!).findByText('Could not copy the reply.')).toBeInTheDocument();
  });
});

describe('/agent suggested questions', () => {
  it('an empty chat offers three questions; one click asks it', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    expect(app.screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await pick(app, /Northstar Mutual/);
    const suggestions = app.screen.getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...SUGGESTED_QUESTIONS]);
    await app.user.click(within(suggestions).getByRole('button', { name: 'Which risks are ineligible?' }));
    expect(within(messagesList(app)).getByText('Which risks are ineligible?')).toBeInTheDocument();
    expect(app.screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await waitFor(() => expect(items(app)).toHaveLength(2));
    expect(sent(calls)).toEqual([{ content: 'Which risks are ineligible?' }]);
  });

  it('come back after Clear Chat', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    await ask(app, 'deductible');
    await waitFor(() => expect(items(app)).toHaveLength(2));
    await app.user.click(app.screen.getByRole('button', { name: 'Clear Chat' }));
    expect(await app.screen.findByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
  });
});
