import { parseLocodeCoordinates } from '@lanehub/shared/features/order-carbon-dg/carbon-legs';
import type { TCoordinates } from '@lanehub/shared/orders/carbon';
import coordinateLists from './datasets/locode-coordinates.json';

// UN/LOCODE coordinates (datasets/NOTICE.md; built by scripts/build-order-carbon-dg-data.mjs from
// shared/data): reference data that several features read (order carbon distances, AI routing on
// locations). Read into a map on first use (about 92,000 codes).

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
