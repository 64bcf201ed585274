import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, setFault } from '../../../mocks/node';
import { fakePdf, openAdmin, pdfFile, select } from './admin-test-kit';

const NEED_COMPANY = 'Enter a Company Name for a new company, or select one on the left.';
// A file dropped onto the zone's dragger (what a pointer drops onto).
const dropOn = (zone: HTMLElement, file: File) =>
  fireEvent.drop(within(zone).getByRole('button'), { dataTransfer: { files: [file], types: ['Files'] } });

describe('/admin Upload tab', () => {
  it('creates a company from the name field; it appears, selected, without a reload', async () => {
    const app = await openAdmin();
    await app.user.type(app.screen.getByLabelText('Company Name'), 'Coastal Re');
    await app.user.upload(app.screen.getByLabelText('PDF file'), pdfFile('Coastal Guide.pdf'));
    expect(app.screen.getByText('Selected: Coastal Guide.pdf')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const panel = app.screen.getByRole('complementary', { name: 'Selected company' });
    expect(await within(panel).findByRole('heading', { name: 'Coastal Re' })).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Coastal Re' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(panel).findByText('Coastal Guide.pdf')).toBeInTheDocument();
    expect(within(panel).getByText('1 document')).toBeInTheDocument();
    const created = db.companies.find((c) => c.company_display === 'Coastal Re');
    expect(created).toBeDefined();
    expect(db.documents.filter((d) => d.company_id === created!.company_id).map((d) => d.source_filename)).toEqual(['Coastal Guide.pdf']);
  });

  it('adds a PDF to the selected company (company_id), with a progress bar that resets after the upload', async () => {
    const app = await openAdmin();
    const panel = await select(app, 'Evergreen Specialty');
    expect(await within(panel).findByText('2 documents')).toBeInTheDocument();
    expect(app.screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    expect(app.screen.getByText(/Adds the PDF to/)).toHaveTextContent(/^Adds the PDF to Evergreen Specialty\./);

    dropOn(app.screen.getByRole('region', { name: 'PDF drop zone' }), pdfFile('Excess Appetite 2026.pdf'));
    expect(await app.screen.findByText('Selected: Excess Appetite 2026.pdf')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const bar = await app.screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(await within(panel).findByText('Excess Appetite 2026.pdf')).toBeInTheDocument();
    expect(within(panel).getByText('3 documents')).toBeInTheDocument();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(db.documents.filter((d) => d.company_id === 'cmp_hv_evergreen')).toHaveLength(3);
  });

  it('asks for a PDF when none is chosen, and for a name when no company is selected', async () => {
    const app = await openAdmin();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Please select a PDF.');
    await app.user.upload(app.screen.getByLabelText('PDF file'), pdfFile());
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByRole('alert')).toHaveTextContent(NEED_COMPANY);
    await app.user.type(app.screen.getByLabelText('Company Name'), '   ');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(app.screen.getByRole('alert')).toHaveTextContent(NEED_COMPANY);
    expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a drop of anything but a PDF, checked by content: a renamed .txt is not a PDF', async () => {
    const app = await openAdmin();
    const zone = app.screen.getByRole('region', { name: 'PDF drop zone' });
    dropOn(zone, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Please drop a PDF file.');
    dropOn(zone, pdfFile('Good.pdf'));
    expect(await app.screen.findByText('Selected: Good.pdf')).toBeInTheDocument();
    expect(app.screen.queryByRole('alert')).not.toBeInTheDocument();
    dropOn(zone, fakePdf('renamed-notes.pdf'));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Please drop a PDF file.');
    expect(app.screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
  });

  it('refuses a picked file that only claims to be a PDF', async () => {
    const app = await openAdmin();
    await app.user.upload(app.screen.getByLabelText('PDF file'), fakePdf('policy.pdf'));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Please select a PDF.');
    await app.user.type(app.screen.getByLabelText('Company Name'), 'Should Not Exist');
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(app.screen.getByRole('alert')).toHaveTextContent('Please select a PDF.');
    expect(db.companies.some((c) => c.company_display === 'Should Not Exist')).toBe(false);
  });

  it.each([
    [
      'the server detail',
      { kind: 'status', status: 400, body: { detail: 'Only PDF files are accepted.' } },
      'Only PDF files are accepted.',
    ],
    ['the server error field', { kind: 'status', status: 500, body: { error: 'Storage is full' } }, 'Storage is full'],
    ['Unknown error for an empty body', { kind: 'status', status: 500 }, 'Unknown error'],
    ['Unknown error for a non-JSON body', { kind: 'status', status: 502, body: '<html>Bad gateway</html>' }, 'Unknown error'],
    ['Unknown error for a network failure', { kind: 'network' }, 'Unknown error'],
  ] as const)('toasts Upload failed with %s, and keeps the name and file', async (_n, fault, description) => {
    setFault('POST /upload', fault as never);
    const app = await openAdmin();
    await app.user.type(app.screen.getByLabelText('Company Name'), 'Coastal Re');
    await app.user.upload(app.screen.getByLabelText('PDF file'), pdfFile('Coastal Guide.pdf'));
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Upload failed')).toBeInTheDocument();
    expect(app.screen.getByText(description)).toBeInTheDocument();
    expect(app.screen.getByLabelText('Company Name')).toHaveValue('Coastal Re');
    expect(app.screen.getByText('Selected: Coastal Guide.pdf')).toBeInTheDocument();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
