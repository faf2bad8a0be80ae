// acs: ant colony system (Dorigo & Gambardella 1997) for the VRPTW, one colony minimising distance
// in the manner of MACS-VRPTW's ACS-TIME colony (Gambardella, Taillard & Agazzi 1999): each ant builds
// routes one vehicle at a time choosing among the feasible customers with the pseudo-random
// proportional rule, local pheromone update on every arc taken, customers left over inserted with the
// shared O(1)-checked insertion, local search on the iteration's best ant, global update on the best.
import type { SolverContext } from '../model';
import { localSearch, makeRng, type Rng, regretInsert, Solution } from './engine';
import type { Routes, VrpInstance } from './instance';
import { construct, infeasibilityReason, reporter, type SearchOptions, type SearchOutcome } from './sgvrp';

export type AcsSettings = {
  ants: number;
  beta: number;
  q0: number;
  /** Evaporation of the global and local updates. */
  rho: number;
};

export const defaultAcsSettings: AcsSettings = { ants: 10, beta: 2, q0: 0.9, rho: 0.1 };

const buildAnt = (inst: VrpInstance, tau: Float64Array, tau0: number, s: AcsSettings, rng: Rng): Solution | null => {
  const { size, dist, ready, due, service, demand, capacity } = inst;
  const visited = new Uint8Array(size);
  let left = size - 1;
  const routes: Routes = [];
  const weights = new Float64Array(size);
  while (left > 0 && routes.length < inst.maxVehicles) {
    const route: number[] = [];
    let cur = 0;
    let t = ready[0] as number;
    let load = 0;
    while (true) {
      const depart = t + (service[cur] as number);
      let total = 0;
      let bestW = -1;
      let bestJ = -1;
      for (let j = 1; j < size; j++) {
        weights[j] = 0;
        if (visited[j] || load + (demand[j] as number) > capacity) {
          continue;
        }
        const arc = dist[cur * size + j] as number;
        const startJ = Math.max(depart + arc, ready[j] as number);
        if (
          startJ > (due[j] as number) ||
          startJ + (service[j] as number) + (dist[j * size] as number) > (due[0] as number)
        ) {
          continue;
        }
        // Visibility: travel plus waiting, so that a customer whose window opens late is less attractive.
        const eta = 1 / Math.max(1e-3, startJ - depart);
        const w = (tau[cur * size + j] as number) * eta ** s.beta;
        weights[j] = w;
        total += w;
        if (w > bestW) {
          bestW = w;
          bestJ = j;
        }
      }
      if (bestJ < 0) {
        break;
      }
      let next = bestJ;
      if (rng() >= s.q0) {
        let x = rng() * total;
        for (let j = 1; j < size; j++) {
          x -= weights[j] as number;
          if (weights[j] && x <= 0) {
            next = j;
            break;
          }
        }
      }
      const e = cur * size + next;
      tau[e] = (1 - s.rho) * (tau[e] as number) + s.rho * tau0;
      tau[next * size + cur] = tau[e] as number;
      t = Math.max(depart + (dist[e] as number), ready[next] as number);
      load += demand[next] as number;
      visited[next] = 1;
      left--;
      route.push(next);
      cur = next;
    }
    if (route.length === 0) {
      break;
    }
    routes.push(route);
  }
  const sol = Solution.fromRoutes(inst, routes);
  if (left > 0) {
    const rest: number[] = [];
    for (let c = 1; c < size; c++) {
      if (!visited[c]) {
        rest.push(c);
      }
    }
    if (!regretInsert(sol, rest, 2, rng)) {
      return null;
    }
  }
  return sol;
};

export const runAcs = (
  inst: VrpInstance,
  options: SearchOptions,
  ctx: SolverContext,
  settings: AcsSettings = defaultAcsSettings,
): SearchOutcome => {
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
  let best = first;
  let timeToBest = elapsed();
  report(0, best.cost, 0, true);
  const size = inst.size;
  const tau0 = 1 / ((size - 1) * first.cost);
  const tau = new Float64Array(size * size).fill(tau0);
  let iteration = 0;
  let stopped = false;
  outer: while (true) {
    const spent = elapsed();
    if (spent >= options.timeLimitMs || (options.maxIterations !== null && iteration >= options.maxIterations)) {
      break;
    }
    iteration++;
    let iterBest: Solution | null = null;
    for (let a = 0; a < settings.ants; a++) {
      if (ctx.shouldStop()) {
        stopped = true;
        break outer;
      }
      const ant = buildAnt(inst, tau, tau0, settings, rng);
      if (ant && (!iterBest || ant.cost < iterBest.cost)) {
        iterBest = ant;
      }
    }
    if (iterBest) {
      localSearch(iterBest, rng, 20);
      if (iterBest.cost < best.cost - 1e-7) {
        best = iterBest;
        timeToBest = elapsed();
      }
    }
    // Global update on the best-so-far solution's arcs only (ACS).
    const deposit = 1 / best.cost;
    for (const r of best.routes) {
      let prev = 0;
      for (let p = 0; p <= r.nodes.length; p++) {
        const c = p === r.nodes.length ? 0 : (r.nodes[p] as number);
        const e = prev * size + c;
        tau[e] = (1 - settings.rho) * (tau[e] as number) + settings.rho * deposit;
        tau[c * size + prev] = tau[e] as number;
        prev = c;
      }
    }
    const frac =
      options.maxIterations !== null
        ? Math.max(spent / options.timeLimitMs, iteration / options.maxIterations)
        : spent / options.timeLimitMs;
    report(iteration, best.cost, Math.min(1, frac));
  }
  report(iteration, best.cost, stopped ? null : 1, true);
  return { routes: best.toRoutes(), cost: best.cost, iterations: iteration, stopped, timeToBestMs: timeToBest };
};
