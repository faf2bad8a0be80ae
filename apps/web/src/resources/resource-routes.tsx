import type { AnyResource } from '@lanehub/shared';
import { RESOURCES } from '@lanehub/shared';
import type { RouteObject } from 'react-router';

// Four routes per resource definition; the pages load lazily and receive the definition.
export const resourceRoutes = (resources: readonly AnyResource[] = RESOURCES): RouteObject[] =>
  resources.flatMap((r) => [
    {
      path: r.webPath,
      lazy: async () => {
        const { ResourceListPage } = await import('./resource-list-page');
        return { Component: () => <ResourceListPage resource={r} /> };
      },
    },
    {
      path: `${r.webPath}/new`,
      lazy: async () => {
        const { ResourceFormPage } = await import('./resource-form-page');
        return { Component: () => <ResourceFormPage resource={r} /> };
      },
    },
    {
      path: `${r.webPath}/:id`,
      lazy: async () => {
        const { ResourceDetailPage } = await import('./resource-detail-page');
        return { Component: () => <ResourceDetailPage resource={r} /> };
      },
    },
    {
      path: `${r.webPath}/:id/edit`,
      lazy: async () => {
        const { ResourceFormPage } = await import('./resource-form-page');
        return { Component: () => <ResourceFormPage resource={r} /> };
      },
    },
  ]);
