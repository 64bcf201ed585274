// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read('reports/vitest.json');
const e2e = read('reports/e2e.json');
let passed = 0;
let failed = 0;
let skipped = 0;
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  console.log(`vitest: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed of ${unit.numTotalTests}`);
}
if (e2e) {
  const s = e2e.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  console.log(`playwright: ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed, ${s.flaky ?? 0} flaky, ${s.skipped ?? 0} skipped`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
