// crane-crew — quay crane assignment to vessel bays and crew (gang) shifts under labour rules (issue 18).
// Each bay needs whole crane-shifts of work before its vessel's departure; cranes per vessel, in total and
// on adjacent bays are limited; every working crane needs a gang, a gang never works two shifts in a row
// and works at most its weekly number of shifts. Minimises gang wages (night premium) plus the vessels'
// berth time. Formulation in docs/solvers-mip.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { intValue, mipParamsShape, round, runMip, seededRandom } from './common';
import { type LinExpr, LpModel, type LpVar } from './lp';

export const craneCrewInputSchema = z
  .object({
    /** Shifts in the plan, three a day (07–15, 15–23, 23–07); 21 is a week. */
    shifts: z.number().int().min(1).max(63),
    cranes: z.number().int().min(1),
    vessels: z
      .array(
        z.object({
          id: z.string().min(1),
          name: z.string().min(1),
          arrivalShift: z.number().int().min(1),
          /** The last shift in which work may be done: the vessel sails at its end. */
          departureShift: z.number().int().min(1),
          maxCranes: z.number().int().min(1),
          berthCostPerShift: z.number().min(0),
          /** Bays in order along the hull; neighbours cannot both have a crane in one shift. */
          bays: z.array(z.object({ id: z.string().min(1), moves: z.number().int().min(0) })).min(1),
        }),
      )
      .min(1),
    gangs: z
      .array(
        z.object({
          id: z.string().min(1),
          name: z.string().min(1),
          maxShifts: z.number().int().min(0),
          costPerShift: z.number().min(0),
        }),
      )
      .min(1),
  })
  .superRefine((input, ctx) => {
    input.vessels.forEach((v, i) => {
      if (v.departureShift < v.arrivalShift) {
        ctx.addIssue({
          code: 'custom',
          path: ['vessels', i, 'departureShift'],
          message: 'The departure shift is before the arrival shift',
        });
      }
      if (v.departureShift > input.shifts) {
        ctx.addIssue({
          code: 'custom',
          path: ['vessels', i, 'departureShift'],
          message: `The departure shift must be at most ${input.shifts}`,
        });
      }
    });
  });
export type CraneCrewInput = z.infer<typeof craneCrewInputSchema>;

export const craneCrewParamsSchema = z.object({
  ...mipParamsShape,
  /** Container moves one quay crane makes in a shift. */
  movesPerCraneShift: z.number().positive().default(180),
  /** Extra pay on the night shift (23–07), as a fraction of the shift cost. */
  nightPremium: z.number().min(0).default(0.5),
});
export type CraneCrewParams = z.infer<typeof craneCrewParamsSchema>;

export type CraneCrewSolution = {
  /** Crane-shifts: a crane works `bay` of `vessel` in `shift`. */
  work: Array<{ vessel: string; bay: string; shift: number }>;
  /** Shifts each gang works. */
  roster: Record<string, number[]>;
};

const isNight = (shift: number) => (shift - 1) % 3 === 2;
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const shiftLabel = (shift: number) => {
  const day = Math.floor((shift - 1) / 3);
  const name = `${days[day % 7]}${day >= 7 ? ` (week ${Math.floor(day / 7) + 1})` : ''}`;
  return `${name} ${['07–15', '15–23', '23–07'][(shift - 1) % 3]}`;
};
const craneShiftsNeeded = (moves: number, params: CraneCrewParams) =>
  Math.ceil(moves / params.movesPerCraneShift - 1e-9);

export const craneCrewCost = (input: CraneCrewInput, params: CraneCrewParams, s: CraneCrewSolution) => {
  let labour = 0;
  for (const g of input.gangs) {
    for (const shift of s.roster[g.id] ?? []) {
      labour += g.costPerShift * (1 + (isNight(shift) ? params.nightPremium : 0));
    }
  }
  let berth = 0;
  for (const v of input.vessels) {
    const last = Math.max(v.arrivalShift, ...s.work.filter((w) => w.vessel === v.id).map((w) => w.shift));
    berth += (last - v.arrivalShift + 1) * v.berthCostPerShift;
  }
  return { labour, berth, total: labour + berth };
};

