import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { clearFaults, db, server, setFault, type Fault } from '../../../mocks/node';
import { ask, messagesList, openAgent, pick } from './agent-test-utils';

afterEach(() => vi.restoreAllMocks());

const lastReply = async (app: Awaited<ReturnType<typeof openAgent>>) => {
  // The history remounts when the conversation changes: query it afresh each time.
  await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
  return within(messagesList(app)).getAllByRole('listitem')[1]!;
};

describe('/agent chat errors', () => {
  it.each<[string, Fault, string]>([
    ['the server detail', { kind: 'status', status: 500, body: { detail: 'Model overloaded' } }, 'Model overloaded'],
    ['the server error', { kind: 'status', status: 502, body: { error: 'Upstream timed out' } }, 'Upstream timed out'],
    ['Something went wrong. for an empty error body', { kind: 'status', status: 500 }, 'Something went wrong.'],
    [
      'Something went wrong. for a non-JSON error body',
      { kind: 'status', status: 500, body: '<html>Bad gateway</html>' },
      'Something went wrong.',
    ],
    ['Something went wrong. for a malformed 200', { kind: 'malformed' }, 'Something went wrong.'],
    ['Error communicating with backend. on a network failure', { kind: 'network' }, 'Error communicating with backend.'],
  ])('inserts %s as an assistant message and keeps the question', async (_name, fault, text) => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    setFault('POST /conversations/*/messages', fault);
    await ask(app, 'Is flood covered?');
    const reply = await lastReply(app);
    expect(reply).toHaveTextContent(`Assistant:${text}`);
    expect(within(messagesList(app)).getByText('Is flood covered?')).toBeInTheDocument();
  });

  it.each([
    ['a 200 without assistant_message', { nope: true }, 'Something went wrong.'],
    ['a 200 with error', { error: 'No documents indexed' }, 'No documents indexed'],
    ['a 200 with detail', { detail: 'Quota reached' }, 'Quota reached'],
    ['a 200 with an empty assistant_message', { assistant_message: '' }, 'Something went wrong.'],
    ['a 200 that is a bare string', 'hello', 'Something went wrong.'],
  ])('handles %s', async (_name, body, text) => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    server.use(http.post('*/api/conversations/:id/messages', () => HttpResponse.json(body as never)));
    await ask(app, 'Hi');
    expect(await lastReply(app)).toHaveTextContent(text);
  });

  it('tries again to start a conversation that failed, when the question is asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('POST /conversations', { kind: 'network' });
    const app = await openAgent();
    await app.user.click(within(app.companies).getByRole('button', { name: /Northstar Mutual/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem('conversationId')).toBeNull();
    await ask(app, 'deductible');
    expect(await lastReply(app)).toHaveTextContent('Error communicating with backend.');
    setFault('POST /conversations', { kind: 'delay', ms: 0 });
    // The failed question is back in the box: Enter asks it again.
    const box = app.screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveValue('deductible');
    await app.user.type(box, '{Enter}');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(4));
    expect(localStorage.getItem('conversationId')).toBeTruthy();
    expect(within(messagesList(app)).getAllByRole('listitem')[3]).toHaveTextContent(/Northstar Mutual/);
  });
});

describe('/agent companies', () => {
  it.each<[string, Fault]>([
    ['a 500', { kind: 'status', status: 500 }],
    ['a network failure', { kind: 'network' }],
    ['a malformed body', { kind: 'malformed' }],
    ['an object instead of a list', { kind: 'status', status: 200, body: { companies: 'nope' } }],
  ])('shows an empty list that says it failed, with Retry, and logs an error on %s', async (_name, fault) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault('GET /companies', fault);
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    expect(await within(app.companies).findByRole('alert')).toHaveTextContent('Could not load the companies.');
    expect(within(app.companies).queryByText('No companies.')).not.toBeInTheDocument();
    expect(within(app.companies).queryAllByRole('button', { name: /Northstar/ })).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    clearFaults();
    await app.user.click(within(app.companies).getByRole('button', { name: 'Retry' }));
    expect(await within(app.companies).findByRole('button', { name: /Northstar Mutual/ })).toBeInTheDocument();
    expect(within(app.companies).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/agent companies wrapped as { companies: [...] }', () => {
  it('lists them like a bare array', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = [{ company_id: 'cmp_wrapped', company_display: 'Wrapped Carrier' }];
    server.use(http.get('*/api/companies', () => HttpResponse.json({ companies: rows })));
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    expect(await within(app.companies).findByRole('button', { name: /Wrapped Carrier/ })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('/agent companies with fields of the wrong type', () => {
  it('shows numbers as text and drops objects, without a crash', async () => {
    const rows = [
      { company_id: 12, company_display: 2024, company_phone: 5551234567, company_city: { x: 1 }, company_website: ['x'] },
      { company_id: 'cmp_obj', company_display: { name: 'Object Carrier' } },
    ];
    server.use(
      http.get('*/api/companies', () => HttpResponse.json(rows)),
      http.get('*/api/companies/:id', () => HttpResponse.json(rows[0])),
    );
    const app = await openAgent('agent', '/agent', { waitForCompanies: false });
    await app.user.click(await within(app.companies).findByRole('button', { name: /2024/ }));
    expect(await app.screen.findByRole('link', { name: '5551234567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(app.screen.getByRole('button', { name: /Website/ })).toBeDisabled();
    expect(within(app.companies).getAllByRole('button')).toHaveLength(2);
  });
});

describe('/agent restore on load', () => {
  async function startedConversation() {
    const app = await openAgent();
    await pick(app, /Bluewater Casualty/);
    await ask(app, 'fleet safety');
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    app.unmount();
    return localStorage.getItem('conversationId');
  }

  it('restores the stored conversation and company and fetches the messages', async () => {
    const id = await startedConversation();
    const app = await openAgent();
    // The restored conversation remounts the history, so an early handle on the list would go stale.
    await waitFor(() => expect(within(messagesList(app)).getAllByRole('listitem')).toHaveLength(2));
    expect(within(messagesList(app)).getByText('fleet safety')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Bluewater Casualty' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('conversationId')).toBe(id);
  });

  it('does not re-select a stored company that is no longer in the list', async () => {
    await startedConversation();
    db.companies = db.companies.filter((c) => c.company_id !== 'cmp_hv_bluewater');
    const app = await openAgent();
    await new Promise((r) => setTimeout(r, 100));
    expect(app.screen.getByText('select a company')).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Clear Chat' })).not.toBeInTheDocument();
    expect(within(messagesList(app)).queryAllByRole('listitem')).toHaveLength(0);
  });

  it.each<[string, Fault]>([
    ['fails', { kind: 'status', status: 500 }],
    ['answers a non-list', { kind: 'status', status: 200, body: { messages: 'x' } }],
    ['is malformed', { kind: 'malformed' }],
  ])('shows no messages when restoring them %s', async (_name, fault) => {
    await startedConversation();
    setFault('GET /conversations/*/messages', fault);
    const app = await openAgent();
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'Clear Chat' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 100));
    expect(within(messagesList(app)).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('sends the messages call with a JSON content type', async () => {
    await startedConversation();
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/messages')) seen.push(request.headers.get('content-type'));
    });
    await openAgent();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatch(/^application\/json/);
    server.events.removeAllListeners();
  });
});
