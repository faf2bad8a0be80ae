// multi-period — multi-period network flow (issue 18): shipments per week on each lane and inventory per
// week at each DC, so forecast demand is met at least cost (transport, holding, and a penalty on demand
// left unmet so the plan always exists and shows where the network falls short). A linear program;
// demand per DC and week is the input the sarima forecast feeds. Formulation in docs/solvers-mip.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { mipParamsShape, round, runMip, seededRandom } from './common';
import { LpModel, type LpVar } from './lp';

export const multiPeriodInputSchema = z
  .object({
    weeks: z.number().int().min(1).max(156),
    sources: z
      .array(z.object({ id: z.string().min(1), name: z.string().min(1), supplyPerWeek: z.number().min(0) }))
      .min(1),
    dcs: z
      .array(
        z.object({
          id: z.string().min(1),
          name: z.string().min(1),
          capacity: z.number().min(0),
          initialInventory: z.number().min(0).default(0),
          holdingCostPerUnitWeek: z.number().min(0),
        }),
      )
      .min(1),
    lanes: z
      .array(
        z.object({
          from: z.string().min(1),
          to: z.string().min(1),
          costPerUnit: z.number().min(0),
          capacityPerWeek: z.number().min(0),
          leadTimeWeeks: z.number().int().min(0).max(12).default(1),
        }),
      )
      .min(1),
    demand: z.array(z.object({ dc: z.string().min(1), week: z.number().int().min(1), quantity: z.number().min(0) })),
  })
  .superRefine((input, ctx) => {
    const sources = new Set(input.sources.map((s) => s.id));
    const dcs = new Set(input.dcs.map((d) => d.id));
    input.lanes.forEach((l, i) => {
      if (!sources.has(l.from) && !dcs.has(l.from)) {
        ctx.addIssue({ code: 'custom', path: ['lanes', i, 'from'], message: `Unknown source or DC ${l.from}` });
      }
      if (!dcs.has(l.to)) {
        ctx.addIssue({ code: 'custom', path: ['lanes', i, 'to'], message: `Unknown DC ${l.to}` });
      }
    });
    input.demand.forEach((d, i) => {
      if (!dcs.has(d.dc)) {
        ctx.addIssue({ code: 'custom', path: ['demand', i, 'dc'], message: `Unknown DC ${d.dc}` });
      }
      if (d.week > input.weeks) {
        ctx.addIssue({ code: 'custom', path: ['demand', i, 'week'], message: `Week must be at most ${input.weeks}` });
      }
    });
  });
export type MultiPeriodInput = z.infer<typeof multiPeriodInputSchema>;

export const multiPeriodParamsSchema = z.object({
  ...mipParamsShape,
  /** Cost of one unit of demand not met (lost sale); high, so the plan meets demand wherever it can. */
  shortageCostPerUnit: z.number().min(0).default(1000),
});
export type MultiPeriodParams = z.infer<typeof multiPeriodParamsSchema>;

export type MultiPeriodSolution = {
  /** shipments[lane][week - 1]: units leaving in that week. */
  shipments: number[][];
  /** inventory[dc][week - 1]: units on hand at the end of the week. */
  inventory: number[][];
  /** shortage[dc][week - 1]: demand not met. */
  shortage: number[][];
};

export const demandOf = (input: MultiPeriodInput) => {
  const map = new Map<string, number>();
  for (const d of input.demand) {
    map.set(`${d.dc}|${d.week}`, (map.get(`${d.dc}|${d.week}`) ?? 0) + d.quantity);
  }
  return (dc: string, week: number) => map.get(`${dc}|${week}`) ?? 0;
};

