// block — container block and slot planning (issue 18): allocate vessel slots by service, week and
// equipment type to contracts (customers) to maximise contribution, under vessel TEU capacity, reefer
// plugs and each accepted contract's minimum weekly commitment. Formulation in docs/solvers-mip.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { intValue, mipParamsShape, type Random, round, runMip, seededRandom } from './common';
import { LpModel, type LpVar, sum } from './lp';

export const blockEquipment = ['20GP', '40GP', '40HC', '40RF'] as const;
export type BlockEquipment = (typeof blockEquipment)[number];
export const equipmentTeu: Record<BlockEquipment, number> = { '20GP': 1, '40GP': 2, '40HC': 2, '40RF': 2 };
const isReefer = (equipment: BlockEquipment) => equipment === '40RF';

export const blockInputSchema = z
  .object({
    weeks: z.number().int().min(1).max(104),
    capacities: z
      .array(
        z.object({
          service: z.string().min(1),
          week: z.number().int().min(1),
          teu: z.number().min(0),
          reeferPlugs: z.number().int().min(0),
        }),
      )
      .min(1),
    contracts: z
      .array(
        z.object({
          id: z.string().min(1),
          customer: z.string().min(1),
          service: z.string().min(1),
          equipment: z.enum(blockEquipment),
          /** Contribution per container (revenue minus slot and variable cost). */
          contributionPerUnit: z.number(),
          /** Most containers the customer ships per week. */
          weeklyDemand: z.number().int().min(0),
          /** Containers per week the carrier commits to if it accepts the contract. */
          minWeekly: z.number().int().min(0),
          /** Cost of taking the contract on at all (sales, onboarding, equipment positioning). */
          fixedCost: z.number().min(0).default(0),
          /** A contract already signed: it must be accepted. */
          mandatory: z.boolean().default(false),
        }),
      )
      .min(1),
  })
  .superRefine((input, ctx) => {
    const ids = new Set<string>();
    input.contracts.forEach((c, i) => {
      if (c.minWeekly > c.weeklyDemand) {
        ctx.addIssue({
          code: 'custom',
          path: ['contracts', i, 'minWeekly'],
          message: 'The minimum weekly commitment exceeds the weekly demand',
        });
      }
      if (ids.has(c.id)) {
        ctx.addIssue({ code: 'custom', path: ['contracts', i, 'id'], message: `Contract ${c.id} appears twice` });
      }
      ids.add(c.id);
    });
    const cells = new Set<string>();
    input.capacities.forEach((cap, i) => {
      if (cap.week > input.weeks) {
        ctx.addIssue({
          code: 'custom',
          path: ['capacities', i, 'week'],
          message: `Week must be at most ${input.weeks}`,
        });
      }
      const key = `${cap.service}|${cap.week}`;
      if (cells.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['capacities', i],
          message: `Capacity of ${cap.service} in week ${cap.week} appears twice`,
        });
      }
      cells.add(key);
    });
  });
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blockParamsSchema = z.object({ ...mipParamsShape });
export type BlockParams = z.infer<typeof blockParamsSchema>;

export type BlockSolution = {
  accepted: Record<string, boolean>;
  /** containers[contractIndex][week - 1] */
  containers: number[][];
};

const capacityOf = (input: BlockInput) => {
  const map = new Map<string, { teu: number; reeferPlugs: number }>();
  for (const cap of input.capacities) {
    map.set(`${cap.service}|${cap.week}`, { teu: cap.teu, reeferPlugs: cap.reeferPlugs });
  }
  return (service: string, week: number) => map.get(`${service}|${week}`) ?? { teu: 0, reeferPlugs: 0 };
};

export const blockContribution = (input: BlockInput, solution: BlockSolution) =>
  input.contracts.reduce((total, c, k) => {
    const units = (solution.containers[k] ?? []).reduce((a, b) => a + b, 0);
    return total + units * c.contributionPerUnit - (solution.accepted[c.id] ? c.fixedCost : 0);
  }, 0);

