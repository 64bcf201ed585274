// Shared by the /team integration tests: the page opened as a user would, and its parts.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { beforeAll, onTestFinished } from 'vitest';
import { jpegBytes, pngBytes } from '../../../test/images';
import { db } from '../../../mocks/node';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

// jsdom's Blob, File and FormData do not survive msw/node's interceptor (a file part reaches the
// mock backend as the text "undefined"): uploads use Node's own classes, as a browser hands real
// bytes to the network.
const nodeFormData = (await new Response(new URLSearchParams('x=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });

// The page's lazy chunk (antd and all) loads slowly the first time under jsdom: once, up front.
beforeAll(async () => {
  await import('./index');
}, 60_000);

/** Opens /team as a seeded owner and waits for the member grid's rows. */
export async function openTeam(as: As = 'owner', url = '/team') {
  forgetIdentity();
  const app = renderApp(url, { as });
  await app.screen.findByRole('heading', { level: 1, name: 'Team & Profile' });
  const members = await app.screen.findByRole('region', { name: 'Members' });
  const table = within(members).getByRole('table', { name: 'Members' });
  await within(table).findAllByRole('switch');
  return { ...app, members, table };
}

/** The grid row that shows `text` (a name or an email). */
export const rowOf = async (table: HTMLElement, text: string) => (await within(table).findByText(text)).closest('tr') as HTMLElement;

/** The last dialog open (antd keeps a closed one around while its motion ends in jsdom). */
export const lastDialog = async (screen: { findAllByRole: (role: string) => Promise<HTMLElement[]> }) =>
  (await screen.findAllByRole('dialog')).at(-1)!;

export const pngFile = (name = 'logo.png'): File => new File([pngBytes().slice()], name, { type: 'image/png' });
export const jpegFile = (name = 'logo.jpg'): File => new File([jpegBytes().slice()], name, { type: 'image/jpeg' });
export const gifNamedPng = (name = 'logo.png'): File => new File(['GIF89a\x01\x00\x01\x00'], name, { type: 'image/png' });

/** Every call the page makes from now on, as "METHOD /path" below the API base, with JSON bodies. */
export function recordCalls(server: SetupServer) {
  const calls: { key: string; body: unknown }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    let body: unknown;
    if (request.method !== 'GET' && !(request.headers.get('content-type') ?? '').includes('multipart')) {
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    }
    calls.push({ key: `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`, body });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { calls, of: (key: string) => calls.filter((c) => c.key === key) };
}

/** Adds agents to an organization, as if the owner had created them earlier. */
export function addAgents(orgName: string, n: number, active: 0 | 1 = 1) {
  const org = db.orgs.find((o) => o.name === orgName)!;
  for (let i = 0; i < n; i++) {
    const id = ++db.seq.user;
    db.users.push({
      id,
      username: `extra${id}@agency.test`,
      email: `extra${id}@agency.test`,
      first_name: 'Extra',
      last_name: `Agent ${id}`,
      role: 'agent',
      org_id: org.id,
      is_active: active,
      password: 'password1',
      created_at: new Date().toISOString(),
    });
  }
  return org;
}

/** Sets seeded members inactive, as if the owner had switched them off earlier (frees their seats). */
export function deactivate(...emails: string[]) {
  for (const email of emails) db.users.find((u) => u.email === email)!.is_active = 0;
}
