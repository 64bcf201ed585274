// On /agent: New Chat, and a pick of a carrier, start one conversation however often they are clicked.
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, server, setFault } from '../../../mocks/node';
import { openAgent, pick, recordCalls } from './agent-test-utils';

afterEach(() => server.events.removeAllListeners());

const starts = (calls: { key: string }[]) => calls.filter((c) => c.key === 'POST /conversations');

describe('/agent New Chat', () => {
  it('a double click starts one new conversation, not an orphan beside it', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    const first = localStorage.getItem('conversationId');
    const calls = recordCalls(server);
    setFault('POST /conversations', { kind: 'delay', ms: 200 });
    const before = db.conversations.length;
    await app.user.dblClick(app.screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(localStorage.getItem('conversationId')).not.toBe(first));
    await new Promise((r) => setTimeout(r, 300));
    expect(starts(calls)).toHaveLength(1);
    expect(db.conversations.length).toBe(before + 1);
  });

  it('a double click whose second click comes after the new conversation is there still starts one', async () => {
    const app = await openAgent();
    await pick(app, /Northstar Mutual/);
    const first = localStorage.getItem('conversationId');
    const calls = recordCalls(server);
    const button = app.screen.getByRole('button', { name: 'New Chat' });
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(localStorage.getItem('conversationId')).not.toBe(first));
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button, { detail: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(starts(calls)).toHaveLength(1);
    // (A click of its own, or Enter on the button, which the browser counts as 0, starts another.)
    fireEvent.click(button, { detail: 0 });
    await waitFor(() => expect(starts(calls)).toHaveLength(2));
  });

  it('a double click on a carrier starts one conversation, however late its second click comes', async () => {
    const calls = recordCalls(server);
    const app = await openAgent();
    const carrier = app.screen.getByRole('button', { name: /Northstar Mutual/ });
    fireEvent.click(carrier, { detail: 1 });
    await waitFor(() => expect(localStorage.getItem('conversationId')).toBeTruthy());
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'New Chat' })).toBeEnabled());
    const first = localStorage.getItem('conversationId');
    fireEvent.click(carrier, { detail: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(starts(calls)).toHaveLength(1);
    expect(localStorage.getItem('conversationId')).toBe(first);
  });

  it('is disabled while the conversation of a new selection is being created', async () => {
    setFault('POST /conversations', { kind: 'delay', ms: 300 });
    const calls = recordCalls(server);
    const app = await openAgent();
    await app.user.click(app.screen.getByRole('button', { name: /Bluewater Casualty/ }));
    expect(app.screen.getByRole('button', { name: 'New Chat' })).toBeDisabled();
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'New Chat' })).toBeEnabled());
    expect(starts(calls)).toHaveLength(1);
  });
});
