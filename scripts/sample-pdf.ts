// Writes docs/sample-guide.pdf: a small, real underwriting guide for the README's curl upload
// example (the mock backend reads uploads by content and indexes their text for the assistant).
//   npx tsx scripts/sample-pdf.ts [path]
import { writeFileSync } from 'node:fs';
import { buildPdf } from '../mocks/db/pdf';

const path = process.argv[2] ?? 'docs/sample-guide.pdf';
const pdf = buildPdf({
  title: 'Acme Re Small Commercial Property Guide 2025',
  footer: 'Acme Re — sample underwriting guide',
  blocks: [
    { type: 'title', text: 'Acme Re Small Commercial Property Guide 2025' },
    { type: 'heading', text: 'Binding authority' },
    {
      type: 'para',
      text: 'Agents may bind risks with a total insured value up to $2,500,000. Larger risks need written underwriter approval before binding.',
    },
    { type: 'heading', text: 'Ineligible risks' },
    { type: 'bullet', text: 'Vacant buildings and buildings under renovation.' },
    { type: 'bullet', text: 'Restaurants with open-flame cooking and no UL 300 suppression system.' },
    { type: 'heading', text: 'Deductibles' },
    {
      type: 'para',
      text: 'The minimum all-other-perils deductible is $2,500; wind and hail deductibles are 2% of the building value in coastal counties.',
    },
  ],
});
writeFileSync(path, pdf);
console.log(`wrote ${path} (${pdf.length} bytes)`);
