import type { RouteObject } from 'react-router';

// The company hierarchy screen (issue 4 §HR hierarchy, issue 5; spec 01 §2.3).
export const hrHierarchyRoutes = (): RouteObject[] => [
  {
    path: '/company/company-hierarchy',
    lazy: async () => ({ Component: (await import('./pages/company-hierarchy-page')).CompanyHierarchyPage }),
  },
];
