import { parseLocodeCoordinates } from '@lanehub/shared/features/order-carbon-dg/carbon-legs';
import type { TDgEntry } from '@lanehub/shared/features/order-carbon-dg/dangerous-goods-check';
import type { TCoordinates } from '@lanehub/shared/orders/carbon';
import dangerousGoods from './datasets/dangerous-goods.json';
import coordinateLists from './datasets/locode-coordinates.json';

// The data this feature ships (datasets/NOTICE.md; built by scripts/build-order-carbon-dg-data.mjs from
// shared/data): UN/LOCODE coordinates and the dangerous goods list. Coordinates are read into a map on
// first use (about 92,000 codes).

let coordinates: Map<string, string> | null = null;

const coordinateMap = (): Map<string, string> => {
  if (!coordinates) {
    coordinates = new Map();
    for (const [country, list] of Object.entries(coordinateLists as Record<string, string>)) {
      for (const token of list.split(' ')) {
        coordinates.set(`${country}${token.slice(0, 3)}`, token.slice(3));
      }
    }
  }
  return coordinates;
};

/** The coordinates the UN/LOCODE list gives a location, or null (unknown code, or none given). */
export const locodeCoordinates = (locode: string): TCoordinates | null => {
  const raw = coordinateMap().get(locode.toUpperCase());
  return raw ? parseLocodeCoordinates(raw) : null;
};

/** The rows of the dangerous goods list for a UN number ('UN1203'), or undefined. */
export const dangerousGoodsEntries = (unNumber: string): readonly TDgEntry[] | undefined =>
  (dangerousGoods as unknown as Record<string, TDgEntry[]>)[unNumber];
