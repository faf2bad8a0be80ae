import { type ComponentType, Suspense } from 'react';
import type { SlotFill, SlotName, SlotProps } from './feature-manifest';
import { WEB_MANIFESTS } from './manifests';

// Slots (app/feature-manifest.ts): a screen names a place, other features' manifests fill it. A
// feature declares its slot components with React.lazy, so they load with the screen, not the shell.

const DEFAULT_ORDER = 100;

/**
 * The components the manifests declare for a slot, each with its feature's name: by their declared
 * order, then in manifest order.
 */
export const slotComponents = <N extends SlotName>(name: N) =>
  WEB_MANIFESTS.flatMap((m, index) => {
    const fill = m.slots?.[name] as SlotFill<N> | undefined;
    if (!fill) {
      return [];
    }
    const [order, component] =
      typeof fill === 'object' && 'component' in fill ? [fill.order, fill.component] : [DEFAULT_ORDER, fill];
    return [{ feature: m.name, Component: component as ComponentType<SlotProps[N]>, order, index }];
  })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ feature, Component }) => ({ feature, Component }));

/** Renders what other features put in this place of a screen (nothing when none does). */
export const FeatureSlot = <N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) => (
  <Suspense fallback={null}>
    {slotComponents(name).map(({ feature, Component }) => (
      <Component key={feature} {...(props as SlotProps[N] & object)} />
    ))}
  </Suspense>
);
