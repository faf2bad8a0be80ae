import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import { AUDIT_PAY_PATH } from './audit-pay-paths';

// Audit & Pay (issue 17; spec 01 module list 'Audit & Pay (/invoice-management)'): the bills' lines
// against the contract rate, tolerances, bulk approval and disputes; the carrier sees the decisions on
// its invoice (slot 'invoice.detail').
export const manifest: WebFeatureManifest = {
  name: 'audit-pay',
  routes: {
    shell: () => [
      {
        path: AUDIT_PAY_PATH,
        lazy: async () => ({ Component: (await import('./pages/audit-pay-page')).AuditPayPage }),
      },
    ],
  },
  slots: {
    'invoice.detail': lazy(async () => ({
      default: (await import('./components/invoice-review-panel')).InvoiceReviewPanel,
    })),
  },
};
