/** The info fields of docs/product.md#3-entities that the Company Info tab edits. */
export const INFO_FIELDS = [
  'company_address1',
  'company_address2',
  'company_city',
  'company_state',
  'company_zipcode',
  'company_phone',
  'company_website',
] as const;
