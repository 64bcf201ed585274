export { BILLING_FAILED, InvoicesTable, useInvoicesTable } from './invoices-table';
