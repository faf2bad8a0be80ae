// transloading — which inbound ocean containers are transloaded into 53' domestic trailers at which
// facility, and which go direct to their DC in the ocean box (issue 18). Minimises drayage, handling,
// line-haul and per diem under facility capacities; three 40' boxes fill two 53' trailers, so trailers
// per facility and destination are integer variables. Formulation in docs/solvers-mip.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { coordinateSchema, haversineMiles, intValue, mipParamsShape, round, runMip, seededRandom } from './common';
import { LpModel, type LpVar } from './lp';

export const containerSizes = ['20', '40', '40HC', '45'] as const;
/** Volume in forty-foot equivalents; a 53' trailer holds `trailerFeu` of them (3 x 40' into 2 x 53'). */
export const containerFeu: Record<(typeof containerSizes)[number], number> = {
  '20': 0.5,
  '40': 1,
  '40HC': 1,
  '45': 1.125,
};

const place = coordinateSchema.extend({ id: z.string().min(1), name: z.string().min(1) });

export const transloadingInputSchema = z
  .object({
    ports: z.array(place).min(1),
    facilities: z
      .array(
        place.extend({
          /** Containers the facility can handle over the plan. */
          capacity: z.number().int().min(0),
          handlingCostPerContainer: z.number().min(0),
        }),
      )
      .min(1),
    destinations: z.array(place).min(1),
    containers: z
      .array(
        z.object({
          id: z.string().min(1),
          port: z.string().min(1),
          destination: z.string().min(1),
          size: z.enum(containerSizes),
          /** Days the line gives before per diem starts. */
          freeDays: z.number().int().min(0).default(4),
        }),
      )
      .min(1),
  })
  .superRefine((input, ctx) => {
    const ports = new Set(input.ports.map((p) => p.id));
    const dcs = new Set(input.destinations.map((d) => d.id));
    const seen = new Set<string>();
    input.containers.forEach((c, i) => {
      if (!ports.has(c.port)) {
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'port'], message: `Unknown port ${c.port}` });
      }
      if (!dcs.has(c.destination)) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers', i, 'destination'],
          message: `Unknown destination ${c.destination}`,
        });
      }
      if (seen.has(c.id)) {
        ctx.addIssue({ code: 'custom', path: ['containers', i, 'id'], message: `Container ${c.id} appears twice` });
      }
      seen.add(c.id);
    });
  });
export type TransloadingInput = z.infer<typeof transloadingInputSchema>;

export const transloadingParamsSchema = z.object({
  ...mipParamsShape,
  /** Drayage of an ocean container, per loaded-or-empty mile (the box goes back to the port). */
  drayageCostPerMile: z.number().min(0).default(3.2),
  /** Line-haul of a 53' trailer, per mile, with a minimum charge per trailer. */
  trailerCostPerMile: z.number().min(0).default(2.1),
  trailerMinimumCharge: z.number().min(0).default(350),
  perDiemPerDay: z.number().min(0).default(95),
  /** Miles a truck covers per day, for the days a box is out. */
  milesPerDay: z.number().positive().default(500),
  /** Days a box sits at a transload facility before it goes back empty. */
  transloadDwellDays: z.number().min(0).default(1),
  /** Days a box sits at the DC to be unloaded when it goes direct. */
  directUnloadDays: z.number().min(0).default(2),
  trailerFeu: z.number().positive().default(1.5),
  /** Facilities considered per container (nearest to its port first); more is slower and rarely better. */
  candidateFacilities: z.number().int().min(1).max(100).default(6),
});
export type TransloadingParams = z.infer<typeof transloadingParamsSchema>;

export const DIRECT = 'direct';
export type TransloadingSolution = {
  /** Container id → facility id, or 'direct'. */
  assignment: Record<string, string>;
  trailers: Array<{ facility: string; destination: string; trailers: number; feu: number }>;
};

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));

/** Cost of each way a container can go, without the shared trailers (handled by the trailer count). */
export const transloadingOptionCosts = (input: TransloadingInput, params: TransloadingParams) => {
  const ports = byId(input.ports);
  const dcs = byId(input.destinations);
  const perDiem = (milesOut: number, extraDays: number, freeDays: number) =>
    params.perDiemPerDay * Math.max(0, Math.ceil(milesOut / params.milesPerDay) + extraDays - freeDays);
  return input.containers.map((c) => {
    const port = ports.get(c.port);
    const dc = dcs.get(c.destination);
    if (!port || !dc) {
      throw new Error(`Container ${c.id}: unknown port or destination`);
    }
    const directMiles = 2 * haversineMiles(port, dc);
    const direct = {
      drayage: directMiles * params.drayageCostPerMile,
      handling: 0,
      perDiem: perDiem(directMiles, params.directUnloadDays, c.freeDays),
    };
    const facilities = input.facilities.map((f) => {
      const miles = 2 * haversineMiles(port, f);
      return {
        facility: f.id,
        miles,
        drayage: miles * params.drayageCostPerMile,
        handling: f.handlingCostPerContainer,
        perDiem: perDiem(miles, params.transloadDwellDays, c.freeDays),
      };
    });
    return { container: c, direct, facilities };
  });
};