/** Independent check of a plan against every crane and labour rule. */
export const checkCraneCrew = (input: CraneCrewInput, params: CraneCrewParams, s: CraneCrewSolution): string[] => {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const w of s.work) {
    const key = `${w.vessel}|${w.bay}|${w.shift}`;
    if (seen.has(key)) {
      errors.push(`${w.vessel} bay ${w.bay} shift ${w.shift}: two cranes`);
    }
    seen.add(key);
  }
  for (const v of input.vessels) {
    v.bays.forEach((b, k) => {
      const shifts = s.work.filter((w) => w.vessel === v.id && w.bay === b.id).map((w) => w.shift);
      if (shifts.length * params.movesPerCraneShift < b.moves) {
        errors.push(`${v.id} bay ${b.id}: ${shifts.length} crane-shifts for ${b.moves} moves`);
      }
      for (const shift of shifts) {
        if (shift < v.arrivalShift || shift > v.departureShift) {
          errors.push(`${v.id} bay ${b.id}: worked in shift ${shift}, outside its berth window`);
        }
        const next = v.bays[k + 1];
        if (next && seen.has(`${v.id}|${next.id}|${shift}`)) {
          errors.push(`${v.id} bays ${b.id} and ${next.id}: neighbouring cranes in shift ${shift}`);
        }
      }
    });
  }
  for (let shift = 1; shift <= input.shifts; shift += 1) {
    const working = s.work.filter((w) => w.shift === shift);
    if (working.length > input.cranes) {
      errors.push(`shift ${shift}: ${working.length} cranes, ${input.cranes} on the quay`);
    }
    for (const v of input.vessels) {
      const n = working.filter((w) => w.vessel === v.id).length;
      if (n > v.maxCranes) {
        errors.push(`${v.id} shift ${shift}: ${n} cranes, at most ${v.maxCranes}`);
      }
    }
    const onDuty = input.gangs.filter((g) => (s.roster[g.id] ?? []).includes(shift)).length;
    if (working.length > onDuty) {
      errors.push(`shift ${shift}: ${working.length} cranes, ${onDuty} gangs`);
    }
  }
  for (const g of input.gangs) {
    const shifts = [...(s.roster[g.id] ?? [])].sort((a, b) => a - b);
    if (shifts.length > g.maxShifts) {
      errors.push(`${g.id}: ${shifts.length} shifts, at most ${g.maxShifts}`);
    }
    shifts.forEach((shift, k) => {
      if (k > 0 && shift - (shifts[k - 1] ?? 0) < 2) {
        errors.push(`${g.id}: shifts ${shifts[k - 1]} and ${shift} back to back`);
      }
    });
  }
  return errors;
};

/** Every crane-shift and every gang-shift on or off: tiny instances only (tests). */
export const bruteForceCraneCrew = (input: CraneCrewInput, params: CraneCrewParams): number | null => {
  const workSlots = input.vessels.flatMap((v) =>
    v.bays.flatMap((b) =>
      Array.from({ length: v.departureShift - v.arrivalShift + 1 }, (_, k) => ({
        vessel: v.id,
        bay: b.id,
        shift: v.arrivalShift + k,
      })),
    ),
  );
  const gangSlots = input.gangs.flatMap((g) =>
    Array.from({ length: input.shifts }, (_, k) => ({ gang: g.id, shift: k + 1 })),
  );
  const bits = workSlots.length + gangSlots.length;
  if (bits > 22) {
    throw new Error(`brute force over ${bits} on/off choices is too large`);
  }
  let best: number | null = null;
  for (let mask = 0; mask < 2 ** bits; mask += 1) {
    const work = workSlots.filter((_, i) => (mask >> i) & 1);
    const roster: Record<string, number[]> = {};
    gangSlots.forEach((slot, i) => {
      if ((mask >> (workSlots.length + i)) & 1) {
        roster[slot.gang] = [...(roster[slot.gang] ?? []), slot.shift];
      }
    });
    const plan = { work, roster };
    if (checkCraneCrew(input, params, plan).length === 0) {
      const cost = craneCrewCost(input, params, plan).total;
      best = best === null ? cost : Math.min(best, cost);
    }
  }
  return best;
};

