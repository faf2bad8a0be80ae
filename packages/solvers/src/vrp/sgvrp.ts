// sgvrp: regret-insertion construction, then adaptive large neighbourhood search (Ropke & Pisinger
// 2006) with simulated-annealing acceptance on a time-based cooling schedule, and local search
// (2-opt, 2-opt*, relocate) on promising candidates.
import type { SolverContext } from '../model';
import { localSearch, makeRng, type Rng, regretInsert, Solution, shuffle } from './engine';
import type { Routes, VrpInstance } from './instance';

export type SearchOptions = {
  timeLimitMs: number;
  seed: number;
  maxIterations: number | null;
};

export type SearchOutcome = {
  routes: Routes | null;
  cost: number | null;
  iterations: number;
  stopped: boolean;
  /** Milliseconds from start to the moment the final best was found. */
  timeToBestMs: number;
  /** Why no solution could be built, when routes is null. */
  reason?: string;
};

type Removal = (sol: Solution, q: number, rng: Rng) => number[];

/** Precomputed neighbour lists: customers sorted by distance to each customer. */
export const neighbourLists = (inst: VrpInstance): Int32Array[] => {
  const lists: Int32Array[] = [new Int32Array(0)];
  for (let c = 1; c < inst.size; c++) {
    const others: number[] = [];
    for (let o = 1; o < inst.size; o++) {
      if (o !== c) {
        others.push(o);
      }
    }
    others.sort((a, b) => (inst.dist[c * inst.size + a] as number) - (inst.dist[c * inst.size + b] as number));
    lists.push(Int32Array.from(others));
  }
  return lists;
};

const randomCustomer = (inst: VrpInstance, rng: Rng) => 1 + Math.floor(rng() * (inst.size - 1));

const randomRemoval: Removal = (sol, q, rng) => {
  const all: number[] = [];
  for (let c = 1; c < sol.inst.size; c++) {
    all.push(c);
  }
  return shuffle(all, rng).slice(0, q);
};

const worstRemoval: Removal = (sol, q, rng) => {
  const gains = sol.removalGains().sort((a, b) => b[1] - a[1]);
  const out: number[] = [];
  while (out.length < q && gains.length > 0) {
    const i = Math.floor(rng() ** 3 * gains.length);
    out.push((gains.splice(i, 1)[0] as [number, number])[0]);
  }
  return out;
};

const shawRemoval: Removal = (sol, q, rng) => {
  const inst = sol.inst;
  const { route, pos } = sol.positions();
  const seed = randomCustomer(inst, rng);
  let maxD = 0;
  for (let i = 0; i < inst.dist.length; i++) {
    maxD = Math.max(maxD, inst.dist[i] as number);
  }
  const horizon = Math.max(1, (inst.due[0] as number) - (inst.ready[0] as number));
  const startOf = (c: number) => {
    const r = sol.routes[route[c] as number];
    return r ? (r.start[pos[c] as number] as number) : 0;
  };
  const s0 = startOf(seed);
  const rel: Array<[number, number]> = [];
  for (let c = 1; c < inst.size; c++) {
    if (c === seed) {
      continue;
    }
    const time = inst.hasTimeWindows && Number.isFinite(horizon) ? Math.abs(startOf(c) - s0) / horizon : 0;
    rel.push([
      c,
      (9 * (inst.dist[seed * inst.size + c] as number)) / (maxD || 1) +
        3 * time +
        (2 * Math.abs((inst.demand[c] as number) - (inst.demand[seed] as number))) / inst.capacity,
    ]);
  }
  rel.sort((a, b) => a[1] - b[1]);
  const out = [seed];
  while (out.length < q && rel.length > 0) {
    const i = Math.floor(rng() ** 6 * rel.length);
    out.push((rel.splice(i, 1)[0] as [number, number])[0]);
  }
  return out;
};

