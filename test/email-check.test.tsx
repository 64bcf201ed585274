// Hardening round 3, #7: the forms that take an email refuse, before any call, what the server
// refuses (the one check, isEmail in src/api/limits.ts): markup, control and direction-override
// characters, a domain without a top-level name.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { findDialog, openUsers } from '../src/pages/superadmin/superadmin-test-kit';
import { openTeam } from '../src/pages/team/team-test-kit';
import { recordCalls } from './record-calls';

const NOT_EMAILS = ['<img src=x onerror=alert(1)>@x.co', 'ops\u202e@harborview.test', 'a..b@harborview.test', 'jo@harborview'];

describe('#7 one email check in the forms', { timeout: 60_000 }, () => {
  it.each(NOT_EMAILS)('Create Agent on /team refuses %j before any call', async (email) => {
    const calls = recordCalls(server);
    const app = await openTeam();
    await app.user.click(within(app.members).getByRole('button', { name: 'Create Agent' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Create Agent' });
    await app.user.type(within(dialog).getByLabelText('Email'), email);
    await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
    await app.user.click(await within(dialog).findByRole('button', { name: /Create Agent$/ }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /team/users')).toEqual([]);
  });

  it.each(NOT_EMAILS)('Create user on /superadmin refuses %j before any call', async (email) => {
    const calls = recordCalls(server);
    const app = await openUsers();
    await app.user.click(app.screen.getByRole('button', { name: 'Create user' }));
    const dialog = await findDialog('Create user');
    await app.user.type(within(dialog).getByLabelText('Email'), email);
    await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), 'Lakeside Partners');
    await app.user.click(within(dialog).getByRole('button', { name: /Create user$/ }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST /orgs'))).toBe(false);
  });

  it('an address with an accent or a plus is an email', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    await app.user.click(within(app.members).getByRole('button', { name: 'Create Agent' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Create Agent' });
    await app.user.type(within(dialog).getByLabelText('Email'), 'josé+ops@harborview.test');
    await app.user.type(within(dialog).getByLabelText('Password'), 'password1');
    await app.user.click(await within(dialog).findByRole('button', { name: /Create Agent$/ }));
    // Harborview pays for 5 seats already: the 6th is asked for first.
    await app.user.click(await app.screen.findByRole('button', { name: 'Add seat and create' }));
    await within(app.members).findByRole('status');
    expect(calls.filter((c) => c.key === 'POST /team/users').map((c) => (c.body as { username: string }).username)).toEqual([
      'josé+ops@harborview.test',
    ]);
  });
});
