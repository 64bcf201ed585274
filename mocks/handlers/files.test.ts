import { describe, expect, it } from 'vitest';
import { db } from '../node';

const API = 'http://localhost/api';

describe('files', () => {
  it('serves each seeded company document as a PDF at its docs base url', async () => {
    const company = db.companies.find((c) => c.company_id === 'cmp_hv_northstar')!;
    expect(company.company_docs_base_url).toBe('/api/files/companies/cmp_hv_northstar/docs/doc_hv_northstar_1.pdf');
    const res = await fetch(`http://localhost${company.company_docs_base_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('serves company and organization logos as PNG, 404 when there is none', async () => {
    const company = db.companies[0];
    const logo = await fetch(`${API}${company.logo_path}`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect([...new Uint8Array(await logo.arrayBuffer()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const withLogo = db.orgs.find((o) => o.logo)!;
    const withoutLogo = db.orgs.find((o) => !o.logo)!;
    expect((await fetch(`${API}/logos/${withLogo.id}.png`)).status).toBe(200);
    expect((await fetch(`${API}/logos/${withoutLogo.id}.png`)).status).toBe(404);
    expect((await fetch(`${API}/files/companies/cmp_hv_northstar/docs/missing.pdf`)).status).toBe(404);
  });

  it('gives each of the five core organizations at least 4 carriers with documents and contact info', () => {
    // The rest of the directory (the superadmin console's demo data) has no carriers: their PDFs cost time to generate.
    for (const org of db.orgs.slice(0, 5)) {
      const companies = db.companies.filter((c) => c.org_id === org.id);
      expect(companies.length).toBeGreaterThanOrEqual(4);
      for (const c of companies) {
        expect(c.company_state).toMatch(/^[A-Z]{2}$/);
        expect(c.company_phone && c.company_website && c.company_city && c.company_zipcode).toBeTruthy();
        expect(db.documents.filter((d) => d.company_id === c.company_id).length).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