export const solveCraneCrew = (
  input: CraneCrewInput,
  params: CraneCrewParams,
  ctx: SolverContext,
): Promise<SolverResult> => {
  const shifts = Array.from({ length: input.shifts }, (_, i) => i + 1);
  let work: Array<{ vessel: string; bay: string; shift: number; x: LpVar }> = [];
  let rosterVars: Array<{ gang: string; shift: number; y: LpVar }> = [];
  return runMip(
    ctx,
    params,
    () => {
      const m = new LpModel();
      const objective: LinExpr = [];
      work = [];
      const craneTerms = new Map<number, LinExpr>();
      for (const v of input.vessels) {
        const window = shifts.filter((s) => s >= v.arrivalShift && s <= v.departureShift);
        const berth = new Map(window.map((s) => [s, m.addVar(`berth[${v.id},${s}]`, { kind: 'binary' })]));
        const first = berth.get(v.arrivalShift);
        if (first) {
          // The vessel is alongside from its arrival until its last worked shift, then sails.
          m.addConstraint([[1, first]], '=', 1);
        }
        for (const [s, w] of berth) {
          objective.push([v.berthCostPerShift, w]);
          const next = berth.get(s + 1);
          if (next) {
            m.addConstraint(
              [
                [1, next],
                [-1, w],
              ],
              '<=',
              0,
            );
          }
        }
        const x = v.bays.map((b) =>
          window.map((s) => {
            const xv = m.addVar(`crane[${v.id},${b.id},${s}]`, { kind: 'binary' });
            work.push({ vessel: v.id, bay: b.id, shift: s, x: xv });
            m.addConstraint(
              [
                [1, xv],
                [-1, berth.get(s) as LpVar],
              ],
              '<=',
              0,
            );
            craneTerms.set(s, [...(craneTerms.get(s) ?? []), [1, xv]]);
            return xv;
          }),
        );
        v.bays.forEach((b, k) => {
          m.addConstraint(
            (x[k] ?? []).map((xv) => [1, xv] as const),
            '>=',
            craneShiftsNeeded(b.moves, params),
          );
          const next = x[k + 1];
          if (next) {
            (x[k] ?? []).forEach((xv, t) => {
              m.addConstraint(
                [
                  [1, xv],
                  [1, next[t] as LpVar],
                ],
                '<=',
                1,
              );
            });
          }
        });
        window.forEach((_, t) => {
          m.addConstraint(
            x.map((row) => [1, row[t] as LpVar] as const),
            '<=',
            v.maxCranes,
          );
        });
      }
      rosterVars = input.gangs.flatMap((g) =>
        shifts.map((s) => {
          const y = m.addVar(`gang[${g.id},${s}]`, { kind: 'binary' });
          objective.push([g.costPerShift * (1 + (isNight(s) ? params.nightPremium : 0)), y]);
          return { gang: g.id, shift: s, y };
        }),
      );
      for (const g of input.gangs) {
        const ys = rosterVars.filter((r) => r.gang === g.id);
        m.addConstraint(
          ys.map((r) => [1, r.y] as const),
          '<=',
          g.maxShifts,
        );
        for (let k = 0; k + 1 < ys.length; k += 1) {
          m.addConstraint(
            [
              [1, ys[k]?.y as LpVar],
              [1, ys[k + 1]?.y as LpVar],
            ],
            '<=',
            1,
          );
        }
      }
      for (const s of shifts) {
        const cranes = craneTerms.get(s) ?? [];
        if (cranes.length > 0) {
          m.addConstraint(cranes, '<=', input.cranes);
          m.addConstraint(
            [...cranes, ...rosterVars.filter((r) => r.shift === s).map((r) => [-1, r.y] as const)],
            '<=',
            0,
          );
        }
      }
      m.minimize(objective);
      return m;
    },
    (solution) => {
      const values = solution.values;
      const plan: CraneCrewSolution = {
        work: work
          .filter((w) => intValue(values, w.x.index) === 1)
          .map(({ vessel, bay, shift }) => ({ vessel, bay, shift })),
        roster: Object.fromEntries(
          input.gangs.map((g) => [
            g.id,
            rosterVars.filter((r) => r.gang === g.id && intValue(values, r.y.index) === 1).map((r) => r.shift),
          ]),
        ),
      };
      const cost = craneCrewCost(input, params, plan);
      const vesselRows = input.vessels.map((v) => {
        const mine = plan.work.filter((w) => w.vessel === v.id);
        const last = Math.max(v.arrivalShift, ...mine.map((w) => w.shift));
        return {
          vessel: v.name,
          arrives: shiftLabel(v.arrivalShift),
          completes: shiftLabel(last),
          deadline: shiftLabel(v.departureShift),
          moves: v.bays.reduce((a, b) => a + b.moves, 0),
          craneShifts: mine.length,
          berthShifts: last - v.arrivalShift + 1,
        };
      });
      const bayRows = input.vessels.flatMap((v) =>
        v.bays.map((b) => ({
          vessel: v.name,
          bay: b.id,
          moves: b.moves,
          shifts: plan.work
            .filter((w) => w.vessel === v.id && w.bay === b.id)
            .map((w) => shiftLabel(w.shift))
            .join(', '),
        })),
      );
      const rosterRows = input.gangs.map((g) => {
        const mine = plan.roster[g.id] ?? [];
        return {
          gang: g.name,
          shifts: mine.length,
          nights: mine.filter(isNight).length,
          worked: mine.map(shiftLabel).join(', '),
          cost: round(mine.reduce((a, s) => a + g.costPerShift * (1 + (isNight(s) ? params.nightPremium : 0)), 0)),
        };
      });
      const shiftRows = shifts.map((s) => ({
        shift: shiftLabel(s),
        cranes: plan.work.filter((w) => w.shift === s).length,
        gangs: input.gangs.filter((g) => (plan.roster[g.id] ?? []).includes(s)).length,
      }));
      return {
        status: solution.status,
        objective: round(cost.total),
        kpis: [
          { key: 'totalCost', label: 'Total cost', value: round(cost.total), unit: 'USD' },
          { key: 'labourCost', label: 'Gang wages', value: round(cost.labour), unit: 'USD' },
          { key: 'berthCost', label: 'Berth time', value: round(cost.berth), unit: 'USD' },
          { key: 'craneShifts', label: 'Crane-shifts', value: plan.work.length },
          {
            key: 'gangShifts',
            label: 'Gang-shifts',
            value: Object.values(plan.roster).reduce((a, r) => a + r.length, 0),
          },
        ],
        tables: [
          {
            id: 'vessels',
            title: 'Vessels',
            columns: [
              { key: 'vessel', label: 'Vessel' },
              { key: 'arrives', label: 'Arrives' },
              { key: 'completes', label: 'Work complete' },
              { key: 'deadline', label: 'Must sail after' },
              { key: 'moves', label: 'Moves', numeric: true },
              { key: 'craneShifts', label: 'Crane-shifts', numeric: true },
              { key: 'berthShifts', label: 'Shifts alongside', numeric: true },
            ],
            rows: vesselRows,
          },
          {
            id: 'bays',
            title: 'Crane plan by bay',
            columns: [
              { key: 'vessel', label: 'Vessel' },
              { key: 'bay', label: 'Bay' },
              { key: 'moves', label: 'Moves', numeric: true },
              { key: 'shifts', label: 'Crane shifts' },
            ],
            rows: bayRows,
          },
          {
            id: 'roster',
            title: 'Gang roster',
            columns: [
              { key: 'gang', label: 'Gang' },
              { key: 'shifts', label: 'Shifts', numeric: true },
              { key: 'nights', label: 'Night shifts', numeric: true },
              { key: 'worked', label: 'Shifts worked' },
              { key: 'cost', label: 'Cost (USD)', numeric: true },
            ],
            rows: rosterRows,
          },
          {
            id: 'shifts',
            title: 'Cranes and gangs per shift',
            columns: [
              { key: 'shift', label: 'Shift' },
              { key: 'cranes', label: 'Cranes working', numeric: true },
              { key: 'gangs', label: 'Gangs on duty', numeric: true },
            ],
            rows: shiftRows,
          },
        ],
        solution: plan,
      };
    },
  );
};