/** Independent check of a plan: every violated constraint, in words. */
export const checkBlock = (input: BlockInput, solution: BlockSolution): string[] => {
  const errors: string[] = [];
  const cap = capacityOf(input);
  const used = new Map<string, { teu: number; plugs: number }>();
  input.contracts.forEach((c, k) => {
    const accepted = solution.accepted[c.id] === true;
    if (c.mandatory && !accepted) {
      errors.push(`${c.id}: mandatory contract not accepted`);
    }
    for (let w = 1; w <= input.weeks; w += 1) {
      const n = solution.containers[k]?.[w - 1] ?? 0;
      if (!Number.isInteger(n) || n < 0) {
        errors.push(`${c.id} week ${w}: ${n} is not a whole number of containers`);
      }
      if (!accepted && n > 0) {
        errors.push(`${c.id} week ${w}: containers on a declined contract`);
      }
      if (n > c.weeklyDemand) {
        errors.push(`${c.id} week ${w}: ${n} above demand ${c.weeklyDemand}`);
      }
      if (accepted && n < c.minWeekly) {
        errors.push(`${c.id} week ${w}: ${n} below the commitment ${c.minWeekly}`);
      }
      const key = `${c.service}|${w}`;
      const u = used.get(key) ?? { teu: 0, plugs: 0 };
      u.teu += n * equipmentTeu[c.equipment];
      u.plugs += isReefer(c.equipment) ? n : 0;
      used.set(key, u);
    }
  });
  for (const [key, u] of used) {
    const [service = '', week = '0'] = key.split('|');
    const limit = cap(service, Number(week));
    if (u.teu > limit.teu + 1e-6) {
      errors.push(`${service} week ${week}: ${u.teu} TEU above capacity ${limit.teu}`);
    }
    if (u.plugs > limit.reeferPlugs) {
      errors.push(`${service} week ${week}: ${u.plugs} reefers above ${limit.reeferPlugs} plugs`);
    }
  }
  return errors;
};

/** Exhaustive search over every acceptance and every weekly quantity: tiny instances only (tests). */
export const bruteForceBlock = (input: BlockInput): number | null => {
  const cells: Array<{ k: number; w: number }> = [];
  input.contracts.forEach((_, k) => {
    for (let w = 1; w <= input.weeks; w += 1) {
      cells.push({ k, w });
    }
  });
  let best: number | null = null;
  const accepted: Record<string, boolean> = {};
  const containers = input.contracts.map(() => new Array<number>(input.weeks).fill(0));
  const solution: BlockSolution = { accepted, containers };
  const walkCells = (i: number) => {
    if (i === cells.length) {
      if (checkBlock(input, solution).length === 0) {
        const value = blockContribution(input, solution);
        best = best === null ? value : Math.max(best, value);
      }
      return;
    }
    const cell = cells[i];
    const contract = cell ? input.contracts[cell.k] : undefined;
    const row = cell ? containers[cell.k] : undefined;
    if (!cell || !contract || !row) {
      return;
    }
    const from = accepted[contract.id] ? contract.minWeekly : 0;
    const to = accepted[contract.id] ? contract.weeklyDemand : 0;
    for (let n = from; n <= to; n += 1) {
      row[cell.w - 1] = n;
      walkCells(i + 1);
    }
    row[cell.w - 1] = 0;
  };
  const walkContracts = (k: number) => {
    if (k === input.contracts.length) {
      walkCells(0);
      return;
    }
    const id = input.contracts[k]?.id ?? '';
    for (const a of [false, true]) {
      accepted[id] = a;
      walkContracts(k + 1);
    }
  };
  walkContracts(0);
  return best;
};

