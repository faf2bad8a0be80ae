import { equipmentDemoSeed } from './features/equipment/equipment.demo';
import { hrHierarchyDemoSeed } from './features/hr-hierarchy/hr-hierarchy.demo';
import { locationsDemoSeed } from './features/locations/locations.demo';
import { vendorSourcingDemoSeed } from './features/vendor-sourcing/vendor-sourcing.demo';
import type { DemoSeed } from './kernel/demo-seed';

// App composition: the features' parts of the demo set, in the order they run (equipment units stand
// at the demo locations, so locations come first). A feature with demo rows adds its seed here.
export const DEMO_SEEDS: readonly DemoSeed[] = [
  locationsDemoSeed,
  equipmentDemoSeed,
  hrHierarchyDemoSeed,
  vendorSourcingDemoSeed,
];
