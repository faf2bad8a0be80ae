import type { WebFeatureManifest } from '../../app/feature-manifest';
import { BILL_LIST_PATH, CREDIT_NOTE_LIST_PATH, INVOICE_LIST_PATH, PAYMENT_LIST_PATH } from './invoice-paths';

// Freight accounting, first slice (issue 17; spec 01 §2.3): invoices, bills, invoice payments and
// credit notes. The Orders menu's Invoices, Invoice Payments, Bills and Credit Notes turn on with the routes.
export const manifest: WebFeatureManifest = {
  name: 'invoices',
  routes: {
    shell: () => [
      {
        path: INVOICE_LIST_PATH,
        lazy: async () => ({ Component: (await import('./pages/invoice-list-page')).InvoiceListPage }),
      },
      {
        path: `${INVOICE_LIST_PATH}/:id`,
        lazy: async () => ({ Component: (await import('./pages/invoice-detail-page')).InvoiceDetailPage }),
      },
      {
        path: BILL_LIST_PATH,
        lazy: async () => ({ Component: (await import('./pages/invoice-list-page')).BillListPage }),
      },
      {
        path: `${BILL_LIST_PATH}/:id`,
        lazy: async () => ({ Component: (await import('./pages/invoice-detail-page')).BillDetailPage }),
      },
      {
        path: PAYMENT_LIST_PATH,
        lazy: async () => ({ Component: (await import('./pages/payment-list-page')).PaymentListPage }),
      },
      {
        path: CREDIT_NOTE_LIST_PATH,
        lazy: async () => ({ Component: (await import('./pages/payment-list-page')).CreditNoteListPage }),
      },
    ],
  },
};
