import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, setFault } from '../../../mocks/node';
import { gifAsPng, openAdmin, pngFile, select } from './admin-test-kit';

describe('/admin rename', () => {
  it('renames the company (PATCH company_display); the list follows without a reload', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Bluewater Casualty');
    const name = within(panel).getByLabelText('Company name');
    await app.user.clear(name);
    await app.user.type(name, 'Bluewater Re');
    await app.user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await app.screen.findByRole('button', { name: 'Bluewater Re' })).toHaveAttribute('aria-pressed', 'true');
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_bluewater')!.company_display).toBe('Bluewater Re');
  });

  it('refuses an empty name before any call', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Bluewater Casualty');
    await app.user.clear(within(panel).getByLabelText('Company name'));
    await app.user.type(within(panel).getByLabelText('Company name'), '   ');
    await app.user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Company name cannot be empty.');
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_bluewater')!.company_display).toBe('Bluewater Casualty');
  });

  it.each([
    ['the server detail', { kind: 'status', status: 409, body: { detail: 'Name already taken' } }, 'Name already taken'],
    ['Unknown error for an empty body', { kind: 'status', status: 500 }, 'Unknown error'],
  ] as const)('toasts Rename failed with %s and keeps the typed name', async (_n, fault, description) => {
    setFault('PATCH /companies/cmp_hv_bluewater', fault as never);
    const app = await openAdmin();
    const panel = await select(app, 'Bluewater Casualty');
    await app.user.clear(within(panel).getByLabelText('Company name'));
    await app.user.type(within(panel).getByLabelText('Company name'), 'Typed Name');
    await app.user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await app.screen.findByText('Rename failed')).toBeInTheDocument();
    expect(app.screen.getByText(description)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Company name')).toHaveValue('Typed Name');
  });
});

describe('/admin logo', () => {
  it('previews a PNG, then uploads it (company_id + file)', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Granite Peak Insurance');
    await app.user.upload(within(panel).getByLabelText('Logo file'), pngFile());
    const preview = await within(panel).findByRole('img', { name: 'New logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await app.user.click(within(panel).getByRole('button', { name: 'Upload logo' }));
    expect(await app.screen.findByText('Logo updated')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument());
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.logo_path).toMatch(/logo\.png\?v=/);
  });

  it('refuses a GIF named logo.png, by its content, before any upload', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Granite Peak Insurance');
    const before = db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.logo_path;
    await app.user.upload(within(panel).getByLabelText('Logo file'), gifAsPng());
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Please choose a PNG or JPG file.');
    expect(within(panel).queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.logo_path).toBe(before);
  });

  it.each([
    [
      'the server detail',
      { kind: 'status', status: 413, body: { detail: 'File too large: logos up to 2 MB.' } },
      'File too large: logos up to 2 MB.',
    ],
    ['Unknown error for a non-JSON body', { kind: 'status', status: 500, body: 'oops' }, 'Unknown error'],
  ] as const)('toasts Logo upload failed with %s', async (_n, fault, description) => {
    setFault('POST /upload-logo', fault as never);
    const app = await openAdmin();
    const panel = await select(app, 'Granite Peak Insurance');
    await app.user.upload(within(panel).getByLabelText('Logo file'), pngFile());
    await app.user.click(await within(panel).findByRole('button', { name: 'Upload logo' }));
    expect(await app.screen.findByText('Logo upload failed')).toBeInTheDocument();
    expect(app.screen.getByText(description)).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'New logo preview' })).toBeInTheDocument();
  });
});

describe('/admin deletes', () => {
  it('deletes a document after confirmation; Cancel keeps it', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Keystone Fire & Marine');
    expect(await within(panel).findByText('3 documents')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Delete Keystone_BOP_Eligibility_Guide.pdf' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Keystone_BOP_Eligibility_Guide.pdf?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(db.documents.filter((d) => d.company_id === 'cmp_hv_keystone')).toHaveLength(3);

    await app.user.click(within(panel).getByRole('button', { name: 'Delete Keystone_BOP_Eligibility_Guide.pdf' }));
    // A new dialog each time (the cancelled one may still be leaving: jsdom never ends its motion).
    const second = (await app.screen.findAllByRole('dialog')).at(-1)!;
    await app.user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText('2 documents')).toBeInTheDocument();
    expect(within(panel).queryByText('Keystone_BOP_Eligibility_Guide.pdf')).not.toBeInTheDocument();
    expect(db.documents.filter((d) => d.company_id === 'cmp_hv_keystone')).toHaveLength(2);
  });

  it('deletes a company after confirmation and deselects it', async () => {
    const app = await openAdmin();
    await select(app, 'Evergreen Specialty');
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Evergreen Specialty' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Evergreen Specialty?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.screen.queryByRole('button', { name: 'Evergreen Specialty' })).not.toBeInTheDocument());
    expect(app.screen.getByText('Select a company on the left to see its logo, info and documents.')).toBeInTheDocument();
    expect(db.companies.some((c) => c.company_id === 'cmp_hv_evergreen')).toBe(false);
  });

  it.each([
    [
      'company',
      'DELETE /delete-company/cmp_hv_evergreen',
      'Delete Evergreen Specialty',
      { kind: 'status', status: 403, body: { detail: 'Not allowed' } },
      'Not allowed',
    ],
    [
      'document',
      'DELETE /delete-document/cmp_hv_evergreen/*',
      'Delete Evergreen_ES_GL_Appetite_Guide.pdf',
      { kind: 'status', status: 500 },
      'Unknown error',
    ],
  ] as const)('toasts Delete failed for a %s and keeps it', async (_kind, key, button, fault, description) => {
    setFault(key, fault as never);
    const app = await openAdmin();
    const panel = await select(app, 'Evergreen Specialty');
    await within(panel).findByText('2 documents');
    await app.user.click(app.screen.getByRole('button', { name: button }));
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Delete failed')).toBeInTheDocument();
    expect(app.screen.getByText(description)).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: button })).toBeInTheDocument();
  });
});
