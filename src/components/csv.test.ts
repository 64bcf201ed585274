import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a time as ISO 8601 (UTC, to the second), never as the screen does', () => {
    expect(toCsv([{ Created: new Date('2026-03-04T10:22:07.500-05:00'), None: new Date('nope') }])).toBe(
      '"Created","None"\r\n"2026-03-04T15:22:07Z",""',
    );
  });

  it('quotes every field, doubles quotes, keeps commas and line breaks inside a field', () => {
    expect(toCsv([{ Name: 'Smith, "Jr"', Note: 'two\nlines', Seats: 4 }])).toBe(
      '"Name","Note","Seats"\r\n"Smith, ""Jr""","two\nlines","4"',
    );
  });

  it('defuses cells a spreadsheet would run as formulas; numbers stay numbers', () => {
    const csv = toCsv([{ a: '=HYPERLINK("http://x")', b: '+1', c: '@SUM(A1)', d: -3, e: 'ok' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")","'+1","'@SUM(A1)","-3","ok"`);
  });

  it('defuses a formula behind NUL, whitespace or another control or invisible character (hardening round 3, #13)', () => {
    const cells = [
      '\u0000=HYPERLINK("http://x")',
      ' =1+1',
      '\u00a0@SUM(A1)',
      '\n-2+3',
      '\u0001+1',
      "\u200b=cmd|'/c calc'!A1",
      '\ufeff=1',
      '\t\t=1',
      '\r=1',
    ];
    const row = toCsv([Object.fromEntries(cells.map((c, i) => [`c${i}`, c]))])
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    const out = row.slice(1, -1).split('","');
    expect(
      out.every((cell) => cell.startsWith("'")),
      row,
    ).toBe(true);
    // Plain text with a sign inside, and dashes that are not at the start, stay as they are.
    expect(toCsv([{ a: 'Smith - Jones', b: 'a+b@c.test', c: ' leading space' }]).split('\r\n')[1]).toBe(
      '"Smith - Jones","a+b@c.test"," leading space"',
    );
  });

  it('is empty for no rows, and blank for missing values', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([{ a: null, b: undefined, c: Number.NaN }])).toBe('"a","b","c"\r\n"","",""');
  });
});
