import { describe, expect, it } from 'vitest';
import { addressLine } from './address';

describe('addressLine (the address joined with middle dots)', () => {
  it('joins every part with a middle dot, state and zip code too', () => {
    expect(
      addressLine({
        company_address1: '1 Main St',
        company_address2: 'Suite 4',
        company_city: 'Boise',
        company_state: 'ID',
        company_zipcode: '83702',
      }),
    ).toBe('1 Main St · Suite 4 · Boise · ID · 83702');
  });

  it('leaves blank and missing parts out', () => {
    expect(addressLine({ company_address1: '  ', company_city: 'Boise', company_zipcode: '83702' })).toBe('Boise · 83702');
    expect(addressLine(null)).toBe('');
  });
});
