import type { RouteObject } from 'react-router';

// The company profile and partner network screens (issue 5).
export const companyRoutes = (): RouteObject[] => [
  {
    path: '/company/company-details',
    lazy: async () => ({ Component: (await import('./pages/company-details-page')).CompanyDetailsPage }),
  },
  {
    path: '/company/company-details/:companyId',
    lazy: async () => ({ Component: (await import('./pages/partner-profile-page')).PartnerProfilePage }),
  },
  {
    path: '/company-network',
    lazy: async () => ({ Component: (await import('./pages/company-network-page')).CompanyNetworkPage }),
  },
];
