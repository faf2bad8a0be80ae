import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localContext, type SolverContext, type SolverProgress, solverResultSchema } from '../model';
import { runAcs } from './acs';
import {
  buildInstance,
  checkRoute,
  type NodeInput,
  type Routes,
  totalDistance,
  type VrpInstance,
  validateSolution,
} from './instance';
import { acsModel, instanceFromLocations, sgvrpModel, vrpInputSchema, vrpParamsSchema } from './models';
import { parseSolomon } from './readers';
import { runSgvrp } from './sgvrp';

const solvers = { sgvrp: runSgvrp, acs: runAcs };

const nodeArb = fc.record({
  x: fc.integer({ min: 0, max: 100 }),
  y: fc.integer({ min: 0, max: 100 }),
  demand: fc.integer({ min: 1, max: 20 }),
  ready: fc.integer({ min: 0, max: 400 }),
  width: fc.integer({ min: 10, max: 300 }),
  service: fc.integer({ min: 0, max: 20 }),
});

/** Random small VRPTW: every customer reachable on its own, a fleet of one vehicle per customer. */
const instanceArb = fc
  .record({
    depot: fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) }),
    customers: fc.array(nodeArb, { minLength: 2, maxLength: 12 }),
    capacity: fc.integer({ min: 20, max: 80 }),
  })
  .map(({ depot, customers, capacity }) => {
    const nodes: NodeInput[] = [{ label: 'Depot', x: depot.x, y: depot.y, demand: 0, ready: 0, due: 1000, service: 0 }];
    customers.forEach((c, i) => {
      const reach = Math.ceil(Math.hypot(c.x - depot.x, c.y - depot.y));
      nodes.push({
        label: `C${i + 1}`,
        x: c.x,
        y: c.y,
        demand: c.demand,
        ready: c.ready,
        due: Math.max(c.ready + c.width, reach),
        service: c.service,
      });
    });
    return buildInstance({
      name: 'random',
      nodes,
      capacity,
      maxVehicles: customers.length,
      convention: 'euclid',
      hasTimeWindows: true,
    });
  });

/** Optimum by enumeration of every order of the customers and every split into routes. */
const bruteForce = (inst: VrpInstance): number => {
  const customers = Array.from({ length: inst.size - 1 }, (_, i) => i + 1);
  let best = Number.POSITIVE_INFINITY;
  const permute = (rest: number[], prefix: number[]) => {
    if (rest.length === 0) {
      const cuts = prefix.length - 1;
      for (let mask = 0; mask < 1 << cuts; mask++) {
        const routes: Routes = [[prefix[0] as number]];
        for (let i = 1; i < prefix.length; i++) {
          if (mask & (1 << (i - 1))) {
            routes.push([]);
          }
          (routes[routes.length - 1] as number[]).push(prefix[i] as number);
        }
        if (routes.length > inst.maxVehicles) {
          continue;
        }
        let cost = 0;
        let ok = true;
        for (const r of routes) {
          const check = checkRoute(inst, r);
          if (!check.feasible) {
            ok = false;
            break;
          }
          cost += check.distance;
        }
        if (ok && cost < best) {
          best = cost;
        }
      }
      return;
    }
    for (let i = 0; i < rest.length; i++) {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, rest[i] as number]);
    }
  };
  permute(customers, []);
  return best;
};

const tiny = (): VrpInstance => {
  // 7 customers, capacity forces at least 3 routes; two tight windows.
  const raw: Array<[number, number, number, number, number, number]> = [
    [50, 50, 0, 0, 400, 0],
    [20, 70, 10, 0, 400, 10],
    [25, 80, 15, 30, 60, 10],
    [80, 75, 10, 0, 400, 10],
    [85, 60, 20, 0, 400, 10],
    [60, 15, 15, 150, 190, 10],
    [40, 20, 10, 0, 400, 10],
    [70, 30, 10, 0, 400, 10],
  ];
  const nodes = raw.map(([x, y, demand, ready, due, service], i) => ({
    label: i === 0 ? 'Depot' : `C${i}`,
    x,
    y,
    demand,
    ready,
    due,
    service,
  }));
  return buildInstance({
    name: 'tiny',
    nodes,
    capacity: 35,
    maxVehicles: 4,
    convention: 'euclid',
    hasTimeWindows: true,
  });
};

