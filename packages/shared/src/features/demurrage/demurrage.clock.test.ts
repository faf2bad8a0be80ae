import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeForDays, computeClock, elapsedDays, fromCents, tiersProblem, toCents } from './demurrage.clock';

const TIERS = [
  { fromDay: 1, toDay: 4, rate: '150.00' },
  { fromDay: 5, toDay: null, rate: '300.00' },
];
const at = (iso: string) => new Date(iso);

describe('D&D clock', () => {
  it('counts started 24-hour periods', () => {
    expect(elapsedDays(at('2026-03-01T10:00:00Z'), at('2026-03-01T10:00:00Z'))).toBe(0);
    expect(elapsedDays(at('2026-03-01T10:00:00Z'), at('2026-03-02T10:00:00Z'))).toBe(1);
    expect(elapsedDays(at('2026-03-01T10:00:00Z'), at('2026-03-02T10:30:00Z'))).toBe(2);
  });

  it('charges each tier for its days after free time (days 1–4 at 150, 5+ at 300)', () => {
    // Discharged 1 March 10:00, gated out 11 March 09:00: 10 days, 4 free, 6 over.
    const result = computeClock(
      { freeDays: 4, tiers: TIERS, currency: 'CAD' },
      { start: at('2026-03-01T10:00:00Z'), end: at('2026-03-11T09:00:00Z') },
      at('2026-04-01T00:00:00Z'),
    );
    expect(result).toMatchObject({
      days: 10,
      daysOver: 6,
      running: false,
      freeTimeEndsAt: '2026-03-05T10:00:00.000Z',
      charge: '1200.00',
    });
    expect(result.tiers.map((t) => [t.days, t.amount])).toEqual([
      [4, '600.00'],
      [2, '600.00'],
    ]);
  });

  it('runs to now while the container has not moved, and charges nothing within free time', () => {
    const terms = { freeDays: 4, tiers: TIERS, currency: 'CAD' };
    const start = at('2026-03-01T10:00:00Z');
    expect(computeClock(terms, { start, end: null }, at('2026-03-04T10:00:00Z'))).toMatchObject({
      running: true,
      days: 3,
      daysOver: 0,
      charge: '0.00',
    });
    expect(computeClock(terms, { start, end: null }, at('2026-03-06T11:00:00Z'))).toMatchObject({
      days: 6,
      daysOver: 2,
      charge: '300.00',
    });
  });

  it('refuses tiers with gaps or an end that is not open', () => {
    expect(tiersProblem(TIERS)).toBeNull();
    expect(tiersProblem([])).toBe('noTiers');
    expect(tiersProblem([{ fromDay: 2, toDay: null, rate: '1' }])).toBe('tierGap');
    expect(
      tiersProblem([
        { fromDay: 1, toDay: 3, rate: '1' },
        { fromDay: 5, toDay: null, rate: '1' },
      ]),
    ).toBe('tierGap');
    expect(tiersProblem([{ fromDay: 1, toDay: 3, rate: '1' }])).toBe('tierOpenEnd');
  });

  it('property: the charge is the sum of the tiers, every day over is charged once, exactly in cents', () => {
    const tiersArb = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 99_999_99 })), {
        minLength: 1,
        maxLength: 5,
      })
      .map((spans) => {
        let from = 1;
        return spans.map(([length, cents], index) => {
          const last = index === spans.length - 1;
          const tier = { fromDay: from, toDay: last ? null : from + length - 1, rate: fromCents(BigInt(cents)) };
          from += length;
          return tier;
        });
      });
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 0, max: 400 }), (tiers, daysOver) => {
        expect(tiersProblem(tiers)).toBeNull();
        const { tiers: lines, charge } = chargeForDays(daysOver, tiers);
        expect(lines.reduce((sum, l) => sum + l.days, 0)).toBe(daysOver);
        expect(toCents(charge)).toBe(lines.reduce((sum, l) => sum + toCents(l.amount), 0n));
        // Day by day: each chargeable day costs the rate of the tier it falls in.
        let expected = 0n;
        for (let day = 1; day <= daysOver; day += 1) {
          const tier = tiers.find((t) => day >= t.fromDay && (t.toDay === null || day <= t.toDay));
          expected += toCents(tier?.rate ?? '0');
        }
        expect(toCents(charge)).toBe(expected);
      }),
    );
  });

  it('property: a longer stay never costs less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        (free, a, extra) => {
          const terms = { freeDays: free, tiers: TIERS, currency: 'CAD' };
          const start = at('2026-03-01T00:00:00Z');
          const one = computeClock(terms, { start, end: new Date(start.getTime() + a * 3_600_000) }, start);
          const two = computeClock(terms, { start, end: new Date(start.getTime() + (a + extra) * 3_600_000) }, start);
          expect(toCents(two.charge) >= toCents(one.charge)).toBe(true);
        },
      ),
    );
  });
});
