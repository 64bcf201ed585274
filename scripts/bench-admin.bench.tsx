// Benchmark of the /admin lists: render and filter times of the company list at 50 and 500
// companies, and the document list at 2,000 documents. The lists read through Refine over a data
// provider that answers from memory with the app's own list query (filter, sort, page), so the
// figures are the page's work, not the network's. Not a test: it prints numbers.
//   npx vitest bench --run scripts/bench-admin.bench.tsx
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { afterAll, bench, describe } from 'vitest';
import { dataProvider } from '../src/providers/data-provider';
import { queryList } from '../src/providers/list-query';
import type { CompanyRecord } from '../src/resources/companies';
import { CompanyAdminList } from '../src/resources/companies/admin';
import { useDocumentTable, type DocumentRecord } from '../src/resources/documents';
import { DocumentAdminList } from '../src/resources/documents/document-admin-list';

const WORDS = ['Northstar', 'Bluewater', 'Granite', 'Evergreen', 'Keystone', 'Harbor', 'Summit', 'Prairie', 'Coastal', 'Liberty'];

const companies = (n: number): CompanyRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    company_id: `c${i}`,
    company_display: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Mutual ${i}`,
    logo_path: null,
  }));

const documents = (n: number): DocumentRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `d${i}`,
    doc_id: `d${i}`,
    source_filename: `Guide_${i}.pdf`,
    uploaded_at: new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString(),
  }));

const inMemory = (rows: Record<string, unknown>[]): DataProvider => ({
  ...dataProvider,
  getList: async ({ pagination, sorters, filters }) => queryList(rows, { pagination, sorters, filters }) as never,
});

const withRefine = (provider: DataProvider, node: React.ReactNode) => (
  <Refine dataProvider={provider} resources={[{ name: 'companies' }, { name: 'documents' }]} options={{ disableTelemetry: true }}>
    {node}
  </Refine>
);

const list = (rows: CompanyRecord[]) =>
  withRefine(
    inMemory(rows),
    <CompanyAdminList selectedId={null} onSelect={() => undefined} onDeleted={() => undefined} onNew={() => undefined} />,
  );

const firstRow = (rows: CompanyRecord[]) =>
  [...rows].sort((a, b) => String(a.company_display).localeCompare(String(b.company_display)))[0]!;

const opts = { time: 1500, warmupIterations: 3 };
afterAll(() => cleanup());

for (const n of [50, 500]) {
  const rows = companies(n);
  const first = String(firstRow(rows).company_display);
  describe(`company list, ${n} companies`, () => {
    bench(
      `render ${n} (to the first page of rows)`,
      async () => {
        render(list(rows));
        await screen.findByText(first);
        cleanup();
      },
      opts,
    );

    // Mounted once; each iteration types a filter, waits for its rows, clears it and waits again.
    bench(
      `filter ${n} (type "gran" and Enter, then clear; no debounce)`,
      async () => {
        const box = screen.getByLabelText('Filter companies');
        act(() => {
          fireEvent.change(box, { target: { value: 'gran' } });
          fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
        });
        await waitFor(
          () => {
            if (screen.queryByText(first) && !/gran/i.test(first)) throw new Error('not filtered yet');
          },
          { interval: 5 },
        );
        act(() => {
          fireEvent.change(box, { target: { value: '' } });
          fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
        });
        await screen.findByText(first, {}, { interval: 5 });
      },
      {
        ...opts,
        setup: async () => {
          cleanup();
          render(list(rows));
          await screen.findByText(first);
        },
        teardown: () => cleanup(),
      },
    );
  });
}

function Documents() {
  const view = useDocumentTable('c1');
  return <DocumentAdminList companyId="c1" view={view} />;
}

describe('document list, 2,000 documents (one page of 25 shown)', () => {
  const docs = documents(2000);
  bench(
    'render a page of 2000',
    async () => {
      render(withRefine(inMemory(docs), <Documents />));
      await screen.findByText('Guide_0.pdf');
      cleanup();
    },
    opts,
  );
});
