import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { RESOURCES } from '@lanehub/shared/resources/registry';
import { matchRoutes, type RouteObject } from 'react-router';
import { resourceRoutes } from '../resources/resource-routes';
import { resourceScreens } from './manifests';
import { routes } from './router';

// Only screens loaded after the log-in import this file (the menus, account selection): it brings the
// resource registry, which the router adds on the first navigation that needs it (app/router.tsx).

/** The route table with the registry resources' routes: every screen the app has. */
export const allRoutes: RouteObject[] = [
  ...routes,
  ...resourceRoutes(RESOURCES as unknown as AnyResource[], resourceScreens()),
];

/** True when a path opens a screen of the route table, not the catch-all redirect to the dashboard. */
export const isBuiltPath = (path: string): boolean => {
  const leaf = matchRoutes(allRoutes, path)?.at(-1)?.route;
  return Boolean(leaf && leaf.path !== '*');
};