export const multiPeriodCost = (input: MultiPeriodInput, params: MultiPeriodParams, s: MultiPeriodSolution) => {
  let transport = 0;
  let holding = 0;
  let shortage = 0;
  input.lanes.forEach((l, k) => {
    transport += (s.shipments[k] ?? []).reduce((a, b) => a + b, 0) * l.costPerUnit;
  });
  input.dcs.forEach((d, i) => {
    holding += (s.inventory[i] ?? []).reduce((a, b) => a + b, 0) * d.holdingCostPerUnitWeek;
    shortage += (s.shortage[i] ?? []).reduce((a, b) => a + b, 0) * params.shortageCostPerUnit;
  });
  return { transport, holding, shortage, total: transport + holding + shortage };
};

/** Independent check: lane and supply capacities, storage, and the inventory balance of every DC and week. */
export const checkMultiPeriod = (input: MultiPeriodInput, s: MultiPeriodSolution, tolerance = 1e-5): string[] => {
  const errors: string[] = [];
  const demand = demandOf(input);
  const close = (a: number, b: number) => Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
  for (let w = 1; w <= input.weeks; w += 1) {
    input.lanes.forEach((l, k) => {
      const q = s.shipments[k]?.[w - 1] ?? 0;
      if (q < -tolerance || q > l.capacityPerWeek + tolerance) {
        errors.push(`lane ${l.from}→${l.to} week ${w}: ${q} outside 0..${l.capacityPerWeek}`);
      }
    });
    for (const src of input.sources) {
      const out = input.lanes.reduce((a, l, k) => a + (l.from === src.id ? (s.shipments[k]?.[w - 1] ?? 0) : 0), 0);
      if (out > src.supplyPerWeek + tolerance * Math.max(1, src.supplyPerWeek)) {
        errors.push(`${src.id} week ${w}: ships ${out}, supply ${src.supplyPerWeek}`);
      }
    }
    input.dcs.forEach((d, i) => {
      const end = s.inventory[i]?.[w - 1] ?? 0;
      const before = w === 1 ? d.initialInventory : (s.inventory[i]?.[w - 2] ?? 0);
      const short = s.shortage[i]?.[w - 1] ?? 0;
      const need = demand(d.id, w);
      let inbound = 0;
      let outbound = 0;
      input.lanes.forEach((l, k) => {
        const departed = w - l.leadTimeWeeks;
        if (l.to === d.id && departed >= 1) {
          inbound += s.shipments[k]?.[departed - 1] ?? 0;
        }
        if (l.from === d.id) {
          outbound += s.shipments[k]?.[w - 1] ?? 0;
        }
      });
      if (end < -tolerance || end > d.capacity + tolerance * Math.max(1, d.capacity)) {
        errors.push(`${d.id} week ${w}: inventory ${end} outside 0..${d.capacity}`);
      }
      if (short < -tolerance || short > need + tolerance * Math.max(1, need)) {
        errors.push(`${d.id} week ${w}: shortage ${short} outside 0..${need}`);
      }
      if (!close(before + inbound - outbound - (need - short), end)) {
        errors.push(`${d.id} week ${w}: ${before} + ${inbound} - ${outbound} - ${need - short} ≠ ${end}`);
      }
    });
  }
  return errors;
};

