// The invoice screens' addresses, in a file that imports nothing: the manifest (in every first load) takes
// them from here, so the API module (zod contracts, TanStack Query) stays out of /login's first load.
export const INVOICE_LIST_PATH = '/orders/invoice';
export const BILL_LIST_PATH = '/orders/bill';
export const PAYMENT_LIST_PATH = '/orders/invoice-payment';
export const CREDIT_NOTE_LIST_PATH = '/orders/credit-note';
