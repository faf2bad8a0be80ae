import { SHIPPING_MODES } from '@lanehub/shared/constants/modes';
import { describe, expect, it } from 'vitest';
import { isBuiltPath } from '../../app/built-paths';
import { destinationOf, ordersDestination } from './destinations';

describe('mode destinations (spec 01 §2.2)', () => {
  it('names the spec destination of every mode once its module exists', () => {
    const everything = () => true;
    expect(Object.fromEntries(SHIPPING_MODES.map((m) => [m.mode, destinationOf(m.mode, everything)]))).toEqual({
      integrated_shipping: '/dashboard/shipintuit',
      ports: '/dashboard/asset-maps/ports-map',
      ocean: '/ocean-management',
      rail: '/dashboard/asset-maps/rail-map',
      road: '/demand-management/road',
      drayage_chassis: '/demand-management/drayage-management',
    });
    expect(ordersDestination(everything)).toBe('/orders/all');
  });

  it('falls back to the dashboard where the module is not built', () => {
    const onlyShipIntuit = (path: string) => path === '/dashboard/shipintuit';
    expect(destinationOf('integrated_shipping', onlyShipIntuit)).toBe('/dashboard/shipintuit');
    for (const mode of ['ports', 'ocean', 'rail', 'road', 'drayage_chassis']) {
      expect(destinationOf(mode, onlyShipIntuit)).toBe('/dashboard');
    }
    expect(destinationOf('no-such-mode', onlyShipIntuit)).toBe('/dashboard');
    expect(ordersDestination(onlyShipIntuit)).toBe('/dashboard');
  });

  it('reads what is built from the route table', () => {
    expect(destinationOf('integrated_shipping')).toBe('/dashboard/shipintuit');
    for (const mode of SHIPPING_MODES) {
      const destination = destinationOf(mode.mode);
      expect([mode.destination, '/dashboard']).toContain(destination);
      expect(isBuiltPath(destination)).toBe(true);
    }
    expect(isBuiltPath(ordersDestination())).toBe(true);
  });
});