export const craneCrewModel: SolverModel<CraneCrewInput, CraneCrewParams> = {
  id: 'crane-crew',
  inputSchema: craneCrewInputSchema,
  paramsSchema: craneCrewParamsSchema,
  solve: solveCraneCrew,
};

const vesselNames = ['Maersk Elba', 'CMA CGM Tage', 'MSC Aurora', 'Ever Given', 'ONE Hawk', 'Hapag Bonn', 'Cosco Rio'];

/** A seeded terminal plan: vessels calling over the horizon, bays with their moves, gangs of mixed cost. */
export const generateCraneCrewInstance = (
  options: { seed?: number; shifts?: number; vessels?: number; bays?: number; cranes?: number; gangs?: number } = {},
): CraneCrewInput => {
  const rnd = seededRandom(options.seed ?? 1);
  const shifts = options.shifts ?? 21;
  const cranes = options.cranes ?? 4;
  const vessels = Array.from({ length: options.vessels ?? 3 }, (_, i) => {
    const arrivalShift = rnd.int(1, Math.max(1, shifts - 6));
    const bayCount = options.bays ?? rnd.int(4, 10);
    return {
      id: `V${i + 1}`,
      name: `${vesselNames[i % vesselNames.length]}${i >= vesselNames.length ? ` ${i + 1}` : ''}`,
      arrivalShift,
      departureShift: Math.min(shifts, arrivalShift + rnd.int(4, 8)),
      maxCranes: rnd.int(Math.min(3, cranes), Math.max(3, cranes)),
      berthCostPerShift: rnd.int(800, 3000),
      bays: Array.from({ length: bayCount }, (_, k) => ({
        id: String(2 * k + 2).padStart(2, '0'),
        moves: rnd.int(20, 260),
      })),
    };
  });
  const gangs = Array.from({ length: options.gangs ?? cranes * 3 }, (_, g) => ({
    id: `G${g + 1}`,
    name: `Gang ${g + 1}`,
    maxShifts: rnd.int(4, 5),
    costPerShift: rnd.int(2400, 3600),
  }));
  return { shifts, cranes, vessels, gangs };
};
