import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import {
  bruteForceTransloading,
  checkTransloading,
  DIRECT,
  generateTransloadingInstance,
  type TransloadingSolution,
  transloadingCost,
  transloadingInputSchema,
  transloadingModel,
} from './transloading';

// Gap 0: the optimum is proved, so it must equal the enumeration's.
const params = transloadingModel.paramsSchema.parse({ mipRelGap: 0 });

describe('transloading (MIP)', () => {
  it('finds the brute-force optimum on small instances', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const input = generateTransloadingInstance({ seed, containers: 6, facilities: 2, destinations: 2 });
      const expected = bruteForceTransloading(input, params);
      const result = await transloadingModel.solve(input, params, localContext());
      expect(result.status).toBe('optimal');
      expect(expected).not.toBeNull();
      expect(result.objective).toBeCloseTo(expected ?? Number.NaN, 1);
    }
  });

  it('puts three 40-foot boxes into two 53-foot trailers on a long lane', async () => {
    const input = transloadingInputSchema.parse({
      ports: [{ id: 'LAX', name: 'Los Angeles', lat: 33.74, lon: -118.27 }],
      facilities: [
        { id: 'F1', name: 'Carson transload', lat: 33.83, lon: -118.26, capacity: 10, handlingCostPerContainer: 150 },
      ],
      destinations: [{ id: 'CHI', name: 'Chicago DC', lat: 41.88, lon: -87.63 }],
      containers: ['A', 'B', 'C'].map((id) => ({ id, port: 'LAX', destination: 'CHI', size: '40' })),
    });
    const result = await transloadingModel.solve(input, params, localContext());
    const plan = result.solution as TransloadingSolution;
    expect(Object.values(plan.assignment)).toEqual(['F1', 'F1', 'F1']);
    expect(plan.trailers).toEqual([{ facility: 'F1', destination: 'CHI', trailers: 2, feu: 3 }]);
    expect(result.kpis.find((k) => k.key === 'trailers')?.value).toBe(2);
  });

  it('sends a box direct when the facility is full', async () => {
    const input = transloadingInputSchema.parse({
      ports: [{ id: 'LAX', name: 'Los Angeles', lat: 33.74, lon: -118.27 }],
      facilities: [
        { id: 'F1', name: 'Carson transload', lat: 33.83, lon: -118.26, capacity: 0, handlingCostPerContainer: 150 },
      ],
      destinations: [{ id: 'CHI', name: 'Chicago DC', lat: 41.88, lon: -87.63 }],
      containers: [{ id: 'A', port: 'LAX', destination: 'CHI', size: '40' }],
    });
    const result = await transloadingModel.solve(input, params, localContext());
    expect((result.solution as TransloadingSolution).assignment).toEqual({ A: DIRECT });
  });

  it('names the field of an unknown destination', () => {
    const input = generateTransloadingInstance({ seed: 3, containers: 2 });
    const parsed = transloadingInputSchema.safeParse({
      ...input,
      containers: [{ ...input.containers[0], destination: 'NOWHERE' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['containers', 0, 'destination']);
  });

  it('meets every capacity and loads every lane within its trailers on random instances (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const input = generateTransloadingInstance({ seed, containers: 16, facilities: 4, destinations: 3, ports: 2 });
        const result = await transloadingModel.solve(input, params, localContext());
        expect(result.status).toBe('optimal');
        const plan = result.solution as TransloadingSolution;
        expect(checkTransloading(input, params, plan)).toEqual([]);
        expect(result.objective).toBeCloseTo(transloadingCost(input, params, plan.assignment).total, 1);
      }),
      { numRuns: 12 },
    );
  });
});
