import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server, setFault, type Fault } from '../../../mocks/node';
import { currentPath } from '../../../test/render-app';
import { gifNamedPng, jpegFile, lastDialog, openTeam, pngFile, recordCalls } from './team-test-kit';

type App = Awaited<ReturnType<typeof openTeam>>;
const org = (name: string) => db.orgs.find((o) => o.name === name)!;
const profileOf = (app: App) => app.screen.getByRole('region', { name: 'Organization profile' });

describe('/team organization logo', () => {
  it('shows the current logo, the hint, and Change / Remove', async () => {
    const app = await openTeam();
    const profile = profileOf(app);
    expect(within(profile).getByRole('img', { name: 'Harborview Insurance Group logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/logos\/\d+\.png$/),
    );
    expect(profile).toHaveTextContent('PNG or JPG, max 1024×1024.');
    expect(within(profile).getByRole('button', { name: 'Change logo' })).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('shows the initials and Add logo when there is none', async () => {
    const app = await openTeam('pastDueOwner');
    const profile = profileOf(app);
    expect(within(profile).getByText('PM')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Add logo' })).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  it('previews a PNG, then uploads it (POST /orgs/{id}/logo); the new logo shows here and on /home', async () => {
    const calls = recordCalls(server);
    const app = await openTeam('pastDueOwner');
    const profile = profileOf(app);
    await app.user.upload(within(profile).getByLabelText('Logo file'), pngFile('brand.png'));
    const preview = await within(profile).findByRole('img', { name: 'New logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(profile).toHaveTextContent('brand.png');
    expect(calls.calls.filter((c) => c.key.includes('/logo'))).toEqual([]);
    await app.user.click(within(profile).getByRole('button', { name: 'Upload logo' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Logo updated.');
    const pm = org('Prairie Mutual Brokers');
    expect(pm.logo).toMatchObject({ kind: 'uploaded', mime: 'image/png' });
    expect(calls.of(`POST /orgs/${pm.id}/logo`)).toHaveLength(1);
    const img = await within(profile).findByRole('img', { name: 'Prairie Mutual Brokers logo' });
    expect(img.getAttribute('src')).toMatch(new RegExp(`/api/logos/${pm.id}\\.png\\?v=`));
    expect(within(profile).queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();

    await app.user.click(app.screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await app.screen.findByRole('img', { name: 'Prairie Mutual Brokers logo' })).toHaveAttribute('src', img.getAttribute('src'));
  });

  it('takes a JPEG too', async () => {
    const app = await openTeam('pastDueOwner');
    const profile = profileOf(app);
    await app.user.upload(within(profile).getByLabelText('Logo file'), jpegFile('brand.jpeg'));
    await app.user.click(await within(profile).findByRole('button', { name: 'Upload logo' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Logo updated.');
    expect(org('Prairie Mutual Brokers').logo).toMatchObject({ kind: 'uploaded', mime: 'image/jpeg' });
  });

  it.each([
    // PNG bytes, but the name says otherwise (a browser's file picker can be set to "All files").
    ['a name that does not end png, jpg or jpeg', () => new File([pngFile().slice()], 'logo.webp', { type: 'image/png' })],
    ['a GIF named .png (checked by its bytes)', () => gifNamedPng()],
  ])('refuses %s before any upload: Please choose a PNG or JPG file.', async (_n, file) => {
    const calls = recordCalls(server);
    const app = await openTeam('pastDueOwner');
    const profile = profileOf(app);
    await app.user.upload(within(profile).getByLabelText('Logo file'), file());
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Please choose a PNG or JPG file.');
    expect(within(profile).queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(calls.calls.filter((c) => c.key.includes('/logo'))).toEqual([]);
    expect(org('Prairie Mutual Brokers').logo).toBeNull();
  });

  it.each<[string, Fault, string]>([
    [
      'the server text',
      { kind: 'status', status: 413, body: { detail: 'File too large: logos up to 2 MB.' } },
      'Logo upload failed.File too large: logos up to 2 MB.',
    ],
    ['no words for an unreadable 200', { kind: 'malformed' }, 'Logo upload failed.'],
    ['no words on a network failure', { kind: 'network' }, 'Logo upload failed.'],
  ])('says Logo upload failed. with %s and keeps the preview', async (_n, fault, text) => {
    setFault('POST /orgs/*/logo', fault);
    const app = await openTeam('pastDueOwner');
    const profile = profileOf(app);
    await app.user.upload(within(profile).getByLabelText('Logo file'), pngFile());
    await app.user.click(await within(profile).findByRole('button', { name: 'Upload logo' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(text);
    expect(within(profile).getByRole('img', { name: 'New logo preview' })).toBeInTheDocument();
  });

  it('removes the logo after asking: the initials show', async () => {
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.click(within(profile).getByRole('button', { name: 'Remove logo' }));
    const ask = await lastDialog(app.screen);
    expect(ask).toHaveTextContent('Remove the logo?');
    await app.user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Logo removed.');
    expect(await within(profile).findByText('HI')).toBeInTheDocument();
    expect(org('Harborview Insurance Group').logo).toBeNull();
  });

  it('says Delete failed. when the removal fails, and keeps the logo', async () => {
    setFault('DELETE /orgs/*/logo', { kind: 'status', status: 500, body: { detail: 'Storage is down' } });
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.click(within(profile).getByRole('button', { name: 'Remove logo' }));
    await app.user.click(within(await lastDialog(app.screen)).getByRole('button', { name: 'Remove' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Delete failed.Storage is down');
    expect(within(profile).getByRole('img', { name: 'Harborview Insurance Group logo' })).toBeInTheDocument();
  });
});

describe('/team contact details (PATCH /team/org, shown on /home)', () => {
  it('starts from the organization’s details and saves only what changed; /home shows them', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const profile = profileOf(app);
    expect(within(profile).getByLabelText('Contact email')).toHaveValue('service@harborviewins.example');
    expect(within(profile).getByLabelText('Phone')).toHaveValue('(207) 555-0134');
    expect(within(profile).getByLabelText('Website')).toHaveValue('https://www.harborviewins.example');
    await app.user.clear(within(profile).getByLabelText('Phone'));
    await app.user.type(within(profile).getByLabelText('Phone'), '(207) 555-0199');
    await app.user.clear(within(profile).getByLabelText('Website'));
    await app.user.type(within(profile).getByLabelText('Website'), 'harborview.example');
    await app.user.click(within(profile).getByRole('button', { name: 'Save contact details' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Contact details saved.');
    expect(calls.of('PATCH /team/org').map((c) => c.body)).toEqual([
      { contact_phone: '(207) 555-0199', website: 'https://harborview.example' },
    ]);
    expect(within(profile).getByLabelText('Website')).toHaveValue('https://harborview.example');

    await app.user.click(app.screen.getByRole('link', { name: 'Home' }));
    const contact = await app.screen.findByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '(207) 555-0199' })).toHaveAttribute('href', 'tel:2075550199');
    expect(within(contact).getByRole('link', { name: 'harborview.example' })).toHaveAttribute('href', 'https://harborview.example/');
  });

  it('clears a field as null', async () => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.clear(within(profile).getByLabelText('Phone'));
    await app.user.click(within(profile).getByRole('button', { name: 'Save contact details' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Contact details saved.');
    expect(calls.of('PATCH /team/org').map((c) => c.body)).toEqual([{ contact_phone: null }]);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['an address with spaces', 'harbor view.example'],
  ])('refuses %s as the website, before any call', async (_n, text) => {
    const calls = recordCalls(server);
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.clear(within(profile).getByLabelText('Website'));
    await app.user.type(within(profile).getByLabelText('Website'), text);
    await app.user.click(within(profile).getByRole('button', { name: 'Save contact details' }));
    expect(await within(profile).findByText(/^Enter a website address starting with http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(calls.of('PATCH /team/org')).toEqual([]);
  });

  it('carries the limits: email 254, website 2,048 characters', async () => {
    const app = await openTeam();
    const profile = profileOf(app);
    expect(within(profile).getByLabelText('Contact email')).toHaveAttribute('maxlength', '254');
    expect(within(profile).getByLabelText('Website')).toHaveAttribute('maxlength', '2048');
  });

  it.each<[string, Fault, string]>([
    [
      'the server text',
      {
        kind: 'status',
        status: 422,
        body: { detail: [{ loc: ['body', 'contact_email'], msg: 'Enter a valid email address.', type: 'value_error' }] },
      },
      'Save failed.Enter a valid email address.',
    ],
    ['no words for an unreadable 200', { kind: 'malformed' }, 'Save failed.'],
  ])('says Save failed. with %s and keeps what was typed', async (_n, fault, text) => {
    setFault('PATCH /team/org', fault);
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.clear(within(profile).getByLabelText('Phone'));
    await app.user.type(within(profile).getByLabelText('Phone'), '555-0100');
    await app.user.click(within(profile).getByRole('button', { name: 'Save contact details' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(text);
    expect(within(profile).getByLabelText('Phone')).toHaveValue('555-0100');
    expect(org('Harborview Insurance Group').contact_phone).toBe('(207) 555-0134');
  });

  it('sends one request while saving', async () => {
    setFault('PATCH /team/org', { kind: 'delay', ms: 400 });
    const calls = recordCalls(server);
    const app = await openTeam();
    const profile = profileOf(app);
    await app.user.type(within(profile).getByLabelText('Phone'), '1');
    const button = within(profile).getByRole('button', { name: 'Save contact details' });
    await app.user.click(button);
    await app.user.click(within(profile).getByRole('button', { name: /Save contact details$/ }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Contact details saved.');
    expect(calls.of('PATCH /team/org')).toHaveLength(1);
  });
});

describe('/home profile card for the billing owner', () => {
  it('links to Team & Profile to edit it', async () => {
    const { renderApp } = await import('../../../test/render-app');
    const app = renderApp('/home', { as: 'owner' });
    await app.user.click(await app.screen.findByRole('link', { name: 'Edit profile' }));
    await waitFor(() => expect(currentPath()).toBe('/team'));
  });

  it('is not offered to other users', async () => {
    const { renderApp } = await import('../../../test/render-app');
    const app = renderApp('/home', { as: 'agent' });
    await app.screen.findByRole('heading', { name: /^Welcome, / });
    expect(app.screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});
