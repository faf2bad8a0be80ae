import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import {
  bruteForceCmove,
  type CmoveSolution,
  checkCmove,
  cmoveEmptyMiles,
  cmoveInputSchema,
  cmoveModel,
  evaluateTour,
  generateCmoveInstance,
} from './cmove';

// Every successor kept and gap 0: the MIP must match the enumeration exactly.
const exact = cmoveModel.paramsSchema.parse({ mipRelGap: 0, candidateSuccessors: 500 });

describe('cmove (continuous moves MIP)', () => {
  it('finds the brute-force optimum on small instances', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = generateCmoveInstance({ seed, orders: 6, horizonHours: 12 });
      const expected = bruteForceCmove(input, exact);
      const result = await cmoveModel.solve(input, exact, localContext());
      expect(result.status).toBe('optimal');
      expect(result.objective).toBeCloseTo(expected ?? Number.NaN, 0);
      expect(checkCmove(input, exact, result.solution as CmoveSolution)).toEqual([]);
    }
  });

  it('chains a back-haul instead of two round trips, and splits when the duty window says so', async () => {
    const base = { name: 'Dallas yard', lat: 32.78, lon: -96.8 };
    const waco = { name: 'Waco', lat: 31.55, lon: -97.15 };
    const input = cmoveInputSchema.parse({
      base,
      orders: [
        { id: 'OUT', origin: base, destination: waco, pickupAt: 0 },
        { id: 'BACK', origin: waco, destination: base, pickupAt: 5 },
      ],
    });
    const chained = await cmoveModel.solve(input, exact, localContext());
    expect((chained.solution as CmoveSolution).tours).toEqual([['OUT', 'BACK']]);
    expect(chained.objective).toBe(0);
    expect(chained.kpis.find((k) => k.key === 'emptyMilesSaved')?.value).toBe(100);
    // Chained, the day runs from 0 h to 8.75 h; with an 8-hour duty window each load needs its own truck.
    const strict = { ...exact, maxDutyHours: 8 };
    const split = await cmoveModel.solve(input, strict, localContext());
    expect((split.solution as CmoveSolution).tours).toHaveLength(2);
    expect(checkCmove(input, strict, split.solution as CmoveSolution)).toEqual([]);
  });

  it('is infeasible when one truck cannot serve overlapping loads', async () => {
    const input = generateCmoveInstance({ seed: 4, orders: 4, horizonHours: 0.5 });
    const result = await cmoveModel.solve(input, { ...exact, maxTrucks: 1 }, localContext());
    expect(result.status).toBe('infeasible');
  });

  it('the tour check catches a missed appointment', () => {
    const input = generateCmoveInstance({ seed: 2, orders: 2, horizonHours: 0 });
    const report = evaluateTour(
      input,
      exact,
      input.orders.map((o) => o.id),
    );
    expect(report.errors.join(' ')).toMatch(/after the .* appointment/);
  });

  it('meets hours of service and serves every order once on random instances (property)', async () => {
    const params = cmoveModel.paramsSchema.parse({});
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const input = generateCmoveInstance({ seed, orders: 25, horizonHours: 24 });
        const result = await cmoveModel.solve(input, params, localContext());
        expect(['optimal', 'feasible']).toContain(result.status);
        const plan = result.solution as CmoveSolution;
        expect(checkCmove(input, params, plan)).toEqual([]);
        expect(result.objective).toBeCloseTo(cmoveEmptyMiles(input, params, plan), 0);
      }),
      { numRuns: 10 },
    );
  });
});