export const solveMultiPeriod = (
  input: MultiPeriodInput,
  params: MultiPeriodParams,
  ctx: SolverContext,
): Promise<SolverResult> => {
  const demand = demandOf(input);
  const weeks = Array.from({ length: input.weeks }, (_, i) => i + 1);
  let ship: LpVar[][] = [];
  let inv: LpVar[][] = [];
  let short: LpVar[][] = [];
  return runMip(
    ctx,
    params,
    () => {
      const m = new LpModel();
      ship = input.lanes.map((l) =>
        weeks.map((w) => m.addVar(`ship[${l.from},${l.to},${w}]`, { ub: l.capacityPerWeek })),
      );
      inv = input.dcs.map((d) => weeks.map((w) => m.addVar(`inv[${d.id},${w}]`, { ub: d.capacity })));
      short = input.dcs.map((d) => weeks.map((w) => m.addVar(`short[${d.id},${w}]`, { ub: demand(d.id, w) })));
      for (const w of weeks) {
        for (const src of input.sources) {
          const terms = input.lanes.flatMap((l, k) =>
            l.from === src.id ? [[1, ship[k]?.[w - 1] as LpVar] as const] : [],
          );
          if (terms.length > 0) {
            m.addConstraint(terms, '<=', src.supplyPerWeek);
          }
        }
        input.dcs.forEach((d, i) => {
          // end = before + inbound - outbound - (demand - shortage)
          const terms: Array<readonly [number, LpVar]> = [[1, inv[i]?.[w - 1] as LpVar]];
          if (w > 1) {
            terms.push([-1, inv[i]?.[w - 2] as LpVar]);
          }
          input.lanes.forEach((l, k) => {
            const departed = w - l.leadTimeWeeks;
            if (l.to === d.id && departed >= 1) {
              terms.push([-1, ship[k]?.[departed - 1] as LpVar]);
            }
            if (l.from === d.id) {
              terms.push([1, ship[k]?.[w - 1] as LpVar]);
            }
          });
          terms.push([-1, short[i]?.[w - 1] as LpVar]);
          m.addConstraint(terms, '=', (w === 1 ? d.initialInventory : 0) - demand(d.id, w));
        });
      }
      m.minimize([
        ...input.lanes.flatMap((l, k) => (ship[k] ?? []).map((v) => [l.costPerUnit, v] as const)),
        ...input.dcs.flatMap((d, i) => (inv[i] ?? []).map((v) => [d.holdingCostPerUnitWeek, v] as const)),
        ...short.flatMap((row) => row.map((v) => [params.shortageCostPerUnit, v] as const)),
      ]);
      return m;
    },
    (solution) => {
      const value = (v: LpVar | undefined) => {
        const x = v ? (solution.values[v.index] ?? 0) : 0;
        // Simplex noise (1e-12) shown as 0.
        return Math.abs(x) < 1e-9 ? 0 : x;
      };
      const plan: MultiPeriodSolution = {
        shipments: ship.map((row) => row.map(value)),
        inventory: inv.map((row) => row.map(value)),
        shortage: short.map((row) => row.map(value)),
      };
      const cost = multiPeriodCost(input, params, plan);
      const totalDemand = input.demand.reduce((a, d) => a + d.quantity, 0);
      const totalShort = plan.shortage.flat().reduce((a, b) => a + b, 0);
      const names = new Map([...input.sources, ...input.dcs].map((x) => [x.id, x.name]));
      const shipmentRows = input.lanes.flatMap((l, k) =>
        weeks.flatMap((w) => {
          const q = plan.shipments[k]?.[w - 1] ?? 0;
          return q > 1e-6
            ? [
                {
                  from: names.get(l.from) ?? l.from,
                  to: names.get(l.to) ?? l.to,
                  week: w,
                  arrives: w + l.leadTimeWeeks,
                  units: round(q, 2),
                  cost: round(q * l.costPerUnit),
                },
              ]
            : [];
        }),
      );
      const inventoryRows = input.dcs.flatMap((d, i) =>
        weeks.map((w) => ({
          dc: d.name,
          week: w,
          demand: round(demand(d.id, w), 2),
          unmet: round(plan.shortage[i]?.[w - 1] ?? 0, 2),
          inventory: round(plan.inventory[i]?.[w - 1] ?? 0, 2),
          capacity: d.capacity,
        })),
      );
      const series = input.dcs.slice(0, 8).map((d, i) => ({
        id: `inventory-${d.id}`,
        title: `Inventory at ${d.name}`,
        points: weeks.map((w) => ({ t: `W${w}`, value: round(plan.inventory[i]?.[w - 1] ?? 0, 2) })),
      }));
      return {
        status: solution.status,
        objective: round(cost.total),
        kpis: [
          { key: 'totalCost', label: 'Total cost', value: round(cost.total), unit: 'USD' },
          { key: 'transportCost', label: 'Transport', value: round(cost.transport), unit: 'USD' },
          { key: 'holdingCost', label: 'Holding', value: round(cost.holding), unit: 'USD' },
          { key: 'unmetUnits', label: 'Demand not met', value: round(totalShort, 2), unit: 'units' },
          {
            key: 'fillRate',
            label: 'Fill rate',
            value: totalDemand > 0 ? round((100 * (totalDemand - totalShort)) / totalDemand, 2) : 100,
            unit: '%',
          },
        ],
        tables: [
          {
            id: 'shipments',
            title: 'Shipments',
            columns: [
              { key: 'from', label: 'From' },
              { key: 'to', label: 'To' },
              { key: 'week', label: 'Week', numeric: true },
              { key: 'arrives', label: 'Arrives (week)', numeric: true },
              { key: 'units', label: 'Units', numeric: true },
              { key: 'cost', label: 'Cost (USD)', numeric: true },
            ],
            rows: shipmentRows,
          },
          {
            id: 'inventory',
            title: 'Inventory by DC and week',
            columns: [
              { key: 'dc', label: 'DC' },
              { key: 'week', label: 'Week', numeric: true },
              { key: 'demand', label: 'Demand', numeric: true },
              { key: 'unmet', label: 'Not met', numeric: true },
              { key: 'inventory', label: 'Inventory (end of week)', numeric: true },
              { key: 'capacity', label: 'Capacity', numeric: true },
            ],
            rows: inventoryRows,
          },
        ],
        series,
        solution: plan,
      };
    },
  );
};