export const solveBlock = (input: BlockInput, params: BlockParams, ctx: SolverContext): Promise<SolverResult> => {
  const cap = capacityOf(input);
  const weeks = Array.from({ length: input.weeks }, (_, i) => i + 1);
  let y: LpVar[] = [];
  let x: LpVar[][] = [];
  return runMip(
    ctx,
    params,
    () => {
      const m = new LpModel();
      y = input.contracts.map((c) => m.addVar(`accept[${c.id}]`, { kind: 'binary', lb: c.mandatory ? 1 : 0 }));
      x = input.contracts.map((c) =>
        weeks.map((w) => m.addVar(`ship[${c.id},${w}]`, { kind: 'integer', ub: c.weeklyDemand })),
      );
      input.contracts.forEach((c, k) => {
        const yk = y[k] as LpVar;
        for (const xkw of x[k] ?? []) {
          m.addConstraint(
            [
              [1, xkw],
              [-c.weeklyDemand, yk],
            ],
            '<=',
            0,
          );
          if (c.minWeekly > 0) {
            m.addConstraint(
              [
                [1, xkw],
                [-c.minWeekly, yk],
              ],
              '>=',
              0,
            );
          }
        }
      });
      const services = [...new Set(input.contracts.map((c) => c.service))];
      for (const s of services) {
        for (const w of weeks) {
          const limit = cap(s, w);
          const onService = input.contracts.flatMap((c, k) => (c.service === s ? [k] : []));
          m.addConstraint(
            sum(onService, (k) => {
              const c = input.contracts[k];
              const v = x[k]?.[w - 1];
              return c && v ? [equipmentTeu[c.equipment], v] : null;
            }),
            '<=',
            limit.teu,
          );
          const reefers = onService.filter((k) => {
            const c = input.contracts[k];
            return c !== undefined && isReefer(c.equipment);
          });
          if (reefers.length > 0) {
            m.addConstraint(
              sum(reefers, (k) => {
                const v = x[k]?.[w - 1];
                return v ? [1, v] : null;
              }),
              '<=',
              limit.reeferPlugs,
            );
          }
        }
      }
      m.maximize([
        ...input.contracts.flatMap((c, k) => (x[k] ?? []).map((v) => [c.contributionPerUnit, v] as const)),
        ...input.contracts.map((c, k) => [-c.fixedCost, y[k] as LpVar] as const),
      ]);
      return m;
    },
    (solution) => {
      const values = solution.values;
      const plan: BlockSolution = {
        accepted: Object.fromEntries(
          input.contracts.map((c, k) => [c.id, intValue(values, (y[k] as LpVar).index) === 1]),
        ),
        containers: x.map((row) => row.map((v) => intValue(values, v.index))),
      };
      const contribution = blockContribution(input, plan);
      const allocationRows = input.contracts.flatMap((c, k) =>
        weeks.flatMap((w) => {
          const n = plan.containers[k]?.[w - 1] ?? 0;
          return n > 0
            ? [
                {
                  contract: c.id,
                  customer: c.customer,
                  service: c.service,
                  week: w,
                  equipment: c.equipment,
                  containers: n,
                  teu: n * equipmentTeu[c.equipment],
                  contribution: round(n * c.contributionPerUnit),
                },
              ]
            : [];
        }),
      );
      const contractRows = input.contracts.map((c, k) => {
        const units = (plan.containers[k] ?? []).reduce((a, b) => a + b, 0);
        return {
          contract: c.id,
          customer: c.customer,
          service: c.service,
          equipment: c.equipment,
          decision: plan.accepted[c.id] ? 'Accept' : 'Decline',
          containers: units,
          contribution: round(units * c.contributionPerUnit - (plan.accepted[c.id] ? c.fixedCost : 0)),
        };
      });
      const capacityRows = input.capacities.map((cap) => {
        let teu = 0;
        let plugs = 0;
        input.contracts.forEach((c, k) => {
          if (c.service === cap.service) {
            const n = plan.containers[k]?.[cap.week - 1] ?? 0;
            teu += n * equipmentTeu[c.equipment];
            plugs += isReefer(c.equipment) ? n : 0;
          }
        });
        return {
          service: cap.service,
          week: cap.week,
          capacityTeu: cap.teu,
          usedTeu: teu,
          utilisation: cap.teu > 0 ? round((100 * teu) / cap.teu, 1) : 0,
          reeferPlugs: cap.reeferPlugs,
          reefersUsed: plugs,
        };
      });
      const totalCap = input.capacities.reduce((a, c) => a + c.teu, 0);
      const usedTeu = capacityRows.reduce((a, r) => a + r.usedTeu, 0);
      const acceptedCount = Object.values(plan.accepted).filter(Boolean).length;
      return {
        status: solution.status,
        objective: round(contribution),
        kpis: [
          { key: 'contribution', label: 'Contribution', value: round(contribution), unit: 'USD' },
          { key: 'teuAllocated', label: 'TEU allocated', value: usedTeu, unit: 'TEU' },
          {
            key: 'utilisation',
            label: 'Slot utilisation',
            value: totalCap > 0 ? round((100 * usedTeu) / totalCap, 1) : 0,
            unit: '%',
          },
          { key: 'contractsAccepted', label: 'Contracts accepted', value: acceptedCount },
          { key: 'contractsDeclined', label: 'Contracts declined', value: input.contracts.length - acceptedCount },
        ],
        tables: [
          {
            id: 'contracts',
            title: 'Contracts',
            columns: [
              { key: 'contract', label: 'Contract' },
              { key: 'customer', label: 'Customer' },
              { key: 'service', label: 'Service' },
              { key: 'equipment', label: 'Equipment' },
              { key: 'decision', label: 'Decision' },
              { key: 'containers', label: 'Containers', numeric: true },
              { key: 'contribution', label: 'Contribution (USD)', numeric: true },
            ],
            rows: contractRows,
          },
          {
            id: 'allocation',
            title: 'Slot allocation by week',
            columns: [
              { key: 'contract', label: 'Contract' },
              { key: 'customer', label: 'Customer' },
              { key: 'service', label: 'Service' },
              { key: 'week', label: 'Week', numeric: true },
              { key: 'equipment', label: 'Equipment' },
              { key: 'containers', label: 'Containers', numeric: true },
              { key: 'teu', label: 'TEU', numeric: true },
              { key: 'contribution', label: 'Contribution (USD)', numeric: true },
            ],
            rows: allocationRows,
          },
          {
            id: 'capacity',
            title: 'Vessel capacity use',
            columns: [
              { key: 'service', label: 'Service' },
              { key: 'week', label: 'Week', numeric: true },
              { key: 'capacityTeu', label: 'Capacity (TEU)', numeric: true },
              { key: 'usedTeu', label: 'Used (TEU)', numeric: true },
              { key: 'utilisation', label: 'Utilisation (%)', numeric: true },
              { key: 'reeferPlugs', label: 'Reefer plugs', numeric: true },
              { key: 'reefersUsed', label: 'Reefers', numeric: true },
            ],
            rows: capacityRows,
          },
        ],
        solution: plan,
      };
    },
  );
};