describe.each(Object.entries(solvers))('%s', (_name, run) => {
  it('serves every customer exactly once within capacity and time windows, and reports the true distance (random instances)', () => {
    fc.assert(
      fc.property(instanceArb, fc.integer({ min: 0, max: 1000 }), (inst, seed) => {
        const out = run(inst, { timeLimitMs: 60_000, seed, maxIterations: 15 }, localContext());
        expect(out.routes).not.toBeNull();
        const routes = out.routes as Routes;
        expect(validateSolution(inst, routes)).toBeNull();
        expect(routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: inst.size - 1 }, (_, i) => i + 1));
        for (const r of routes) {
          const check = checkRoute(inst, r);
          expect(check.load).toBeLessThanOrEqual(inst.capacity);
          check.starts.forEach((t, i) => {
            expect(t).toBeLessThanOrEqual((inst.due[r[i] as number] as number) + 1e-6);
          });
        }
        expect(out.cost).toBeCloseTo(totalDistance(inst, routes), 6);
      }),
      { numRuns: 30 },
    );
  });

  it('reaches the brute-force optimum of a 7-customer instance', () => {
    const inst = tiny();
    const optimum = bruteForce(inst);
    expect(optimum).toBeLessThan(Number.POSITIVE_INFINITY);
    const out = run(inst, { timeLimitMs: 60_000, seed: 7, maxIterations: 200 }, localContext());
    expect(validateSolution(inst, out.routes as Routes)).toBeNull();
    expect(out.cost).toBeCloseTo(optimum, 6);
  });
});

const c101 = readFileSync(join(import.meta.dirname, 'fixtures', 'C101.txt'), 'utf8');

/** A context whose Stop is pressed after `calls` checks, recording progress. */
const stoppingContext = (calls: number) => {
  const base = localContext();
  const progress: SolverProgress[] = [];
  let n = 0;
  const ctx: SolverContext = { ...base, progress: (p) => progress.push(p), shouldStop: () => ++n > calls };
  return { ctx, progress };
};