export const multiPeriodModel: SolverModel<MultiPeriodInput, MultiPeriodParams> = {
  id: 'multi-period',
  inputSchema: multiPeriodInputSchema,
  paramsSchema: multiPeriodParamsSchema,
  solve: solveMultiPeriod,
};

/** A seeded network: import sources, DCs with seasonal weekly demand, source→DC lanes and a few transfers. */
export const generateMultiPeriodInstance = (
  options: { seed?: number; weeks?: number; sources?: number; dcs?: number } = {},
): MultiPeriodInput => {
  const rnd = seededRandom(options.seed ?? 1);
  const weeks = options.weeks ?? 8;
  const dcCount = options.dcs ?? 3;
  const sourceCount = options.sources ?? 2;
  const dcs = Array.from({ length: dcCount }, (_, i) => ({
    id: `DC${i + 1}`,
    name: `DC ${i + 1}`,
    capacity: rnd.int(300, 900),
    initialInventory: rnd.int(0, 150),
    holdingCostPerUnitWeek: rnd.int(1, 4),
  }));
  const demand = dcs.flatMap((d) => {
    const level = rnd.int(60, 160);
    const phase = rnd.float(0, 2 * Math.PI);
    return Array.from({ length: weeks }, (_, w) => ({
      dc: d.id,
      week: w + 1,
      quantity: Math.max(
        0,
        Math.round(level * (1 + 0.3 * Math.sin((2 * Math.PI * w) / 52 + phase)) + rnd.int(-15, 15)),
      ),
    }));
  });
  const totalPerWeek = demand.reduce((a, d) => a + d.quantity, 0) / weeks;
  const sources = Array.from({ length: sourceCount }, (_, i) => ({
    id: `S${i + 1}`,
    name: `Port ${i + 1}`,
    supplyPerWeek: Math.round((totalPerWeek / sourceCount) * rnd.float(0.9, 1.3)),
  }));
  const lanes = [
    ...sources.flatMap((s) =>
      dcs.map((d) => ({
        from: s.id,
        to: d.id,
        costPerUnit: rnd.int(8, 40),
        capacityPerWeek: rnd.int(80, 260),
        leadTimeWeeks: rnd.int(0, 2),
      })),
    ),
    ...dcs.flatMap((a, i) =>
      dcs
        .filter((_, j) => j !== i && rnd.next() < 0.3)
        .map((b) => ({
          from: a.id,
          to: b.id,
          costPerUnit: rnd.int(4, 15),
          capacityPerWeek: rnd.int(20, 80),
          leadTimeWeeks: 0,
        })),
    ),
  ];
  return { weeks, sources, dcs, lanes, demand };
};
