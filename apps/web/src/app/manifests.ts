import type { RouteSlot, WebFeatureManifest } from './feature-manifest';

// Every web feature's manifest, collected by the bundler (Vite and Vitest both read import.meta.glob):
// a feature adds `features/<name>/<name>.manifest.tsx` and nothing else.
const modules = import.meta.glob<WebFeatureManifest>('../features/*/*.manifest.tsx', {
  eager: true,
  import: 'manifest',
});

export const WEB_MANIFESTS: readonly WebFeatureManifest[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, manifest]) => manifest);

/** The routes every feature declares under one guard. */
export const routesOf = (slot: RouteSlot) => WEB_MANIFESTS.flatMap((m) => m.routes?.[slot]?.() ?? []);

/** The custom resource pages every feature declares, by name. */
export const resourceScreens = () => Object.assign({}, ...WEB_MANIFESTS.map((m) => m.screens ?? {}));