describe.each([sgvrpModel, acsModel])('$id model', (model) => {
  it('stops on request with a feasible plan and status stopped', async () => {
    const { ctx, progress } = stoppingContext(5);
    const input = vrpInputSchema.parse({ format: 'solomon', text: c101, bestKnown: 827.3 });
    const result = solverResultSchema.parse(
      await model.solve(input, vrpParamsSchema.parse({ timeLimitSeconds: 60 }), ctx),
    );
    expect(result.status).toBe('stopped');
    const routes = (result.solution as { routes: string[][] }).routes.map((r) => r.map(Number));
    expect(validateSolution(parseSolomon(c101), routes)).toBeNull();
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]?.objective).toBeGreaterThan(0);
    const kpi = (key: string) => result.kpis.find((k) => k.key === key)?.value;
    expect(kpi('distance')).toBe(result.objective);
    expect(kpi('bestKnown')).toBe(827.3);
    expect(typeof kpi('gap')).toBe('number');
    expect(result.tables.find((t) => t.id === 'routes')?.rows).toHaveLength(kpi('vehicles') as number);
  });

  it('plans Lanehub locations in kilometres with clock times and lat/lon routes', async () => {
    const input = vrpInputSchema.parse({
      format: 'locations',
      depot: { name: 'Lyon hub', lat: 45.764, lon: 4.8357, readyMinutes: 360, dueMinutes: 1200 },
      stops: [
        {
          name: 'Grenoble',
          lat: 45.1885,
          lon: 5.7245,
          demand: 8,
          readyMinutes: 480,
          dueMinutes: 720,
          serviceMinutes: 30,
        },
        { name: 'Saint-Étienne', lat: 45.4397, lon: 4.3872, demand: 6, serviceMinutes: 20 },
        { name: 'Valence', lat: 44.9334, lon: 4.8924, demand: 10, serviceMinutes: 20 },
        {
          name: 'Annecy',
          lat: 45.8992,
          lon: 6.1294,
          demand: 7,
          readyMinutes: 600,
          dueMinutes: 900,
          serviceMinutes: 30,
        },
        { name: 'Mâcon', lat: 46.3069, lon: 4.8287, demand: 5, serviceMinutes: 15 },
      ],
      capacity: 20,
      vehicles: 3,
      speedKmh: 70,
    });
    const result = solverResultSchema.parse(
      await model.solve(input, vrpParamsSchema.parse({ timeLimitSeconds: 1 }), localContext()),
    );
    expect(result.status).toBe('feasible');
    expect(result.kpis.find((k) => k.key === 'distance')?.unit).toBe('km');
    const stops = result.tables.find((t) => t.id === 'stops')?.rows ?? [];
    expect(stops.map((s) => s.stop).sort()).toEqual(['Annecy', 'Grenoble', 'Mâcon', 'Saint-Étienne', 'Valence']);
    const grenoble = stops.find((s) => s.stop === 'Grenoble');
    expect(String(grenoble?.serviceStart)).toMatch(/^(0[89]|1[012]):\d\d$/);
    const route = result.routes?.find((r) => r.stops.some((s) => s.label === 'Annecy'));
    expect(route?.stops[0]).toEqual({ label: 'Lyon hub', lat: 45.764, lon: 4.8357 });
    // Lyon–Grenoble is about 95 km as the crow flies: the total is in kilometres, not degrees.
    expect(result.objective).toBeGreaterThan(300);
  });

  it('explains when no plan exists', async () => {
    const input = vrpInputSchema.parse({
      format: 'locations',
      depot: { name: 'Lyon hub', lat: 45.764, lon: 4.8357, readyMinutes: 480 },
      stops: [{ name: 'Marseille', lat: 43.2965, lon: 5.3698, demand: 1, readyMinutes: 0, dueMinutes: 500 }],
      capacity: 10,
      vehicles: 1,
    });
    const result = await model.solve(input, vrpParamsSchema.parse({}), localContext());
    expect(result.status).toBe('infeasible');
    expect(result.kpis[0]?.value).toBe('Marseille cannot be reached within its time window from the depot');
  });
});

describe('VRP input', () => {
  it('rejects a time window that closes before it opens, on the field', () => {
    const parsed = vrpInputSchema.safeParse({
      format: 'locations',
      depot: { name: 'Hub', lat: 0, lon: 0 },
      stops: [{ name: 'A', lat: 0, lon: 1, readyMinutes: 600, dueMinutes: 500 }],
      capacity: 10,
      vehicles: 1,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['stops', 0, 'dueMinutes']);
    expect(parsed.error?.issues[0]?.message).toBe('The time window closes before it opens');
  });

  it('has runnable default parameters: 10 s, seed 1, no iteration cap', () => {
    expect(vrpParamsSchema.parse({})).toEqual({ timeLimitSeconds: 10, seed: 1, maxIterations: null });
  });

  it('builds distances in great-circle kilometres from lat/lon', () => {
    const inst = instanceFromLocations({
      depot: { name: 'Paris', lat: 48.8566, lon: 2.3522 },
      stops: [{ name: 'Lyon', lat: 45.764, lon: 4.8357, demand: 1 }],
      capacity: 5,
      vehicles: 1,
    });
    expect(inst.dist[1]).toBeGreaterThan(390);
    expect(inst.dist[1]).toBeLessThan(395);
  });
});
