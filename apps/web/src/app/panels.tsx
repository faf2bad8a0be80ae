import { type ComponentType, lazy, Suspense } from 'react';
import { WEB_MANIFESTS } from './manifests';

// The panels features add to another feature's page (WebFeatureManifest.panels): a page renders
// <PagePanels slot="order-detail" props={{ order }} /> and shows every panel declared for that slot,
// each loaded lazily, without importing the features that declare them.

// biome-ignore lint/suspicious/noExplicitAny: each slot passes its own props.
const cache = new Map<string, Array<{ key: string; Component: ComponentType<any> }>>();

const panelsOf = (slot: string) => {
  let panels = cache.get(slot);
  if (!panels) {
    panels = WEB_MANIFESTS.flatMap((manifest) => {
      const panel = manifest.panels?.[slot];
      return panel ? [{ key: manifest.name, order: panel.order, Component: lazy(panel.load) }] : [];
    })
      .sort((a, b) => a.order - b.order)
      .map(({ key, Component }) => ({ key, Component }));
    cache.set(slot, panels);
  }
  return panels;
};

export const PagePanels = <P extends object>({ slot, props }: { slot: string; props: P }) => (
  <>
    {panelsOf(slot).map(({ key, Component }) => (
      <Suspense key={key} fallback={null}>
        <Component {...props} />
      </Suspense>
    ))}
  </>
);
