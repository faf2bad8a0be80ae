import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type ScreenLoader = () => Promise<ComponentType<{ resource: AnyResource }>>;

// Four routes per resource definition; the pages load lazily and receive the definition. A resource
// that names a custom screen (`screens: { list: 'equipment-type-board' }`) gets that page instead of
// the generated one; the screens come from the web features' manifests. The router adds these routes
// when a navigation first needs them (app/router.tsx): the registry brings every resource's zod schemas,
// which the first screen (/login) has no use for (docs/performance.md).
export const resourceRoutes = (
  resources: readonly AnyResource[],
  screens: Readonly<Record<string, ScreenLoader>> = {},
): RouteObject[] =>
  resources.flatMap((r) => {
    const page = (kind: 'list' | 'detail' | 'form', generated: ScreenLoader): RouteObject['lazy'] => {
      const name = r.screens?.[kind];
      const custom = name ? screens[name] : undefined;
      if (name && !custom) {
        throw new Error(`Resource '${r.name}' names the screen '${name}', which no feature declares`);
      }
      return async () => {
        const Page = await (custom ?? generated)();
        return { Component: () => <Page resource={r} /> };
      };
    };
    const list = page('list', async () => (await import('./resource-list-page')).ResourceListPage);
    const form = page('form', async () => (await import('./resource-form-page')).ResourceFormPage);
    const detail = page('detail', async () => (await import('./resource-detail-page')).ResourceDetailPage);
    return [
      { path: r.webPath, lazy: list },
      { path: `${r.webPath}/new`, lazy: form },
      { path: `${r.webPath}/:id`, lazy: detail },
      { path: `${r.webPath}/:id/edit`, lazy: form },
    ];
  });
