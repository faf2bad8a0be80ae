import type { TDgEntry } from '@lanehub/shared/features/order-carbon-dg/dangerous-goods-check';
import dangerousGoods from './datasets/dangerous-goods.json';

// The data this feature ships (datasets/NOTICE.md; built by scripts/build-order-carbon-dg-data.mjs from
// shared/data): the dangerous goods list. The UN/LOCODE coordinates are kernel reference data (the AI
// routing reads them too); they are re-exported here for the feature's modules.

export { locodeCoordinates } from '../../kernel/locode-coordinates';

/** The rows of the dangerous goods list for a UN number ('UN1203'), or undefined. */
export const dangerousGoodsEntries = (unNumber: string): readonly TDgEntry[] | undefined =>
  (dangerousGoods as unknown as Record<string, TDgEntry[]>)[unNumber];
