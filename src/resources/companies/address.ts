import type { Company } from '../../api';

const ADDRESS_PARTS = ['company_address1', 'company_address2', 'company_city', 'company_state', 'company_zipcode'] as const;

/** docs/product.md#2-screens: the address parts joined with middle dots, every part, blanks left out. */
export function addressLine(c: Partial<Company> | null | undefined): string {
  return ADDRESS_PARTS.map((k) => String(c?.[k] ?? '').trim())
    .filter(Boolean)
    .join(' · ');
}
