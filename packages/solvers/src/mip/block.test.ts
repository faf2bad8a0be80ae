import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import {
  type BlockSolution,
  blockContribution,
  blockInputSchema,
  blockModel,
  bruteForceBlock,
  checkBlock,
  generateBlockInstance,
} from './block';

const params = blockModel.paramsSchema.parse({});

describe('block (slot planning MIP)', () => {
  it('finds the brute-force optimum on small instances', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const input = generateBlockInstance({ seed, services: 1, weeks: 2, contracts: 3, scale: 14 });
      const expected = bruteForceBlock(input);
      const result = await blockModel.solve(input, params, localContext());
      if (expected === null) {
        expect(result.status).toBe('infeasible');
        continue;
      }
      expect(result.status).toBe('optimal');
      expect(result.objective).toBeCloseTo(expected, 4);
      expect(checkBlock(input, result.solution as BlockSolution)).toEqual([]);
    }
  });

  it('prefers the reefer contract when plugs allow and keeps the commitment of a signed contract', async () => {
    const input = blockInputSchema.parse({
      weeks: 1,
      capacities: [{ service: 'AEX', week: 1, teu: 10, reeferPlugs: 2 }],
      contracts: [
        {
          id: 'R',
          customer: 'Fresh',
          service: 'AEX',
          equipment: '40RF',
          contributionPerUnit: 900,
          weeklyDemand: 4,
          minWeekly: 0,
        },
        {
          id: 'D',
          customer: 'Dry',
          service: 'AEX',
          equipment: '40GP',
          contributionPerUnit: 200,
          weeklyDemand: 5,
          minWeekly: 3,
          mandatory: true,
        },
      ],
    });
    const result = await blockModel.solve(input, params, localContext());
    const plan = result.solution as BlockSolution;
    // 2 reefers (plugs) + 3 dry (commitment) = 10 TEU: 2*900 + 3*200.
    expect(plan.containers).toEqual([[2], [3]]);
    expect(result.objective).toBe(2400);
    expect(result.kpis.find((k) => k.key === 'utilisation')?.value).toBe(100);
  });

  it('reports infeasible when a signed commitment does not fit the vessel', async () => {
    const input = blockInputSchema.parse({
      weeks: 1,
      capacities: [{ service: 'AEX', week: 1, teu: 4, reeferPlugs: 0 }],
      contracts: [
        {
          id: 'D',
          customer: 'Dry',
          service: 'AEX',
          equipment: '40HC',
          contributionPerUnit: 100,
          weeklyDemand: 5,
          minWeekly: 3,
          mandatory: true,
        },
      ],
    });
    const result = await blockModel.solve(input, params, localContext());
    expect(result.status).toBe('infeasible');
    expect(result.objective).toBeNull();
  });

  it('rejects a commitment above demand on the field', () => {
    const parsed = blockInputSchema.safeParse({
      weeks: 1,
      capacities: [{ service: 'AEX', week: 1, teu: 4, reeferPlugs: 0 }],
      contracts: [
        {
          id: 'D',
          customer: 'Dry',
          service: 'AEX',
          equipment: '20GP',
          contributionPerUnit: 1,
          weeklyDemand: 2,
          minWeekly: 3,
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['contracts', 0, 'minWeekly']);
  });

  it('meets every constraint on random instances (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const input = generateBlockInstance({ seed, services: 3, weeks: 6, contracts: 15 });
        const result = await blockModel.solve(input, params, localContext());
        if (result.status === 'infeasible') {
          // Only signed contracts can make a plan impossible: declining everything else is always allowed.
          expect(input.contracts.some((c) => c.mandatory && c.minWeekly > 0)).toBe(true);
          return;
        }
        expect(result.status).toBe('optimal');
        const plan = result.solution as BlockSolution;
        expect(checkBlock(input, plan)).toEqual([]);
        expect(result.objective).toBeCloseTo(blockContribution(input, plan), 4);
      }),
      { numRuns: 25 },
    );
  });
});
