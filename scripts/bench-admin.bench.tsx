// Benchmark of the /admin lists (issue 6, item 5): render and filter times of the company list at
// 50 and 500 companies, and the document list at 2,000 documents. Not a test: it prints numbers.
//   npx vitest bench --run scripts/bench-admin.bench.tsx
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { afterAll, bench, describe } from 'vitest';
import { dataProvider } from '../src/providers/data-provider';
import { CompanyList } from '../src/pages/admin/company-list';
import { DocumentList } from '../src/pages/admin/document-list';
import { filterCompanies } from '../src/pages/admin/list-window';
import type { AdminCompany, AdminDocument } from '../src/pages/admin/types';

const WORDS = ['Northstar', 'Bluewater', 'Granite', 'Evergreen', 'Keystone', 'Harbor', 'Summit', 'Prairie', 'Coastal', 'Liberty'];

const companies = (n: number): AdminCompany[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    company_id: `c${i}`,
    company_display: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Mutual ${i}`,
    logo_path: null,
  }));

const documents = (n: number): AdminDocument[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `d${i}`,
    doc_id: `d${i}`,
    source_filename: `Guide_${i}.pdf`,
    uploaded_at: new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString(),
  }));

const withRefine = (node: React.ReactNode) => (
  <Refine dataProvider={dataProvider} resources={[{ name: 'companies' }, { name: 'documents' }]} options={{ disableTelemetry: true }}>
    {node}
  </Refine>
);

const list = (rows: AdminCompany[]) =>
  withRefine(<CompanyList companies={rows} loading={false} selectedId={null} onSelect={() => undefined} onDeleted={() => undefined} />);

const opts = { time: 1500, warmupIterations: 3 };
afterAll(() => cleanup());

for (const n of [50, 500]) {
  const rows = companies(n);
  describe(`company list, ${n} companies`, () => {
    bench(`render ${n}`, () => {
      act(() => {
        render(list(rows));
      });
      cleanup();
    }, opts);

    // Mounted once; each iteration types a filter and clears it (two list updates).
    bench(
      `filter ${n} (type "gran", then clear)`,
      () => {
        const box = screen.getByLabelText('Filter companies');
        act(() => {
          fireEvent.change(box, { target: { value: 'gran' } });
        });
        act(() => {
          fireEvent.change(box, { target: { value: '' } });
        });
      },
      {
        ...opts,
        setup: () => {
          cleanup();
          act(() => {
            render(list(rows));
          });
        },
        teardown: () => cleanup(),
      },
    );

    bench(`filter function only, ${n}`, () => {
      filterCompanies(rows, 'gran');
    }, opts);
  });
}

describe('document list, 2,000 documents', () => {
  const docs = documents(2000);
  bench('render 2000', () => {
    act(() => {
      render(withRefine(<DocumentList companyId="c1" documents={docs} />));
    });
    cleanup();
  }, opts);
});