/** Removes whole routes (smaller ones more likely): the way to free a vehicle. */
const routeRemoval: Removal = (sol, q, rng) => {
  const out: number[] = [];
  const order = sol.routes
    .map((r, i) => [i, r.nodes.length + rng() * 4] as [number, number])
    .sort((a, b) => a[1] - b[1]);
  for (const [ri] of order) {
    const r = sol.routes[ri];
    if (!r || (out.length > 0 && out.length + r.nodes.length > q * 1.5)) {
      break;
    }
    out.push(...r.nodes);
  }
  return out;
};

/** String removal (after Christiaens & Vanden Berghe's SISR): strings around a seed's neighbours. */
const makeStringRemoval =
  (neighbours: Int32Array[]): Removal =>
  (sol, q, rng) => {
    const inst = sol.inst;
    const { route, pos } = sol.positions();
    const seed = randomCustomer(inst, rng);
    const touched = new Set<number>();
    const out: number[] = [];
    const list = neighbours[seed] as Int32Array;
    for (let k = -1; k < list.length && out.length < q; k++) {
      const c = k < 0 ? seed : (list[k] as number);
      const ri = route[c] as number;
      if (ri < 0 || touched.has(ri)) {
        continue;
      }
      touched.add(ri);
      const nodes = (sol.routes[ri] as { nodes: number[] }).nodes;
      const len = 1 + Math.floor(rng() * Math.min(10, nodes.length, q - out.length));
      const p = pos[c] as number;
      const from = Math.max(0, Math.min(p - Math.floor(rng() * len), nodes.length - len));
      out.push(...nodes.slice(from, from + len));
    }
    return out;
  };

type Operator<F> = { name: string; fn: F; weight: number; score: number; uses: number };

const pick = <F>(ops: Operator<F>[], rng: Rng): Operator<F> => {
  let total = 0;
  for (const o of ops) {
    total += o.weight;
  }
  let x = rng() * total;
  for (const o of ops) {
    x -= o.weight;
    if (x <= 0) {
      return o;
    }
  }
  return ops[ops.length - 1] as Operator<F>;
};

/** Builds a first solution by regret-2 insertion of every customer; null when some customer cannot be served. */
export const construct = (inst: VrpInstance, rng: Rng): Solution | null => {
  const sol = new Solution(inst);
  const all: number[] = [];
  for (let c = 1; c < inst.size; c++) {
    all.push(c);
  }
  if (!regretInsert(sol, all, 2, rng)) {
    return null;
  }
  return sol;
};

/** Explains why no solution exists when construction fails (a customer no vehicle can reach in time, or too few vehicles). */
export const infeasibilityReason = (inst: VrpInstance): string => {
  const lone = new Solution(inst);
  for (let c = 1; c < inst.size; c++) {
    if ((inst.demand[c] as number) > inst.capacity) {
      return `${inst.labels[c]}: demand ${inst.demand[c]} exceeds the vehicle capacity ${inst.capacity}`;
    }
    const [cost] = lone.bestInRoute({ nodes: [], start: [], latest: [], prefixLoad: [], load: 0, dist: 0 }, c);
    if (cost === Number.POSITIVE_INFINITY) {
      return `${inst.labels[c]} cannot be reached within its time window from the depot`;
    }
  }
  return `the customers do not fit in ${inst.maxVehicles} vehicles`;
};

export const reporter = (ctx: SolverContext, everyMs = 200) => {
  let last = Number.NEGATIVE_INFINITY;
  return (iteration: number, objective: number | null, fraction: number | null, force = false) => {
    const now = ctx.elapsedMs();
    if (force || now - last >= everyMs) {
      last = now;
      ctx.progress({ iteration, objective, elapsedMs: now, fraction });
    }
  };
};

