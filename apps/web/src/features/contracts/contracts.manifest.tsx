import type { WebFeatureManifest } from '../../app/feature-manifest';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });
const rates = () => import('./pages/rate-card-page');
const ROUTING_GUIDES_PATH = '/contracts/routing-guides';

// Contracts, rate cards, routing guides and the price lookup (issue 16; spec 01 §2.3 Contracts). The
// sidebar's Contracts menu (All Contracts, New Contracts) is the shell's own; Routing guides (a route the
// spec does not name) is added at its end.
export const manifest: WebFeatureManifest = {
  name: 'contracts',
  routes: {
    shell: () => [
      { path: '/contracts', lazy: page(() => import('./pages/contracts-page'), 'ContractsPage') },
      { path: '/contracts/new-contracts', lazy: page(() => import('./pages/new-contracts-page'), 'NewContractsPage') },
      {
        path: '/contracts/new-contract/:contractTypeId',
        lazy: page(() => import('./pages/contract-form-page'), 'ContractFormPage'),
      },
      {
        path: '/contracts/contract-history',
        lazy: page(() => import('./pages/contract-history-page'), 'ContractHistoryPage'),
      },
      { path: '/contracts/rates', lazy: page(rates, 'AllRatesPage') },
      {
        path: ROUTING_GUIDES_PATH,
        lazy: page(() => import('./pages/routing-guides-page'), 'RoutingGuidesPage'),
      },
      { path: '/contracts/:contractId/rate', lazy: page(rates, 'ContractRatesPage') },
      { path: '/contracts/:contractId/rate/:rateId', lazy: page(rates, 'RateCardPage') },
      {
        path: '/contracts/:contractId/new-rate-card/:rateCardTypeId',
        lazy: page(() => import('./pages/rate-card-wizard-page'), 'RateCardWizardPage'),
      },
    ],
  },
  menus: {
    contracts: [
      {
        key: 'routingGuides',
        labelKey: 'routingGuides',
        textKey: 'contracts.routingGuides.menu',
        to: ROUTING_GUIDES_PATH,
        permission: 'company.view',
        icon: 'contract',
      },
    ],
  },
};
