// The shared search machinery of sgvrp and acs: a solution with per-route schedules that make every
// insertion check O(1) (earliest start forward, latest start backward: forward time slack), regret-k
// insertion with a per-route cost cache, and local search (relocate, 2-opt*, intra-route 2-opt).
import type { Routes, VrpInstance } from './instance';

export type Rng = () => number;

/** mulberry32: small, fast, seedable; the solvers must be reproducible for a given seed. */
export const makeRng = (seed: number): Rng => {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const EPS = 1e-7;

export type Route = {
  nodes: number[];
  /** Earliest service start at each position. */
  start: number[];
  /** Latest service start at each position that keeps the rest of the route feasible. */
  latest: number[];
  /** Load of nodes[0..p] inclusive. */
  prefixLoad: number[];
  load: number;
  dist: number;
};

export const emptyRoute = (): Route => ({ nodes: [], start: [], latest: [], prefixLoad: [], load: 0, dist: 0 });

export class Solution {
  routes: Route[] = [];
  cost = 0;
  constructor(readonly inst: VrpInstance) {}

  clone(): Solution {
    const s = new Solution(this.inst);
    s.cost = this.cost;
    s.routes = this.routes.map((r) => ({
      nodes: r.nodes.slice(),
      start: r.start.slice(),
      latest: r.latest.slice(),
      prefixLoad: r.prefixLoad.slice(),
      load: r.load,
      dist: r.dist,
    }));
    return s;
  }

  toRoutes(): Routes {
    return this.routes.filter((r) => r.nodes.length > 0).map((r) => r.nodes.slice());
  }

  static fromRoutes(inst: VrpInstance, routes: Routes): Solution {
    const s = new Solution(inst);
    for (const nodes of routes) {
      if (nodes.length > 0) {
        const r = emptyRoute();
        r.nodes = nodes.slice();
        s.routes.push(r);
        s.refresh(r);
      }
    }
    s.recost();
    return s;
  }

  recost() {
    let c = 0;
    for (const r of this.routes) {
      c += r.dist;
    }
    this.cost = c;
  }

  /** Recomputes a route's schedule, loads and distance after its node list changed: O(length). */
  refresh(r: Route) {
    const { dist, size, ready, due, service, demand } = this.inst;
    const n = r.nodes.length;
    r.start.length = n;
    r.latest.length = n;
    r.prefixLoad.length = n;
    let t = ready[0] as number;
    let prev = 0;
    let d = 0;
    let load = 0;
    for (let p = 0; p < n; p++) {
      const c = r.nodes[p] as number;
      const arc = dist[prev * size + c] as number;
      d += arc;
      t = Math.max(t + (service[prev] as number) + arc, ready[c] as number);
      r.start[p] = t;
      load += demand[c] as number;
      r.prefixLoad[p] = load;
      prev = c;
    }
    d += dist[prev * size] as number;
    let latest = due[0] as number;
    let next = 0;
    for (let p = n - 1; p >= 0; p--) {
      const c = r.nodes[p] as number;
      latest = Math.min(due[c] as number, latest - (dist[c * size + next] as number) - (service[c] as number));
      r.latest[p] = latest;
      next = c;
    }
    r.load = load;
    r.dist = d;
  }

  /** Insertion cost of customer u at position p of route r, or Infinity when infeasible: O(1). */
  insertionCost(r: Route, u: number, p: number): number {
    const { dist, size, ready, due, service, demand, capacity } = this.inst;
    if (r.load + (demand[u] as number) > capacity + EPS) {
      return Number.POSITIVE_INFINITY;
    }
    const n = r.nodes.length;
    const prev = p === 0 ? 0 : (r.nodes[p - 1] as number);
    const next = p === n ? 0 : (r.nodes[p] as number);
    const depart =
      p === 0 ? (ready[0] as number) + (service[0] as number) : (r.start[p - 1] as number) + (service[prev] as number);
    const du = dist[prev * size + u] as number;
    const su = Math.max(depart + du, ready[u] as number);
    if (su > (due[u] as number) + EPS) {
      return Number.POSITIVE_INFINITY;
    }
    const dn = dist[u * size + next] as number;
    const latestNext = p === n ? (due[0] as number) : (r.latest[p] as number);
    if (su + (service[u] as number) + dn > latestNext + EPS) {
      return Number.POSITIVE_INFINITY;
    }
    return du + dn - (dist[prev * size + next] as number);
  }

  /** Best position of u in route r: [cost, position]. */
  bestInRoute(r: Route, u: number): [number, number] {
    let best = Number.POSITIVE_INFINITY;
    let at = -1;
    for (let p = 0; p <= r.nodes.length; p++) {
      const c = this.insertionCost(r, u, p);
      if (c < best) {
        best = c;
        at = p;
      }
    }
    return [best, at];
  }

  insert(ri: number, u: number, p: number) {
    let r = this.routes[ri];
    if (!r) {
      r = emptyRoute();
      this.routes[ri] = r;
    }
    const before = r.dist;
    r.nodes.splice(p, 0, u);
    this.refresh(r);
    this.cost += r.dist - before;
  }

  /** Removes customers (any routes) and drops emptied routes. */
  remove(customers: number[]) {
    const drop = new Set(customers);
    for (const r of this.routes) {
      if (r.nodes.some((c) => drop.has(c))) {
        r.nodes = r.nodes.filter((c) => !drop.has(c));
        this.refresh(r);
      }
    }
    this.routes = this.routes.filter((r) => r.nodes.length > 0);
    this.recost();
  }

  /** Removal gain of each customer: d(prev,u)+d(u,next)-d(prev,next). */
  removalGains(): Array<[number, number]> {
    const { dist, size } = this.inst;
    const out: Array<[number, number]> = [];
    for (const r of this.routes) {
      const n = r.nodes.length;
      for (let p = 0; p < n; p++) {
        const u = r.nodes[p] as number;
        const prev = p === 0 ? 0 : (r.nodes[p - 1] as number);
        const next = p === n - 1 ? 0 : (r.nodes[p + 1] as number);
        out.push([
          u,
          (dist[prev * size + u] as number) + (dist[u * size + next] as number) - (dist[prev * size + next] as number),
        ]);
      }
    }
    return out;
  }

  /** Route index and position of every customer. */
  positions(): { route: Int32Array; pos: Int32Array } {
    const route = new Int32Array(this.inst.size).fill(-1);
    const pos = new Int32Array(this.inst.size).fill(-1);
    this.routes.forEach((r, ri) => {
      r.nodes.forEach((c, p) => {
        route[c] = ri;
        pos[c] = p;
      });
    });
    return { route, pos };
  }
}

/**
 * Regret-k insertion of `pending` into `sol` (k = 1 is greedy). Keeps, per pending customer, the best
 * cost in every route; after an insertion only the changed route is re-evaluated. A new route is the
 * extra candidate while the fleet allows. `noise` (0..) perturbs costs by ± noise × max arc. Returns
 * false when some customer fits nowhere.
 */
export const regretInsert = (sol: Solution, pending: number[], k: number, rng: Rng, noise = 0, maxArc = 0): boolean => {
  const inst = sol.inst;
  const { dist, size } = inst;
  const left = pending.slice();
  // costs[i][r] for left[i]; route index routes.length means "a new route".
  const costs: Float64Array[] = [];
  const posAt: Int32Array[] = [];
  const cap = Math.min(inst.maxVehicles, inst.size) + 1;
  const perturb = () => (noise > 0 ? (rng() * 2 - 1) * noise * maxArc : 0);
  const evalRoute = (i: number, ri: number) => {
    const u = left[i] as number;
    const r = sol.routes[ri];
    let c: number;
    let p: number;
    if (r) {
      [c, p] = sol.bestInRoute(r, u);
    } else {
      const empty = emptyRoute();
      [c, p] = sol.bestInRoute(empty, u);
      if (c === Number.POSITIVE_INFINITY) {
        p = -1;
      }
      c = c === Number.POSITIVE_INFINITY ? c : (dist[u] as number) + (dist[u * size] as number);
    }
    (costs[i] as Float64Array)[ri] = c === Number.POSITIVE_INFINITY ? c : c + perturb();
    (posAt[i] as Int32Array)[ri] = p;
  };
  for (let i = 0; i < left.length; i++) {
    costs.push(new Float64Array(cap).fill(Number.POSITIVE_INFINITY));
    posAt.push(new Int32Array(cap).fill(-1));
    for (let ri = 0; ri < sol.routes.length; ri++) {
      evalRoute(i, ri);
    }
    if (sol.routes.length < inst.maxVehicles) {
      evalRoute(i, sol.routes.length);
    }
  }
  const top = new Float64Array(Math.max(k, 1));
  while (left.length > 0) {
    let bestI = -1;
    let bestRegret = Number.NEGATIVE_INFINITY;
    let bestCost = Number.POSITIVE_INFINITY;
    let bestRoute = -1;
    const nRoutes = sol.routes.length + (sol.routes.length < inst.maxVehicles ? 1 : 0);
    for (let i = 0; i < left.length; i++) {
      const ci = costs[i] as Float64Array;
      top.fill(Number.POSITIVE_INFINITY);
      let argmin = -1;
      for (let ri = 0; ri < nRoutes; ri++) {
        const c = ci[ri] as number;
        if (c < (top[top.length - 1] as number)) {
          let j = top.length - 1;
          while (j > 0 && c < (top[j - 1] as number)) {
            top[j] = top[j - 1] as number;
            j--;
          }
          top[j] = c;
          if (j === 0) {
            argmin = ri;
          }
        }
      }
      const c1 = top[0] as number;
      if (c1 === Number.POSITIVE_INFINITY) {
        return false;
      }
      let regret = 0;
      for (let j = 1; j < top.length; j++) {
        const cj = top[j] as number;
        // A customer with few options left is the most urgent.
        regret += cj === Number.POSITIVE_INFINITY ? 1e9 : cj - c1;
      }
      if (regret > bestRegret + EPS || (Math.abs(regret - bestRegret) <= EPS && c1 < bestCost)) {
        bestRegret = regret;
        bestCost = c1;
        bestI = i;
        bestRoute = argmin;
      }
    }
    const u = left[bestI] as number;
    const p = (posAt[bestI] as Int32Array)[bestRoute] as number;
    const opened = bestRoute === sol.routes.length;
    sol.insert(bestRoute, u, p);
    left.splice(bestI, 1);
    costs.splice(bestI, 1);
    posAt.splice(bestI, 1);
    for (let i = 0; i < left.length; i++) {
      evalRoute(i, bestRoute);
      if (opened && sol.routes.length < inst.maxVehicles) {
        evalRoute(i, sol.routes.length);
      }
    }
  }
  return true;
};

/** Inter- and intra-route relocate of one customer: first improvement over a shuffled order. */
const relocatePass = (sol: Solution, rng: Rng): boolean => {
  const inst = sol.inst;
  const { dist, size } = inst;
  const order: number[] = [];
  for (let c = 1; c < inst.size; c++) {
    order.push(c);
  }
  shuffle(order, rng);
  let improved = false;
  for (const u of order) {
    const { route, pos } = locate(sol, u);
    if (route < 0) {
      continue;
    }
    const r = sol.routes[route] as Route;
    const n = r.nodes.length;
    const prev = pos === 0 ? 0 : (r.nodes[pos - 1] as number);
    const next = pos === n - 1 ? 0 : (r.nodes[pos + 1] as number);
    const gain =
      (dist[prev * size + u] as number) + (dist[u * size + next] as number) - (dist[prev * size + next] as number);
    if (gain <= EPS) {
      continue;
    }
    let bestCost = gain - EPS;
    let bestRoute = -1;
    let bestPos = -1;
    for (let ri = 0; ri < sol.routes.length; ri++) {
      if (ri === route) {
        continue;
      }
      const [c, p] = sol.bestInRoute(sol.routes[ri] as Route, u);
      if (c < bestCost) {
        bestCost = c;
        bestRoute = ri;
        bestPos = p;
      }
    }
    if (bestRoute >= 0) {
      r.nodes.splice(pos, 1);
      sol.refresh(r);
      sol.insert(bestRoute, u, bestPos);
      improved = true;
      continue;
    }
    // Intra-route: take u out, try every other position.
    if (n > 1) {
      const before = r.dist;
      r.nodes.splice(pos, 1);
      sol.refresh(r);
      const [c, p] = sol.bestInRoute(r, u);
      if (c < before - r.dist - EPS && p !== pos) {
        r.nodes.splice(p, 0, u);
      } else {
        r.nodes.splice(pos, 0, u);
      }
      sol.refresh(r);
      if (r.dist < before - EPS) {
        improved = true;
      }
    }
  }
  sol.routes = sol.routes.filter((r) => r.nodes.length > 0);
  sol.recost();
  return improved;
};

const locate = (sol: Solution, u: number): { route: number; pos: number } => {
  for (let ri = 0; ri < sol.routes.length; ri++) {
    const p = (sol.routes[ri] as Route).nodes.indexOf(u);
    if (p >= 0) {
      return { route: ri, pos: p };
    }
  }
  return { route: -1, pos: -1 };
};

/** 2-opt*: exchange the tails of two routes; O(1) check per pair of cut points. */
const twoOptStarPass = (sol: Solution): boolean => {
  const inst = sol.inst;
  const { dist, size, ready, service, due, capacity } = inst;
  let improved = false;
  for (let a = 0; a < sol.routes.length; a++) {
    for (let b = a + 1; b < sol.routes.length; b++) {
      const ra = sol.routes[a] as Route;
      const rb = sol.routes[b] as Route;
      const na = ra.nodes.length;
      const nb = rb.nodes.length;
      let found = false;
      // cut after position i in a (i = -1: at the depot) and after j in b.
      for (let i = -1; i < na && !found; i++) {
        const ai = i < 0 ? 0 : (ra.nodes[i] as number);
        const ai1 = i + 1 < na ? (ra.nodes[i + 1] as number) : 0;
        const departA =
          i < 0 ? (ready[0] as number) + (service[0] as number) : (ra.start[i] as number) + (service[ai] as number);
        const loadA = i < 0 ? 0 : (ra.prefixLoad[i] as number);
        for (let j = -1; j < nb; j++) {
          if ((i < 0 && j < 0) || (i === na - 1 && j === nb - 1)) {
            continue;
          }
          const bj = j < 0 ? 0 : (rb.nodes[j] as number);
          const bj1 = j + 1 < nb ? (rb.nodes[j + 1] as number) : 0;
          const delta =
            (dist[ai * size + bj1] as number) +
            (dist[bj * size + ai1] as number) -
            (dist[ai * size + ai1] as number) -
            (dist[bj * size + bj1] as number);
          if (delta >= -EPS) {
            continue;
          }
          const loadB = j < 0 ? 0 : (rb.prefixLoad[j] as number);
          if (loadA + rb.load - loadB > capacity + EPS || loadB + ra.load - loadA > capacity + EPS) {
            continue;
          }
          const latestB1 = j + 1 < nb ? (rb.latest[j + 1] as number) : (due[0] as number);
          if (departA + (dist[ai * size + bj1] as number) > latestB1 + EPS) {
            continue;
          }
          const departB =
            j < 0 ? (ready[0] as number) + (service[0] as number) : (rb.start[j] as number) + (service[bj] as number);
          const latestA1 = i + 1 < na ? (ra.latest[i + 1] as number) : (due[0] as number);
          if (departB + (dist[bj * size + ai1] as number) > latestA1 + EPS) {
            continue;
          }
          const newA = ra.nodes.slice(0, i + 1).concat(rb.nodes.slice(j + 1));
          const newB = rb.nodes.slice(0, j + 1).concat(ra.nodes.slice(i + 1));
          ra.nodes = newA;
          rb.nodes = newB;
          sol.refresh(ra);
          sol.refresh(rb);
          improved = true;
          found = true;
          break;
        }
      }
    }
  }
  sol.routes = sol.routes.filter((r) => r.nodes.length > 0);
  sol.recost();
  return improved;
};

/** Intra-route 2-opt (segment reversal); time windows checked by simulating the route. */
const twoOptPass = (sol: Solution): boolean => {
  const inst = sol.inst;
  const { dist, size, ready, due, service } = inst;
  let improved = false;
  for (const r of sol.routes) {
    const n = r.nodes.length;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const prev = i === 0 ? 0 : (r.nodes[i - 1] as number);
        const next = j === n - 1 ? 0 : (r.nodes[j + 1] as number);
        const ni = r.nodes[i] as number;
        const nj = r.nodes[j] as number;
        const delta =
          (dist[prev * size + nj] as number) +
          (dist[ni * size + next] as number) -
          (dist[prev * size + ni] as number) -
          (dist[nj * size + next] as number);
        if (delta >= -EPS) {
          continue;
        }
        // Reverse in place (inner arcs are symmetric), check time windows from i on, undo if late.
        reverse(r.nodes, i, j);
        let ok = true;
        if (inst.hasTimeWindows) {
          let t = i === 0 ? (ready[0] as number) : (r.start[i - 1] as number);
          let p0 = prev;
          for (let p = i; p <= n; p++) {
            const c = p === n ? 0 : (r.nodes[p] as number);
            t = Math.max(t + (service[p0] as number) + (dist[p0 * size + c] as number), ready[c] as number);
            const limit = p === n ? (due[0] as number) : p > j ? (r.latest[p] as number) : (due[c] as number);
            if (t > limit + EPS) {
              ok = false;
              break;
            }
            if (p > j) {
              break;
            }
            p0 = c;
          }
        }
        if (ok) {
          sol.refresh(r);
          improved = true;
        } else {
          reverse(r.nodes, i, j);
        }
      }
    }
  }
  sol.recost();
  return improved;
};

const reverse = (a: number[], i: number, j: number) => {
  while (i < j) {
    const t = a[i] as number;
    a[i] = a[j] as number;
    a[j] = t;
    i++;
    j--;
  }
};

export const shuffle = <T>(a: T[], rng: Rng) => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
};

/** Local search to a local optimum of relocate, 2-opt* and 2-opt (bounded rounds). */
export const localSearch = (sol: Solution, rng: Rng, maxRounds = 50) => {
  for (let round = 0; round < maxRounds; round++) {
    const a = twoOptPass(sol);
    const b = twoOptStarPass(sol);
    const c = relocatePass(sol, rng);
    if (!a && !b && !c) {
      break;
    }
  }
};