export const trailerCost = (input: TransloadingInput, params: TransloadingParams, facilityId: string, dcId: string) => {
  const f = input.facilities.find((x) => x.id === facilityId);
  const d = input.destinations.find((x) => x.id === dcId);
  if (!f || !d) {
    throw new Error(`Unknown lane ${facilityId} → ${dcId}`);
  }
  return Math.max(params.trailerMinimumCharge, haversineMiles(f, d) * params.trailerCostPerMile);
};

/** Total cost of an assignment with the fewest trailers it needs, and its breakdown. */
export const transloadingCost = (
  input: TransloadingInput,
  params: TransloadingParams,
  assignment: Record<string, string>,
) => {
  const options = transloadingOptionCosts(input, params);
  const totals = { drayage: 0, handling: 0, perDiem: 0, lineHaul: 0 };
  const feu = new Map<string, number>();
  for (const o of options) {
    const choice = assignment[o.container.id];
    const cost = choice === DIRECT ? o.direct : o.facilities.find((f) => f.facility === choice);
    if (!cost) {
      throw new Error(`Container ${o.container.id}: no route`);
    }
    totals.drayage += cost.drayage;
    totals.handling += cost.handling;
    totals.perDiem += cost.perDiem;
    if (choice !== DIRECT) {
      const key = `${choice}|${o.container.destination}`;
      feu.set(key, (feu.get(key) ?? 0) + containerFeu[o.container.size]);
    }
  }
  for (const [key, volume] of feu) {
    const [facility = '', dc = ''] = key.split('|');
    totals.lineHaul += Math.ceil(volume / params.trailerFeu - 1e-9) * trailerCost(input, params, facility, dc);
  }
  return { ...totals, total: totals.drayage + totals.handling + totals.perDiem + totals.lineHaul };
};

/** Independent check: one route per container, facility capacities, enough trailer space per lane. */
export const checkTransloading = (
  input: TransloadingInput,
  params: TransloadingParams,
  solution: TransloadingSolution,
): string[] => {
  const errors: string[] = [];
  const facilities = byId(input.facilities);
  const handled = new Map<string, number>();
  const feu = new Map<string, number>();
  for (const c of input.containers) {
    const choice = solution.assignment[c.id];
    if (choice === undefined) {
      errors.push(`${c.id}: no route`);
      continue;
    }
    if (choice === DIRECT) {
      continue;
    }
    if (!facilities.has(choice)) {
      errors.push(`${c.id}: unknown facility ${choice}`);
      continue;
    }
    handled.set(choice, (handled.get(choice) ?? 0) + 1);
    const key = `${choice}|${c.destination}`;
    feu.set(key, (feu.get(key) ?? 0) + containerFeu[c.size]);
  }
  for (const [id, n] of handled) {
    const cap = facilities.get(id)?.capacity ?? 0;
    if (n > cap) {
      errors.push(`${id}: ${n} containers above capacity ${cap}`);
    }
  }
  for (const [key, volume] of feu) {
    const [facility, destination] = key.split('|');
    const lane = solution.trailers.find((t) => t.facility === facility && t.destination === destination);
    const space = (lane?.trailers ?? 0) * params.trailerFeu;
    if (space + 1e-9 < volume) {
      errors.push(`${facility} → ${destination}: ${volume} FEU in ${lane?.trailers ?? 0} trailers`);
    }
  }
  return errors;
};

