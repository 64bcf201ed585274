import { describe, expect, it } from 'vitest';
import { findAll, findQuote, pageText, segmentsOf } from './pdf-text';

// Text pieces as pdf.js gives them for a page: one per drawn line here.
const page = pageText([
  '7. Binding Authority',
  'Appointed agents may bind risks that meet every eligibility rule above with total insured value',
  'up to $750,000. Binding is not permitted within 72 hours of a named storm watch or warning',
  '• The following risks are ineligible:',
  'Vacant buildings. Zinsco panels.',
]);
const text = (r: { start: number; end: number }) => page.text.slice(r.start, r.end);

describe('pdf text', () => {
  it('joins the pieces with spaces and knows where each starts', () => {
    expect(page.starts[1]).toBe('7. Binding Authority '.length);
    expect(page.text.slice(page.starts[2]!, page.starts[2]! + 5)).toBe('up to');
  });

  it('finds a search term anywhere, across pieces, ignoring case, curly quotes and spacing', () => {
    expect(findAll(page, 'binding').map(text)).toEqual(['Binding', 'Binding']);
    expect(findAll(page, 'insured   value UP to').map(text)).toEqual(['insured value\nup to'.replace('\n', ' ')]);
    expect(findAll(pageText(['the agent’s limit']), "agent's")).toHaveLength(1);
    expect(findAll(page, '   ')).toEqual([]);
    expect(findAll(page, 'cyber')).toEqual([]);
  });

  it('finds a quoted passage as its longest runs of words, across line breaks', () => {
    const runs = findQuote(
      page,
      'Appointed agents may bind risks that meet every eligibility rule above with total insured value up to $750,000.',
    );
    expect(runs.map(text)).toEqual([
      'Appointed agents may bind risks that meet every eligibility rule above with total insured value up to $750,000',
    ]);
  });

  it('lights a list’s intro and its item when a citation quotes both, and the part of a passage on this page', () => {
    expect(findQuote(page, 'The following risks are ineligible: Zinsco panels.').map(text)).toEqual([
      'The following risks are ineligible',
      'Zinsco panels',
    ]);
    // The sentence goes on to the next page: what is on this one is found.
    expect(
      findQuote(page, 'Binding is not permitted within 72 hours of a named storm watch or warning for the location, or while …').map(text),
    ).toEqual(['Binding is not permitted within 72 hours of a named storm watch or warning']);
    // Three words in common are not a passage.
    expect(findQuote(page, 'agents may bind cyber risks nowhere')).toEqual([]);
  });

  it('cuts a piece where highlights start and end', () => {
    const at = page.starts[2]!;
    const [hit] = findAll(page, '$750,000');
    expect(segmentsOf('up to $750,000. Binding', at, [{ ...hit!, mark: 'active' }])).toEqual([
      { text: 'up to ', mark: null },
      { text: '$750,000', mark: 'active' },
      { text: '. Binding', mark: null },
    ]);
    expect(segmentsOf('plain', 0, [])).toEqual([{ text: 'plain', mark: null }]);
  });
});