export const runSgvrp = (inst: VrpInstance, options: SearchOptions, ctx: SolverContext): SearchOutcome => {
  const rng = makeRng(options.seed);
  const t0 = ctx.elapsedMs();
  const elapsed = () => ctx.elapsedMs() - t0;
  const report = reporter(ctx);
  const first = construct(inst, rng);
  if (!first) {
    return {
      routes: null,
      cost: null,
      iterations: 0,
      stopped: false,
      timeToBestMs: elapsed(),
      reason: infeasibilityReason(inst),
    };
  }
  localSearch(first, rng);
  let current = first;
  let best = first.clone();
  let timeToBest = elapsed();
  report(0, best.cost, 0, true);
  const customers = inst.size - 1;
  let maxArc = 0;
  for (let i = 0; i < inst.dist.length; i++) {
    maxArc = Math.max(maxArc, inst.dist[i] as number);
  }
  const neighbours = neighbourLists(inst);
  const removals: Operator<Removal>[] = [
    { name: 'random', fn: randomRemoval, weight: 1, score: 0, uses: 0 },
    { name: 'worst', fn: worstRemoval, weight: 1, score: 0, uses: 0 },
    { name: 'shaw', fn: shawRemoval, weight: 1, score: 0, uses: 0 },
    { name: 'route', fn: routeRemoval, weight: 1, score: 0, uses: 0 },
    { name: 'string', fn: makeStringRemoval(neighbours), weight: 1, score: 0, uses: 0 },
  ];
  const inserts: Operator<{ k: number; noise: number }>[] = [
    { name: 'greedy', fn: { k: 1, noise: 0 }, weight: 1, score: 0, uses: 0 },
    { name: 'greedy-noise', fn: { k: 1, noise: 0.025 }, weight: 1, score: 0, uses: 0 },
    { name: 'regret-2', fn: { k: 2, noise: 0 }, weight: 1, score: 0, uses: 0 },
    { name: 'regret-3', fn: { k: 3, noise: 0 }, weight: 1, score: 0, uses: 0 },
  ];
  // Temperature: a 5% worse solution is accepted with probability 1/2 at the start, 0.05% at the end.
  const tStart = (0.05 * first.cost) / Math.LN2;
  const tEnd = tStart / 100;
  const qMin = Math.min(4, customers);
  const qMax = Math.max(qMin, Math.min(40, Math.ceil(customers * 0.3)));
  let iteration = 0;
  let stopped = false;
  while (true) {
    if (ctx.shouldStop()) {
      stopped = true;
      break;
    }
    const spent = elapsed();
    if (spent >= options.timeLimitMs || (options.maxIterations !== null && iteration >= options.maxIterations)) {
      break;
    }
    iteration++;
    const frac =
      options.maxIterations !== null
        ? Math.max(spent / options.timeLimitMs, iteration / options.maxIterations)
        : spent / options.timeLimitMs;
    const temperature = tStart * (tEnd / tStart) ** Math.min(1, frac);
    const rem = pick(removals, rng);
    const ins = pick(inserts, rng);
    const q = qMin + Math.floor(rng() * (qMax - qMin + 1));
    const candidate = current.clone();
    const removed = [...new Set(rem.fn(candidate, q, rng))];
    candidate.remove(removed);
    shuffle(removed, rng);
    rem.uses++;
    ins.uses++;
    if (!regretInsert(candidate, removed, ins.fn.k, rng, ins.fn.noise, maxArc)) {
      continue;
    }
    if (candidate.cost < current.cost || candidate.cost < best.cost * 1.01) {
      localSearch(candidate, rng, 10);
    }
    let score = 0;
    if (candidate.cost < best.cost - 1e-7) {
      best = candidate.clone();
      timeToBest = elapsed();
      current = candidate;
      score = 33;
    } else if (candidate.cost < current.cost - 1e-7) {
      current = candidate;
      score = 9;
    } else if (rng() < Math.exp(-(candidate.cost - current.cost) / temperature)) {
      current = candidate;
      score = 13;
    }
    rem.score += score;
    ins.score += score;
    if (iteration % 100 === 0) {
      for (const o of [...removals, ...inserts] as Operator<unknown>[]) {
        if (o.uses > 0) {
          o.weight = Math.max(0.05, 0.8 * o.weight + (0.2 * o.score) / o.uses);
        }
        o.score = 0;
        o.uses = 0;
      }
    }
    report(iteration, best.cost, Math.min(1, frac));
  }
  report(iteration, best.cost, stopped ? null : 1, true);
  return { routes: best.toRoutes(), cost: best.cost, iterations: iteration, stopped, timeToBestMs: timeToBest };
};
