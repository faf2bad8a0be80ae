import { type ComponentType, Suspense } from 'react';
import type { SlotName, SlotProps } from './feature-manifest';
import { WEB_MANIFESTS } from './manifests';

// Slots (app/feature-manifest.ts): a screen names a place, other features' manifests fill it. A
// feature declares its slot components with React.lazy, so they load with the screen, not the shell.

/** The components the manifests declare for a slot, in manifest order, each with its feature's name. */
export const slotComponents = <N extends SlotName>(name: N) =>
  WEB_MANIFESTS.flatMap((m) => {
    const component = m.slots?.[name] as ComponentType<SlotProps[N]> | undefined;
    return component ? [{ feature: m.name, Component: component }] : [];
  });

/** Renders what other features put in this place of a screen (nothing when none does). */
export const FeatureSlot = <N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) => (
  <Suspense fallback={null}>
    {slotComponents(name).map(({ feature, Component }) => (
      <Component key={feature} {...(props as SlotProps[N] & object)} />
    ))}
  </Suspense>
);
