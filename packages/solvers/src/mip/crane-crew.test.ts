import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import {
  bruteForceCraneCrew,
  type CraneCrewSolution,
  checkCraneCrew,
  craneCrewCost,
  craneCrewInputSchema,
  craneCrewModel,
  generateCraneCrewInstance,
  shiftLabel,
} from './crane-crew';

const params = craneCrewModel.paramsSchema.parse({ mipRelGap: 0 });

const tiny = (seed: number) => {
  const input = generateCraneCrewInstance({ seed, shifts: 3, vessels: 1, bays: 3, cranes: 2, gangs: 2 });
  // One vessel alongside for the whole plan, with bays of one or two crane-shifts.
  const vessel = input.vessels[0];
  return craneCrewInputSchema.parse({
    ...input,
    vessels: vessel ? [{ ...vessel, arrivalShift: 1, departureShift: 3 }] : [],
    gangs: input.gangs.map((g) => ({ ...g, maxShifts: 2 })),
  });
};

describe('crane and crew scheduling (MIP)', () => {
  it('finds the brute-force optimum on small terminals', async () => {
    let solved = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const input = tiny(seed);
      const expected = bruteForceCraneCrew(input, params);
      const result = await craneCrewModel.solve(input, params, localContext());
      if (expected === null) {
        expect(result.status).toBe('infeasible');
        continue;
      }
      solved += 1;
      expect(result.status).toBe('optimal');
      expect(result.objective).toBeCloseTo(expected, 4);
    }
    expect(solved).toBeGreaterThan(2);
  });

  it('keeps gangs off back-to-back shifts and cranes off neighbouring bays', async () => {
    const input = craneCrewInputSchema.parse({
      shifts: 3,
      cranes: 2,
      vessels: [
        {
          id: 'V',
          name: 'Maersk Elba',
          arrivalShift: 1,
          departureShift: 3,
          maxCranes: 2,
          berthCostPerShift: 10_000,
          bays: [
            { id: '02', moves: 100 },
            { id: '04', moves: 100 },
          ],
        },
      ],
      gangs: [
        { id: 'A', name: 'Gang A', maxShifts: 5, costPerShift: 1000 },
        { id: 'B', name: 'Gang B', maxShifts: 5, costPerShift: 1000 },
      ],
    });
    const result = await craneCrewModel.solve(input, { ...params, movesPerCraneShift: 100 }, localContext());
    const plan = result.solution as CraneCrewSolution;
    // Neighbouring bays cannot share a shift, so the vessel needs two shifts: two day-shift gangs.
    expect(plan.work.map((w) => w.shift).sort()).toEqual([1, 2]);
    expect(result.objective).toBe(2 * 10_000 + 2 * 1000);
    const vessels = result.tables.find((t) => t.id === 'vessels');
    expect(vessels?.rows[0]?.completes).toBe(shiftLabel(2));
    expect(shiftLabel(3)).toBe('Mon 23–07');
  });

  it('rejects a departure before arrival on the field', () => {
    const input = generateCraneCrewInstance({ seed: 1 });
    const vessel = input.vessels[0];
    const parsed = craneCrewInputSchema.safeParse({
      ...input,
      vessels: vessel ? [{ ...vessel, arrivalShift: 5, departureShift: 4 }] : [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['vessels', 0, 'departureShift']);
  });

  it('meets every crane and labour rule on random terminals (property)', async () => {
    const defaults = craneCrewModel.paramsSchema.parse({});
    let planned = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const input = generateCraneCrewInstance({ seed, shifts: 12, vessels: 2, cranes: 3 });
        const result = await craneCrewModel.solve(input, defaults, localContext());
        expect(['optimal', 'infeasible']).toContain(result.status);
        if (result.status === 'optimal') {
          planned += 1;
          const plan = result.solution as CraneCrewSolution;
          expect(checkCraneCrew(input, defaults, plan)).toEqual([]);
          expect(result.objective).toBeCloseTo(craneCrewCost(input, defaults, plan).total, 2);
        }
      }),
      { numRuns: 12 },
    );
    // The generator makes mostly workable terminals: the property is not satisfied by infeasibility alone.
    expect(planned).toBeGreaterThan(6);
  });
});
