import { matchRoutes } from 'react-router';
import { routes } from './router';

/** True when a path opens a screen of the route table, not the catch-all redirect to the dashboard. */
export const isBuiltPath = (path: string): boolean => {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return Boolean(leaf && leaf.path !== '*');
};