/** Every route for every container, with the fewest trailers each lane needs: tiny instances only (tests). */
export const bruteForceTransloading = (input: TransloadingInput, params: TransloadingParams): number | null => {
  const choices = [DIRECT, ...input.facilities.map((f) => f.id)];
  const assignment: Record<string, string> = {};
  let best: number | null = null;
  const walk = (i: number) => {
    const c = input.containers[i];
    if (!c) {
      const withinCapacity = input.facilities.every(
        (f) => input.containers.filter((x) => assignment[x.id] === f.id).length <= f.capacity,
      );
      if (withinCapacity) {
        const cost = transloadingCost(input, params, assignment).total;
        best = best === null ? cost : Math.min(best, cost);
      }
      return;
    }
    for (const choice of choices) {
      assignment[c.id] = choice;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
};

export const solveTransloading = (
  input: TransloadingInput,
  params: TransloadingParams,
  ctx: SolverContext,
): Promise<SolverResult> => {
  const options = transloadingOptionCosts(input, params);
  // Containers with the same port, destination, size and free days cost the same on every route, so
  // the model counts them per group (general integers) instead of one binary per box: far less symmetry
  // for the branch and bound, same optimum. The boxes of a group are handed out after the solve.
  const groups = new Map<string, number[]>();
  options.forEach((o, i) => {
    const c = o.container;
    const key = `${c.port}|${c.destination}|${c.size}|${c.freeDays}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const groupList = [...groups.values()];
  let direct: LpVar[] = [];
  let via: Array<Array<{ facility: string; v: LpVar }>> = [];
  let lanes: Array<{ facility: string; destination: string; t: LpVar }> = [];
  return runMip(
    ctx,
    params,
    () => {
      const m = new LpModel();
      const objective: Array<readonly [number, LpVar]> = [];
      direct = groupList.map((members, g) => {
        const o = options[members[0] ?? 0];
        const v = m.addVar(`direct[g${g}]`, { kind: 'integer', ub: members.length });
        objective.push([(o?.direct.drayage ?? 0) + (o?.direct.perDiem ?? 0), v]);
        return v;
      });
      via = groupList.map((members, g) =>
        [...(options[members[0] ?? 0]?.facilities ?? [])]
          .sort((a, b) => a.miles - b.miles)
          .slice(0, params.candidateFacilities)
          .map((f) => {
            const v = m.addVar(`via[g${g},${f.facility}]`, { kind: 'integer', ub: members.length });
            objective.push([f.drayage + f.handling + f.perDiem, v]);
            return { facility: f.facility, v };
          }),
      );
      groupList.forEach((members, g) => {
        m.addConstraint(
          [[1, direct[g] as LpVar], ...(via[g] ?? []).map((x) => [1, x.v] as const)],
          '=',
          members.length,
        );
      });
      for (const f of input.facilities) {
        const terms = via.flatMap((row) => row.filter((x) => x.facility === f.id).map((x) => [1, x.v] as const));
        if (terms.length > 0) {
          m.addConstraint(terms, '<=', f.capacity);
        }
      }
      const laneTerms = new Map<string, Array<readonly [number, LpVar]>>();
      via.forEach((row, g) => {
        const c = options[groupList[g]?.[0] ?? 0]?.container;
        if (!c) {
          return;
        }
        for (const x of row) {
          const key = `${x.facility}|${c.destination}`;
          const list = laneTerms.get(key) ?? [];
          list.push([containerFeu[c.size], x.v]);
          laneTerms.set(key, list);
        }
      });
      lanes = [];
      for (const [key, terms] of laneTerms) {
        const [facility = '', destination = ''] = key.split('|');
        const t = m.addVar(`trailers[${facility},${destination}]`, { kind: 'integer' });
        lanes.push({ facility, destination, t });
        // trailerFeu * trailers >= FEU loaded at the facility for the destination
        m.addConstraint([[params.trailerFeu, t], ...terms.map(([c, v]) => [-c, v] as const)], '>=', 0);
        objective.push([trailerCost(input, params, facility, destination), t]);
      }
      m.minimize(objective);
      return m;
    },
    (solution) => {
      const values = solution.values;
      const assignment: Record<string, string> = {};
      groupList.forEach((members, g) => {
        const queue = [...members];
        for (const x of via[g] ?? []) {
          for (let n = intValue(values, x.v.index); n > 0; n -= 1) {
            const i = queue.shift();
            const c = i === undefined ? undefined : options[i]?.container;
            if (c) {
              assignment[c.id] = x.facility;
            }
          }
        }
        for (const i of queue) {
          const c = options[i]?.container;
          if (c) {
            assignment[c.id] = DIRECT;
          }
        }
      });
      const feuByLane = new Map<string, number>();
      for (const c of input.containers) {
        const choice = assignment[c.id];
        if (choice && choice !== DIRECT) {
          const key = `${choice}|${c.destination}`;
          feuByLane.set(key, (feuByLane.get(key) ?? 0) + containerFeu[c.size]);
        }
      }
      const trailers = lanes
        .map((l) => ({
          facility: l.facility,
          destination: l.destination,
          trailers: intValue(values, l.t.index),
          feu: feuByLane.get(`${l.facility}|${l.destination}`) ?? 0,
        }))
        .filter((l) => l.trailers > 0 || l.feu > 0);
      const plan: TransloadingSolution = { assignment, trailers };
      const cost = transloadingCost(input, params, assignment);
      const facilities = byId(input.facilities);
      const dcs = byId(input.destinations);
      const ports = byId(input.ports);
      const transloaded = input.containers.filter((c) => assignment[c.id] !== DIRECT).length;
      const totalTrailers = trailers.reduce((a, l) => a + l.trailers, 0);
      const containerRows = input.containers.map((c, i) => {
        const o = options[i];
        const choice = assignment[c.id] ?? DIRECT;
        const part = choice === DIRECT ? o?.direct : o?.facilities.find((f) => f.facility === choice);
        return {
          container: c.id,
          size: c.size,
          port: ports.get(c.port)?.name ?? c.port,
          destination: dcs.get(c.destination)?.name ?? c.destination,
          route: choice === DIRECT ? 'Direct in the ocean container' : `Transload at ${facilities.get(choice)?.name}`,
          drayage: round(part?.drayage ?? 0),
          handling: round(part?.handling ?? 0),
          perDiem: round(part?.perDiem ?? 0),
        };
      });
      const facilityRows = input.facilities.map((f) => {
        const n = input.containers.filter((c) => assignment[c.id] === f.id).length;
        return {
          facility: f.name,
          containers: n,
          capacity: f.capacity,
          utilisation: f.capacity > 0 ? round((100 * n) / f.capacity, 1) : 0,
          trailers: trailers.filter((l) => l.facility === f.id).reduce((a, l) => a + l.trailers, 0),
        };
      });
      const laneRows = trailers.map((l) => ({
        facility: facilities.get(l.facility)?.name ?? l.facility,
        destination: dcs.get(l.destination)?.name ?? l.destination,
        feu: round(l.feu, 3),
        trailers: l.trailers,
        fill: l.trailers > 0 ? round((100 * l.feu) / (l.trailers * params.trailerFeu), 1) : 0,
        cost: round(l.trailers * trailerCost(input, params, l.facility, l.destination)),
      }));
      const routes = trailers.flatMap((l) => {
        const f = facilities.get(l.facility);
        const d = dcs.get(l.destination);
        return f && d
          ? [
              {
                id: `${l.facility}-${l.destination}`,
                label: `${f.name} → ${d.name}: ${l.trailers} trailers`,
                stops: [
                  { label: f.name, lat: f.lat, lon: f.lon },
                  { label: d.name, lat: d.lat, lon: d.lon },
                ],
              },
            ]
          : [];
      });
      return {
        status: solution.status,
        objective: round(cost.total),
        kpis: [
          { key: 'totalCost', label: 'Total cost', value: round(cost.total), unit: 'USD' },
          { key: 'drayage', label: 'Drayage', value: round(cost.drayage), unit: 'USD' },
          { key: 'handling', label: 'Handling', value: round(cost.handling), unit: 'USD' },
          { key: 'lineHaul', label: 'Line-haul', value: round(cost.lineHaul), unit: 'USD' },
          { key: 'perDiem', label: 'Per diem', value: round(cost.perDiem), unit: 'USD' },
          { key: 'transloaded', label: 'Containers transloaded', value: transloaded },
          { key: 'direct', label: 'Containers direct', value: input.containers.length - transloaded },
          { key: 'trailers', label: "53' trailers", value: totalTrailers },
        ],
        tables: [
          {
            id: 'containers',
            title: 'Containers',
            columns: [
              { key: 'container', label: 'Container' },
              { key: 'size', label: 'Size' },
              { key: 'port', label: 'Port' },
              { key: 'destination', label: 'Destination' },
              { key: 'route', label: 'Route' },
              { key: 'drayage', label: 'Drayage (USD)', numeric: true },
              { key: 'handling', label: 'Handling (USD)', numeric: true },
              { key: 'perDiem', label: 'Per diem (USD)', numeric: true },
            ],
            rows: containerRows,
          },
          {
            id: 'facilities',
            title: 'Facilities',
            columns: [
              { key: 'facility', label: 'Facility' },
              { key: 'containers', label: 'Containers', numeric: true },
              { key: 'capacity', label: 'Capacity', numeric: true },
              { key: 'utilisation', label: 'Utilisation (%)', numeric: true },
              { key: 'trailers', label: "53' trailers", numeric: true },
            ],
            rows: facilityRows,
          },
          {
            id: 'lanes',
            title: 'Line-haul lanes',
            columns: [
              { key: 'facility', label: 'Facility' },
              { key: 'destination', label: 'Destination' },
              { key: 'feu', label: 'Volume (FEU)', numeric: true },
              { key: 'trailers', label: "53' trailers", numeric: true },
              { key: 'fill', label: 'Trailer fill (%)', numeric: true },
              { key: 'cost', label: 'Line-haul (USD)', numeric: true },
            ],
            rows: laneRows,
          },
        ],
        routes,
        solution: plan,
      };
    },
  );
};

export const transloadingModel: SolverModel<TransloadingInput, TransloadingParams> = {
  id: 'transloading',
  inputSchema: transloadingInputSchema,
  paramsSchema: transloadingParamsSchema,
  solve: solveTransloading,
};

const usPorts = [
  { id: 'USLAX', name: 'Los Angeles', lat: 33.74, lon: -118.27 },
  { id: 'USOAK', name: 'Oakland', lat: 37.8, lon: -122.32 },
  { id: 'USSEA', name: 'Seattle', lat: 47.58, lon: -122.35 },
  { id: 'USSAV', name: 'Savannah', lat: 32.13, lon: -81.14 },
  { id: 'USNYC', name: 'New York / New Jersey', lat: 40.67, lon: -74.15 },
  { id: 'USHOU', name: 'Houston', lat: 29.73, lon: -95.27 },
];
const usCities = [
  { name: 'Chicago', lat: 41.88, lon: -87.63 },
  { name: 'Dallas', lat: 32.78, lon: -96.8 },
  { name: 'Atlanta', lat: 33.75, lon: -84.39 },
  { name: 'Denver', lat: 39.74, lon: -104.99 },
  { name: 'Phoenix', lat: 33.45, lon: -112.07 },
  { name: 'Memphis', lat: 35.15, lon: -90.05 },
  { name: 'Columbus', lat: 39.96, lon: -83.0 },
  { name: 'Kansas City', lat: 39.1, lon: -94.58 },
  { name: 'Salt Lake City', lat: 40.76, lon: -111.89 },
  { name: 'Indianapolis', lat: 39.77, lon: -86.16 },
  { name: 'Reno', lat: 39.53, lon: -119.81 },
  { name: 'Charlotte', lat: 35.23, lon: -80.84 },
];

/** A seeded demo instance on US ports, transload facilities near them and inland DCs. */
export const generateTransloadingInstance = (
  options: { seed?: number; containers?: number; facilities?: number; destinations?: number; ports?: number } = {},
): TransloadingInput => {
  const rnd = seededRandom(options.seed ?? 1);
  const ports = usPorts.slice(0, Math.max(1, Math.min(usPorts.length, options.ports ?? 2)));
  const destinations = Array.from({ length: options.destinations ?? 4 }, (_, i) => {
    const city = usCities[i % usCities.length] ?? { name: 'DC', lat: 39, lon: -95 };
    return {
      id: `DC${i + 1}`,
      name: `${city.name} DC${i >= usCities.length ? ` ${Math.floor(i / usCities.length) + 1}` : ''}`,
      lat: city.lat + rnd.float(-0.3, 0.3),
      lon: city.lon + rnd.float(-0.3, 0.3),
    };
  });
  const containerCount = options.containers ?? 12;
  const facilityCount = options.facilities ?? 3;
  const facilities = Array.from({ length: facilityCount }, (_, i) => {
    const port = ports[i % ports.length] ?? usPorts[0];
    return {
      id: `F${i + 1}`,
      name: `${port?.name ?? 'Port'} transload ${Math.floor(i / ports.length) + 1}`,
      lat: (port?.lat ?? 34) + rnd.float(-0.6, 0.6),
      lon: (port?.lon ?? -118) + rnd.float(-0.6, 0.6),
      capacity: rnd.int(
        Math.max(1, Math.round((containerCount / facilityCount) * 0.6)),
        Math.round((containerCount / facilityCount) * 1.4) + 1,
      ),
      handlingCostPerContainer: rnd.int(120, 260),
    };
  });
  const containers = Array.from({ length: containerCount }, (_, i) => ({
    id: `CONT${String(i + 1).padStart(4, '0')}`,
    port: rnd.pick(ports).id,
    destination: rnd.pick(destinations).id,
    size: rnd.pick(['40', '40HC', '40HC', '20', '45'] as const),
    freeDays: rnd.int(2, 5),
  }));
  return { ports, facilities, destinations, containers };
};
