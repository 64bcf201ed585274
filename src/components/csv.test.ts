import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes, keeps commas and line breaks inside a field', () => {
    expect(toCsv([{ Name: 'Smith, "Jr"', Note: 'two\nlines', Seats: 4 }])).toBe('"Name","Note","Seats"\r\n"Smith, ""Jr""","two\nlines","4"');
  });

  it('defuses cells a spreadsheet would run as formulas; numbers stay numbers', () => {
    const csv = toCsv([{ a: '=HYPERLINK("http://x")', b: '+1', c: '@SUM(A1)', d: -3, e: 'ok' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")","'+1","'@SUM(A1)","-3","ok"`);
  });

  it('is empty for no rows, and blank for missing values', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([{ a: null, b: undefined, c: Number.NaN }])).toBe('"a","b","c"\r\n"","",""');
  });
});
