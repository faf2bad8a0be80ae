import type { RouteObject } from 'react-router';
import type { LocationsView } from './pages/locations-page';

// The location screens (issue 5; spec 01 §2.3, §2.4): one list page per view, loaded lazily.
const page = (path: string, view: LocationsView): RouteObject => ({
  path,
  lazy: async () => {
    const { LocationsPage } = await import('./pages/locations-page');
    return { Component: () => <LocationsPage view={view} /> };
  },
});

export const locationRoutes = (): RouteObject[] => [
  page('/company/locations', 'all'),
  page('/company/locations/port-locations', 'port'),
  page('/company/locations/terminal-locations', 'terminal'),
  page('/company/locations/yard-locations', 'yard'),
  page('/company/dc-location', 'dc'),
];