export const blockModel: SolverModel<BlockInput, BlockParams> = {
  id: 'block',
  inputSchema: blockInputSchema,
  paramsSchema: blockParamsSchema,
  solve: solveBlock,
};

const customers = ['Acme Retail', 'Nordic Furniture', 'Sunrise Foods', 'Pacific Apparel', 'Delta Electronics'];

/** A seeded demo instance: services with weekly TEU and plugs, contracts of mixed equipment and margin. */
export const generateBlockInstance = (
  options: { seed?: number; services?: number; weeks?: number; contracts?: number; scale?: number } = {},
): BlockInput => {
  const rnd: Random = seededRandom(options.seed ?? 1);
  const serviceCount = options.services ?? 2;
  const weeks = options.weeks ?? 4;
  const contractCount = options.contracts ?? 8;
  const scale = options.scale ?? 40;
  const services = Array.from({ length: serviceCount }, (_, i) => `SVC${i + 1}`);
  const capacities = services.flatMap((service) => {
    const base = rnd.int(Math.round(scale * 0.8), Math.round(scale * 1.6));
    return Array.from({ length: weeks }, (_, w) => ({
      service,
      week: w + 1,
      teu: Math.max(0, base + rnd.int(-Math.round(scale * 0.2), Math.round(scale * 0.2))),
      reeferPlugs: rnd.int(Math.round(scale * 0.05), Math.round(scale * 0.2)),
    }));
  });
  const contracts = Array.from({ length: contractCount }, (_, k) => {
    const equipment = rnd.pick(blockEquipment);
    const weeklyDemand = rnd.int(1, Math.max(1, Math.round(scale / 6)));
    const mandatory = rnd.next() < 0.15;
    // A signed contract commits to a modest share of its demand, as signed contracts do.
    const minWeekly = mandatory
      ? rnd.int(0, Math.ceil(weeklyDemand / 4))
      : rnd.next() < 0.5
        ? rnd.int(0, weeklyDemand)
        : 0;
    return {
      id: `C${String(k + 1).padStart(3, '0')}`,
      customer: rnd.pick(customers),
      service: rnd.pick(services),
      equipment,
      contributionPerUnit: rnd.int(-50, 450) + (isReefer(equipment) ? 300 : 0),
      weeklyDemand,
      minWeekly,
      fixedCost: rnd.next() < 0.5 ? rnd.int(0, 1500) : 0,
      mandatory,
    };
  });
  return { weeks, capacities, contracts };
};
