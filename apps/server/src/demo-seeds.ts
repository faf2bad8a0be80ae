import { FEATURE_MANIFESTS } from './features.generated';
import type { DemoSeed } from './kernel/demo-seed';
import { demoSeedsOf } from './kernel/feature-manifest';
import { resourcesDemoSeed } from './resources/resource-demo';

// App composition: the demo set, collected from the features' manifests (`demoSeed`, run in their
// `demoOrder`), then the demo rows registry resources declare. A feature with demo rows declares them
// in its manifest and edits nothing here.
export const DEMO_SEEDS: readonly DemoSeed[] = [...demoSeedsOf(FEATURE_MANIFESTS), resourcesDemoSeed];
