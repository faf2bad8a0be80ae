import fc from 'fast-check';
import solver, { type SolveResult } from 'javascript-lp-solver';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import {
  checkMultiPeriod,
  demandOf,
  generateMultiPeriodInstance,
  type MultiPeriodInput,
  type MultiPeriodParams,
  type MultiPeriodSolution,
  multiPeriodCost,
  multiPeriodInputSchema,
  multiPeriodModel,
} from './multi-period';

const params = multiPeriodModel.paramsSchema.parse({});

/** The same plan written a second time, in javascript-lp-solver's own model format, and solved by it. */
const secondSolver = (input: MultiPeriodInput, p: MultiPeriodParams): number => {
  const demand = demandOf(input);
  const constraints: Record<string, { max?: number; min?: number; equal?: number }> = {};
  const variables: Record<string, Record<string, number>> = {};
  for (let w = 1; w <= input.weeks; w += 1) {
    for (const s of input.sources) {
      constraints[`supply_${s.id}_${w}`] = { max: s.supplyPerWeek };
    }
    for (const d of input.dcs) {
      constraints[`balance_${d.id}_${w}`] = { equal: (w === 1 ? d.initialInventory : 0) - demand(d.id, w) };
      constraints[`invcap_${d.id}_${w}`] = { max: d.capacity };
      constraints[`shortcap_${d.id}_${w}`] = { max: demand(d.id, w) };
      const inv: Record<string, number> = {
        cost: d.holdingCostPerUnitWeek,
        [`balance_${d.id}_${w}`]: 1,
        [`invcap_${d.id}_${w}`]: 1,
      };
      if (w < input.weeks) {
        inv[`balance_${d.id}_${w + 1}`] = -1;
      }
      variables[`inv_${d.id}_${w}`] = inv;
      variables[`short_${d.id}_${w}`] = {
        cost: p.shortageCostPerUnit,
        [`balance_${d.id}_${w}`]: -1,
        [`shortcap_${d.id}_${w}`]: 1,
      };
    }
    input.lanes.forEach((l, k) => {
      constraints[`lanecap_${k}_${w}`] = { max: l.capacityPerWeek };
      const v: Record<string, number> = { cost: l.costPerUnit, [`lanecap_${k}_${w}`]: 1 };
      if (input.sources.some((s) => s.id === l.from)) {
        v[`supply_${l.from}_${w}`] = 1;
      } else {
        v[`balance_${l.from}_${w}`] = 1;
      }
      if (w + l.leadTimeWeeks <= input.weeks) {
        v[`balance_${l.to}_${w + l.leadTimeWeeks}`] = (v[`balance_${l.to}_${w + l.leadTimeWeeks}`] ?? 0) - 1;
      }
      variables[`ship_${k}_${w}`] = v;
    });
  }
  const result = solver.Solve({ optimize: 'cost', opType: 'min', constraints, variables }) as SolveResult;
  expect(result.feasible).toBe(true);
  return result.result;
};

describe('multi-period network flow (LP)', () => {
  it('matches a second solver (javascript-lp-solver) on small networks', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const input = generateMultiPeriodInstance({ seed, weeks: 5, sources: 2, dcs: 3 });
      const result = await multiPeriodModel.solve(input, params, localContext());
      expect(result.status).toBe('optimal');
      expect(result.objective).toBeCloseTo(secondSolver(input, params), 0);
    }
  });

  it('ships ahead into storage when the lane cannot carry the peak week', async () => {
    const input = multiPeriodInputSchema.parse({
      weeks: 2,
      sources: [{ id: 'P', name: 'Port', supplyPerWeek: 100 }],
      dcs: [{ id: 'D', name: 'Dallas DC', capacity: 100, holdingCostPerUnitWeek: 2 }],
      lanes: [{ from: 'P', to: 'D', costPerUnit: 10, capacityPerWeek: 60, leadTimeWeeks: 0 }],
      demand: [
        { dc: 'D', week: 1, quantity: 20 },
        { dc: 'D', week: 2, quantity: 90 },
      ],
    });
    const result = await multiPeriodModel.solve(input, params, localContext());
    const plan = result.solution as MultiPeriodSolution;
    // Week 1 ships 50 (20 used, 30 held at 2/unit), week 2 ships 60: 1100 + 60 holding.
    expect(plan.shipments[0]).toEqual([50, 60]);
    expect(plan.inventory[0]).toEqual([30, 0]);
    expect(result.objective).toBe(1160);
    expect(result.kpis.find((k) => k.key === 'fillRate')?.value).toBe(100);
  });

  it('names an unknown DC on the demand row', () => {
    const input = generateMultiPeriodInstance({ seed: 1, weeks: 2 });
    const parsed = multiPeriodInputSchema.safeParse({ ...input, demand: [{ dc: 'NOPE', week: 1, quantity: 3 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['demand', 0, 'dc']);
  });

  it('balances inventory, respects every capacity and prices the plan right on random networks (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const input = generateMultiPeriodInstance({ seed, weeks: 12, sources: 3, dcs: 6 });
        const result = await multiPeriodModel.solve(input, params, localContext());
        expect(result.status).toBe('optimal');
        const plan = result.solution as MultiPeriodSolution;
        expect(checkMultiPeriod(input, plan)).toEqual([]);
        expect(result.objective).toBeCloseTo(multiPeriodCost(input, params, plan).total, 0);
      }),
      { numRuns: 15 },
    );
  });
});
