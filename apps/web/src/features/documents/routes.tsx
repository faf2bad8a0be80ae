import type { RouteObject } from 'react-router';

// The documents feature's screens, loaded lazily; the app places them inside the shell.
export const documentRoutes = (): RouteObject[] => [
  {
    path: '/company/resources-documents',
    lazy: async () => ({
      Component: (await import('./pages/resources-documents-page')).ResourcesDocumentsPage,
    }),
  },
];
