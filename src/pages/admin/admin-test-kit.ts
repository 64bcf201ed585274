// Shared by the /admin integration tests: real small files and the page opened as a user would.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import notification, { actWrapper } from 'antd/es/notification';
import { createElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { pngBytes } from '../../../test/images';
import { renderApp, type As } from '../../../test/render-app';
import { forgetIdentity } from '../../providers/identity';

// jsdom's Blob, File and FormData do not survive msw/node's XHR interceptor (a file part reaches
// the mock backend as the text "undefined"), so uploads in these tests use Node's own classes,
// as a browser hands real bytes to the network.
const nodeFormData = (await new Response(new URLSearchParams('x=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });

// antd's static notifications render outside React's tree; under Testing Library they go through act().
actWrapper(act);
// They also outlive each test's render: without motion (whose end jsdom never signals) they close
// at once, so each test starts with no toast.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});
afterEach(() => notification.destroy());

// The page's lazy chunk (antd and all) loads slowly the first time under jsdom: load it once
// before the tests, not inside the first one's time limit.
beforeAll(async () => {
  await import('./index');
}, 60_000);

/** A real (tiny) PDF: the bytes start with `%PDF-1.4`. */
export const pdfFile = (name = 'Flood Guide.pdf', text = 'Flood zone rules'): File =>
  new File([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`], name, {
    type: 'application/pdf',
  });

/** A text file renamed to .pdf, with the PDF type claimed: only its content gives it away. */
export const fakePdf = (name = 'notes.pdf'): File => new File(['hello, I am only text'], name, { type: 'application/pdf' });

export const pngFile = (name = 'logo.png'): File => new File([pngBytes().slice()], name, { type: 'image/png' });

/** A GIF named and typed as a PNG. */
export const gifAsPng = (name = 'logo.png'): File => new File(['GIF89a\x01\x00\x01\x00'], name, { type: 'image/png' });

export const SEEDED = ['Northstar Mutual', 'Bluewater Casualty', 'Granite Peak Insurance', 'Evergreen Specialty', 'Keystone Fire & Marine'];

/** Opens /admin signed in and waits for the company list. */
export async function openAdmin(as: As = 'admin', waitFor: string | null = 'Northstar Mutual') {
  forgetIdentity();
  const app = renderApp('/admin', { as });
  // The first render of a test file also loads the page's lazy chunk.
  await app.screen.findByRole('heading', { name: 'Admin', level: 1 }, { timeout: 20_000 });
  // By text: role queries are slow on long lists under jsdom.
  if (waitFor) await app.screen.findByText(waitFor);
  return app;
}

/** The company buttons of the list (each toggles the selection; deletes and pagination are not). */
export const companyButtons = (list: HTMLElement): HTMLElement[] => [...list.querySelectorAll<HTMLElement>('button[aria-pressed]')];

/** Selects a company in the list and waits for the right panel to show it. */
export async function select(app: Awaited<ReturnType<typeof openAdmin>>, name: string) {
  await app.user.click(app.screen.getByRole('button', { name }));
  const panel = app.screen.getByRole('complementary', { name: 'Selected company' });
  await within(panel).findByRole('heading', { name, level: 2 });
  return panel;
}
