// Times the grounded mock assistant: indexing and answering on the seed's carriers, then on a
// generated 200-page carrier (seeded-text path) and a 200-page uploaded PDF (pdfjs-dist path).
// How well it answers is scripts/eval-assistant.ts.
//   npx tsx scripts/bench-assistant.ts
import { answerQuestion, indexFor } from '../mocks/assistant/assistant';
import { carrierDocument } from '../mocks/db/carriers';
import { buildPdf, type PdfBlock } from '../mocks/db/pdf';
import { db } from '../mocks/db/store';
import { newCompanyRow, type CompanyRow, type DocumentRow } from '../mocks/db/types';

const QUESTIONS = [
  'What is the binding authority limit?',
  'Are Federal Pacific electrical panels eligible?',
  'What is the named storm deductible?',
  'Which documents do I need to send before binding?',
  'Which classes are excluded?',
  'Who won the football match yesterday?',
];

const ms = (t: number): string => `${t.toFixed(1)} ms`;

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

async function bench(label: string, company: CompanyRow, docs: DocumentRow[]): Promise<void> {
  const [index, indexMs] = await time(() => indexFor(docs));
  const pages = new Set(index.units.map((u) => `${u.docId}:${u.page}`)).size;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of QUESTIONS) times.push((await time(() => answerQuestion(company, docs, q)))[1]);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)];
  const max = times[times.length - 1];
  console.log(
    `${label.padEnd(46)} ${String(docs.length).padStart(3)} docs ${String(pages).padStart(4)} pages ${String(index.units.length).padStart(5)} sentences | ` +
      `index ${ms(indexMs).padStart(10)} | answer p50 ${ms(p50).padStart(8)} max ${ms(max).padStart(8)}`,
  );
}

function bigCompany(id: string, name: string): CompanyRow {
  return newCompanyRow({ company_id: id, company_display: name, org_id: 1, created_at: new Date().toISOString() });
}

async function main(): Promise<void> {
  console.log('Grounded mock assistant benchmark (sentences scored by coverage of the question and BM25)\n');
  const hv = db.companies.filter((c) => c.org_id === 1);
  for (const company of hv)
    await bench(
      `seed: ${company.company_display}`,
      company,
      db.documents.filter((d) => d.company_id === company.company_id),
    );

  // About 200 pages from the seeded generator: 150 editions of Keystone's guides.
  const gen = bigCompany('cmp_bench_gen', 'Bench Generated');
  const genDocs: DocumentRow[] = Array.from({ length: 150 }, (_, i) => ({
    doc_id: `doc_bench_gen_${i}`,
    company_id: gen.company_id,
    org_id: 1,
    title: `Edition ${i + 1}`,
    source_filename: `edition-${i + 1}.pdf`,
    uploaded_at: new Date().toISOString(),
    source: { kind: 'generated', template: 'keystone', variant: i },
  }));
  await bench('generated carrier', gen, genDocs);

  // One uploaded 200-page PDF, read with pdfjs-dist.
  const blocks: PdfBlock[] = [];
  const base = carrierDocument('granite', 0, 'Contractors Program Underwriting Guide').blocks;
  while (blocks.length < 7000) blocks.push(...base.map((b) => ({ ...b })));
  const bytes = buildPdf({ title: 'Bench upload', footer: 'bench', blocks });
  const up = bigCompany('cmp_bench_up', 'Bench Uploaded');
  db.files.set('bench/upload', { mime: 'application/pdf', bytes });
  const upDocs: DocumentRow[] = [
    {
      doc_id: 'doc_bench_up',
      company_id: up.company_id,
      org_id: 1,
      title: 'Bench upload',
      source_filename: 'bench.pdf',
      uploaded_at: new Date().toISOString(),
      source: { kind: 'uploaded', fileKey: 'bench/upload' },
    },
  ];
  await bench(`uploaded PDF (${(bytes.length / 1024).toFixed(0)} KB, pdfjs-dist)`, up, upDocs);
  console.log('\n"index" is paid once per set of documents (then cached); "answer" is a question on the built index.');
}

void main();
