import type { RouteObject } from 'react-router';

// The change log screens: Settings → Change log (company administrators) and Admin → Data Events.
export const eventRoutes = (): RouteObject[] => [
  {
    path: '/settings/change-log',
    lazy: async () => ({ Component: (await import('./pages/change-log-page')).ChangeLogPage }),
  },
  {
    path: '/admin/event-management',
    lazy: async () => ({ Component: (await import('./pages/data-events-page')).DataEventsPage }),
  },
];
