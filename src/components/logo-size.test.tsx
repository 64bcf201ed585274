// The logo hint's "max 1024×1024" is enforced before any upload, on both pages that take a logo:
// the picked image is decoded, and one wider or taller than the limit is refused with its size.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server } from '../../mocks/node';
import { jpegOfSize, pngOfSize } from '../../test/images';
import { recordCalls } from '../../test/record-calls';
import { renderApp } from '../../test/render-app';
import { forgetIdentity } from '../providers/identity';

const png = (width: number, height: number, name = 'logo.png') => new File([pngOfSize(width, height).slice()], name, { type: 'image/png' });
const jpeg = (width: number, height: number) => new File([jpegOfSize(width, height).slice()], 'logo.jpg', { type: 'image/jpeg' });
const logoCalls = (calls: { key: string }[]) => calls.filter((c) => /logo/i.test(c.key) && !c.key.startsWith('GET'));

async function openTeamProfile() {
  forgetIdentity();
  const app = renderApp('/team', { as: 'owner' });
  const profile = await app.screen.findByRole('region', { name: 'Organization profile' }, { timeout: 20_000 });
  await within(profile).findByRole('img', { name: 'Harborview Insurance Group logo' });
  return { ...app, profile };
}

async function openAdminCompany(name: string) {
  forgetIdentity();
  const app = renderApp('/admin', { as: 'admin' });
  await app.user.click(await app.screen.findByRole('button', { name }, { timeout: 20_000 }));
  const panel = app.screen.getByRole('complementary', { name: 'Selected company' });
  await within(panel).findByRole('heading', { name, level: 2 });
  return { ...app, panel };
}

describe('a logo larger than 1024×1024 is refused before any upload', () => {
  it.each([
    ['1025 px wide', () => png(1025, 4), 'This image is 1025×4 pixels. Please choose one no larger than 1024×1024.'],
    ['1025 px tall (a JPEG)', () => jpeg(8, 1025), 'This image is 8×1025 pixels. Please choose one no larger than 1024×1024.'],
  ])('/team: %s', async (_n, file, message) => {
    const calls = recordCalls(server);
    const app = await openTeamProfile();
    const before = db.orgs.find((o) => o.name === 'Harborview Insurance Group')!.logo;
    await app.user.upload(within(app.profile).getByLabelText('Logo file'), file());
    expect(await within(app.profile).findByRole('alert')).toHaveTextContent(message);
    expect(within(app.profile).queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
    expect(within(app.profile).queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    // What was there stays: the current logo, here and on the server.
    expect(within(app.profile).getByRole('img', { name: 'Harborview Insurance Group logo' })).toBeInTheDocument();
    expect(db.orgs.find((o) => o.name === 'Harborview Insurance Group')!.logo).toEqual(before);
    expect(logoCalls(calls)).toEqual([]);
  });

  it('/team: exactly 1024×1024 is taken (previewed, Upload logo offered)', async () => {
    const app = await openTeamProfile();
    await app.user.upload(within(app.profile).getByLabelText('Logo file'), png(1024, 1024));
    expect(await within(app.profile).findByRole('img', { name: 'New logo preview' })).toBeInTheDocument();
    expect(within(app.profile).getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(within(app.profile).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/admin: a carrier’s 1200×1200 logo, with its message; the current logo stays', async () => {
    const calls = recordCalls(server);
    const app = await openAdminCompany('Granite Peak Insurance');
    const before = db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.logo_path;
    await app.user.upload(within(app.panel).getByLabelText('Logo file'), png(1200, 1200));
    expect(await within(app.panel).findByRole('alert')).toHaveTextContent(
      'This image is 1200×1200 pixels. Please choose one no larger than 1024×1024.',
    );
    expect(within(app.panel).queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(within(app.panel).getByRole('button', { name: 'Choose logo' })).toBeInTheDocument();
    expect(db.companies.find((c) => c.company_id === 'cmp_hv_granite')!.logo_path).toBe(before);
    expect(logoCalls(calls)).toEqual([]);
  });

  it('/admin: a PNG whose bytes do not decode is refused as not a PNG', async () => {
    const calls = recordCalls(server);
    const app = await openAdminCompany('Granite Peak Insurance');
    const broken = pngOfSize(16, 16).slice(0, 60);
    await app.user.upload(within(app.panel).getByLabelText('Logo file'), new File([broken], 'logo.png', { type: 'image/png' }));
    expect(await within(app.panel).findByRole('alert')).toHaveTextContent('Please choose a PNG or JPG file.');
    expect(logoCalls(calls)).toEqual([]);
  });
});
