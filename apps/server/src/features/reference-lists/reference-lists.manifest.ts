import type { FeatureManifest } from '../../kernel/feature-manifest';
import { temperatureRangeRule } from './reference-lists.rules';

// The spec's reference lists (document, load, temperature, item and product types, modes, mode
// moves) are registry resources: their routes, pages and demo rows come from their declarations in
// packages/shared/src/resources. This feature adds only the rules a declaration cannot hold.
export const referenceListsManifest: FeatureManifest = {
  name: 'reference-lists',
  resourceRules: { 'temperature-types': temperatureRangeRule },
};
