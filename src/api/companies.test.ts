import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { normalizeCompany, readUploadAnswer, uploadPdf } from './companies';

describe('normalizeCompany (the one company normalizer)', () => {
  it('keeps every field, reads text fields and company_id as text, and adds Refine’s id', () => {
    expect(normalizeCompany({ company_id: 7, company_display: 1999, company_city: ['x'], extra: { kept: true } })).toEqual({
      id: '7',
      company_id: '7',
      company_display: '1999',
      company_city: null,
      extra: { kept: true },
    });
    expect(normalizeCompany({ id: 'k1', company_display: 'No id field' })).toEqual({ id: 'k1', company_display: 'No id field' });
  });
});

describe('the upload answer', () => {
  it('reads company as the company id, as the spec writes it, and company_id too', () => {
    expect(readUploadAnswer({ company: 'c9', company_display: 'New Co' })).toEqual({
      company: 'c9',
      company_id: 'c9',
      company_display: 'New Co',
    });
    expect(readUploadAnswer({ company_id: 'c8', company_display: 'New Co' })).toMatchObject({ company_id: 'c8' });
    expect(readUploadAnswer({ company_id: 5 })).toEqual({ company_id: '5' });
    expect(readUploadAnswer('<html></html>')).toEqual({});
  });

  it('uploads a PDF for a new company by name, with progress', async () => {
    const fields: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/upload', async ({ request }) => {
        fields.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json({ company: 'c9', company_display: 'New Co' });
      }),
    );
    const progress = vi.fn();
    const file = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    await expect(uploadPdf(file, { company_name: 'New Co' }, progress)).resolves.toMatchObject({ company_id: 'c9' });
    await uploadPdf(file, { company_id: 'c9' });
    expect(fields[0]).toMatchObject({ company_name: 'New Co' });
    expect(fields[0]).toHaveProperty('file');
    expect(fields[1]).toMatchObject({ company_id: 'c9' });
    expect(progress).toHaveBeenLastCalledWith(100);
  });
});
