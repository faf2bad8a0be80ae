import { describe, expect, it } from 'vitest';
import { calculateCarbon, carbonInputSchema, DEFAULT_INTENSITY_FACTORS, greatCircleKm } from './carbon';
import { ORDERS_MSG } from './orders-messages';

// Figures computed by hand: kg CO2e = tonnes × km × g CO2e per tonne-km / 1000.

describe('greatCircleKm (haversine on the IUGG mean radius 6371.0088 km)', () => {
  it('measures one degree of the equator and a quarter meridian', () => {
    // 6371.0088 × π / 180 = 111.19508 km; × π / 2 = 10,007.557 km.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19508, 5);
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(10007.557, 3);
  });

  it('gives Shanghai → Vancouver across the date line, the same both ways', () => {
    const shanghai = { latitude: 31.2304, longitude: 121.4737 };
    const vancouver = { latitude: 49.2827, longitude: -123.1207 };
    expect(greatCircleKm(shanghai, vancouver)).toBeCloseTo(9024.645, 3);
    expect(greatCircleKm(vancouver, shanghai)).toBeCloseTo(9024.645, 3);
    expect(greatCircleKm(shanghai, shanghai)).toBe(0);
  });
});

describe('calculateCarbon', () => {
  it('road, 20 t over 500 km: 10,000 t-km × 62 g = 620 kg CO2e', () => {
    const result = calculateCarbon({ mode: 'road', weightKg: 20_000, distanceKm: 500 });
    expect(result).toMatchObject({ kgCo2e: 620, tonneKm: 10_000, distanceKm: 500, distanceBasis: 'given' });
    expect(result.factor).toEqual(DEFAULT_INTENSITY_FACTORS.road);
  });

  it('ocean, 12 t over 10,000 km: 120,000 t-km × 8 g = 960 kg; rail 18 t over 4,460 km: 1,766.16 kg', () => {
    expect(calculateCarbon({ mode: 'ocean', weightKg: 12_000, distanceKm: 10_000 }).kgCo2e).toBe(960);
    expect(calculateCarbon({ mode: 'rail', weightKg: 18_000, distanceKm: 4_460 }).kgCo2e).toBe(1766.16);
  });

  it('road from coordinates: one degree × 1.2 = 133.434 km; 10 t → 82.729 kg', () => {
    const result = calculateCarbon({
      mode: 'road',
      weightKg: 10_000,
      origin: { latitude: 0, longitude: 0 },
      destination: { latitude: 0, longitude: 1 },
    });
    expect(result).toMatchObject({
      distanceBasis: 'great-circle',
      greatCircleKm: 111.195,
      distanceKm: 133.434,
      tonneKm: 1334.341,
      kgCo2e: 82.729,
    });
  });

  it('air adds 95 km to the great circle: 206.195 km × 1 t × 602 g = 124.129 kg', () => {
    const result = calculateCarbon({
      mode: 'air',
      weightKg: 1_000,
      origin: { latitude: 0, longitude: 0 },
      destination: { latitude: 0, longitude: 1 },
    });
    expect(result).toMatchObject({ distanceKm: 206.195, kgCo2e: 124.129 });
  });

  it('ocean CNSHA → CAVAN from coordinates: 9,024.645 km × 1.15 = 10,378.342 km; 12 t → 996.321 kg', () => {
    const result = calculateCarbon({
      mode: 'ocean',
      weightKg: 12_000,
      origin: { latitude: 31.2304, longitude: 121.4737 },
      destination: { latitude: 49.2827, longitude: -123.1207 },
    });
    expect(result).toMatchObject({ distanceKm: 10378.342, kgCo2e: 996.321 });
  });

  it("uses a company's own factor when given one", () => {
    const result = calculateCarbon(
      { mode: 'road', weightKg: 20_000, distanceKm: 500 },
      { factors: { road: { gCo2ePerTonneKm: 50, source: 'Carrier primary data 2025' } } },
    );
    expect(result.kgCo2e).toBe(500);
  });

  it('refuses an input without a distance, an integrated order and a weight of 0, naming the rule', () => {
    expect(() => calculateCarbon({ mode: 'road', weightKg: 1000 })).toThrow(ORDERS_MSG.carbonDistance);
    expect(() => calculateCarbon({ mode: 'integrated', weightKg: 1000, distanceKm: 10 })).toThrow(
      'An integrated order is calculated leg by leg',
    );
    expect(() => calculateCarbon({ mode: 'road', weightKg: 0, distanceKm: 10 })).toThrow('Must be more than 0');
    expect(
      carbonInputSchema.safeParse({
        mode: 'road',
        weightKg: 1,
        origin: { latitude: 91, longitude: 0 },
        destination: { latitude: 0, longitude: 0 },
      }).error?.issues[0]?.message,
    ).toBe('A latitude is between -90 and 90');
  });
});
