import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../orders/carbon';
import { calculateOrderCarbon, orderStops, parseLocodeCoordinates } from './carbon-legs';

// Coordinates as the UN/LOCODE list gives them (shared/data/un-locode): CNSGH Shanghai "3114N 12129E"
// (2022 supplement; CNSHA is Hongqiao airport and has none), NLRTM Rotterdam "5155N 00430E", DEHAM
// Hamburg "5331N 00956E", USNYC New York "4042N 07400W", SGSIN Singapore "0117N 10351E" (2024-2).
const LIST: Record<string, string> = {
  CNSGH: '3114N12129E',
  NLRTM: '5155N00430E',
  DEHAM: '5331N00956E',
  USNYC: '4042N07400W',
  SGSIN: '0117N10351E',
};
// Hand-checked with the haversine formula on the IUGG mean radius (6,371.0088 km).
const SHA_RTM_KM = 8926.722;
const HAM_NYC_KM = 6128.391;
const coordinatesOf = (code: string) => (LIST[code] ? parseLocodeCoordinates(LIST[code] as string) : null);

describe('UN/LOCODE coordinates', () => {
  it('reads degrees and minutes with their hemisphere', () => {
    expect(parseLocodeCoordinates('3114N 12129E')).toEqual({ latitude: 31 + 14 / 60, longitude: 121 + 29 / 60 });
    expect(parseLocodeCoordinates('4042N07400W')).toEqual({ latitude: 40 + 42 / 60, longitude: -74 });
    expect(parseLocodeCoordinates('0117S 10351E')?.latitude).toBeCloseTo(-1.2833, 4);
    expect(parseLocodeCoordinates('')).toBeNull();
    expect(parseLocodeCoordinates('9960N 00000E')).toBeNull();
  });

  it('gives Shanghai–Rotterdam about 8,900 km and Hamburg–New York about 6,100 km great-circle', () => {
    const shanghaiRotterdam = greatCircleKm(coordinatesOf('CNSGH') as never, coordinatesOf('NLRTM') as never);
    expect(shanghaiRotterdam).toBeGreaterThan(8_800);
    expect(shanghaiRotterdam).toBeLessThan(9_000);
    expect(shanghaiRotterdam).toBeCloseTo(SHA_RTM_KM, 1);
    const hamburgNewYork = greatCircleKm(coordinatesOf('DEHAM') as never, coordinatesOf('USNYC') as never);
    expect(hamburgNewYork).toBeCloseTo(HAM_NYC_KM, 1);
  });
});

describe('emissions of an order', () => {
  it('calculates an ocean order port to port: great circle × 1.15, 8 g per tonne-km', () => {
    const outcome = calculateOrderCarbon(
      'o1',
      {
        mode: 'ocean',
        originLocode: 'DEHAM',
        destinationLocode: 'USNYC',
        portOfLoading: 'DEHAM',
        portOfDischarge: 'USNYC',
      },
      12_000,
      coordinatesOf,
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [leg] = outcome.carbon.legs;
    expect(outcome.carbon.legs).toHaveLength(1);
    expect(leg).toMatchObject({ from: 'DEHAM', to: 'USNYC', mode: 'ocean', routingFactor: 1.15, gCo2ePerTonneKm: 8 });
    // 12 t × (great circle × 1.15) km × 8 g / 1000
    expect(leg?.distanceKm).toBeCloseTo(HAM_NYC_KM * 1.15, 2);
    expect(leg?.kgCo2e).toBeCloseTo((12 * HAM_NYC_KM * 1.15 * 8) / 1000, 2);
    expect(outcome.carbon.totalKgCo2e).toBe(leg?.kgCo2e);
  });

  it('goes through the transhipment ports, one leg each, and sums the legs', () => {
    const route = {
      mode: 'ocean',
      originLocode: 'CNSGH',
      destinationLocode: 'NLRTM',
      portOfLoading: 'CNSGH',
      portOfDischarge: 'NLRTM',
      transhipmentPorts: ['SGSIN'],
    };
    expect(orderStops(route)).toEqual(['CNSGH', 'SGSIN', 'NLRTM']);
    const outcome = calculateOrderCarbon('o2', route, 10_000, coordinatesOf);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.carbon.legs.map((l) => `${l.from}-${l.to}`)).toEqual(['CNSGH-SGSIN', 'SGSIN-NLRTM']);
    const [a, b] = outcome.carbon.legs;
    expect(outcome.carbon.totalKgCo2e).toBeCloseTo((a?.kgCo2e ?? 0) + (b?.kgCo2e ?? 0), 3);
    // Via Singapore is longer than the direct great circle.
    expect(outcome.carbon.totalDistanceKm).toBeGreaterThan(SHA_RTM_KM * 1.15);
  });

  it('says which port has no coordinates, and refuses an order without weight or ends', () => {
    const route = { mode: 'ocean', originLocode: 'CAVAN', destinationLocode: 'DEHAM' };
    expect(calculateOrderCarbon('o3', route, 1000, coordinatesOf)).toEqual({
      ok: false,
      message: 'CAVAN has no coordinates in the UN/LOCODE list',
    });
    expect(
      calculateOrderCarbon(
        'o3',
        { mode: 'road', originLocode: 'DEHAM', destinationLocode: 'NLRTM' },
        null,
        coordinatesOf,
      ),
    ).toMatchObject({ ok: false, message: 'Enter the gross weight of the order to calculate its emissions' });
    expect(
      calculateOrderCarbon('o3', { mode: 'road', originLocode: 'DEHAM', destinationLocode: null }, 10, coordinatesOf),
    ).toMatchObject({ ok: false });
  });

  it('uses the road factor and circuity for a road order', () => {
    const outcome = calculateOrderCarbon(
      'o4',
      { mode: 'road', originLocode: 'DEHAM', destinationLocode: 'NLRTM' },
      20_000,
      coordinatesOf,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const leg = outcome.carbon.legs[0];
    expect(leg?.routingFactor).toBe(1.2);
    expect(leg?.kgCo2e).toBeCloseTo((20 * (leg?.greatCircleKm ?? 0) * 1.2 * 62) / 1000, 2);
  });
});
